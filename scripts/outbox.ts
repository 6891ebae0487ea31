/**
 * `npm run outbox [email]`: prints the newest mails the embedded mode wrote to the identity
 * service's outbox instead of sending them (e.g. the password of a new client), newest first.
 * Needs `npm start` running (it reads the database address from the data folder's
 * `database-uri`; `DATA_DIR` as for `npm start`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { dataDirectory } from './stack.ts';

const uri = process.env.MONGODB_URI ?? readFileSync(path.join(dataDirectory(), 'database-uri'), 'utf8').trim();
const to = process.argv[2]?.toLowerCase();
const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 3000 }).connect();
try {
  const mails = await client
    .db(process.env.IDENTITY_DB ?? 'consulting_identity')
    .collection('outbox')
    .find(to ? { to } : {})
    .sort({ _id: -1 })
    .limit(10)
    .toArray();
  if (mails.length === 0) console.log('outbox: no mail yet');
  for (const mail of mails) {
    console.log(`--- to: ${String(mail.to)}\nsubject: ${String(mail.subject)}\n\n${String(mail.text)}\n`);
  }
} finally {
  await client.close();
}
