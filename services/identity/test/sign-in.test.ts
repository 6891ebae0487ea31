/**
 * Sign-in that nobody can turn against an account's owner, through identity's routes on a real
 * database: the client route never counts or locks a staff account; wrong passwords lock only
 * the address they come from and mail the owner a one-time unlock link; wrong TOTP codes count
 * too; the 2FA challenge works once; 2FA changes need the current password; and with
 * REQUIRE_ADMIN_2FA an admin must enrol before anything else.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userModel } from '../src/models/user.model.ts';
import { signInFailureModel } from '../src/models/sign-in-failure.model.ts';
import { UNLOCK_LINK_INVALID } from '../src/sign-in-lockout.ts';
import { TWO_FACTOR_PASSWORD_TEXTS } from '../src/routes/admin-two-factor.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

type Json = Record<string, unknown> & { token?: string; challenge?: string; error?: string };

let identity: IdentityUnderTest;
let clock = Date.now();

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';

beforeAll(async () => {
  identity = await startIdentity('identity_sign_in', { now: () => clock });
});
afterAll(() => identity?.close());

async function post(path: string, body: unknown, from = OWNER, token?: string) {
  const res = await identity.post(path, body, {
    'x-forwarded-for': from,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const adminLogin = (email: string, password: string, from = OWNER) =>
  post('/api/admin/login', { email, password }, from);
const clientLogin = (email: string, password: string, from = OWNER) =>
  post('/api/user/login', { email, password }, from);

/** The unlock token of the newest lockout notice mailed to `to` (the outbox sends it now). */
async function unlockTokenMailedTo(to: string): Promise<string> {
  const mails = await identity.delivered(to);
  const token = /\/unlock\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no unlock link mailed to ${to}`);
  return token;
}

describe('the client route and staff accounts', () => {
  it('answers a staff email like a wrong password and counts nothing on the staff account', async () => {
    await identity.addUser({ name: 'Admin', email: 'boss@site.sa', password: 'Boss-Pass-7731', role: 'admin' });
    const unknown = await clientLogin('nobody@site.sa', 'whatever-1');
    for (let i = 0; i < 6; i += 1) {
      const answer = await clientLogin('boss@site.sa', i % 2 ? 'Boss-Pass-7731' : 'wrong-guess', ATTACKER);
      expect(answer).toEqual(unknown);
    }
    const admin = await userModel(identity.connection).findOne({ email: 'boss@site.sa' }).lean();
    expect(admin?.failed_sign_ins).toBeUndefined();
    expect(await signInFailureModel(identity.connection).countDocuments({ user_id: admin?._id })).toBe(0);
    expect((await adminLogin('boss@site.sa', 'Boss-Pass-7731', ATTACKER)).body.token).toBeDefined();
  });
});

describe('lockout by address, and the unlock link', () => {
  it('locks one address after 5 wrong passwords, not the owner elsewhere; the mailed link unlocks once', async () => {
    await identity.addUser({ name: 'Sara', email: 'sara@client.sa', password: 'Sara-Pass-4410', role: 'client' });
    const wrong = await clientLogin('sara@client.sa', 'wrong-guess', ATTACKER);
    for (let i = 0; i < 4; i += 1) await clientLogin('sara@client.sa', 'wrong-guess', ATTACKER);
    // Locked at that address: even the right password answers like a wrong one.
    expect(await clientLogin('sara@client.sa', 'Sara-Pass-4410', ATTACKER)).toEqual(wrong);
    // The owner at home signs in.
    expect((await clientLogin('sara@client.sa', 'Sara-Pass-4410', OWNER)).status).toBe(200);

    const token = await unlockTokenMailedTo('sara@client.sa');
    const stored = JSON.stringify(await identity.outbox('sara@client.sa'));
    expect(stored).not.toContain(token);
    expect(await post('/api/password/unlock', { token, lang: 'en' })).toEqual({
      status: 200,
      body: { success: true, area: 'client' },
    });
    expect((await clientLogin('sara@client.sa', 'Sara-Pass-4410', ATTACKER)).status).toBe(200);
    expect(await post('/api/password/unlock', { token, lang: 'en' })).toEqual({
      status: 400,
      body: { success: false, error: UNLOCK_LINK_INVALID.en },
    });
    expect((await post('/api/password/unlock', { token: 'made-up' })).body.error).toBe(UNLOCK_LINK_INVALID.ar);
  });

  it('locks the account everywhere once several addresses together pass the account threshold', async () => {
    await identity.addUser({ name: 'Omar', email: 'omar@client.sa', password: 'Omar-Pass-9902', role: 'client' });
    for (let a = 1; a <= 5; a += 1) {
      for (let i = 0; i < 4; i += 1) await clientLogin('omar@client.sa', 'wrong-guess', `192.0.2.${a}`);
    }
    expect((await clientLogin('omar@client.sa', 'Omar-Pass-9902', OWNER)).status).toBe(401);
    clock += 15 * 60_000 + 1;
    expect((await clientLogin('omar@client.sa', 'Omar-Pass-9902', OWNER)).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  const email = 'totp-admin@site.sa';
  const password = 'Totp-Admin-5521';
  let secret: string;

  beforeAll(async () => {
    await identity.addUser({ name: 'TOTP', email, password, role: 'admin' });
  });

  it('needs the current password to set up, enable and disable; a wrong one counts', async () => {
    const token = (await adminLogin(email, password)).body.token!;
    expect(await post('/api/admin/2fa/setup', {}, OWNER, token)).toEqual({
      status: 400,
      body: { success: false, error: TWO_FACTOR_PASSWORD_TEXTS.required },
    });
    expect(await post('/api/admin/2fa/setup', { password: 'not-mine' }, OWNER, token)).toEqual({
      status: 400,
      body: { success: false, error: TWO_FACTOR_PASSWORD_TEXTS.wrong },
    });
    const user = await userModel(identity.connection).findOne({ email }).lean();
    expect(user?.failed_sign_ins).toBe(1);
    const setup = await post('/api/admin/2fa/setup', { password }, OWNER, token);
    expect(setup.status).toBe(200);
    secret = setup.body.secret as string;
    const code = await generate({ secret });
    expect((await post('/api/admin/2fa/enable', { code }, OWNER, token)).status).toBe(400);
    expect((await post('/api/admin/2fa/enable', { password, code }, OWNER, token)).status).toBe(200);
    expect((await post('/api/admin/2fa/disable', { password: 'not-mine' }, OWNER, token)).status).toBe(400);
  });

  it('uses a challenge once: a replay after a wrong code answers 401, and so after a right one', async () => {
    const { challenge } = (await adminLogin(email, password)).body;
    expect((await post('/api/admin/login/2fa', { challenge, code: '000000' })).status).toBe(401);
    const replay = await post('/api/admin/login/2fa', { challenge, recovery_code: 'aaaaa-bbbbb' });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatch(/انتهت صلاحية/);
  });

  it('counts wrong codes toward the lockout: 5 from one address lock it there', async () => {
    for (let i = 0; i < 5; i += 1) {
      const { challenge } = (await adminLogin(email, password, ATTACKER)).body;
      expect(challenge).toBeDefined();
      expect((await post('/api/admin/login/2fa', { challenge, code: '000000' }, ATTACKER)).status).toBe(401);
    }
    expect((await adminLogin(email, password, ATTACKER)).status).toBe(401);
    // The owner elsewhere: password, then a right code (of the next step: the enabling code's is used).
    const { challenge } = (await adminLogin(email, password, OWNER)).body;
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await post('/api/admin/login/2fa', { challenge, code }, OWNER)).status).toBe(200);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  let strict: IdentityUnderTest;
  beforeAll(async () => {
    strict = await startIdentity('identity_require_2fa', { requireAdminTwoFactor: true });
    await strict.addUser({ name: 'New admin', email: 'new-admin@site.sa', password: 'New-Admin-3318', role: 'admin' });
  });
  afterAll(() => strict?.close());

  it('gives an admin without 2FA a session that may only enrol, lifted once enabled', async () => {
    const call = async (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => {
      const headers = { authorization: `Bearer ${token}` };
      const res = method === 'GET' ? await strict.get(path, headers) : await strict.post(path, body, headers);
      return { status: res.status, body: (await res.json()) as Json };
    };
    const login = await strict.post('/api/admin/login', { email: 'new-admin@site.sa', password: 'New-Admin-3318' });
    const reply = (await login.json()) as Json;
    expect(reply.restriction).toBe('two_factor_enrolment');
    const token = reply.token!;
    const users = await call('GET', '/api/admin/users', token);
    expect(users.status).toBe(403);
    expect(users.body.code).toBe('two_factor_enrolment_required');
    expect((await call('GET', '/api/admin/2fa', token)).body).toMatchObject({ enabled: false });
    const setup = await call('POST', '/api/admin/2fa/setup', token, { password: 'New-Admin-3318' });
    const code = await generate({ secret: setup.body.secret as string });
    expect((await call('POST', '/api/admin/2fa/enable', token, { password: 'New-Admin-3318', code })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', token)).status).toBe(200);
  });
});
