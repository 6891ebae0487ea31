/**
 * Limits at identity: per target email on sign-in, register and send-password (the
 * same for emails with and without an account), and a cap on mail to any one recipient per
 * hour, with visitors' answers unchanged when their mail is skipped. Counts live in the
 * shared `rate_limits` collection, so two identity apps on one database act as one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadEnv } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET, TEST_TOKEN_SIGNING_KEY } from '@consulting/service-kit/test-support';
import { createAccounts } from '../src/accounts.ts';
import { identityConfigFrom, identityEnvSchema } from '../src/config.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { capMailsPerRecipient } from '../src/mail/recipient-cap.ts';
import { userModel } from '../src/models/user.model.ts';
import { buildApp } from '../src/app.ts';
import { REGISTER_REPLY } from '../src/routes/user.ts';
import { serve } from '@consulting/service-kit/test-support';
import { config, startIdentity, type IdentityUnderTest } from './identity-app.ts';

const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const LIMITS = {
  rateLimits: true,
  signInPerEmailPer15Min: 3,
  registerPerEmailPerHour: 2,
  sendPasswordPerEmailPerHour: 2,
  mailPerRecipientPerHour: 2,
};

/** Every log line of the identity under test. */
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

let identity: IdentityUnderTest;
beforeAll(async () => {
  identity = await startIdentity('identity_limits', { limits: LIMITS, logger });
  await identity.addUser({ name: 'Client', email: 'client@mail.sa', password: 'client-pass-123', role: 'client' });
  await identity.addUser({ name: 'Admin', email: 'admin@mail.sa', password: 'admin-pass-123', role: 'admin' });
});
afterAll(() => identity?.close());

/** Status, `Retry-After` and body of a call. */
async function answer(res: Response) {
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}
const LIMITED = { success: false, error: 'Too many attempts, please try again later' };

/** Makes an account an hour old (past the quiet time after its credentials mail). */
const ageAccount = (email: string) =>
  userModel(identity.connection).collection.updateOne(
    { email },
    { $set: { created_at: new Date(Date.now() - 3600_000) } },
  );

describe('sign-in per email', () => {
  it('allows the limit, then 429 with Retry-After, alike for a known and an unknown email', async () => {
    const outcomes: Record<string, { status: number; retryAfter: string | null }[]> = {};
    for (const email of ['client@mail.sa', 'nobody@mail.sa']) {
      outcomes[email] = [];
      for (let i = 0; i < 4; i += 1) {
        const { status, retryAfter } = await answer(
          await identity.post('/api/user/login', { email, password: 'wrong-password' }),
        );
        outcomes[email].push({ status, retryAfter });
      }
    }
    const expected = [
      { status: 401, retryAfter: null },
      { status: 401, retryAfter: null },
      { status: 401, retryAfter: null },
      { status: 429, retryAfter: expect.stringMatching(/^\d+$/) },
    ];
    expect(outcomes['client@mail.sa']).toEqual(expected);
    expect(outcomes['nobody@mail.sa']).toEqual(expected);
    const limited = await answer(await identity.post('/api/user/login', { email: ' CLIENT@mail.sa', password: 'x' }));
    expect(limited).toEqual({ status: 429, retryAfter: expect.any(String), body: LIMITED });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // Even the right password waits; another email does not.
    const right = await identity.post('/api/user/login', { email: 'client@mail.sa', password: 'client-pass-123' });
    expect(right.status).toBe(429);
    expect((await identity.post('/api/user/login', { email: 'other@mail.sa', password: 'x' })).status).toBe(401);
  });

  it('counts each sign-in area apart (the client route spends none of the staff one), across identity instances', async () => {
    const second = buildApp({ connection: identity.connection, config: { ...config, limits: LIMITS }, logger });
    const other = await serve(second);
    try {
      const post = (url: string, path: string) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@mail.sa', password: 'wrong' }),
        });
      for (let i = 0; i < 3; i += 1) expect((await post(identity.url, '/api/user/login')).status).toBe(401);
      expect((await post(other.url, '/api/user/login')).status).toBe(429);
      expect((await post(identity.url, '/api/admin/login')).status).toBe(401);
      expect((await post(other.url, '/api/admin/login')).status).toBe(401);
      expect((await post(identity.url, '/api/admin/login')).status).toBe(401);
      expect((await post(other.url, '/api/admin/login')).status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('register and send-password per email', () => {
  it('register: the limit, then 429, alike for a new and an existing email', async () => {
    await identity.addUser({ name: 'Has', email: 'has@mail.sa', password: 'has-pass-1234', role: 'client' });
    for (const email of ['has@mail.sa', 'new-register@mail.sa']) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await identity.post('/api/user/register', { name: 'N', email })).status);
      expect(statuses, email).toEqual([202, 202, 429]);
    }
    const limited = await answer(await identity.post('/api/user/register', { name: 'N', email: 'HAS@mail.sa' }));
    expect(limited).toEqual({ status: 429, retryAfter: expect.stringMatching(/^\d+$/), body: LIMITED });
    // Bad input is refused before counting.
    expect((await identity.post('/api/user/register', { name: 'N', email: 'bad' })).status).toBe(400);
  });

  it('send-password: the limit, then 429, alike for a known and an unknown email', async () => {
    for (const email of ['client@mail.sa', 'unknown-reminder@mail.sa']) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await identity.post('/api/user/send-password', { email })).status);
      expect(statuses, email).toEqual([200, 200, 429]);
    }
  });
});

