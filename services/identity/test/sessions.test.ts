import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken, testKeyPair } from '@consulting/service-kit/test-support';
import { jtiOf, startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
const client = { name: 'سارة العتيبي', email: 'sara@client.sa', password: 'client-pass-123', role: 'client' as const };
const admin = { name: 'Admin One', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };

beforeAll(async () => {
  identity = await startIdentity('identity_sessions');
  await identity.addUser(client);
  await identity.addUser(admin);
  await identity.addUser({
    name: 'Old',
    email: 'old@client.sa',
    password: 'old-pass-123',
    role: 'client',
    is_active: false,
  });
});
afterAll(() => identity?.close());

async function adminToken(): Promise<string> {
  const res = await identity.post('/api/admin/login', { email: admin.email, password: admin.password });
  return ((await res.json()) as { token: string }).token;
}

describe('POST /api/user/login', () => {
  it('signs in an active client with the user record and a token, never the hash', async () => {
    const res = await identity.post('/api/user/login', { email: ' SARA@client.sa ', password: client.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      user: { name: client.name, full_name: client.name, email: client.email, role: 'client', is_active: true },
    });
    expect(body.user.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(body.user.created_at)).not.toBeNaN();
    expect(JSON.stringify(body)).not.toMatch(/password/);
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: body.user.id, role: 'client', email: client.email, name: client.name });
  });

  it('answers a wrong password, an unknown email and an admin alike with 401', async () => {
    for (const credentials of [
      { email: client.email, password: 'wrong-password' },
      { email: 'nobody@client.sa', password: client.password },
      { email: admin.email, password: admin.password },
    ]) {
      const res = await identity.post('/api/user/login', credentials);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('refuses a disabled account with 403 once the password is right', async () => {
    const res = await identity.post('/api/user/login', { email: 'old@client.sa', password: 'old-pass-123' });
    expect(res.status).toBe(403);
    expect((await identity.post('/api/user/login', { email: 'old@client.sa', password: 'nope' })).status).toBe(401);
  });

  it('answers missing or mistyped fields with 400', async () => {
    for (const body of [
      { email: client.email },
      { password: 'x' },
      { email: '', password: 'x' },
      { email: 42, password: 'x' },
      {},
    ]) {
      const res = await identity.post('/api/user/login', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: 'Email and password are required' });
    }
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const bad = await identity.post('/api/user/login', '{"email":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    const good = await identity.post('/api/user/login', { email: client.email, password: client.password });
    expect(good.status).toBe(200);
  });
});

describe('POST /api/admin/login', () => {
  it('signs in an admin', async () => {
    const res = await identity.post('/api/admin/login', { email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, user: { email: admin.email, full_name: admin.name, role: 'admin' } });
    expect(typeof body.token).toBe('string');
  });

  it('refuses a wrong password and a client with the Arabic 401 text', async () => {
    for (const credentials of [
      { email: admin.email, password: 'wrong' },
      { email: client.email, password: client.password },
    ]) {
      const res = await identity.post('/api/admin/login', credentials);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: 'اسم المستخدم أو كلمة المرور غير صحيحة' });
    }
  });

  it('asks for both fields with 400 (spec §5)', async () => {
    const res = await identity.post('/api/admin/login', { email: admin.email, password: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'يرجى إدخال البريد الإلكتروني وكلمة المرور' });
  });

  it('answers a wrong method with 405 in the JSON error shape', async () => {
    const res = await identity.get('/api/admin/login');
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/admin/verify and POST /api/admin/logout', () => {
  it('says valid for an admin token in the query or the Bearer header', async () => {
    const token = await adminToken();
    const byQuery = await (await identity.get(`/api/admin/verify?token=${token}`)).json();
    expect(byQuery).toMatchObject({ valid: true, user: { email: admin.email, role: 'admin' } });
    const byHeader = await (await identity.get('/api/admin/verify', { authorization: `Bearer ${token}` })).json();
    expect(byHeader.valid).toBe(true);
  });

  it('says not valid with 200 for no token, garbage, a client token, an expired or forged one', async () => {
    const clientLogin = await (
      await identity.post('/api/user/login', { email: client.email, password: client.password })
    ).json();
    const expired = signTestToken(
      { id: clientLogin.user.id, role: 'admin', email: admin.email, name: 'x' },
      { expiresInSeconds: -5 },
    );
    const forged = signTestToken(
      {
        id: clientLogin.user.id,
        role: 'admin',
        email: 'x',
        name: 'x',
      },
      { key: testKeyPair() },
    );
    for (const path of [
      '/api/admin/verify',
      '/api/admin/verify?token=garbage',
      `/api/admin/verify?token=${clientLogin.token}`,
      `/api/admin/verify?token=${expired}`,
      `/api/admin/verify?token=${forged}`,
    ]) {
      const res = await identity.get(path);
      expect(res.status).toBe(200);
      expect((await res.json()).valid).toBe(false);
    }
  });

  it('revokes the token on logout; other tokens of the same admin stay valid', async () => {
    const token = await adminToken();
    const other = await adminToken();
    const out = await identity.post(`/api/admin/logout?token=${token}`, undefined);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    expect((await (await identity.get(`/api/admin/verify?token=${token}`)).json()).valid).toBe(false);
    expect((await (await identity.get(`/api/admin/verify?token=${other}`)).json()).valid).toBe(true);
    const list = await identity.get('/api/admin/users', { authorization: `Bearer ${token}` });
    expect(list.status).toBe(401);
    // Logging out again with the same (now revoked) token is harmless.
    expect((await identity.post('/api/admin/logout', undefined, { authorization: `Bearer ${token}` })).status).toBe(
      200,
    );
  });

  it('tells other services about the revocation through /internal/tokens/:jti', async () => {
    const token = await adminToken();
    const headers = { 'x-internal-token': 'internal-test-token-0123456789' };
    expect(await (await identity.get(`/internal/tokens/${jtiOf(token)}`, headers)).json()).toEqual({
      success: true,
      revoked: false,
      restriction: null,
    });
    await identity.post('/api/admin/logout', undefined, { authorization: `Bearer ${token}` });
    expect(await (await identity.get(`/internal/tokens/${jtiOf(token)}`, headers)).json()).toEqual({
      success: true,
      revoked: true,
      restriction: null,
    });
    expect((await identity.get(`/internal/tokens/${jtiOf(token)}`)).status).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('needs a token (401) of an admin (403)', async () => {
    expect((await identity.get('/api/admin/users')).status).toBe(401);
    const { token } = await (
      await identity.post('/api/user/login', { email: client.email, password: client.password })
    ).json();
    const res = await identity.get('/api/admin/users', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, error: 'Forbidden' });
  });

  it('lists every user newest first, without password hashes', async () => {
    const res = await identity.get('/api/admin/users', { authorization: `Bearer ${await adminToken()}` });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.users.map((u: { email: string }) => u.email)).toEqual(['old@client.sa', admin.email, client.email]);
    expect(JSON.stringify(body)).not.toMatch(/password/);
  });
});
