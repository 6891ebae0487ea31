/**
 * Identity's side of the access tokens (ASVS V3.3, V3.5): it publishes only public keys, signs
 * ES256 tokens with `kid`, `iss` and `aud`, ends a staff session after 30 minutes idle (sliding)
 * on its injected clock, and answers a session owing a new password 403 with its code
 * everywhere but the password change and sign-out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

const admin = { name: 'Admin', email: 'idle-admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const client = { name: 'Client', email: 'owed@client.sa', password: 'client-pass-123', role: 'client' as const };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
// Tokens are verified on the real clock; identity's sessions run on this one, from now on.
let clock = Date.now();
let identity: IdentityUnderTest;

beforeAll(async () => {
  identity = await startIdentity('identity_token_sessions', { now: () => clock });
  await identity.addUser(admin);
  await identity.addUser(client);
});
afterAll(() => identity?.close());

async function signIn(user: { email: string; password: string }, path: string): Promise<Record<string, unknown>> {
  const res = await identity.post(path, { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

describe('GET /.well-known/jwks.json', () => {
  it('publishes the public signing key only, by the kid every token names', async () => {
    const res = await identity.get('/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    const token = String((await signIn(admin, '/api/admin/login')).token);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'ES256', kid: keys[0]!.kid });
    expect(claimsOf(token)).toMatchObject({ iss: 'consulting-identity', aud: 'staff', sid: expect.any(String) });
  });
});

describe('idle staff sessions', () => {
  it('end after 30 minutes without a call; each call slides the window; clients keep theirs', async () => {
    const staff = String((await signIn(admin, '/api/admin/login')).token);
    const customer = String((await signIn(client, '/api/user/login')).token);
    for (let step = 0; step < 3; step += 1) {
      clock += 29 * 60_000;
      expect((await identity.get('/api/admin/users', bearer(staff))).status).toBe(200);
    }
    clock += 30 * 60_000;
    expect((await identity.get('/api/admin/users', bearer(staff))).status).toBe(401);
    const { jti, sid } = claimsOf(staff) as { jti: string; sid: string };
    const answer = await identity.get(`/internal/tokens/${jti}?sid=${sid}`, {
      'x-internal-token': TEST_INTERNAL_TOKEN,
    });
    expect(await answer.json()).toMatchObject({ revoked: true });
    expect((await identity.get('/api/user/sessions', bearer(customer))).status).toBe(200);
    // The role's age limit holds whatever the calls: staff tokens last 8 hours.
    const fresh = String((await signIn(admin, '/api/admin/login')).token);
    for (let minutes = 0; minutes < 8 * 60; minutes += 25) {
      clock += 25 * 60_000;
      await identity.get('/api/admin/users', bearer(fresh));
    }
    expect((await identity.get('/api/admin/users', bearer(fresh))).status).toBe(401);
  });
});

describe('a session owing a new password', () => {
  it('answers 403 with its code, lets the password change and sign-out through, then works', async () => {
    await userModel(identity.connection).updateOne({ email: client.email }, { must_change_password: true });
    const login = await signIn(client, '/api/user/login');
    expect(login).toMatchObject({ must_change_password: true, restriction: 'password_change' });
    const token = String(login.token);
    const refused = await identity.get('/api/user/sessions', bearer(token));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'password_change_required' });
    const { jti, sid } = claimsOf(token) as { jti: string; sid: string };
    const answer = await identity.get(`/internal/tokens/${jti}?sid=${sid}`, {
      'x-internal-token': TEST_INTERNAL_TOKEN,
    });
    expect(await answer.json()).toEqual({ success: true, revoked: false, restriction: 'password_change' });
    const changed = await identity.post(
      '/api/user/password',
      { current_password: client.password, new_password: 'A-much-better-pass-2026!' },
      bearer(token),
    );
    expect(changed.status).toBe(200);
    expect((await identity.get('/api/user/sessions', bearer(token))).status).toBe(200);
    expect((await identity.post('/api/user/logout', undefined, bearer(token))).status).toBe(200);
    expect((await identity.get('/api/user/sessions', bearer(token))).status).toBe(401);
  });
});
