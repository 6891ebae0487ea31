/**
 * Mail resilience through the whole site: with SMTP down, a guest's track request
 * still answers 201 at once and its mails wait in identity's outbox; when SMTP comes back (a real
 * `smtp-server` on the port SMTP_URL names) the outbox worker delivers each mail exactly once,
 * and the admin outbox API shows them sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { SMTPServer } from 'smtp-server';
import type { OutboxMailRecord } from '@consulting/contracts';
import { freePort } from '../scripts/db.ts';
import { withGuard } from './support/forms.ts';
import { CHOSEN_PASSWORD } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let mongo: MongoClient;
let smtpPort: number;
/** Every message the SMTP server accepted: envelope recipients and Message-ID. */
const received: { to: string[]; messageId: string | undefined; raw: string }[] = [];
let smtp: SMTPServer | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: SMTP is down.
  site = await startSite({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'no-reply@site.test', MAIL_RETRY_BASE_MS: '300' },
  });
  mongo = await new MongoClient(site.stack.database.uri).connect();
});
afterAll(async () => {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await mongo?.close();
  await site?.stop();
});

const outbox = () => mongo.db('consulting_identity').collection('outbox');

/** How long the outbox worker gets to try, then to deliver, the queued mails (ms). */
const DELIVERY_TIMEOUT_MS = 60_000;

/** Starts a real SMTP server on smtpPort that records what it accepts. */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString();
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1],
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp!.once('error', reject);
    smtp!.listen(smtpPort, '127.0.0.1', () => resolve());
  });
}

describe('mail with SMTP down, then back, through the site', () => {
  it('answers a guest track request 201 at once, queues its mail, and delivers each mail exactly once when SMTP is back', async () => {
    const email = 'outbox.guest@example.com';
    const form = new FormData();
    for (const [key, value] of Object.entries({
      service_name: 'events',
      user_name: 'Outbox Guest',
      user_email: email,
      message: 'A request sent while the mail server is down',
    }))
      form.append(key, value);
    const res = await fetch(`${site.url}/api/track-requests`, {
      method: 'POST',
      body: await withGuard(form, site.url),
    });
    expect(res.status).toBe(201);

    // The guest's set-password mail is in the outbox, waiting for a retry with the connection error.
    await expect
      .poll(() => outbox().countDocuments({ to: email, status: 'retrying' }), { timeout: DELIVERY_TIMEOUT_MS })
      .toBeGreaterThanOrEqual(1);
    const waiting = await outbox().findOne({ to: email, kind: 'set_password' });
    expect(waiting).toMatchObject({ status: 'retrying', last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(received).toHaveLength(0);

    await startSmtp();
    await expect
      .poll(
        async () => {
          const total = await outbox().countDocuments({});
          return total > 0 && (await outbox().countDocuments({ status: 'sent' })) === total;
        },
        { timeout: DELIVERY_TIMEOUT_MS },
      )
      .toBe(true);
    // A few more worker rounds: nothing is sent again (a window: no event marks a send that did not happen).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const mails = await outbox().find({}).toArray();
    expect(received).toHaveLength(mails.length);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(mails.length);
    expect(received.filter((m) => m.to.includes(email)).length).toBe(mails.filter((mail) => mail.to === email).length);

    // The link that was delivered (quoted-printable in the raw message) sets a password that signs in.
    const delivered = received
      .filter((m) => m.to.includes(email))
      .map((m) => m.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '='))
      .join('\n');
    const linkToken = /\/user\/reset-password\?token=([\w-]+)/.exec(delivered)?.[1];
    expect(linkToken).toBeTruthy();
    const password = CHOSEN_PASSWORD;
    const reset = await fetch(`${site.url}/api/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: linkToken, new_password: password }),
    });
    expect(reset.status).toBe(200);
    const login = await fetch(`${site.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);

    // The admin sees the guest's mails sent, after more than one attempt, and never their text.
    const adminLogin = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(site.admin),
    });
    const { token } = (await adminLogin.json()) as { token: string };
    const list = await fetch(`${site.url}/api/admin/outbox?q=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const page = (await list.json()) as { mails: OutboxMailRecord[] };
    const credentials = page.mails.find((mail) => mail.kind === 'set_password');
    expect(credentials).toMatchObject({ to: email, status: 'sent', last_error: null });
    expect(credentials!.attempts).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(page)).not.toContain(linkToken!);
    // The stored mail never held the link.
    expect(JSON.stringify(await outbox().find({ to: email }).toArray())).not.toContain(linkToken!);
  });
});
