/**
 * Passwords and the sign-in lockout: change password, forgot/reset by a single-use link,
 * the end of a generated password, the password rule in both languages, and the per-account
 * sign-in lockout with its notice mail, against a real database.
 */
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenOf, startIdentity, type IdentityUnderTest } from './identity-app.ts';
import { passwordResetModel } from '../src/models/password-reset.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { PASSWORD_TEXTS } from '../src/password-changes.ts';
import { linkTokenHash } from '../src/password-links.ts';

let identity: IdentityUnderTest;
let clock = Date.now();
const forgotWork: Promise<void>[] = [];

const STRONG = 'Tamarind-Harbour-Lantern-84';
const STRONGER = 'Quiet-Falcon-Saffron-Dune-19';

beforeAll(async () => {
  identity = await startIdentity('identity_passwords', {
    now: () => clock,
    onPasswordForgot: (work) => forgotWork.push(work),
  });
});
afterAll(() => identity?.close());

/** Waits for every forgot-password's mail work started so far (it runs after the 202). */
async function forgotSettled(): Promise<void> {
  await Promise.all(forgotWork.splice(0));
}

async function login(area: 'user' | 'admin', email: string, password: string) {
  const res = await identity.post(`/api/${area}/login`, { email, password });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { token: string } };
}

/** True when identity still accepts the client `token` (its change-password route checks it first). */
async function clientTokenWorks(token: string): Promise<boolean> {
  const res = await identity.post('/api/user/password', {}, { authorization: `Bearer ${token}` });
  return res.status !== 401;
}

async function adminTokenWorks(token: string): Promise<boolean> {
  const res = await identity.get('/api/admin/verify', { authorization: `Bearer ${token}` });
  return ((await res.json()) as { valid: boolean }).valid;
}

/** The reset link of the newest reset mail to `to` (its token and path). */
async function resetLinkOf(to: string): Promise<{ path: string; token: string }> {
  await forgotSettled();
  const mails = (await identity.delivered(to)).filter((mail) => /reset-password\?token=/.test(mail.text));
  const last = mails.at(-1);
  if (!last) throw new Error(`no reset mail to ${to}`);
  const match = /http:\/\/site\.test(\/(?:user|admin)\/reset-password)\?token=([\w-]+)/.exec(last.text);
  if (!match) throw new Error('no link in the reset mail');
  return { path: match[1]!, token: match[2]! };
}

async function forgot(email: string, body: Record<string, unknown> = {}) {
  return identity.post('/api/password/forgot', { email, ...body });
}

