/**
 * Accounts and passwords through the gateway, against the real site (architecture "Passwords",
 * OWASP ASVS V2.1, V2.4, V2.5, V3.7, V4.1): no password ever goes by mail and none is stored in
 * clear, admins cannot lock each other out through the clients' route, and passwords are argon2id.
 * Each test shows the attack failing and the honest path still working.
 */
import bcrypt from 'bcryptjs';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGuard } from './support/forms.ts';
import { CHOSEN_PASSWORD, mailedLinkToken, setPasswordFromMail } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let mongo: MongoClient;
let identityDb: Db;

beforeAll(async () => {
  // Admins sign in with a password alone here (two-factor enrolment is tested elsewhere).
  site = await startSite({ env: { REQUIRE_ADMIN_2FA: 'false' } });
  mongo = await new MongoClient(site.stack.database.uri).connect();
  identityDb = mongo.db('consulting_identity');
});
afterAll(async () => {
  await mongo?.close();
  await site?.stop();
});

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Json };
}

async function signIn(area: 'user' | 'admin', email: string, password: string) {
  return call('POST', `/api/${area}/login`, { email, password });
}

async function adminToken(credentials = site.admin): Promise<string> {
  const res = await signIn('admin', credentials.email, credentials.password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** A guest track request under `email` through the site (spec §7): the account comes with it. */
async function guestRequest(email: string): Promise<void> {
  const form = new FormData();
  const fields = { service_name: 'events', user_name: 'Guest Client', user_email: email, message: 'A workshop.' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: await withGuard(form, site.url) });
  expect(res.status).toBe(201);
}

/** Every stored document of identity's outbox, users and password links, as one text to search. */
async function storedText(): Promise<string> {
  const collections = ['outbox', 'users', 'password_resets'];
  const documents = await Promise.all(collections.map((name) => identityDb.collection(name).find().toArray()));
  return JSON.stringify(documents);
}

describe('a guest request (no password in a mail)', () => {
  it('mails a one-time link, not a password; the guest sets a password from it and signs in', async () => {
    const email = 'guest.link@example.com';
    await guestRequest(email);
    // Before the password is set, no password signs in, and the answer is a wrong password's.
    const early = await signIn('user', email, CHOSEN_PASSWORD);
    expect(early).toEqual({ status: 401, body: { success: false, error: 'Invalid email or password' } });
    const token = await mailedLinkToken(site.outbox, email);
    const mails = await site.outbox(email);
    expect(mails.map((mail) => mail.text).join('\n')).not.toMatch(/^(Password|كلمة المرور): /m);
    expect(mails.at(-1)!.text).toContain('72');

    await setPasswordFromMail(site.url, site.outbox, email);
    const login = await signIn('user', email, CHOSEN_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.must_change_password).toBeUndefined();
    // The link works once.
    const again = await call('POST', '/api/password/reset', {
      token,
      new_password: 'Other-Harbour-Pass-55',
      lang: 'en',
    });
    expect(again.status).toBe(400);
    expect((await signIn('user', email, 'Other-Harbour-Pass-55')).status).toBe(401);

    // Neither the outbox, the account nor the link store hold the password or the raw token.
    const stored = await storedText();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(CHOSEN_PASSWORD);
    const outbox = await identityDb.collection('outbox').find({ to: email }).toArray();
    expect(outbox.length).toBeGreaterThan(0);
    for (const mail of outbox) expect(String(mail.text ?? '')).not.toMatch(/token=/);
  });
});

describe('admins and staff accounts', () => {
  it("answers 404 to an admin's PUT on a staff account: the first admin keeps signing in", async () => {
    const first = await adminToken();
    const staff = (await call('GET', '/api/admin/staff', undefined, first)).body.staff as {
      id: string;
      email: string;
      first_admin: boolean;
    }[];
    const firstAdmin = staff.find((member) => member.first_admin)!;
    expect(firstAdmin.email).toBe(site.admin.email);
    // A second admin, who sets their password from the mailed link.
    const added = await call(
      'POST',
      '/api/admin/staff',
      { name: 'Second Admin', email: 'second.admin@example.com', role: 'admin' },
      first,
    );
    expect(added.status).toBe(201);
    const secondPassword = await setPasswordFromMail(
      site.url,
      site.outbox,
      'second.admin@example.com',
      'Second-Admin-Heron-28',
    );
    const second = await adminToken({ email: 'second.admin@example.com', password: secondPassword });

    // The attack: the second admin deactivates the first and sets their password.
    for (const body of [{ is_active: false }, { password: 'Hostile-Takeover-Pass-99' }]) {
      const res = await call('PUT', `/api/admin/users/${firstAdmin.id}`, body, second);
      expect(res).toEqual({ status: 404, body: { success: false, error: 'User not found' } });
    }
    expect((await signIn('admin', site.admin.email, 'Hostile-Takeover-Pass-99')).status).toBe(401);
    expect((await signIn('admin', site.admin.email, site.admin.password)).status).toBe(200);
    // Staff are managed under /admin/staff, where the first admin cannot be deactivated.
    const patched = await call('PATCH', `/api/admin/staff/${firstAdmin.id}`, { is_active: false }, second);
    expect(patched.status).toBe(400);
    expect((await signIn('admin', site.admin.email, site.admin.password)).status).toBe(200);
  });
});

describe('an admin managing a client', () => {
  it('deactivates and reactivates, refuses a weak password, and tells the owner of a password change', async () => {
    const admin = await adminToken();
    const email = 'managed.client@example.com';
    const created = await call('POST', '/api/admin/users', { name: 'Managed Client', email }, admin);
    expect(created.status).toBe(201);
    const id = (created.body.user as { id: string }).id;
    await setPasswordFromMail(site.url, site.outbox, email);
    expect((await signIn('user', email, CHOSEN_PASSWORD)).status).toBe(200);

    expect((await call('PUT', `/api/admin/users/${id}`, { is_active: false }, admin)).status).toBe(200);
    expect((await signIn('user', email, CHOSEN_PASSWORD)).status).toBe(403);
    expect((await call('PUT', `/api/admin/users/${id}`, { is_active: true }, admin)).status).toBe(200);
    expect((await signIn('user', email, CHOSEN_PASSWORD)).status).toBe(200);

    const weak = await call('PUT', `/api/admin/users/${id}`, { password: 'password123' }, admin);
    expect(weak.status).toBe(400);
    expect((await signIn('user', email, 'password123')).status).toBe(401);

    const strong = 'Granite-Willow-Parcel-58';
    expect((await call('PUT', `/api/admin/users/${id}`, { password: strong }, admin)).status).toBe(200);
    const login = await signIn('user', email, strong);
    expect(login.status).toBe(200);
    expect(login.body.must_change_password).toBe(true);
    await expect
      .poll(async () => (await site.outbox(email)).some((mail) => /A change to your account/.test(mail.subject)), {
        timeout: 15_000,
      })
      .toBe(true);
    const notice = (await site.outbox(email)).find((mail) => /A change to your account/.test(mail.subject))!;
    expect(notice.text).not.toContain(strong);

    // A set-password link instead of a password: mailed on request, and it works.
    const links = (await site.outbox(email)).filter((mail) => /reset-password\?token=/.test(mail.text)).length;
    expect((await call('POST', `/api/admin/users/${id}/password-link`, {}, admin)).status).toBe(202);
    const token = await mailedLinkToken(site.outbox, email, links);
    const reset = await call('POST', '/api/password/reset', { token, new_password: 'Copper-Lagoon-Thistle-64' });
    expect(reset.status).toBe(200);
    expect((await signIn('user', email, 'Copper-Lagoon-Thistle-64')).status).toBe(200);
  });
});

describe('password hashes', () => {
  it('signs in an account with an old bcrypt hash and stores it as argon2id from then on', async () => {
    const email = 'legacy.client@example.com';
    const now = new Date();
    await identityDb.collection('users').insertOne({
      name: 'Legacy Client',
      email,
      role: 'client',
      password_hash: bcrypt.hashSync('Legacy-Bcrypt-Pass-33', 10),
      is_active: true,
      auto_created: false,
      created_at: now,
      updated_at: now,
    });
    expect((await signIn('user', email, 'Legacy-Bcrypt-Pass-33')).status).toBe(200);
    const stored = await identityDb.collection('users').findOne({ email });
    expect(stored?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect((await signIn('user', email, 'Legacy-Bcrypt-Pass-33')).status).toBe(200);
  });
});
