import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_INTERNAL_TOKEN, signTestToken, testKeyPair } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
const admin = { name: 'Admin One', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const client = { name: 'Client', email: 'client@site.sa', password: 'client-pass-123', role: 'client' as const };
let adminId: string;

beforeAll(async () => {
  identity = await startIdentity('identity_admin_users');
  await identity.addUser(admin);
  await identity.addUser(client);
  adminId = String((await userModel(identity.connection).findOne({ email: admin.email }))?._id);
});
afterAll(() => identity?.close());

async function tokenOf(path: '/api/admin/login' | '/api/user/login', user: { email: string; password: string }) {
  const res = await identity.post(path, { email: user.email, password: user.password });
  return ((await res.json()) as { token: string }).token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const adminHeaders = async () => bearer(await tokenOf('/api/admin/login', admin));

describe('POST /api/admin/users (spec §2 add-user dialog)', () => {
  it('creates an active client with an admin-chosen password (argon2id) to be changed at the first sign-in', async () => {
    const res = await identity.post(
      '/api/admin/users',
      {
        name: ' New Client ',
        email: 'New.Client@Mail.sa',
        password: 'Saffron-Orchard-Ledger-41',
        phone: '+966500000009',
        company: 'ACME',
      },
      await adminHeaders(),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      user: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'New Client',
        full_name: 'New Client',
        email: 'new.client@mail.sa',
        phone: '+966500000009',
        company: 'ACME',
        role: 'client',
        is_active: true,
        created_at: expect.any(String),
        must_change_password: true,
      },
    });
    const stored = await userModel(identity.connection).findOne({ email: 'new.client@mail.sa' }).lean();
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored?.auto_created).toBe(false);
    const login = await identity.post('/api/user/login', {
      email: 'new.client@mail.sa',
      password: 'Saffron-Orchard-Ledger-41',
    });
    expect(login.status).toBe(200);
    // The admin chose the password and tells the client; nothing is mailed.
    expect(await identity.outbox('new.client@mail.sa')).toHaveLength(0);
  });

  it('names the missing required fields with 400 and creates nothing', async () => {
    const headers = await adminHeaders();
    const before = await userModel(identity.connection).countDocuments();
    const cases: [unknown, string][] = [
      [{}, 'Please fill in the following fields: Name, Email'],
      [{ name: '  ', email: 'x@y.sa', password: '' }, 'Please fill in the following fields: Name'],
      [{ name: 'X', password: 'long-enough' }, 'Please fill in the following fields: Email'],
      [{ name: 'X', email: 'not-an-email', password: 'long-enough' }, 'Invalid email address'],
      [
        { name: 'X', email: 'x@y.sa', password: 'short7!' },
        `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
      ],
      [{ name: 'X', email: 'x@y.sa', password: 'password1234' }, expect.stringMatching(/too easy to guess/)],
      [{ name: 'X', email: 'x@y.sa', password: 'long-enough', phone: 5 }, 'Phone must be text'],
      [[1, 2], 'Expected a JSON object'],
    ];
    for (const [body, error] of cases) {
      const res = await identity.post('/api/admin/users', body, headers);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ success: false, error });
    }
    expect(await userModel(identity.connection).countDocuments()).toBe(before);
  });

  it('refuses an existing email with 409 and changes nothing', async () => {
    const headers = await adminHeaders();
    const before = await userModel(identity.connection).findOne({ email: client.email }).lean();
    const res = await identity.post(
      '/api/admin/users',
      { name: 'Other', email: ' CLIENT@site.sa ', password: 'another-pass' },
      headers,
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: 'An account with this email already exists' });
    expect(await userModel(identity.connection).findOne({ email: client.email }).lean()).toEqual(before);
    expect((await identity.post('/api/user/login', { email: client.email, password: client.password })).status).toBe(
      200,
    );
    expect((await identity.post('/api/user/login', { email: client.email, password: 'another-pass' })).status).toBe(
      401,
    );
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('deactivates a client (who can no longer sign in) and activates it again', async () => {
    const headers = await adminHeaders();
    const created = await (
      await identity.post(
        '/api/admin/users',
        { name: 'Toggle', email: 'toggle@mail.sa', password: 'Toggle-Meadow-Lantern-62' },
        headers,
      )
    ).json();
    const id: string = created.user.id;
    const off = await identity.put(`/api/admin/users/${id}`, { is_active: false }, headers);
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ success: true, user: { ...created.user, is_active: false } });
    const login = await identity.post('/api/user/login', {
      email: 'toggle@mail.sa',
      password: 'Toggle-Meadow-Lantern-62',
    });
    expect(login.status).toBe(403);
    const list = await (await identity.get('/api/admin/users', headers)).json();
    expect(list.users.find((u: { id: string }) => u.id === id).is_active).toBe(false);

    const on = await identity.put(`/api/admin/users/${id}`, { is_active: true, company: 'Co', phone: '' }, headers);
    expect((await on.json()).user).toMatchObject({ is_active: true, company: 'Co' });
    expect(
      (await identity.post('/api/user/login', { email: 'toggle@mail.sa', password: 'Toggle-Meadow-Lantern-62' }))
        .status,
    ).toBe(200);
  });

  it('refuses to deactivate the calling admin, bad values, empty updates and unknown ids', async () => {
    const headers = await adminHeaders();
    const self = await identity.put(`/api/admin/users/${adminId}`, { is_active: false }, headers);
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ success: false, error: 'You cannot deactivate your own account' });
    expect((await userModel(identity.connection).findById(adminId).lean())?.is_active).toBe(true);
    for (const [body, error] of [
      [{}, 'Nothing to update'],
      [{ is_active: 'no' }, 'is_active must be true or false'],
      [{ name: ' ' }, 'Please fill in the following fields: Name'],
    ] as [unknown, string][]) {
      const res = await identity.put(`/api/admin/users/${adminId}`, body, headers);
      expect(await res.json()).toEqual({ success: false, error });
      expect(res.status).toBe(400);
    }
    for (const id of ['0123456789abcdef01234567', 'bad-id']) {
      const res = await identity.put(`/api/admin/users/${id}`, { is_active: true }, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'User not found' });
    }
  });
});

describe('audit trail of users', () => {
  it('records who created and changed a user, with before and after, and never a password hash', async () => {
    const headers = await adminHeaders();
    const created = await (
      await identity.post(
        '/api/admin/users',
        { name: 'Audited', email: 'audited@mail.sa', password: 'Audited-Copper-Fjord-37' },
        headers,
      )
    ).json();
    const id: string = created.user.id;
    const updated = await (
      await identity.put(`/api/admin/users/${id}`, { name: 'Audited 2', is_active: false }, headers)
    ).json();

    const res = await identity.get(`/api/admin/users/${id}/audit`, headers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.audit).toEqual([
      {
        id: expect.any(String),
        actor_id: adminId,
        actor_email: admin.email,
        entity: 'user',
        entity_id: id,
        action: 'update',
        before: created.user,
        after: updated.user,
        at: expect.any(String),
      },
      {
        id: expect.any(String),
        actor_id: adminId,
        actor_email: admin.email,
        entity: 'user',
        entity_id: id,
        action: 'create',
        before: null,
        after: created.user,
        at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Audited-Copper-Fjord-37|password_hash|\$2[aby]\$|\$argon2/);
    const stored = await identity.connection.collection('audit_trail').find({ entity_id: id }).toArray();
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toMatch(/Audited-Copper-Fjord-37|password_hash|\$2[aby]\$|\$argon2/);
    expect((await identity.get('/api/admin/users/bad-id/audit', headers)).status).toBe(404);
  });

  it('records nothing for a refused change', async () => {
    const headers = await adminHeaders();
    const before = await identity.connection.collection('audit_trail').countDocuments();
    await identity.post('/api/admin/users', { name: 'Dup', email: client.email, password: 'dup-pass-123' }, headers);
    await identity.put(`/api/admin/users/${adminId}`, { is_active: false }, headers);
    expect(await identity.connection.collection('audit_trail').countDocuments()).toBe(before);
  });
});

describe('admin user routes need an admin token', () => {
  const SOME_ID = '0123456789abcdef01234567';
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', { name: 'Nope', email: 'nope@mail.sa', password: 'nope-pass-123' }],
    ['PUT', `/api/admin/users/${SOME_ID}`, { is_active: false }],
    ['GET', `/api/admin/users/${SOME_ID}/audit`],
  ];
  const send = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
    method === 'GET'
      ? identity.get(path, headers)
      : method === 'PUT'
        ? identity.put(path, body, headers)
        : identity.post(path, body, headers);

  it('answers 401 without, with an expired, forged or revoked token, 403 with a client token', async () => {
    const expired = signTestToken(
      { id: adminId, role: 'admin', email: admin.email, name: 'A' },
      { expiresInSeconds: -5 },
    );
    const forged = signTestToken(
      {
        id: adminId,
        role: 'admin',
        email: admin.email,
        name: 'A',
      },
      { key: testKeyPair() },
    );
    const revoked = await tokenOf('/api/admin/login', admin);
    expect((await identity.post('/api/admin/logout', undefined, bearer(revoked))).status).toBe(200);
    const clientToken = await tokenOf('/api/user/login', client);
    for (const [method, path, body] of routes) {
      for (const headers of [{}, bearer('not-a-jwt'), bearer(expired), bearer(forged), bearer(revoked)]) {
        const res = await send(method, path, body, headers);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({ success: false, error: 'Authentication required' });
      }
      const res = await send(method, path, body, bearer(clientToken));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: 'Forbidden' });
    }
    expect(await userModel(identity.connection).countDocuments({ email: 'nope@mail.sa' })).toBe(0);
  });
});

describe('POST /internal/mail (identity owns mail)', () => {
  const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };

  it('writes the mail to the outbox in embedded mode and answers 202', async () => {
    const res = await identity.post(
      '/internal/mail',
      { to: 'reader@mail.sa', subject: 'Hello', text: 'Body text' },
      internal,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ success: true, sent: true });
    expect(await identity.outbox('reader@mail.sa')).toMatchObject([
      { to: 'reader@mail.sa', subject: 'Hello', text: 'Body text' },
    ]);
  });

  it('refuses callers without the internal token (403) and bad input (400), sending nothing', async () => {
    const mail = { to: 'nobody@mail.sa', subject: 'S', text: 'T' };
    const callers: Record<string, string>[] = [{}, { 'x-internal-token': 'wrong' }, await adminHeaders()];
    for (const headers of callers) {
      const res = await identity.post('/internal/mail', mail, headers);
      expect(res.status).toBe(403);
    }
    for (const body of [
      { ...mail, to: 'not-an-email' },
      { ...mail, subject: ' ' },
      { ...mail, text: '' },
      { to: mail.to },
    ]) {
      expect((await identity.post('/internal/mail', body, internal)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await identity.outbox('nobody@mail.sa')).toHaveLength(0);
  });

  it('answers 502 when the mail transport fails', async () => {
    const broken = await startIdentity('identity_mail_down', {
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
    });
    try {
      const res = await broken.post('/internal/mail', { to: 'a@mail.sa', subject: 'S', text: 'T' }, internal);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ success: false, error: 'The mail could not be sent' });
    } finally {
      await broken.close();
    }
  });
});
