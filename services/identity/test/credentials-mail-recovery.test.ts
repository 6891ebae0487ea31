/**
 * Issue 11 part 5 "No account without its password mail": an account is stored with its pending
 * credentials mail, and the sweep sends what a crash left pending, once. A crash is simulated by
 * inserting what it leaves: an account whose `pending_credentials_mail` is still there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadEnv } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { createAccounts } from '../src/accounts.ts';
import { identityEnvSchema } from '../src/config.ts';
import { credentialsMail } from '../src/mail/account-mails.ts';
import { createMailer, type MailMessage, type Mailer } from '../src/mail/mailer.ts';
import { outboxMailModel } from '../src/models/outbox-mail.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { hashPassword } from '../src/passwords.ts';
import { config, mailedPassword, startIdentity, type IdentityUnderTest } from './identity-app.ts';

const GRACE_MS = 60_000;
const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };

let identity: IdentityUnderTest;
/** Every log line the accounts under test wrote. */
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) });

beforeAll(async () => {
  identity = await startIdentity('identity_pending_mail');
});
afterAll(() => identity?.close());

/** The account rules over the test database, with the outbox mailer unless `mailer` is given. */
function accounts(mailer?: Mailer) {
  return createAccounts({
    User: userModel(identity.connection),
    mailer: mailer ?? createMailer({ connection: identity.connection, logger }),
    logger,
    publicUrl: config.publicUrl,
  });
}

/** A mailer that counts, and writes to the outbox like the real one. */
function countingMailer(): Mailer & { sent: MailMessage[] } {
  const outbox = createMailer({ connection: identity.connection, logger });
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message, options) => {
      sent.push(message);
      await outbox.send(message, options);
    },
  };
}

/**
 * What a process killed between the account's insert and its mail leaves: an account created
 * `ageMs` ago with its credentials mail pending. Resolves its id and password.
 */
async function accountLeftPending(email: string, ageMs: number): Promise<{ id: string; password: string }> {
  const password = `pw-${email.split('@')[0]}-0123456789`;
  const created = new Date(Date.now() - ageMs);
  const user = { name: 'Crashed Guest', email };
  const { insertedId } = await userModel(identity.connection).collection.insertOne({
    ...user,
    role: 'client',
    password_hash: await hashPassword(password),
    is_active: true,
    auto_created: true,
    must_change_password: true,
    pending_credentials_mail: credentialsMail(user, password, `${config.publicUrl}/user/login`),
    created_at: created,
    updated_at: created,
  });
  return { id: insertedId.toString(), password };
}

const pendingOf = async (email: string) =>
  (await userModel(identity.connection).findOne({ email }).select('+pending_credentials_mail').lean())
    ?.pending_credentials_mail;