describe('the password rule', () => {
  it('refuses short, common and personal passwords in the language asked, Arabic by default', async () => {
    await identity.addUser({ name: 'Rule Tester', email: 'rule@client.sa', password: STRONG, role: 'client' });
    const { body } = await login('user', 'rule@client.sa', STRONG);
    const auth = { authorization: `Bearer ${body.token}` };
    const cases: [string, 'ar' | 'en', RegExp][] = [
      ['short-1', 'en', new RegExp(`at least ${MIN_PASSWORD_LENGTH} characters`)],
      ['short-1', 'ar', new RegExp(`${MIN_PASSWORD_LENGTH} حرفاً`)],
      ['password1234', 'en', /too easy to guess.*commonly used password/],
      ['password1234', 'ar', /سهلة التخمين.*شائعة الاستخدام/],
      ['rule@client.sa', 'en', /personal/],
    ];
    for (const [candidate, lang, message] of cases) {
      const res = await identity.post(
        '/api/user/password',
        { current_password: STRONG, new_password: candidate, lang },
        auth,
      );
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    const arabic = await identity.post(
      '/api/user/password',
      { current_password: STRONG, new_password: 'qwerty12345' },
      auth,
    );
    expect(((await arabic.json()) as { error: string }).error).toMatch(/كلمة المرور/);
    // Nothing changed: the old password still signs in.
    expect((await login('user', 'rule@client.sa', STRONG)).status).toBe(200);
  }, 20_000); // the first check loads the dictionaries, and every refused change verifies an argon2id hash
});

describe('POST /api/user/password and /api/admin/password', () => {
  it('changes a client password, keeps the caller signed in, signs out the others and mails a notice', async () => {
    await identity.addUser({ name: 'Nora', email: 'nora@client.sa', password: STRONG, role: 'client' });
    const elsewhere = (await login('user', 'nora@client.sa', STRONG)).body.token;
    const here = (await login('user', 'nora@client.sa', STRONG)).body.token;
    const res = await identity.post(
      '/api/user/password',
      { current_password: STRONG, new_password: STRONGER, lang: 'en' },
      { authorization: `Bearer ${here}` },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, user: { email: 'nora@client.sa' } });
    expect(await clientTokenWorks(here)).toBe(true);
    expect(await clientTokenWorks(elsewhere)).toBe(false);
    expect((await login('user', 'nora@client.sa', STRONG)).status).toBe(401);
    expect((await login('user', 'nora@client.sa', STRONGER)).status).toBe(200);
    const notice = (await identity.outbox('nora@client.sa')).at(-1);
    expect(notice?.subject).toBe('Your password was changed | تم تغيير كلمة المرور');
    expect(notice?.text).toContain('http://site.test/user/forgot-password');
  });

  it('refuses a wrong current password, an unchanged one, and a missing or foreign token', async () => {
    await identity.addUser({ name: 'Huda', email: 'huda@client.sa', password: STRONG, role: 'client' });
    const token = (await login('user', 'huda@client.sa', STRONG)).body.token;
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await identity.post(
      '/api/user/password',
      { current_password: 'not-it-at-all', new_password: STRONGER, lang: 'en' },
      auth,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ success: false, error: PASSWORD_TEXTS.wrongCurrent.en });
    const same = await identity.post('/api/user/password', { current_password: STRONG, new_password: STRONG }, auth);
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual({ success: false, error: PASSWORD_TEXTS.sameAsCurrent.ar });
    expect((await identity.post('/api/user/password', { current_password: STRONG })).status).toBe(401);
    const missing = await identity.post('/api/user/password', { current_password: STRONG }, auth);
    expect(missing.status).toBe(400);
    // A client token cannot use the panel's route, nor a staff token the client's.
    expect(
      (await identity.post('/api/admin/password', { current_password: STRONG, new_password: STRONGER }, auth)).status,
    ).toBe(403);
    expect((await login('user', 'huda@client.sa', STRONG)).status).toBe(200);
  });

  it('lets any staff member change their own password, with Arabic refusals', async () => {
    await identity.addUser({ name: 'مدير', email: 'boss@site.sa', password: STRONG, role: 'admin' });
    const token = (await login('admin', 'boss@site.sa', STRONG)).body.token;
    const auth = { authorization: `Bearer ${token}` };
    const wrong = await identity.post(
      '/api/admin/password',
      { current_password: 'nope-nope-nope', new_password: STRONGER, lang: 'en' },
      auth,
    );
    expect(await wrong.json()).toEqual({ success: false, error: PASSWORD_TEXTS.wrongCurrent.ar });
    const other = (await login('admin', 'boss@site.sa', STRONG)).body.token;
    const res = await identity.post('/api/admin/password', { current_password: STRONG, new_password: STRONGER }, auth);
    expect(res.status).toBe(200);
    expect(await adminTokenWorks(token)).toBe(true);
    expect(await adminTokenWorks(other)).toBe(false);
    expect(
      (await identity.post('/api/user/password', { current_password: STRONGER, new_password: STRONG }, auth)).status,
    ).toBe(403);
  });
});

