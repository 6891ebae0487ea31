/**
 * "Sessions end when they should": a sign-in records a session whose id the
 * token carries; logout, deactivation and a password set by an admin revoke sessions, and the
 * check every service makes per call (`GET /internal/tokens/:jti`, identity's own auth) refuses
 * such a token at once. Two other services are played by kit apps that verify with identity's
 * JWKS (`identityTokenKeys`): one with `identitySessionCheck` (content's check) and one with
 * `rememberRevoked(askIdentityForSession)` (requests' check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import {
  askIdentityForSession,
  createAuth,
  createBaseApp,
  identitySessionCheck,
  identityTokenKeys,
  rememberRevoked,
} from '@consulting/service-kit';
import { serve, TEST_INTERNAL_TOKEN, signTestToken } from '@consulting/service-kit/test-support';
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
    'content-like': identitySessionCheck({ identityUrl: identity.url, internalToken: TEST_INTERNAL_TOKEN }),
    'requests-like': rememberRevoked((token) => askIdentityForSession(identity.url, TEST_INTERNAL_TOKEN, token)),
  };
  for (const [name, checkSession] of Object.entries(checks)) {
    const auth = createAuth({ keys: identityTokenKeys(identity.url), checkSession });
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
    // Staff are deactivated under /api/admin/staff (the users route reaches clients only).
    const off = await fetch(`${identity.url}/api/admin/staff/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(await adminToken()) },
      body: JSON.stringify({ is_active: false }),
    });
    expect(off.status).toBe(200);
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
      { password: 'Harbour-Quince-Lantern-73' },
      bearer(await adminToken()),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).not.toMatch(/Harbour-Quince-Lantern-73|password_hash/);
    for (const token of tokens) {
      expect(await internalAnswers(token)).toEqual([true, true]);
      expect(await serviceStatuses(token)).toEqual({ 'content-like': 401, 'requests-like': 401 });
    }
    // Other users' sessions are untouched.
    expect(await internalAnswers(otherUser)).toEqual([false, false]);
    expect(
      (await identity.post('/api/user/login', { email: 'reset@client.sa', password: 'old-password-1' })).status,
    ).toBe(401);
    expect(await internalAnswers(await signIn('reset@client.sa', 'Harbour-Quince-Lantern-73'))).toEqual([false, false]);

    // The audit says a password was set, never which.
    const audit = await (await identity.get(`/api/admin/users/${id}/audit`, bearer(await adminToken()))).json();
    expect(audit.audit[0].after).toMatchObject({ password_set: true });
    expect(JSON.stringify(audit)).not.toMatch(/Harbour-Quince-Lantern-73|\$2[aby]\$/);
  });

  it('refuses a weak password and makes the client choose their own at the next sign-in', async () => {
    const id = await newClient('weak@client.sa', 'Ochre-Tundra-Whistle-52');
    const headers = bearer(await adminToken());
    const weak = await identity.put(`/api/admin/users/${id}`, { password: 'password1234' }, headers);
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toMatch(/too easy to guess/);
    const set = await identity.put(`/api/admin/users/${id}`, { password: 'Harbour-Quince-Lantern-73' }, headers);
    expect(((await set.json()) as { user: Record<string, unknown> }).user).toMatchObject({
      must_change_password: true,
    });
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

  it('refuses a token without a session id, signed with the right key, everywhere', async () => {
    const id = String((await userModel(identity.connection).findOne({ email: admin.email }))?._id);
    const sessionless = signTestToken({ id, role: 'admin', email: admin.email, name: admin.name }, { sid: null });
    expect(claimsOf(sessionless).sid).toBeUndefined();
    expect((await identity.get('/api/admin/users', bearer(sessionless))).status).toBe(401);
    expect(await serviceStatuses(sessionless)).toEqual({ 'content-like': 401, 'requests-like': 401 });
  });

  it("refuses a token naming a session that does not exist, or another token's session", async () => {
    const id = String((await userModel(identity.connection).findOne({ email: admin.email }))?._id);
    const real = claimsOf(await adminToken());
    for (const sid of ['00000000-0000-4000-8000-000000000000', real.sid]) {
      const token = signTestToken({ id, role: 'admin', email: admin.email, name: admin.name }, { sid });
      expect((await identity.get('/api/admin/users', bearer(token))).status).toBe(401);
      const res = await identity.get(`/internal/tokens/${jtiOf(token)}?sid=${sid}`, internal);
      expect(await res.json()).toEqual({ success: true, revoked: true, restriction: null });
    }
  });
});