describe('mail per recipient per hour', () => {
  it('/internal/mail sends up to the cap, then 429 with Retry-After and nothing sent; logged without body', async () => {
    const mail = (to: string) =>
      identity.post('/internal/mail', { to, subject: 'Note', text: 'secret body text' }, internal);
    expect((await mail('capped@mail.sa')).status).toBe(202);
    expect((await mail('Capped@Mail.sa')).status).toBe(202);
    const over = await answer(await mail('capped@mail.sa'));
    expect(over).toEqual({
      status: 429,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { success: false, error: 'Too many mails to this recipient; please try again later' },
    });
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(3600);
    expect(await identity.outbox('capped@mail.sa')).toHaveLength(1);
    expect(await identity.outbox('Capped@Mail.sa')).toHaveLength(1);
    expect((await mail('someone-else@mail.sa')).status).toBe(202);
    const logged = logLines.filter((line) => line.includes('per-recipient cap'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('capped@mail.sa');
    expect(logLines.join('\n')).not.toContain('secret body text');
  });

  it('skips an "already have an account" mail and a reminder over the cap; the visitor sees no difference', async () => {
    await identity.addUser({ name: 'Busy', email: 'busy@mail.sa', password: 'busy-pass-123', role: 'client' });
    await ageAccount('busy@mail.sa');
    await identity.post('/internal/mail', { to: 'busy@mail.sa', subject: 'One', text: 'T' }, internal);
    await identity.post('/internal/mail', { to: 'busy@mail.sa', subject: 'Two', text: 'T' }, internal);
    const res = await identity.post('/api/user/register', { name: 'X', email: 'busy@mail.sa' });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 202, body: REGISTER_REPLY });
    expect((await identity.outbox('busy@mail.sa')).map((m) => m.subject)).toEqual(['One', 'Two']);

    await identity.post('/internal/accounts', { name: 'Auto', email: 'auto-busy@mail.sa' }, internal);
    await ageAccount('auto-busy@mail.sa');
    await identity.post('/internal/mail', { to: 'auto-busy@mail.sa', subject: 'Two', text: 'T' }, internal);
    const reminder = await identity.post('/api/user/send-password', { email: 'auto-busy@mail.sa' });
    expect({ status: reminder.status, body: await reminder.json() }).toEqual({ status: 200, body: { success: true } });
    expect(await identity.outbox('auto-busy@mail.sa')).toHaveLength(2);
  });

  it("keeps a new account's set-password mail pending over the cap; the sweep writes it once the hour is over", async () => {
    for (const subject of ['One', 'Two']) {
      await identity.post('/internal/mail', { to: 'late@mail.sa', subject, text: 'T' }, internal);
    }
    const res = await identity.post('/api/user/register', { name: 'Late', email: 'late@mail.sa' });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 202, body: REGISTER_REPLY });
    const users = userModel(identity.connection);
    const stored = await users.findOne({ email: 'late@mail.sa' }).lean();
    expect(stored?.account_mail_pending).toBe(true);
    expect(await identity.outbox('late@mail.sa')).toHaveLength(2);

    const accounts = createAccounts({
      User: users,
      mailer: capMailsPerRecipient(createMailer({ connection: identity.connection, logger }), {
        connection: identity.connection,
        perHour: LIMITS.mailPerRecipientPerHour,
        enabled: true,
        logger,
      }),
      logger,
      publicUrl: config.publicUrl,
    });
    const later = Date.now() + 120_000;
    expect(await accounts.deliverPendingAccountMails({ graceMs: 60_000, now: later })).toMatchObject({ sent: 0 });
    expect(await identity.outbox('late@mail.sa')).toHaveLength(2);
    // The hour is over: the recipient's count is gone.
    await identity.connection.collection('rate_limits').deleteMany({ key: /late@mail\.sa/ });
    expect(await accounts.deliverPendingAccountMails({ graceMs: 60_000, now: later })).toMatchObject({ sent: 1 });
    expect((await identity.outbox('late@mail.sa'))[2].subject).toMatch(/Choose the password/);
  });
});

