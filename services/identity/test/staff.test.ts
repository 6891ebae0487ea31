import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

/**
 * Staff management, the editor role at the staff sign-in, TOTP two-factor
 * sign-in and every user's own session list.
 */
let identity: IdentityUnderTest;
const first = { name: 'First Admin', email: 'first@site.sa', password: 'first-admin-pass-1', role: 'admin' as const };
const client = { name: 'Client', email: 'client@client.sa', password: 'client-pass-123', role: 'client' as const };

beforeAll(async () => {
  identity = await startIdentity('identity_staff');
  await identity.addUser(first);
  await identity.addUser(client);
});
afterAll(() => identity?.close());

type Json = Record<string, unknown> & {
  error?: string;
  token?: string;
  staff?: Json & { id: string };
  challenge?: string;
};

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${identity.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function signIn(email: string, password: string, path = '/api/admin/login'): Promise<Json> {
  const res = await call('POST', path, undefined, { email, password });
  expect(res.status).toBe(200);
  return res.body;
}

let passwordsSet = 0;
/** Sets a new password on the account of `to` with the newest link mailed to it; resolves it. */
async function mailedPassword(to: string): Promise<string> {
  passwordsSet += 1;
  return identity.setPasswordFromMail(to, `Harbour-Quince-Lantern-${passwordsSet}q`);
}

async function addStaff(adminToken: string, email: string, role: 'admin' | 'editor') {
  const res = await call('POST', '/api/admin/staff', adminToken, { name: `Staff ${email}`, email, role });
  expect(res.status).toBe(201);
  return { id: res.body.staff!.id, password: await mailedPassword(email) };
}

describe('staff management', () => {
  it('adds an editor without a password, who sets one from the mailed link and signs in at the staff login', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const res = await call('POST', '/api/admin/staff', admin, {
      name: 'Nora Editor',
      email: ' Nora@Site.sa ',
      role: 'editor',
    });
    expect(res.status).toBe(201);
    expect(res.body.staff).toMatchObject({
      email: 'nora@site.sa',
      role: 'editor',
      is_active: true,
      first_admin: false,
      two_factor_enabled: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash/);
    const [mail] = await identity.delivered('nora@site.sa');
    expect(mail!.text).toContain('http://site.test/admin/login');
    expect(mail!.text).toMatch(/http:\/\/site\.test\/admin\/reset-password\?token=/);
    expect(mail!.text).not.toMatch(/Password: /);
    const password = await mailedPassword('nora@site.sa');
    const login = await signIn('nora@site.sa', password);
    expect(login.user).toMatchObject({ role: 'editor', email: 'nora@site.sa' });
    expect(login.user).not.toHaveProperty('must_change_password');
    const verify = await call('GET', '/api/admin/verify', login.token);
    expect(verify.body).toMatchObject({ valid: true, user: { role: 'editor' } });
    // An editor is staff, not a client: the client sign-in refuses them like a wrong password.
    expect((await call('POST', '/api/user/login', undefined, { email: 'nora@site.sa', password })).status).toBe(401);
  });

  it('lists staff only (no clients), the env-seeded admin marked first', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const res = await call('GET', '/api/admin/staff', admin);
    expect(res.status).toBe(200);
    const staff = res.body.staff as unknown as { email: string; role: string; first_admin: boolean }[];
    expect(staff.map((s) => s.email)).toContain(first.email);
    expect(staff.map((s) => s.email)).not.toContain(client.email);
    expect(staff.find((s) => s.email === first.email)?.first_admin).toBe(true);
    expect(staff.filter((s) => s.first_admin)).toHaveLength(1);
  });

  it('answers bad input with a clear 400 and an email that has an account with 409, storing nothing', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const before = (await call('GET', '/api/admin/staff', admin)).body.staff as unknown as unknown[];
    for (const [body, error] of [
      [{ email: 'x@site.sa', role: 'editor' }, 'الاسم مطلوب'],
      [{ name: 'X', email: 'not-an-email', role: 'editor' }, 'البريد الإلكتروني غير صالح'],
      [{ name: 'X', email: 'x@site.sa', role: 'client' }, 'الدور يجب أن يكون admin أو editor'],
    ] as const) {
      const res = await call('POST', '/api/admin/staff', admin, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
    }
    const taken = await call('POST', '/api/admin/staff', admin, { name: 'C', email: client.email, role: 'editor' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('يوجد حساب بهذا البريد الإلكتروني');
    expect((await call('GET', '/api/admin/staff', admin)).body.staff).toHaveLength(before.length);
  });

  it('refuses staff management to an editor (403), a client (403) and no token (401)', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const editor = await addStaff(admin, 'ed2@site.sa', 'editor');
    const editorToken = (await signIn('ed2@site.sa', editor.password)).token!;
    const clientToken = (await signIn(client.email, client.password, '/api/user/login')).token!;
    expect((await call('GET', '/api/admin/staff', editorToken)).status).toBe(403);
    expect(
      (await call('POST', '/api/admin/staff', editorToken, { name: 'E', email: 'e@x.sa', role: 'admin' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/staff', clientToken)).status).toBe(403);
    expect((await call('GET', '/api/admin/staff')).status).toBe(401);
  });

  it('deactivating ends their sessions at once; reactivating lets them sign in again', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const editor = await addStaff(admin, 'ed3@site.sa', 'editor');
    const editorToken = (await signIn('ed3@site.sa', editor.password)).token!;
    expect((await call('GET', '/api/user/sessions', editorToken)).status).toBe(200);
    const off = await call('PATCH', `/api/admin/staff/${editor.id}`, admin, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body.staff).toMatchObject({ is_active: false });
    expect((await call('GET', '/api/user/sessions', editorToken)).status).toBe(401);
    expect(
      (await call('POST', '/api/admin/login', undefined, { email: 'ed3@site.sa', password: editor.password })).status,
    ).toBe(403);
    expect((await call('PATCH', `/api/admin/staff/${editor.id}`, admin, { is_active: true })).status).toBe(200);
    await signIn('ed3@site.sa', editor.password);
  });

  it('changes a role: the old sessions end and the new role signs in', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const staff = await addStaff(admin, 'promoted@site.sa', 'editor');
    const asEditor = (await signIn('promoted@site.sa', staff.password)).token!;
    expect((await call('GET', '/api/admin/staff', asEditor)).status).toBe(403);
    const res = await call('PATCH', `/api/admin/staff/${staff.id}`, admin, { role: 'admin' });
    expect(res.body.staff).toMatchObject({ role: 'admin' });
    // The owner is told.
    const notice = (await identity.outbox('promoted@site.sa')).at(-1)!;
    expect(notice).toMatchObject({ kind: 'account_changed', subject: 'تغيير في حسابك | A change to your account' });
    expect(notice.text).toContain('changed your admin panel role to administrator');
    expect((await call('GET', '/api/admin/verify', asEditor)).body).toMatchObject({ valid: false });
    const asAdmin = (await signIn('promoted@site.sa', staff.password)).token!;
    expect((await call('GET', '/api/admin/staff', asAdmin)).status).toBe(200);
  });

  it('keeps the first admin first and always one active admin', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const staff = (await call('GET', '/api/admin/staff', admin)).body.staff as unknown as {
      id: string;
      email: string;
      role: string;
      is_active: boolean;
    }[];
    const firstId = staff.find((s) => s.email === first.email)!.id;
    // Another admin cannot deactivate or demote the first one either.
    const other = await addStaff(admin, 'second-admin@site.sa', 'admin');
    const otherToken = (await signIn('second-admin@site.sa', other.password)).token!;
    for (const body of [{ is_active: false }, { role: 'editor' }]) {
      const res = await call('PATCH', `/api/admin/staff/${firstId}`, otherToken, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('المدير الأول لا يمكن تعطيله أو تغيير دوره');
    }
    // Nobody deactivates or demotes themselves.
    const self = await call('PATCH', `/api/admin/staff/${other.id}`, otherToken, { role: 'editor' });
    expect(self.status).toBe(400);
    expect(self.body.error).toBe('لا يمكن تعطيل حسابك أو تغيير دورك');
    // Every admin but the first made editor or inactive: the first is then the last active admin.
    for (const s of (await call('GET', '/api/admin/staff', admin)).body.staff as unknown as typeof staff) {
      if (s.role === 'admin' && s.id !== firstId) {
        expect((await call('PATCH', `/api/admin/staff/${s.id}`, admin, { role: 'editor' })).status).toBe(200);
      }
    }
    const list = (await call('GET', '/api/admin/staff', admin)).body.staff as unknown as typeof staff;
    expect(list.filter((s) => s.role === 'admin' && s.is_active).map((s) => s.id)).toEqual([firstId]);
    expect((await call('PATCH', `/api/admin/staff/${firstId}`, admin, { is_active: false })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/staff/${firstId}`, admin, {})).body.error).toBe('لا يوجد ما يُحدَّث');
  });

  it('answers 404 for a client or unknown id and 400 for a bad body', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const users = (await call('GET', `/api/admin/users?q=${encodeURIComponent(client.email)}`, admin)).body
      .users as unknown as { id: string }[];
    expect((await call('PATCH', `/api/admin/staff/${users[0]!.id}`, admin, { role: 'editor' })).status).toBe(404);
    expect((await call('PATCH', '/api/admin/staff/000000000000000000000000', admin, { role: 'editor' })).status).toBe(
      404,
    );
    expect((await call('PATCH', '/api/admin/staff/nope', admin, { role: 'editor' })).status).toBe(404);
    expect((await call('POST', `/api/admin/staff/${users[0]!.id}/reset-password`, admin)).status).toBe(404);
    const staff = await addStaff(admin, 'bad-body@site.sa', 'editor');
    const bad = await call('PATCH', `/api/admin/staff/${staff.id}`, admin, { role: 'owner' });
    expect(bad.status).toBe(400);
  });

  it('resets a password: the old one refused at once, every session ended, a link mailed to choose a new one', async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const staff = await addStaff(admin, 'reset@site.sa', 'editor');
    const oldToken = (await signIn('reset@site.sa', staff.password)).token!;
    const res = await call('POST', `/api/admin/staff/${staff.id}/reset-password`, admin);
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/user/sessions', oldToken)).status).toBe(401);
    expect(
      (await call('POST', '/api/admin/login', undefined, { email: 'reset@site.sa', password: staff.password })).status,
    ).toBe(401);
    const mail = (await identity.outbox('reset@site.sa')).at(-1)!;
    expect(mail).toMatchObject({ kind: 'set_password', subject: expect.stringMatching(/Your password was reset/) });
    const fresh = await mailedPassword('reset@site.sa');
    expect(fresh).not.toBe(staff.password);
    expect((await signIn('reset@site.sa', fresh)).token).toBeDefined();
  });

  it("refuses another admin's reset of the first admin, who keeps signing in", async () => {
    const admin = (await signIn(first.email, first.password)).token!;
    const staff = (await call('GET', '/api/admin/staff', admin)).body as unknown as {
      staff: { id: string; email: string }[];
    };
    const firstId = staff.staff.find((member) => member.email === first.email)!.id;
    const second = await addStaff(admin, 'reset-rule@site.sa', 'admin');
    const secondToken = (await signIn('reset-rule@site.sa', second.password)).token!;
    const res = await call('POST', `/api/admin/staff/${firstId}/reset-password`, secondToken);
    expect(res.status).toBe(400);
    expect((await signIn(first.email, first.password)).token).toBeDefined();
  });
});

describe('two-factor sign-in (TOTP)', () => {
  let admin: string;
  let secret: string;
  let recovery: string[];
  const staffEmail = 'totp@site.sa';
  let password: string;

  beforeAll(async () => {
    admin = (await signIn(first.email, first.password)).token!;
    password = (await addStaff(admin, staffEmail, 'editor')).password;
  });

  it('enrols with a QR code and a first right code, handing out 10 recovery codes once', async () => {
    const token = (await signIn(staffEmail, password)).token!;
    const setup = await call('POST', '/api/admin/2fa/setup', token, { password });
    expect(setup.status).toBe(200);
    secret = setup.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauth_url).toContain(`secret=${secret}`);
    expect(setup.body.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const wrong = await call('POST', '/api/admin/2fa/enable', token, { password, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('رمز التحقق غير صحيح');
    const enabled = await call('POST', '/api/admin/2fa/enable', token, { password, code: await generate({ secret }) });
    expect(enabled.status).toBe(200);
    recovery = enabled.body.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect((await call('GET', '/api/admin/2fa', token)).body).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Enrolling again needs disabling first.
    expect((await call('POST', '/api/admin/2fa/setup', token, { password })).status).toBe(409);
    // The staff list shows it, never the secret.
    const list = await call('GET', '/api/admin/staff', admin);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect(
      (list.body.staff as unknown as { email: string; two_factor_enabled: boolean }[]).find(
        (s) => s.email === staffEmail,
      ),
    ).toMatchObject({ two_factor_enabled: true });
  });

  it('asks for a code after the password: no token until then, and the challenge is no token', async () => {
    const first = await signIn(staffEmail, password);
    expect(first).toMatchObject({ success: true, two_factor_required: true });
    expect(first.token).toBeUndefined();
    const challenge = first.challenge!;
    expect((await call('GET', '/api/user/sessions', challenge)).status).toBe(401);
    expect((await call('GET', '/api/admin/verify', challenge)).body).toMatchObject({ valid: false });
    expect((await call('POST', '/api/admin/login/2fa', undefined, { challenge })).status).toBe(400);
    const wrong = await call('POST', '/api/admin/login/2fa', undefined, { challenge, code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('رمز التحقق غير صحيح');
    expect((await call('POST', '/api/admin/login/2fa', undefined, { challenge: 'x.y.z', code: '123456' })).status).toBe(
      401,
    );
  });

  it('refuses a code already used in its time step, and takes a recovery code once', async () => {
    // The next time step's code (inside the clock tolerance) is newer than every code used so
    // far, whenever this runs; once it is accepted, the same code again is a replay.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const accepted = await call('POST', '/api/admin/login/2fa', undefined, {
      challenge: (await signIn(staffEmail, password)).challenge,
      code,
    });
    expect(accepted.status).toBe(200);
    const replay = await call('POST', '/api/admin/login/2fa', undefined, {
      challenge: (await signIn(staffEmail, password)).challenge,
      code,
    });
    expect(replay.status).toBe(401);
    const viaRecovery = await call('POST', '/api/admin/login/2fa', undefined, {
      challenge: (await signIn(staffEmail, password)).challenge,
      recovery_code: recovery[0]!.toUpperCase(),
    });
    expect(viaRecovery.status).toBe(200);
    expect(viaRecovery.body.user).toMatchObject({ email: staffEmail, role: 'editor' });
    const again = await call('POST', '/api/admin/login/2fa', undefined, {
      challenge: (await signIn(staffEmail, password)).challenge,
      recovery_code: recovery[0],
    });
    expect(again.status).toBe(401);
    expect((await call('GET', '/api/admin/2fa', viaRecovery.body.token)).body).toMatchObject({
      recovery_codes_left: 9,
    });
  });

  it('counts wrong codes toward the per-email sign-in limit', async () => {
    const limited = await startIdentity('identity_staff_limit', {
      limits: { rateLimits: true, signInPerEmailPer15Min: 3 },
    });
    try {
      await limited.addUser({ name: 'L', email: 'l@site.sa', password: 'limited-pass-1', role: 'admin' });
      const login = await fetch(`${limited.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'l@site.sa', password: 'limited-pass-1' }),
      });
      const { token } = (await login.json()) as { token: string };
      const auth = { authorization: `Bearer ${token}` };
      const password = { password: 'limited-pass-1' };
      const setup = (await (await limited.post('/api/admin/2fa/setup', password, auth)).json()) as { secret: string };
      await limited.post(
        '/api/admin/2fa/enable',
        { ...password, code: await generate({ secret: setup.secret }) },
        auth,
      );
      const { challenge } = (await (
        await limited.post('/api/admin/login', { email: 'l@site.sa', password: 'limited-pass-1' })
      ).json()) as { challenge: string };
      // Sign-ins so far: 2 of 3. One wrong code spends the last (and the challenge).
      expect((await limited.post('/api/admin/login/2fa', { challenge, code: '000000' })).status).toBe(401);
      expect((await limited.post('/api/admin/login', { email: 'l@site.sa', password: 'limited-pass-1' })).status).toBe(
        429,
      );
    } finally {
      await limited.close();
    }
  });

  it('disables with the password (a wrong one is refused); then the password alone signs in', async () => {
    const { challenge } = await signIn(staffEmail, password);
    const login = await call('POST', '/api/admin/login/2fa', undefined, { challenge, recovery_code: recovery[1] });
    const token = login.body.token!;
    expect((await call('POST', '/api/admin/2fa/disable', token, {})).status).toBe(400);
    const wrong = await call('POST', '/api/admin/2fa/disable', token, { password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('كلمة المرور الحالية غير صحيحة');
    expect((await call('POST', '/api/admin/2fa/disable', token, { password })).status).toBe(200);
    const plain = await signIn(staffEmail, password);
    expect(plain.token).toBeDefined();
    expect(plain.two_factor_required).toBeUndefined();
  });

  it('is turned off by an admin password reset (a member who lost the app and the codes)', async () => {
    const email = 'lost-phone@site.sa';
    const staff = await addStaff(admin, email, 'editor');
    const token = (await signIn(email, staff.password)).token!;
    const setup = await call('POST', '/api/admin/2fa/setup', token, { password: staff.password });
    const lostSecret = setup.body.secret as string;
    const code = await generate({ secret: lostSecret });
    expect((await call('POST', '/api/admin/2fa/enable', token, { password: staff.password, code })).status).toBe(200);
    expect((await signIn(email, staff.password)).two_factor_required).toBe(true);
    expect((await call('POST', `/api/admin/staff/${staff.id}/reset-password`, admin)).status).toBe(200);
    const fresh = await signIn(email, await mailedPassword(email));
    expect(fresh.two_factor_required).toBeUndefined();
    expect(fresh.token).toBeDefined();
  });

  it('is for staff only', async () => {
    const clientToken = (await signIn(client.email, client.password, '/api/user/login')).token!;
    expect((await call('POST', '/api/admin/2fa/setup', clientToken, { password: client.password })).status).toBe(403);
    expect((await call('POST', '/api/admin/2fa/setup', undefined, { password: 'x' })).status).toBe(401);
  });
});

describe('own sessions', () => {
  it('lists the caller’s live sessions, marks the current one, and ends one', async () => {
    const a = (await signIn(client.email, client.password, '/api/user/login')).token!;
    const b = (await signIn(client.email, client.password, '/api/user/login')).token!;
    const list = await call('GET', '/api/user/sessions', a);
    expect(list.status).toBe(200);
    const sessions = list.body.sessions as unknown as { id: string; current: boolean; created_at: string }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const other = (
      (await call('GET', '/api/user/sessions', b)).body.sessions as unknown as { id: string; current: boolean }[]
    ).find((s) => s.current)!;
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, a)).status).toBe(200);
    expect((await call('GET', '/api/user/sessions', b)).status).toBe(401);
    expect((await call('GET', '/api/user/sessions', a)).status).toBe(200);
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, a)).status).toBe(404);
  });

  it("never shows or ends another user's session (404)", async () => {
    const mine = (await signIn(client.email, client.password, '/api/user/login')).token!;
    const adminToken = (await signIn(first.email, first.password)).token!;
    const adminSessions = (await call('GET', '/api/user/sessions', adminToken)).body.sessions as unknown as {
      id: string;
    }[];
    const clientSessions = (await call('GET', '/api/user/sessions', mine)).body.sessions as unknown as { id: string }[];
    expect(clientSessions.map((s) => s.id)).not.toContain(adminSessions[0]!.id);
    expect((await call('DELETE', `/api/user/sessions/${adminSessions[0]!.id}`, mine)).status).toBe(404);
    expect((await call('GET', '/api/admin/verify', adminToken)).body).toMatchObject({ valid: true });
    expect((await call('DELETE', '/api/user/sessions/not-an-id', mine)).status).toBe(404);
  });

  it('signs out everywhere, the current session too', async () => {
    const a = (await signIn(client.email, client.password, '/api/user/login')).token!;
    const b = (await signIn(client.email, client.password, '/api/user/login')).token!;
    const res = await call('POST', '/api/user/sessions/revoke-all', a);
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/api/user/sessions', a)).status).toBe(401);
    expect((await call('GET', '/api/user/sessions', b)).status).toBe(401);
    expect((await call('GET', '/api/user/sessions')).status).toBe(401);
  });
});