describe('an account a crash left with its credentials mail pending', () => {
  it('gets exactly one credentials mail from the sweep, whose password signs in; a second sweep sends nothing', async () => {
    const { id, password } = await accountLeftPending('crashed@mail.sa', GRACE_MS * 2);

    expect(await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS })).toEqual({ sent: 1, failed: 0 });
    const mails = await identity.outbox('crashed@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ key: `credentials:${id}`, subject: expect.stringMatching(/sign-in details/) });
    expect(mails[0].created_at).toBeInstanceOf(Date);
    expect(mailedPassword(mails[0].text)).toBe(password);
    expect(await pendingOf('crashed@mail.sa')).toBeUndefined();
    expect((await identity.post('/api/user/login', { email: 'crashed@mail.sa', password })).status).toBe(200);

    expect(await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS })).toEqual({ sent: 0, failed: 0 });
    expect(await identity.outbox('crashed@mail.sa')).toHaveLength(1);
    // Neither the body nor the password ever reached the log.
    expect(logLines.join('\n')).not.toContain(password);
  });

  it('is not written twice when the crash came after the mail went to the outbox', async () => {
    const { id } = await accountLeftPending('sent-then-crashed@mail.sa', GRACE_MS * 2);
    const pending = (await pendingOf('sent-then-crashed@mail.sa'))!;
    await createMailer({ connection: identity.connection, logger }).send(pending, {
      key: `credentials:${id}`,
    });

    expect((await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS })).sent).toBe(1);
    expect(await identity.outbox('sent-then-crashed@mail.sa')).toHaveLength(1);
    expect(await pendingOf('sent-then-crashed@mail.sa')).toBeUndefined();
  });

  it('is left alone while younger than the grace (its request may still be sending it)', async () => {
    await accountLeftPending('young@mail.sa', 1000);
    expect((await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS })).sent).toBe(0);
    expect(await identity.outbox('young@mail.sa')).toHaveLength(0);
    expect(await pendingOf('young@mail.sa')).toBeDefined();
    // Once old enough it goes.
    const later = Date.now() + GRACE_MS;
    expect((await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS, now: later })).sent).toBe(1);
    expect(await identity.outbox('young@mail.sa')).toHaveLength(1);
  });

  it('is sent once when several instances sweep at once', async () => {
    await accountLeftPending('raced@mail.sa', GRACE_MS * 2);
    const mailers = [countingMailer(), countingMailer(), countingMailer()];
    const results = await Promise.all(
      mailers.map((mailer) => accounts(mailer).deliverPendingCredentialsMails({ graceMs: GRACE_MS })),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(mailers.flatMap((m) => m.sent).filter((m) => m.to === 'raced@mail.sa')).toHaveLength(1);
    expect(await identity.outbox('raced@mail.sa')).toHaveLength(1);
  });

  it('stays pending while the mail transport fails, and is sent by a later sweep', async () => {
    await accountLeftPending('smtp-down@mail.sa', GRACE_MS * 2);
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect(await accounts(down).deliverPendingCredentialsMails({ graceMs: GRACE_MS })).toMatchObject({ failed: 1 });
    expect(await pendingOf('smtp-down@mail.sa')).toBeDefined();
    expect((await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS })).sent).toBe(1);
    expect(await identity.outbox('smtp-down@mail.sa')).toHaveLength(1);
  });

  it('never shows the pending mail (nor the password) through the API', async () => {
    const { password } = await accountLeftPending('hidden@mail.sa', 1000);
    // The internal API answers the existing account as it is.
    const res = await identity.post('/internal/accounts', { name: 'Again', email: 'hidden@mail.sa' }, internal);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('pending');
    expect(text).not.toContain(password);
    // A document loaded with the field still serialises without it or the hash.
    const loaded = await userModel(identity.connection)
      .findOne({ email: 'hidden@mail.sa' })
      .select('+pending_credentials_mail');
    expect(loaded?.pending_credentials_mail).toBeDefined();
    const json = JSON.stringify(loaded);
    expect(json).not.toContain(password);
    expect(json).not.toContain('pending_credentials_mail');
    expect(json).not.toContain('password_hash');
    // Not selected by default, so no route sees it.
    expect(
      (await userModel(identity.connection).findOne({ email: 'hidden@mail.sa' }).lean())?.pending_credentials_mail,
    ).toBeUndefined();
    await accounts().deliverPendingCredentialsMails({ graceMs: 0, now: Date.now() + 1000 });
    expect(await pendingOf('hidden@mail.sa')).toBeUndefined();
  });
});

describe('the normal path', () => {
  it('mails once and leaves nothing pending; the sweep sends nothing more', async () => {
    const res = await identity.post('/internal/accounts', { name: 'Fresh Guest', email: 'fresh@mail.sa' }, internal);
    expect(res.status).toBe(201);
    const body = await res.text();
    expect(body).not.toContain('pending');
    const { user } = JSON.parse(body) as { user: { id: string } };
    const mails = await identity.outbox('fresh@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0].key).toBe(`credentials:${user.id}`);
    expect(await pendingOf('fresh@mail.sa')).toBeUndefined();

    const later = Date.now() + GRACE_MS * 2;
    expect(await accounts().deliverPendingCredentialsMails({ graceMs: GRACE_MS, now: later })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await identity.outbox('fresh@mail.sa')).toHaveLength(1);
  });

  it('removes the account and answers 502 when the mail fails while the database is up', async () => {
    const broken = await startIdentity('identity_pending_mail_down', {
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const res = await broken.post('/api/user/register', { name: 'Unlucky', email: 'unlucky@mail.sa' });
      expect(res.status).toBe(502);
      expect(await userModel(broken.connection).countDocuments({ email: 'unlucky@mail.sa' })).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('keeps a mail without a key as before: each one written', async () => {
    const mailer = createMailer({ connection: identity.connection, logger });
    await mailer.send({ to: 'plain@mail.sa', subject: 'S', text: 'T' });
    await mailer.send({ to: 'plain@mail.sa', subject: 'S', text: 'T' });
    expect(await outboxMailModel(identity.connection).countDocuments({ to: 'plain@mail.sa' })).toBe(2);
  });
});

describe('the sweep settings', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:1', JWT_SECRET: TEST_SECRET, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN };

  it('default to a 60 s grace and a 60 s interval, and refuse less than a second', () => {
    expect(loadEnv(identityEnvSchema, base)).toMatchObject({
      CREDENTIALS_MAIL_SWEEP_GRACE_MS: 60_000,
      CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: 60_000,
    });
    expect(loadEnv(identityEnvSchema, { ...base, CREDENTIALS_MAIL_SWEEP_GRACE_MS: '3000' })).toMatchObject({
      CREDENTIALS_MAIL_SWEEP_GRACE_MS: 3000,
    });
    expect(() => loadEnv(identityEnvSchema, { ...base, CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: '0' })).toThrow(
      /CREDENTIALS_MAIL_SWEEP_INTERVAL_MS/,
    );
  });
});