describe('a set-password link', () => {
  it('lets a guest choose the first password, once, and the account has none before', async () => {
    const created = await identity.post('/api/user/register', { name: 'Guest', email: 'guest@client.sa' });
    expect(created.status).toBe(202);
    // No password yet: any password is refused exactly like a wrong one.
    const before = await login('user', 'guest@client.sa', STRONG);
    expect(before).toEqual({ status: 401, body: { success: false, error: 'Invalid email or password' } });
    const [mail] = await identity.delivered('guest@client.sa');
    expect(mail!.subject).toBe('اختر كلمة مرور حسابك | Choose the password of your account');
    const token = linkTokenOf(mail!.text);
    const set = await identity.post('/api/password/reset', { token, new_password: STRONG, lang: 'en' });
    expect(await set.json()).toEqual({ success: true, area: 'client' });
    const first = await login('user', 'guest@client.sa', STRONG);
    expect(first.status).toBe(200);
    expect(first.body.must_change_password).toBeUndefined();
    const again = await identity.post('/api/password/reset', { token, new_password: STRONGER, lang: 'en' });
    expect(await again.json()).toEqual({ success: false, error: PASSWORD_TEXTS.linkInvalid.en });
  });

  it('works for 72 hours and not after; a newer link voids the older one', async () => {
    await identity.post('/api/user/register', { name: 'Late', email: 'late@client.sa' });
    const [mail] = await identity.delivered('late@client.sa');
    const stale = linkTokenOf(mail!.text);
    clock += 72 * 60 * 60 * 1000 + 1;
    const expired = await identity.post('/api/password/reset', { token: stale, new_password: STRONG, lang: 'en' });
    expect(await expired.json()).toEqual({ success: false, error: PASSWORD_TEXTS.linkInvalid.en });
    // The resend: "forgot password" mails a new link to the account without a password.
    await forgot('late@client.sa');
    await forgotSettled();
    const fresh = (await resetLinkOf('late@client.sa')).token;
    await forgot('late@client.sa');
    const newest = (await resetLinkOf('late@client.sa')).token;
    expect(newest).not.toBe(fresh);
    expect((await identity.post('/api/password/reset', { token: fresh, new_password: STRONG })).status).toBe(400);
    expect((await identity.post('/api/password/reset', { token: newest, new_password: STRONG })).status).toBe(200);
    expect((await login('user', 'late@client.sa', STRONG)).status).toBe(200);
    // A minute before the 72 hours are over, a link still works.
    await identity.post('/api/user/register', { name: 'Slow', email: 'slow@client.sa' });
    const [slow] = await identity.delivered('slow@client.sa');
    clock += 72 * 60 * 60 * 1000 - 60_000;
    const token = linkTokenOf(slow!.text);
    expect((await identity.post('/api/password/reset', { token, new_password: STRONG })).status).toBe(200);
  });

  it('leaves no link token or password in the outbox or the account', async () => {
    await identity.post('/api/user/register', { name: 'Sara', email: 'sara@client.sa' });
    const token = linkTokenOf((await identity.delivered('sara@client.sa'))[0]!.text);
    await identity.setPasswordFromMail('sara@client.sa', STRONGER);
    const stored = JSON.stringify([
      await identity.outbox('sara@client.sa'),
      await userModel(identity.connection).findOne({ email: 'sara@client.sa' }).lean(),
      await passwordResetModel(identity.connection).find().lean(),
    ]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(STRONGER);
    expect(stored).toContain('%%PASSWORD_LINK%%');
  });
});

describe('forgot and reset', () => {
  it('answers every email the same, and mails a link only to an active account', async () => {
    await identity.addUser({ name: 'Lina', email: 'lina@client.sa', password: STRONG, role: 'client' });
    await identity.addUser({ name: 'Off', email: 'off@client.sa', password: STRONG, role: 'client', is_active: false });
    const replies = [];
    for (const email of ['lina@client.sa', 'nobody@client.sa', 'off@client.sa']) {
      const res = await forgot(email, { lang: 'en' });
      replies.push({ status: res.status, body: await res.json() });
    }
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    expect(replies[0]).toEqual({ status: 202, body: { success: true, message: PASSWORD_TEXTS.forgotReply.en } });
    await forgotSettled();
    expect(await identity.outbox('nobody@client.sa')).toHaveLength(0);
    expect(await identity.outbox('off@client.sa')).toHaveLength(0);
    const mail = (await identity.outbox('lina@client.sa')).at(-1)!;
    expect(mail.subject).toBe('Reset your password | إعادة تعيين كلمة المرور');
    const { path, token } = await resetLinkOf('lina@client.sa');
    expect(path).toBe('/user/reset-password');
    // The outbox holds the mail without its link: the worker made it when sending.
    expect(JSON.stringify(await identity.outbox('lina@client.sa'))).not.toContain(token);
    // Only the token's hash is stored.
    const stored = await passwordResetModel(identity.connection).find().lean();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.some((link) => link.token_hash === linkTokenHash(token))).toBe(true);
  });

  it('resets once: new password signs in, old refused, all sessions revoked, the link then void', async () => {
    await identity.addUser({ name: 'Maha', email: 'maha@client.sa', password: STRONG, role: 'client' });
    const session = (await login('user', 'maha@client.sa', STRONG)).body.token;
    await forgot('MAHA@client.sa');
    const { token } = await resetLinkOf('maha@client.sa');
    const weak = await identity.post('/api/password/reset', { token, new_password: 'password1234', lang: 'en' });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { error: string }).error).toMatch(/too easy to guess/);
    // A refused password does not use the link up.
    const ok = await identity.post('/api/password/reset', { token, new_password: STRONGER });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, area: 'client' });
    expect(await clientTokenWorks(session)).toBe(false);
    expect((await login('user', 'maha@client.sa', STRONG)).status).toBe(401);
    expect((await login('user', 'maha@client.sa', STRONGER)).status).toBe(200);
    const twice = await identity.post('/api/password/reset', { token, new_password: STRONG, lang: 'en' });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ success: false, error: PASSWORD_TEXTS.linkInvalid.en });
    expect((await identity.outbox('maha@client.sa')).at(-1)?.subject).toBe(
      'تم تغيير كلمة المرور | Your password was changed',
    );
  });

  it('refuses an expired, unknown or superseded link in Arabic by default, changing nothing', async () => {
    await identity.addUser({ name: 'Reem', email: 'reem@client.sa', password: STRONG, role: 'client' });
    await forgot('reem@client.sa');
    const first = (await resetLinkOf('reem@client.sa')).token;
    clock += 30 * 60 * 1000 + 1;
    const expired = await identity.post('/api/password/reset', { token: first, new_password: STRONGER });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({ success: false, error: PASSWORD_TEXTS.linkInvalid.ar });
    const unknown = await identity.post('/api/password/reset', { token: 'x'.repeat(43), new_password: STRONGER });
    expect(unknown.status).toBe(400);
    // Two fresh links; using one voids the other.
    await forgot('reem@client.sa');
    const second = (await resetLinkOf('reem@client.sa')).token;
    await forgot('reem@client.sa');
    const third = (await resetLinkOf('reem@client.sa')).token;
    expect((await identity.post('/api/password/reset', { token: third, new_password: STRONGER })).status).toBe(200);
    expect((await identity.post('/api/password/reset', { token: second, new_password: STRONG })).status).toBe(400);
    expect((await login('user', 'reem@client.sa', STRONGER)).status).toBe(200);
    const bad = await identity.post('/api/password/reset', { token: 42, new_password: STRONG });
    expect(bad.status).toBe(400);
  });

  it("mails staff the panel's link, whatever page they asked from", async () => {
    await identity.addUser({ name: 'محرر', email: 'staff@site.sa', password: STRONG, role: 'admin' });
    await forgot('staff@site.sa', { area: 'client' });
    const { path, token } = await resetLinkOf('staff@site.sa');
    expect(path).toBe('/admin/reset-password');
    const res = await identity.post('/api/password/reset', { token, new_password: STRONGER });
    expect(await res.json()).toEqual({ success: true, area: 'admin' });
    expect((await login('admin', 'staff@site.sa', STRONGER)).status).toBe(200);
  });

  it('answers bad input with 400', async () => {
    for (const body of [{}, { email: 42 }, { email: 'a@b.sa', area: 'moon' }, { email: 'a@b.sa', lang: 'fr' }]) {
      expect((await identity.post('/api/password/forgot', body)).status).toBe(400);
    }
  });
});

