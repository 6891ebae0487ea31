/**
 * Accounts an admin manages (architecture "Passwords"; spec §2 users tab, §5 "Admin add-user"):
 * `PUT /api/admin/users/:id` reaches client accounts only, so no admin can deactivate or set the
 * password of staff through it; a password an admin sets passes the rule, must be changed at the
 * next sign-in and is told to the owner; an admin mails a set-password link instead of choosing
 * a password; and passwords are stored as argon2id, older bcrypt hashes upgraded at sign-in.
 */
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditModel } from '@consulting/service-kit';
import { userModel } from '../src/models/user.model.ts';
import { CHOSEN_TEST_PASSWORD, linkTokenOf, startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
const first = {
  name: 'First Admin',
  email: 'first@site.sa',
  password: 'First-Admin-Kestrel-71',
  role: 'admin' as const,
};
const second = {
  name: 'Second Admin',
  email: 'second@site.sa',
  password: 'Second-Admin-Heron-28',
  role: 'admin' as const,
};

beforeAll(async () => {
  identity = await startIdentity('identity_admin_accounts');
  await identity.addUser(first);
  await identity.addUser(second);
});
afterAll(() => identity?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(area: 'admin' | 'user', email: string, password: string) {
  const res = await identity.post(`/api/${area}/login`, { email, password });
  return { status: res.status, body: (await res.json()) as { token?: string; user?: Record<string, unknown> } };
}

async function asAdmin(user: { email: string; password: string }) {
  const { body } = await signIn('admin', user.email, user.password);
  return bearer(body.token!);
}

const idOf = async (email: string) => String((await userModel(identity.connection).findOne({ email }))!._id);

async function newClient(email: string): Promise<string> {
  const res = await identity.post('/api/admin/users', { name: 'Client', email }, await asAdmin(first));
  expect(res.status).toBe(201);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

describe('PUT /api/admin/users/:id on a staff account', () => {
  it('answers 404 as for an unknown id and changes nothing: the first admin still signs in', async () => {
    const headers = await asAdmin(second);
    const firstId = await idOf(first.email);
    for (const body of [{ is_active: false }, { password: 'Hostile-Takeover-Pass-99' }, { name: 'Gone' }]) {
      const res = await identity.put(`/api/admin/users/${firstId}`, body, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'User not found' });
    }
    const stored = await userModel(identity.connection).findById(firstId).lean();
    expect(stored).toMatchObject({ is_active: true, name: first.name });
    expect((await signIn('admin', first.email, first.password)).status).toBe(200);
    expect(await identity.outbox(first.email)).toHaveLength(0);
  });
});

describe('an admin managing a client', () => {
  it('adds a client without a password: a set-password link is mailed, and the client signs in after', async () => {
    await newClient('linked@client.sa');
    expect((await signIn('user', 'linked@client.sa', CHOSEN_TEST_PASSWORD)).status).toBe(401);
    const [mail] = await identity.delivered('linked@client.sa');
    expect(mail!.text).toMatch(/\/user\/reset-password\?token=/);
    await identity.setPasswordFromMail('linked@client.sa');
    const login = await signIn('user', 'linked@client.sa', CHOSEN_TEST_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user).not.toHaveProperty('must_change_password');
  });

  it('refuses a weak password; a strong one must be changed at the next sign-in and the owner is told', async () => {
    const id = await newClient('told@client.sa');
    const headers = await asAdmin(first);
    const weak = await identity.put(`/api/admin/users/${id}`, { password: 'password1234' }, headers);
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toMatch(/too easy to guess/);
    const set = await identity.put(`/api/admin/users/${id}`, { password: 'Granite-Willow-Parcel-58' }, headers);
    expect(set.status).toBe(200);
    expect(((await set.json()) as { user: Record<string, unknown> }).user).toMatchObject({
      must_change_password: true,
    });
    const login = await signIn('user', 'told@client.sa', 'Granite-Willow-Parcel-58');
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ must_change_password: true });
    const notice = (await identity.outbox('told@client.sa')).at(-1)!;
    expect(notice).toMatchObject({ kind: 'account_changed', subject: 'تغيير في حسابك | A change to your account' });
    expect(notice.text).toContain('An administrator set a new password for your account');
    expect(notice.text).not.toContain('Granite-Willow-Parcel-58');
    // Audited: a password was set, never which.
    const [entry] = await auditModel(identity.connection).find({ entity_id: id }).sort({ _id: -1 }).limit(1).lean();
    expect(entry).toMatchObject({ action: 'update', after: { password_set: true, must_change_password: true } });
    expect(JSON.stringify(entry)).not.toMatch(/Granite-Willow-Parcel-58|\$argon2/);
  });

  it('deactivates a client, and mails a fresh set-password link on request (404 for staff)', async () => {
    const id = await newClient('managed@client.sa');
    const headers = await asAdmin(first);
    const sent = await identity.post(`/api/admin/users/${id}/password-link`, {}, headers);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ success: true });
    const mails = await identity.delivered('managed@client.sa');
    expect(mails).toHaveLength(2);
    // The newer link voids the older one.
    const [older, newer] = mails.map((mail) => linkTokenOf(mail.text));
    const reset = (token: string) =>
      identity.post('/api/password/reset', { token, new_password: CHOSEN_TEST_PASSWORD, lang: 'en' });
    expect((await reset(older!)).status).toBe(400);
    expect((await reset(newer!)).status).toBe(200);
    const [entry] = await auditModel(identity.connection).find({ entity_id: id }).sort({ _id: -1 }).limit(1).lean();
    expect(entry).toMatchObject({ after: { password_link_sent: true } });
    expect((await identity.post(`/api/admin/users/${await idOf(first.email)}/password-link`, {}, headers)).status).toBe(
      404,
    );
    expect((await identity.put(`/api/admin/users/${id}`, { is_active: false }, headers)).status).toBe(200);
    expect((await signIn('user', 'managed@client.sa', CHOSEN_TEST_PASSWORD)).status).toBe(403);
    const refused = await identity.post(`/api/admin/users/${id}/password-link`, {}, headers);
    expect(refused.status).toBe(400);
  });
});

describe('password hashes', () => {
  it('stores argon2id at the OWASP parameters, and upgrades an old bcrypt hash at the next sign-in', async () => {
    const users = userModel(identity.connection);
    await users.create({
      name: 'Old Client',
      email: 'old@client.sa',
      role: 'client',
      password_hash: bcrypt.hashSync('Legacy-Bcrypt-Pass-33', 10),
    });
    expect((await signIn('user', 'old@client.sa', 'wrong-password-1')).status).toBe(401);
    // A wrong password leaves the old hash as it is.
    expect((await users.findOne({ email: 'old@client.sa' }).lean())?.password_hash).toMatch(/^\$2[aby]\$10\$/);
    expect((await signIn('user', 'old@client.sa', 'Legacy-Bcrypt-Pass-33')).status).toBe(200);
    const upgraded = (await users.findOne({ email: 'old@client.sa' }).lean())?.password_hash;
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await signIn('user', 'old@client.sa', 'Legacy-Bcrypt-Pass-33')).status).toBe(200);
    expect((await users.findOne({ email: 'old@client.sa' }).lean())?.password_hash).toBe(upgraded);
  });
});
