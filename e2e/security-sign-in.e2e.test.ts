/**
 * Sign-in that nobody can turn against an account's owner, through the gateway against the real
 * site (OWASP ASVS V2.2.1, V2.8, V3.7; docs/api.md "Sign-in lockout" and "Two-factor sign-in"),
 * with REQUIRE_ADMIN_2FA on as in production. Each test shows the attack failing and the honest
 * path still working:
 * - an admin who has not enrolled 2FA can only enrol, every other call answers 403 with the code;
 *   enrolment needs the current password; then the panel works (in Chromium too);
 * - six client-route failures for the admin's email leave the admin able to sign in;
 * - a 2FA challenge works once; wrong TOTP codes lock the account, whose owner is mailed a link;
 * - wrong passwords from one address lock a client there and mail a link that works once.
 */
import { generate } from 'otplib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openFreshPage } from './support/browser.ts';
import { withGuard } from './support/forms.ts';
import { CHOSEN_PASSWORD, setPasswordFromMail } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({
    env: {
      REQUIRE_ADMIN_2FA: 'true',
      // The lockout is what is tested here, not the sign-in rate limits (tested in abuse.e2e).
      AUTH_RATE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_PER_EMAIL_PER_15_MIN: '1000',
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

type Json = Record<string, unknown> & { token?: string; challenge?: string; error?: string; code?: string };

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

const signIn = (area: 'user' | 'admin', email: string, password: string) =>
  call('POST', `/api/${area}/login`, { email, password });

/** The token of the newest unlock link mailed to `email`, once more than `seen` arrived (polled). */
async function unlockToken(email: string, seen = 0): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const tokens = (await site.outbox(email))
          .map((mail) => /\/(?:user|admin)\/unlock\?token=([\w-]+)/.exec(mail.text)?.[1])
          .filter((found): found is string => Boolean(found));
        token = tokens.length > seen ? tokens[0] : undefined;
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return token!;
}

let secret: string;
let recoveryCodes: string[];

describe('REQUIRE_ADMIN_2FA', () => {
  it('lets an admin without 2FA only enrol (403 with the code elsewhere), with the password, then works', async () => {
    const login = await signIn('admin', site.admin.email, site.admin.password);
    expect(login.status).toBe(200);
    expect(login.body.restriction).toBe('two_factor_enrolment');
    const token = login.body.token!;
    // Identity's and requests' dashboard APIs refuse the session.
    for (const path of ['/api/admin/users', '/api/admin/service-requests']) {
      const refused = await call('GET', path, undefined, token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('two_factor_enrolment_required');
    }
    // Setting up needs the current password.
    expect((await call('POST', '/api/admin/2fa/setup', {}, token)).status).toBe(400);
    const wrong = await call('POST', '/api/admin/2fa/setup', { password: 'Not-The-Password-1' }, token);
    expect(wrong).toEqual({ status: 400, body: { success: false, error: 'كلمة المرور الحالية غير صحيحة' } });
    const setup = await call('POST', '/api/admin/2fa/setup', { password: site.admin.password }, token);
    expect(setup.status).toBe(200);
    secret = setup.body.secret as string;
    const enable = await call(
      'POST',
      '/api/admin/2fa/enable',
      { password: site.admin.password, code: await generate({ secret }) },
      token,
    );
    expect(enable.status).toBe(200);
    recoveryCodes = enable.body.recovery_codes as string[];
    // The same session now reads the dashboard.
    expect((await call('GET', '/api/admin/users', undefined, token)).status).toBe(200);
    expect((await call('GET', '/api/admin/service-requests', undefined, token)).status).toBe(200);
  });

  it('takes a new admin straight to the set-up page in the panel, and on after enabling', async () => {
    const adminToken = await recoveryLogin(0);
    const email = 'second.admin@example.com';
    const created = await call('POST', '/api/admin/staff', { name: 'Second Admin', email, role: 'admin' }, adminToken);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const password = await setPasswordFromMail(site.url, site.outbox, email);

    const { page, close } = await openFreshPage(browser);
    await page.goto(`${site.url}/admin/login`);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill(password);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(`${site.url}/admin/two-factor-setup`);
    // The dashboard opened by URL sends them back.
    await page.goto(`${site.url}/admin/dashboard`);
    await page.waitForURL(`${site.url}/admin/two-factor-setup`);
    await page.getByTestId('security-2fa-password').fill(password);
    await page.getByTestId('security-2fa-start').click();
    const newSecret = (await page.getByTestId('security-2fa-secret').innerText()).trim();
    await page.getByTestId('security-2fa-code').fill(await generate({ secret: newSecret }));
    await page.getByTestId('security-2fa-enable').click();
    await page.getByTestId('security-recovery-codes').waitFor();
    await page.getByTestId('admin-two-factor-continue').click();
    await page.waitForURL(`${site.url}/admin/dashboard`);
    await page.getByTestId('admin-sidebar').waitFor();
    await close();
  });
});

/** Signs the first admin in with the password and recovery code `index`; resolves the token. */
async function recoveryLogin(index: number): Promise<string> {
  const { challenge } = (await signIn('admin', site.admin.email, site.admin.password)).body;
  expect(challenge).toBeDefined();
  const done = await call('POST', '/api/admin/login/2fa', { challenge, recovery_code: recoveryCodes[index] });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.token!;
}

describe('the client sign-in and staff accounts', () => {
  it("six client-route failures for the admin's email lock nothing: the admin signs in", async () => {
    const stranger = await signIn('user', 'nobody.here@example.com', 'Guess-Number-1');
    for (let i = 0; i < 6; i += 1) {
      // Wrong passwords and the right one alike: the client route does not sign staff in.
      const answer = await signIn('user', site.admin.email, i === 5 ? site.admin.password : `Guess-Number-${i}`);
      expect(answer).toEqual(stranger);
    }
    expect(await recoveryLogin(1)).toBeTruthy();
  });
});

describe('two-factor sign-in', () => {
  it('uses a challenge once: a replay after a wrong code fails, a fresh challenge works', async () => {
    const { challenge } = (await signIn('admin', site.admin.email, site.admin.password)).body;
    expect((await call('POST', '/api/admin/login/2fa', { challenge, code: '000000' })).status).toBe(401);
    const replay = await call('POST', '/api/admin/login/2fa', { challenge, recovery_code: recoveryCodes[2] });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد');
    // The recovery code was not spent by the refused replay.
    expect(await recoveryLogin(2)).toBeTruthy();
  });

  it('locks the account after wrong TOTP codes, and the mailed unlock link lets the owner back in', async () => {
    const mailsBefore = (await site.outbox(site.admin.email)).length;
    for (let i = 0; i < 5; i += 1) {
      const { challenge } = (await signIn('admin', site.admin.email, site.admin.password)).body;
      expect(challenge, `attempt ${i}`).toBeDefined();
      expect((await call('POST', '/api/admin/login/2fa', { challenge, code: `00000${i}` })).status).toBe(401);
    }
    // Locked: the right password answers like a wrong one.
    expect(await signIn('admin', site.admin.email, site.admin.password)).toEqual(
      await signIn('admin', 'nobody.staff@example.com', site.admin.password),
    );
    const token = await unlockToken(site.admin.email);
    expect((await site.outbox(site.admin.email)).length).toBeGreaterThan(mailsBefore);
    expect(await call('POST', '/api/password/unlock', { token })).toEqual({
      status: 200,
      body: { success: true, area: 'admin' },
    });
    expect(await recoveryLogin(3)).toBeTruthy();
  });
});

describe('lockout by wrong passwords', () => {
  it('locks a client at the attacking address and mails an unlock link that works once', async () => {
    const email = 'locked.client@example.com';
    const form = new FormData();
    const fields = { service_name: 'events', user_name: 'Locked Client', user_email: email, message: 'A workshop.' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const request = await fetch(`${site.url}/api/track-requests`, {
      method: 'POST',
      body: await withGuard(form, site.url),
    });
    expect(request.status).toBe(201);
    await setPasswordFromMail(site.url, site.outbox, email);
    expect((await signIn('user', email, CHOSEN_PASSWORD)).status).toBe(200);

    const wrong = await signIn('user', email, 'Not-My-Password-1');
    for (let i = 0; i < 4; i += 1) await signIn('user', email, 'Not-My-Password-1');
    expect(await signIn('user', email, CHOSEN_PASSWORD)).toEqual(wrong);

    // The owner opens the mailed link in the browser and presses the button.
    const token = await unlockToken(email);
    const { page, close } = await openFreshPage(browser);
    await page.goto(`${site.url}/user/unlock?token=${token}`);
    await page.getByTestId('unlock-submit').click();
    await page.getByTestId('unlock-done').waitFor();
    await close();
    expect((await signIn('user', email, CHOSEN_PASSWORD)).status).toBe(200);
    expect(await call('POST', '/api/password/unlock', { token, lang: 'en' })).toEqual({
      status: 400,
      body: { success: false, error: 'This unlock link has expired or was already used' },
    });
  });
});