describe('sign-in lockout', () => {
  it('locks an account after 5 wrong passwords, answering like a wrong password, and mails once', async () => {
    await identity.addUser({ name: 'Sami', email: 'sami@client.sa', password: STRONG, role: 'client' });
    const unknown = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await identity.post('/api/user/login', { email: 'sami@client.sa', password: `wrong-${i}` });
      expect(res.status).toBe(401);
      unknown.push(await identity.post('/api/user/login', { email: 'ghost@client.sa', password: `wrong-${i}` }));
    }
    const locked = await identity.post('/api/user/login', { email: 'sami@client.sa', password: STRONG });
    const ghost = await identity.post('/api/user/login', { email: 'ghost@client.sa', password: STRONG });
    expect(locked.status).toBe(401);
    expect(await locked.json()).toEqual(await ghost.json());
    expect(unknown.every((res) => res.status === 401)).toBe(true);
    const notices = (await identity.outbox('sami@client.sa')).filter((mail) => /locked for 15 minutes/.test(mail.text));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('http://site.test/user/forgot-password');
    clock += 15 * 60 * 1000 + 1;
    expect((await login('user', 'sami@client.sa', STRONG)).status).toBe(200);
  }, 30_000);

  it('resets the count on a successful sign-in, and a reset ends a lockout', async () => {
    await identity.addUser({ name: 'Omar', email: 'omar@client.sa', password: STRONG, role: 'client' });
    const wrong = () => identity.post('/api/user/login', { email: 'omar@client.sa', password: 'wrong-password' });
    for (let i = 0; i < 4; i += 1) await wrong();
    expect((await login('user', 'omar@client.sa', STRONG)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await wrong();
    expect((await login('user', 'omar@client.sa', STRONG)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) await wrong();
    expect((await login('user', 'omar@client.sa', STRONG)).status).toBe(401);
    await forgot('omar@client.sa');
    const { token } = await resetLinkOf('omar@client.sa');
    expect((await identity.post('/api/password/reset', { token, new_password: STRONGER })).status).toBe(200);
    expect((await login('user', 'omar@client.sa', STRONGER)).status).toBe(200);
  }, 30_000);
});

describe('forgot-password limit per email', () => {
  it('answers 429 past FORGOT_PASSWORD_PER_EMAIL_PER_HOUR, for an email with or without an account alike', async () => {
    const limited = await startIdentity('identity_passwords_limit', {
      limits: { rateLimits: true, forgotPasswordPerEmailPerHour: 2 },
    });
    try {
      await limited.addUser({ name: 'Dana', email: 'dana@client.sa', password: STRONG, role: 'client' });
      for (const email of ['dana@client.sa', 'nobody@client.sa']) {
        const statuses = [];
        for (let i = 0; i < 3; i += 1) statuses.push((await limited.post('/api/password/forgot', { email })).status);
        expect(statuses).toEqual([202, 202, 429]);
      }
    } finally {
      await limited.close();
    }
  });
});
