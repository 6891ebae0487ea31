/**
 * `npm run outbox [email]`: prints the newest mails of the identity service's outbox, newest
 * first (issue 14 part 4): every mail the site sends is written there first and the outbox worker
 * delivers it. Each shows its status (queued, sending, sent, retrying, failed), attempts, last
 * error and dates; in the embedded mode (no SMTP_URL) the outbox is where a developer reads the
 * mail, so its text is printed too (e.g. the password of a new client). Needs `npm start`
 * running (it reads the database address from the data folder's `database-uri`; `DATA_DIR` as
 * for `npm start`), or MONGODB_URI.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { dataDirectory } from './stack.ts';

const uri = process.env.MONGODB_URI ?? readFileSync(path.join(dataDirectory(), 'database-uri'), 'utf8').trim();
const to = process.argv[2]?.toLowerCase();
const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 3000 }).connect();

/** A date as ISO 8601, or '-' when absent. */
const when = (value: unknown) => (value instanceof Date ? value.toISOString() : '-');

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
    // Mails of the outbox before issue 14 have no status: they were written, i.e. sent.
    const status = typeof mail.status === 'string' ? mail.status : 'sent';
    const lines = [
      `--- to: ${String(mail.to)}`,
      `subject: ${String(mail.subject)}`,
      `status: ${status}  attempts: ${Number(mail.attempts ?? (status === 'sent' ? 1 : 0))}${mail.kind ? `  kind: ${String(mail.kind)}` : ''}`,
      `created: ${when(mail.created_at)}  sent: ${when(mail.sent_at)}${status === 'queued' || status === 'retrying' ? `  next attempt: ${when(mail.next_attempt_at)}` : ''}`,
      ...(mail.last_error ? [`last error: ${String(mail.last_error)}`] : []),
    ];
    console.log(`${lines.join('\n')}\n\n${String(mail.text)}\n`);
  }
} finally {
  await client.close();
}
