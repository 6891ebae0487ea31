/**
 * Staff accounts in Chromium, against one running site: an admin adds an editor on
 * /admin/staff; the editor signs in with the mailed password, chooses a new one, sees only the
 * editor's sidebar and is sent away from an admin-only page opened by URL (the API refuses them
 * too); an admin enrols two-factor sign-in on /admin/account/security with the secret shown and
 * then signs in with a code computed from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openFreshPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let browser: Browser;
const EDITOR_EMAIL = 'nora.editor@example.com';
const EDITOR_PASSWORD = 'Juniper-Canal-Mosaic-47';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A fresh page in its own context (its own session). */
const freshPage = () => openFreshPage(browser);

/** Fills and sends the staff sign-in form at /admin/login. */
async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/admin/login`);
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('admin-login-submit').click();
}

/** The path and query of the newest set-password link mailed to `email` (polled: mail is sent after the 201). */
async function mailedLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await site.outbox(email))
          .map((mail) => /https?:\/\/[^/\s]+(\/admin\/reset-password\?token=[\w-]+)/.exec(mail.text)?.[1])
          .find(Boolean);
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The sidebar's item keys (`sidebar-{key}`), logout left out. */
async function sidebarKeys(page: Page): Promise<string[]> {
  await page.getByTestId('admin-sidebar').waitFor();
  const ids = await page
    .getByTestId('admin-sidebar')
    .locator('[data-testid^="sidebar-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace('sidebar-', '')).filter((key) => key !== 'logout');
}

describe('staff with roles', () => {
  it('an admin adds an editor, who signs in and sees and opens only the editor pages', async () => {
    const admin = await freshPage();
    await submitLogin(admin.page, site.admin.email, site.admin.password);
    await admin.page.waitForURL(`${site.url}/admin/dashboard`);
    await admin.page.getByTestId('sidebar-staff').click();
    await admin.page.waitForURL(`${site.url}/admin/staff`);
    await admin.page.getByTestId('staff-add-name').fill('نورة المحررة');
    await admin.page.getByTestId('staff-add-email').fill(EDITOR_EMAIL);
    await admin.page.getByTestId('staff-add-submit').click();
    await admin.page.getByTestId(`staff-row-${EDITOR_EMAIL}`).waitFor();
    expect(await admin.page.getByTestId(`staff-role-tag-${EDITOR_EMAIL}`).textContent()).toBe('محرر');
    await admin.close();

    // The editor chooses a password from the mailed link, then signs in and lands on their pages.
    const link = await mailedLink(EDITOR_EMAIL);
    const editor = await freshPage();
    await editor.page.goto(`${site.url}${link}`);
    await editor.page.locator('input[name=new_password]').fill(EDITOR_PASSWORD);
    await editor.page.locator('input[name=confirm_password]').fill(EDITOR_PASSWORD);
    await editor.page.getByTestId('admin-reset-submit').click();
    await editor.page.getByTestId('admin-reset-done').waitFor();
    await submitLogin(editor.page, EDITOR_EMAIL, EDITOR_PASSWORD);
    await editor.page.waitForURL(`${site.url}/admin/services`);

    const keys = await sidebarKeys(editor.page);
    expect(keys.slice(0, 4)).toEqual(['content-services', 'content-sectors', 'content-news', 'content-messages']);
    for (const adminOnly of [
      'dashboard',
      'users',
      'join-applications',
      'user-requests',
      'activity',
      'privacy',
      'staff',
    ]) {
      expect(keys).not.toContain(adminOnly);
    }
    await editor.page.getByTestId('sidebar-content-news').click();
    await editor.page.waitForURL(`${site.url}/admin/news`);

    // An admin-only page opened by URL sends the editor to their first page.
    await editor.page.goto(`${site.url}/admin/privacy`);
    await editor.page.waitForURL(`${site.url}/admin/services`);
    await editor.page.goto(`${site.url}/admin/dashboard?tab=users`);
    await editor.page.waitForURL(`${site.url}/admin/services`);
    expect(editor.errors.filter((error) => !/status of 40[13]/.test(error))).toEqual([]);
    await editor.close();

    // The server refuses the same: an editor's token gets 403 on admin-only routes.
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${site.url}/api/admin/users`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${site.url}/api/admin/counts`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${site.url}/api/admin/staff`, { headers: auth })).status).toBe(403);
    expect((await fetch(`${site.url}/api/admin/news`, { headers: auth })).status).toBe(200);
  });

  it('an admin enrols two-factor sign-in and then signs in with a code', async () => {
    const admin = await freshPage();
    await submitLogin(admin.page, site.admin.email, site.admin.password);
    await admin.page.waitForURL(`${site.url}/admin/dashboard`);
    await admin.page.getByTestId('sidebar-security').click();
    await admin.page.waitForURL(`${site.url}/admin/account/security`);
    // The current password first: the server asks for it.
    await admin.page.getByTestId('security-2fa-password').fill(site.admin.password);
    await admin.page.getByTestId('security-2fa-start').click();
    await admin.page.getByTestId('security-2fa-qr').waitFor();
    expect(await admin.page.getByTestId('security-2fa-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await admin.page.getByTestId('security-2fa-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
    await admin.page.getByTestId('security-2fa-code').fill(await generate({ secret }));
    await admin.page.getByTestId('security-2fa-enable').click();
    await admin.page.getByTestId('security-recovery-codes').waitFor();
    // The session list shows this session.
    await expect.poll(() => admin.page.getByTestId('security-sessions').innerText()).toContain('هذه الجلسة');
    await admin.close();

    const next = await freshPage();
    await submitLogin(next.page, site.admin.email, site.admin.password);
    await next.page.getByTestId('admin-2fa-step').waitFor();
    // A wrong code is refused and uses the step up: back to the password for a new one.
    await next.page.getByTestId('admin-2fa-code').fill('000000');
    await next.page.getByTestId('admin-2fa-submit').click();
    await next.page.getByText('رمز التحقق غير صحيح').waitFor();
    await next.page.getByTestId('admin-login-submit').click();
    await next.page.getByTestId('admin-2fa-step').waitFor();
    // The enrolment used this 30-second step's code; the next step's is accepted (±1 step).
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await next.page.getByTestId('admin-2fa-code').fill(code);
    await next.page.getByTestId('admin-2fa-submit').click();
    await next.page.waitForURL(`${site.url}/admin/dashboard`);
    await next.page.getByTestId('admin-sidebar').waitFor();
    await next.close();
  });
});
