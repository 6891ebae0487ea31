/**
 * Issue 13 part 5, "sessions end when they should": a sign-in records a session whose id the
 * token carries; logout, deactivation and a password set by an admin revoke sessions, and the
 * check every service makes per call (`GET /internal/tokens/:jti`, identity's own auth) refuses
 * such a token at once. Another service is played by a kit app with `identityRevocationCheck`
 * (content's check) and one with `rememberRevoked(askIdentityIfRevoked(jti))` (requests' check,
 * which sends the jti only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import {
  askIdentityIfRevoked,
  createAuth,
  createBaseApp,
  identityRevocationCheck,
  rememberRevoked,
  signSessionToken,
  signToken,
} from '@consulting/service-kit';
import { serve, TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { sessionModel } from '../src/models/session.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { jtiOf, startIdentity, type IdentityUnderTest } from './identity-app.ts';

const admin = { name: 'Admin One', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let identity: IdentityUnderTest;
/** Two other services: content's revocation check (jti and sid) and requests' (jti only). */
const services: { name: string; url: string; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  identity = await startIdentity('identity_session_revocation');
  await identity.addUser(admin);
  const checks = {
    'content-like': identityRevocationCheck({ identityUrl: identity.url, internalToken: TEST_INTERNAL_TOKEN }),
    'requests-like': rememberRevoked((jti) => askIdentityIfRevoked(identity.url, TEST_INTERNAL_TOKEN, jti)),
  };
  for (const [name, isRevoked] of Object.entries(checks)) {
    const auth = createAuth({ secret: TEST_SECRET, isRevoked });
    const router = new Router();
    router.get('/api/me', auth.requireAuth(), (ctx) => {
      ctx.body = { success: true, email: (ctx.state.user as { email: string }).email };
    });
    const app = createBaseApp(pino({ level: 'silent' }), () => true);
    app.use(router.routes());
    services.push({ name, ...(await serve(app)) });
  }
});
afterAll(async () => {
  for (const service of services) await service.close();
  await identity?.close();
});

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid?: string; jti: string; sub: string };