describe('settings', () => {
  const base = {
    MONGODB_URI: 'mongodb://127.0.0.1:1',
    JWT_SECRET: TEST_SECRET,
    INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
    TOKEN_SIGNING_KEY: TEST_TOKEN_SIGNING_KEY,
  };

  it('default to 10 sign-ins per 15 min, 5 registers, 5 reminders and 10 mails per hour, on; RATE_LIMITS=off turns them off', () => {
    expect(identityConfigFrom(loadEnv(identityEnvSchema, base)).limits).toEqual({
      rateLimits: true,
      signInPerEmailPer15Min: 10,
      registerPerEmailPerHour: 5,
      sendPasswordPerEmailPerHour: 5,
      forgotPasswordPerEmailPerHour: 5,
      mailPerRecipientPerHour: 10,
    });
    // The lockout (5 per address, 20 per account, 15 minutes doubling to 4 hours, links 24 hours),
    // reset links (30 minutes), and admins must enrol 2FA unless REQUIRE_ADMIN_2FA=false.
    expect(identityConfigFrom(loadEnv(identityEnvSchema, base)).passwords).toEqual({
      lockout: {
        perAddressThreshold: 5,
        accountThreshold: 20,
        durationMs: 15 * 60_000,
        maxDurationMs: 4 * 3_600_000,
        unlockTtlMs: 24 * 3_600_000,
      },
      resetTtlMs: 30 * 60_000,
    });
    expect(identityConfigFrom(loadEnv(identityEnvSchema, base)).requireAdminTwoFactor).toBe(true);
    expect(
      identityConfigFrom(loadEnv(identityEnvSchema, { ...base, REQUIRE_ADMIN_2FA: 'false' })).requireAdminTwoFactor,
    ).toBe(false);
    const env = loadEnv(identityEnvSchema, { ...base, RATE_LIMITS: 'off', MAIL_PER_RECIPIENT_PER_HOUR: '20' });
    expect(identityConfigFrom(env).limits).toMatchObject({ rateLimits: false, mailPerRecipientPerHour: 20 });
    expect(() => loadEnv(identityEnvSchema, { ...base, SIGN_IN_PER_EMAIL_PER_15_MIN: '0' })).toThrow(
      /SIGN_IN_PER_EMAIL_PER_15_MIN/,
    );
  });

  it('with limits off, nothing is limited and no mail is capped', async () => {
    const open = await startIdentity('identity_limits_off', { limits: { ...LIMITS, rateLimits: false } });
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await open.post('/api/user/login', { email: 'x@mail.sa', password: 'y' })).status).toBe(401);
        expect((await open.post('/internal/mail', { to: 'x@mail.sa', subject: 'S', text: 'T' }, internal)).status).toBe(
          202,
        );
      }
    } finally {
      await open.close();
    }
  });
});
