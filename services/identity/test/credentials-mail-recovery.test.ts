/**
 * "No account without its mail": a guest's account is stored marked `account_mail_pending`
 * until its set-password mail is in the outbox, and the sweep writes what a crash left pending,
 * once. A crash is simulated by inserting what it leaves: a marked account. Neither the account
 * nor the mail ever holds a password or a usable link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadEnv } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET, TEST_TOKEN_SIGNING_KEY } from '@consulting/service-kit/test-support';
import { createAccounts } from '../src/accounts.ts';
import { identityEnvSchema } from '../src/config.ts';
import { createMailer, type MailMessage, type Mailer } from '../src/mail/mailer.ts';
import { outboxMailModel } from '../src/models/outbox-mail.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { CHOSEN_TEST_PASSWORD, config, startIdentity, type IdentityUnderTest } from './identity-app.ts';

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
 * `ageMs` ago, without a password, marked `account_mail_pending`. Resolves its id.
 */
async function accountLeftPending(email: string, ageMs: number): Promise<{ id: string }> {
  const created = new Date(Date.now() - ageMs);
  const { insertedId } = await userModel(identity.connection).collection.insertOne({
    name: 'Crashed Guest',
    email,
    role: 'client',
    is_active: true,
    auto_created: true,
    account_mail_pending: true,
    created_at: created,
    updated_at: created,
  });
  return { id: insertedId.toString() };
}

const pendingOf = async (email: string) =>
  (await userModel(identity.connection).findOne({ email }).lean())?.account_mail_pending;

