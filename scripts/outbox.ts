/**
 * `npm run outbox [email]`: prints the newest mails the site delivered in the embedded mode (no
 * SMTP_URL), newest first: identity's outbox worker appends each mail it sends to the file
 * mailbox `mailbox.jsonl` in the data folder (`DATA_DIR` as for `npm start`), and this is where a
 * developer reads them, links included (e.g. the set-password link of a new client). The outbox
 * collection itself never holds a password link (it is made at send time) and keeps a sent body
 * for MAIL_BODY_RETENTION_DAYS only. With `--queue`, it lists the outbox collection's newest
 * mails instead: status, attempts, last error and dates, without bodies (needs `npm start`
 * running, or MONGODB_URI).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { dataDirectory, mailboxFile } from './stack.ts';

const args = process.argv.slice(2);
const queue = args.includes('--queue');
const to = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();

/** A date as ISO 8601, or '-' when absent. */
const when = (value: unknown) => (value instanceof Date ? value.toISOString() : '-');

/** One delivered mail of the file mailbox (`outbox-worker.ts`). */
interface DeliveredMail {
  date: string;
  to: string;
  subject: string;
  text: string;
}

if (queue) {
  const uri = process.env.MONGODB_URI ?? readFileSync(path.join(dataDirectory(), 'database-uri'), 'utf8').trim();
  const client = await new MongoClient(uri, { serverSelectionTimeoutMS: 3000 }).connect();
  try {
    const mails = await client
      .db(process.env.IDENTITY_DB ?? 'consulting_identity')
      .collection('outbox')
      .find(to ? { to } : {}, { projection: { text: 0, html: 0 } })
      .sort({ _id: -1 })
      .limit(10)
      .toArray();
    if (mails.length === 0) console.log('outbox: no mail yet');
    for (const mail of mails) {
      const status = typeof mail.status === 'string' ? mail.status : 'sent';
      console.log(
        [
          `--- to: ${String(mail.to)}`,
          `subject: ${String(mail.subject)}`,
          `status: ${status}  attempts: ${Number(mail.attempts ?? 0)}${mail.kind ? `  kind: ${String(mail.kind)}` : ''}`,
          `created: ${when(mail.created_at)}  sent: ${when(mail.sent_at)}`,
          ...(mail.last_error ? [`last error: ${String(mail.last_error)}`] : []),
        ].join('\n'),
      );
    }
  } finally {
    await client.close();
  }
} else {
  const file = process.env.MAILBOX_FILE ?? mailboxFile(dataDirectory());
  const mails = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as DeliveredMail)
        .filter((mail) => !to || mail.to.toLowerCase() === to)
        .reverse()
        .slice(0, 10)
    : [];
  if (mails.length === 0) console.log(`mailbox: no mail yet (${file})`);
  for (const mail of mails) {
    console.log(`--- to: ${mail.to}\nsubject: ${mail.subject}\ndate: ${mail.date}\n\n${mail.text}\n`);
  }
}
