// Runs once, on an empty data volume, as the root user (the official image's initdb step).
// Creates the least-privilege users: `app` reads and writes the site's four databases and
// nothing else; `backup` may dump everything (with the oplog) and record its runs in
// consulting_gateway.backup_status, which the gateway reports as a metric.
const fs = require('fs');
const secret = (name) => fs.readFileSync(process.env[name], 'utf8').replace(/\r?\n$/, '');
const admin = db.getSiblingDB('admin');
const siteDatabases = ['consulting_identity', 'consulting_content', 'consulting_requests', 'consulting_gateway'];

admin.createUser({
  user: 'app',
  pwd: secret('MONGO_APP_PASSWORD_FILE'),
  roles: siteDatabases.map((name) => ({ role: 'readWrite', db: name })),
});

admin.createRole({
  role: 'recordBackups',
  privileges: [
    { resource: { db: 'consulting_gateway', collection: 'backup_status' }, actions: ['find', 'insert', 'update'] },
  ],
  roles: [],
});
admin.createUser({
  user: 'backup',
  pwd: secret('MONGO_BACKUP_PASSWORD_FILE'),
  roles: [
    { role: 'backup', db: 'admin' },
    { role: 'recordBackups', db: 'admin' },
  ],
});