describe('an account a crash left with its set-password mail pending', () => {
  it('gets exactly one set-password mail from the sweep, whose link sets a password; a second sweep sends nothing', async () => {
    const { id } = await accountLeftPending('crashed@mail.sa', GRACE_MS * 2);

    expect(await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).toEqual({ sent: 1, failed: 0 });
    const mails = await identity.outbox('crashed@mail.sa');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      key: `set-password:${id}`,
      kind: 'set_password',
      subject: expect.stringMatching(/Choose the password/),
    });
    expect(mails[0].created_at).toBeInstanceOf(Date);
    expect(await pendingOf('crashed@mail.sa')).toBeUndefined();
    const password = await identity.setPasswordFromMail('crashed@mail.sa');
    expect((await identity.post('/api/user/login', { email: 'crashed@mail.sa', password })).status).toBe(200);

    expect(await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).toEqual({ sent: 0, failed: 0 });
    const kinds = (await identity.outbox('crashed@mail.sa')).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind === 'set_password')).toHaveLength(1);
    // Neither the body nor the password ever reached the log.
    expect(logLines.join('\n')).not.toContain(password);
  });

  it('is not written twice when the crash came after the mail went to the outbox', async () => {
    const { id } = await accountLeftPending('sent-then-crashed@mail.sa', GRACE_MS * 2);
    await createMailer({ connection: identity.connection, logger }).send(
      { to: 'sent-then-crashed@mail.sa', subject: 'S', text: 'T' },
      { key: `set-password:${id}` },
    );

    expect((await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).sent).toBe(1);
    expect(await identity.outbox('sent-then-crashed@mail.sa')).toHaveLength(1);
    expect(await pendingOf('sent-then-crashed@mail.sa')).toBeUndefined();
  });

  it('replaces a pending mail of the old design (a password in clear) with a set-password mail', async () => {
    const old = new Date(Date.now() - GRACE_MS * 2);
    await userModel(identity.connection).collection.insertOne({
      name: 'Old Guest',
      email: 'old-design@mail.sa',
      role: 'client',
      password_hash: 'x',
      is_active: true,
      auto_created: true,
      pending_credentials_mail: { to: 'old-design@mail.sa', subject: 'S', text: 'Password: Old-Secret-2' },
      created_at: old,
      updated_at: old,
    });
    expect((await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).sent).toBe(1);
    const stored = await userModel(identity.connection).collection.findOne({ email: 'old-design@mail.sa' });
    expect(JSON.stringify(stored)).not.toContain('Old-Secret-2');
    expect((await identity.outbox('old-design@mail.sa')).map((mail) => mail.kind)).toEqual(['set_password']);
  });

  it('is left alone while younger than the grace (its request may still be sending it)', async () => {
    await accountLeftPending('young@mail.sa', 1000);
    expect((await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).sent).toBe(0);
    expect(await identity.outbox('young@mail.sa')).toHaveLength(0);
    expect(await pendingOf('young@mail.sa')).toBeDefined();
    // Once old enough it goes.
    const later = Date.now() + GRACE_MS;
    expect((await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS, now: later })).sent).toBe(1);
    expect(await identity.outbox('young@mail.sa')).toHaveLength(1);
  });

  it('is sent once when several instances sweep at once', async () => {
    await accountLeftPending('raced@mail.sa', GRACE_MS * 2);
    const mailers = [countingMailer(), countingMailer(), countingMailer()];
    const results = await Promise.all(
      mailers.map((mailer) => accounts(mailer).deliverPendingAccountMails({ graceMs: GRACE_MS })),
    );
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    expect(mailers.flatMap((m) => m.sent).filter((m) => m.to === 'raced@mail.sa')).toHaveLength(1);
    expect(await identity.outbox('raced@mail.sa')).toHaveLength(1);
  });

  it('stays pending while the mail transport fails, and is sent by a later sweep', async () => {
    await accountLeftPending('smtp-down@mail.sa', GRACE_MS * 2);
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    expect(await accounts(down).deliverPendingAccountMails({ graceMs: GRACE_MS })).toMatchObject({ failed: 1 });
    expect(await pendingOf('smtp-down@mail.sa')).toBeDefined();
    expect((await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS })).sent).toBe(1);
    expect(await identity.outbox('smtp-down@mail.sa')).toHaveLength(1);
  });

  it('cannot sign in before its password is set, and the API never shows the mark', async () => {
    await accountLeftPending('hidden@mail.sa', 1000);
    const res = await identity.post('/internal/accounts', { name: 'Again', email: 'hidden@mail.sa' }, internal);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('pending');
    const refused = await identity.post('/api/user/login', { email: 'hidden@mail.sa', password: CHOSEN_TEST_PASSWORD });
    expect(refused.status).toBe(401);
    await accounts().deliverPendingAccountMails({ graceMs: 0, now: Date.now() + 1000 });
    expect(await pendingOf('hidden@mail.sa')).toBeUndefined();
    // The stored mail holds the link's slot, never a link.
    const [stored] = await identity.outbox('hidden@mail.sa');
    expect(stored!.text).toContain('%%PASSWORD_LINK%%');
    expect(stored!.text).not.toMatch(/token=/);
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
    expect(mails[0].key).toBe(`set-password:${user.id}`);
    expect(await pendingOf('fresh@mail.sa')).toBeUndefined();

    const later = Date.now() + GRACE_MS * 2;
    expect(await accounts().deliverPendingAccountMails({ graceMs: GRACE_MS, now: later })).toEqual({
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
  const base = {
    MONGODB_URI: 'mongodb://127.0.0.1:1',
    JWT_SECRET: TEST_SECRET,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    TOKEN_SIGNING_KEY: TEST_TOKEN_SIGNING_KEY,
  };

  it('default to a 60 s grace and a 60 s interval, and refuse less than a second', () => {
    expect(loadEnv(identityEnvSchema, base)).toMatchObject({
      CREDENTIALS_MAIL_SWEEP_GRACE_MS: 60_000,
      CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: 60_000,
      MAIL_BODY_RETENTION_DAYS: 30,
    });
    expect(loadEnv(identityEnvSchema, { ...base, MAIL_BODY_RETENTION_DAYS: '7' }).MAIL_BODY_RETENTION_DAYS).toBe(7);
    expect(loadEnv(identityEnvSchema, { ...base, CREDENTIALS_MAIL_SWEEP_GRACE_MS: '3000' })).toMatchObject({
      CREDENTIALS_MAIL_SWEEP_GRACE_MS: 3000,
    });
    expect(() => loadEnv(identityEnvSchema, { ...base, CREDENTIALS_MAIL_SWEEP_INTERVAL_MS: '0' })).toThrow(
      /CREDENTIALS_MAIL_SWEEP_INTERVAL_MS/,
    );
  });
});