async function signIn(email: string, password: string, path = '/api/user/login'): Promise<string> {
  const res = await identity.post(path, { email, password }, { 'user-agent': 'session-test/1.0' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const adminToken = () => signIn(admin.email, admin.password, '/api/admin/login');

/** Identity's internal answer for `token`, asked by jti alone and by jti and sid. */
async function internalAnswers(token: string): Promise<boolean[]> {
  const { jti, sid } = claimsOf(token);
  const answers = [];
  for (const path of [`/internal/tokens/${jti}`, `/internal/tokens/${jti}?sid=${sid}`]) {
    const res = await identity.get(path, internal);
    expect(res.status).toBe(200);
    answers.push(((await res.json()) as { revoked: boolean }).revoked);
  }
  return answers;
}

/** The status each other service answers for `token`. */
async function serviceStatuses(token: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const service of services)
    statuses[service.name] = (await fetch(`${service.url}/api/me`, { headers: bearer(token) })).status;
  return statuses;
}

async function newClient(email: string, password = 'client-pass-123'): Promise<string> {
  await identity.addUser({ name: 'Client', email, password, role: 'client' });
  return String((await userModel(identity.connection).findOne({ email }))?._id);
}

describe('a sign-in', () => {
  it('records a session the token names by `sid`, with user, role, expiry, IP and user agent', async () => {
    const id = await newClient('recorded@client.sa');
    const token = await signIn('recorded@client.sa', 'client-pass-123');
    const { sid, jti, sub } = claimsOf(token);
    expect(sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(sub).toBe(id);
    const session = await sessionModel(identity.connection).findOne({ sid }).lean();
    expect(session).toMatchObject({ jti, role: 'client', ip: expect.any(String), user_agent: 'session-test/1.0' });
    expect(String(session?.user_id)).toBe(id);
    expect(session?.revoked_at).toBeUndefined();
    const hours = ((session?.expires_at.getTime() ?? 0) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Two sign-ins are two sessions.
    expect(claimsOf(await signIn('recorded@client.sa', 'client-pass-123')).sid).not.toBe(sid);
    expect(await internalAnswers(token)).toEqual([false, false]);
    expect(await serviceStatuses(token)).toEqual({ 'content-like': 200, 'requests-like': 200 });
  });
});

describe('deactivating a user', () => {
  it("refuses the client's old tokens at once, at identity and on other services, and reactivating does not bring them back", async () => {
    const id = await newClient('deactivated@client.sa');
    const first = await signIn('deactivated@client.sa', 'client-pass-123');
    const second = await signIn('deactivated@client.sa', 'client-pass-123');
    expect(await serviceStatuses(first)).toEqual({ 'content-like': 200, 'requests-like': 200 });

    const headers = bearer(await adminToken());
    const started = Date.now();
    expect((await identity.put(`/api/admin/users/${id}`, { is_active: false }, headers)).status).toBe(200);
    for (const token of [first, second]) {
      expect(await internalAnswers(token)).toEqual([true, true]);
      expect(await serviceStatuses(token)).toEqual({ 'content-like': 401, 'requests-like': 401 });
    }
    expect(Date.now() - started).toBeLessThan(1000);
    const sessions = await sessionModel(identity.connection).find({ user_id: id }).lean();
    expect(sessions.map((s) => s.revoked_reason)).toEqual(['deactivated', 'deactivated']);

    expect((await identity.put(`/api/admin/users/${id}`, { is_active: true }, headers)).status).toBe(200);
    expect(await internalAnswers(first)).toEqual([true, true]);
    // Signing in again gives a working token.
    expect(await internalAnswers(await signIn('deactivated@client.sa', 'client-pass-123'))).toEqual([false, false]);
  });

  it("refuses a deactivated admin's token on identity's own admin routes", async () => {
    const other = { name: 'Admin Two', email: 'admin2@site.sa', password: 'admin2-pass-123', role: 'admin' as const };
    await identity.addUser(other);
    const id = String((await userModel(identity.connection).findOne({ email: other.email }))?._id);
    const token = await signIn(other.email, other.password, '/api/admin/login');
    expect((await identity.get('/api/admin/users', bearer(token))).status).toBe(200);
    await identity.put(`/api/admin/users/${id}`, { is_active: false }, bearer(await adminToken()));
    expect((await identity.get('/api/admin/users', bearer(token))).status).toBe(401);
    expect(await (await identity.get(`/api/admin/verify?token=${token}`)).json()).toEqual({
      success: true,
      valid: false,
    });
  });

  it('refuses the tokens of a user made inactive or removed without the admin route', async () => {
    await newClient('direct@client.sa');
    const inactive = await signIn('direct@client.sa', 'client-pass-123');
    await userModel(identity.connection).updateOne({ email: 'direct@client.sa' }, { $set: { is_active: false } });
    expect(await internalAnswers(inactive)).toEqual([true, true]);

    await newClient('gone@client.sa');
    const gone = await signIn('gone@client.sa', 'client-pass-123');
    await userModel(identity.connection).deleteOne({ email: 'gone@client.sa' });
    expect(await internalAnswers(gone)).toEqual([true, true]);
    expect(await serviceStatuses(gone)).toEqual({ 'content-like': 401, 'requests-like': 401 });
  });
});

describe('a password set by an admin', () => {
  it('refuses every token of that user; the new password signs in with a working token', async () => {
    const id = await newClient('reset@client.sa', 'old-password-1');
    const tokens = [
      await signIn('reset@client.sa', 'old-password-1'),
      await signIn('reset@client.sa', 'old-password-1'),
    ];
    const otherUser = await signIn(admin.email, admin.password, '/api/admin/login');
    const res = await identity.put(
      `/api/admin/users/${id}`,
      { password: 'new-password-2' },
      bearer(await adminToken()),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toMatch(/password/);
    for (const token of tokens) {
      expect(await internalAnswers(token)).toEqual([true, true]);
      expect(await serviceStatuses(token)).toEqual({ 'content-like': 401, 'requests-like': 401 });
    }
    // Other users' sessions are untouched.
    expect(await internalAnswers(otherUser)).toEqual([false, false]);
    expect(
      (await identity.post('/api/user/login', { email: 'reset@client.sa', password: 'old-password-1' })).status,
    ).toBe(401);
    expect(await internalAnswers(await signIn('reset@client.sa', 'new-password-2'))).toEqual([false, false]);

    // The audit says a password was set, never which.
    const audit = await (await identity.get(`/api/admin/users/${id}/audit`, bearer(await adminToken()))).json();
    expect(audit.audit[0].after).toMatchObject({ password_set: true });
    expect(JSON.stringify(audit)).not.toMatch(/new-password-2|\$2[aby]\$/);
  });

  it('drops a credentials mail still pending (it holds the old password) and checks the new one', async () => {
    await identity.post('/internal/accounts', { name: 'Guest', email: 'pending@client.sa' }, internal);
    const users = userModel(identity.connection);
    const pending = { to: 'pending@client.sa', subject: 'S', text: 'Password: old' };
    await users.collection.updateOne({ email: 'pending@client.sa' }, { $set: { pending_credentials_mail: pending } });
    const id = String((await users.findOne({ email: 'pending@client.sa' }))?._id);
    const headers = bearer(await adminToken());
    const short = await identity.put(`/api/admin/users/${id}`, { password: 'short' }, headers);
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ success: false, error: 'Password must be at least 8 characters' });
    expect((await identity.put(`/api/admin/users/${id}`, { password: 'chosen-by-admin' }, headers)).status).toBe(200);
    const stored = await users.findOne({ email: 'pending@client.sa' }).select('+pending_credentials_mail').lean();
    expect(stored?.pending_credentials_mail).toBeUndefined();
  });
});

describe('logout', () => {
  it('revokes its own session only; the internal route then answers revoked for it', async () => {
    const token = await adminToken();
    const other = await adminToken();
    expect((await identity.post('/api/admin/logout', undefined, bearer(token))).status).toBe(200);
    expect(await internalAnswers(token)).toEqual([true, true]);
    expect(await serviceStatuses(token)).toEqual({ 'content-like': 401, 'requests-like': 401 });
    expect(await internalAnswers(other)).toEqual([false, false]);
    const session = await sessionModel(identity.connection)
      .findOne({ sid: claimsOf(token).sid })
      .lean();
    expect(session).toMatchObject({ revoked_reason: 'logout', revoked_at: expect.any(Date) });
  });

  it('still revokes a token without a session id (signed before sessions) by its jti', async () => {
    const id = String((await userModel(identity.connection).findOne({ email: admin.email }))?._id);
    const legacy = signToken(TEST_SECRET, { id, role: 'admin', email: admin.email, name: admin.name });
    expect(claimsOf(legacy).sid).toBeUndefined();
    expect((await identity.get('/api/admin/users', bearer(legacy))).status).toBe(200);
    expect((await identity.post('/api/user/logout', undefined, bearer(legacy))).status).toBe(200);
    expect((await identity.get('/api/admin/users', bearer(legacy))).status).toBe(401);
    expect(await (await identity.get(`/internal/tokens/${jtiOf(legacy)}`, internal)).json()).toEqual({
      success: true,
      revoked: true,
    });
    expect(await serviceStatuses(legacy)).toEqual({ 'content-like': 401, 'requests-like': 401 });
  });

  it("refuses a token naming a session that does not exist, or another token's session", async () => {
    const id = String((await userModel(identity.connection).findOne({ email: admin.email }))?._id);
    const real = claimsOf(await adminToken());
    for (const sid of ['00000000-0000-4000-8000-000000000000', real.sid]) {
      const { token } = signSessionToken(TEST_SECRET, { id, role: 'admin', email: admin.email, name: admin.name }, sid);
      expect((await identity.get('/api/admin/users', bearer(token))).status).toBe(401);
      const res = await identity.get(`/internal/tokens/${jtiOf(token)}?sid=${sid}`, internal);
      expect(await res.json()).toEqual({ success: true, revoked: true });
    }
  });
});
