#!/usr/bin/env bash
# The compose `backup` service: every BACKUP_INTERVAL_HOURS, one `mongodump --archive --gzip
# --oplog` of the whole replica set into /backups/site-<UTC time>.archive.gz, keeping the newest
# BACKUP_KEEP archives. --oplog makes the archive a point-in-time copy without locking the
# primary (restore with `mongorestore --oplogReplay`). After each good dump it records the run
# in consulting_gateway.backup_status (the gateway reports its age as a metric).
# The password goes to the tools in a config file on tmpfs, never on a command line.
set -euo pipefail
interval=$(( ${BACKUP_INTERVAL_HOURS:-24} * 3600 ))
keep=${BACKUP_KEEP:-14}
uri='mongodb://mongo:27017/?replicaSet=rs0&authSource=admin'
password=$(sed -e '$a\' "$MONGO_BACKUP_PASSWORD_FILE" | head -n 1)
umask 077
printf 'password: "%s"\n' "${password//\"/\\\"}" > /tmp/backup-tools.yaml

while true; do
  touch /tmp/backup-alive
  name="site-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"
  if mongodump --uri "$uri" --username backup --config /tmp/backup-tools.yaml \
      --archive="/backups/$name.partial" --gzip --oplog; then
    mv "/backups/$name.partial" "/backups/$name"
    bytes=$(stat -c %s "/backups/$name")
    echo "backup: wrote $name ($bytes bytes)"
    mongosh --quiet --norc "mongodb://mongo:27017/admin?replicaSet=rs0" --eval "
        const password = fs.readFileSync(process.env.MONGO_BACKUP_PASSWORD_FILE, 'utf8').replace(/\\r?\\n\$/, '');
        db.auth('backup', password);
        db.getSiblingDB('consulting_gateway').backup_status.updateOne({ _id: 'last-backup' },
          { \$set: { finishedAt: new Date(), archive: '$name', bytes: $bytes } }, { upsert: true })" >/dev/null \
      || echo "backup: could not record the run in backup_status" >&2
    ls -1t /backups/site-*.archive.gz | tail -n +$((keep + 1)) | xargs -r rm -f
  else
    rm -f "/backups/$name.partial"
    echo "backup: mongodump failed; next try in ${BACKUP_INTERVAL_HOURS:-24} h" >&2
  fi
  sleep "$interval" &
  wait $!
done
