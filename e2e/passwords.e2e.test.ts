/**
 * Passwords in Chromium, against one running site: a guest chooses the first password from the
 * mailed set-password link; forgot password → the mail → the link →
 * a new password → sign in, the old password refused and the link refused a second time, in
 * both languages of the client area and in the (Arabic) admin panel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MongoClient } from 'mongodb';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openFreshPage } from './support/browser.ts';
import { withGuard } from './support/forms.ts';
import { CHOSEN_PASSWORD } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let browser: Browser;
const RESET_PASSWORD = 'Quiet-Falcon-Saffron-Dune-19';

const TEXTS = {
  en: { linkUsed: 'This link has expired or was already used' },
  ar: { linkUsed: 'انتهت صلاحية هذا الرابط أو سبق استخدامه' },
} as const;

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

/** A guest track request under `email` through the site; the link to set the account's password comes by mail. */
async function guestTrackRequest(email: string): Promise<string> {
  const form = new FormData();
  const fields = { service_name: 'events', user_name: 'Guest Client', user_email: email, message: 'A workshop.' };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: await withGuard(form, site.url) });
  expect(res.status).toBe(201);
  return mailedResetLink(email, 'user');
}

/** The path and query of the newest reset link mailed to `email` (it runs after the 202, so polled). */
async function mailedResetLink(email: string, area: 'user' | 'admin', seen = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const links = (await site.outbox(email))
          .map((mail) => new RegExp(`https?://[^/\\s]+(/${area}/reset-password\\?token=[\\w-]+)`).exec(mail.text)?.[1])
          .filter((found): found is string => Boolean(found));
        link = links.length > seen ? links[0] : undefined;
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

async function clientLogin(page: Page, language: 'ar' | 'en', email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/user/login?lang=${language}`);
  const login = page.getByTestId('client-login');
  await login.locator('input[name=email]').fill(email);
  await login.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
}

describe.each(['en', 'ar'] as const)('client passwords in %s', (language) => {
  const email = `client.${language}.${Date.now()}@example.com`;
  let current = '';

  it('a guest chooses the first password from the mailed link, which then signs in', async () => {
    const link = await guestTrackRequest(email);
    const { page, errors, close } = await freshPage();
    await page.goto(`${site.url}${link}&lang=${language}`);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('client-reset-password');
    await form.locator('input[name=new_password]').fill(CHOSEN_PASSWORD);
    await form.locator('input[name=confirm_password]').fill(CHOSEN_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();
    await clientLogin(page, language, email, CHOSEN_PASSWORD);
    await page.waitForURL(`${site.url}/user/dashboard`);
    await page.getByTestId('client-dashboard').waitFor();
    current = CHOSEN_PASSWORD;
    expect(errors).toEqual([]);
    await close();
  });

  it('forgot password → the mailed link → a new password → sign in; the old one and the link refused after', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${site.url}/user/login?lang=${language}`);
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL(`${site.url}/user/forgot-password`);
    await page.getByTestId('client-forgot-password').locator('input[name=email]').fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    const link = await mailedResetLink(email, 'user', 1);
    await page.goto(`${site.url}${link}`);
    const form = page.getByTestId('client-reset-password');
    await form.locator('input[name=new_password]').fill(RESET_PASSWORD);
    await form.locator('input[name=confirm_password]').fill(RESET_PASSWORD);
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await clientLogin(page, language, email, RESET_PASSWORD);
    await page.waitForURL(`${site.url}/user/dashboard`);
    await page.getByTestId('client-dashboard').waitFor();

    const other = await freshPage();
    await clientLogin(other.page, language, email, current);
    await other.page.getByTestId('login-error').waitFor();
    expect(other.page.url()).toContain('/user/login');
    await other.page.goto(`${site.url}${link}`);
    await other.page.locator('input[name=new_password]').fill(CHOSEN_PASSWORD);
    await other.page.locator('input[name=confirm_password]').fill(CHOSEN_PASSWORD);
    await other.page.getByTestId('reset-submit').click();
    expect(await other.page.getByTestId('reset-error').textContent()).toContain(TEXTS[language].linkUsed);
    await other.close();

    const notices = (await site.outbox(email)).filter((mail) => /Your password was changed/.test(mail.subject));
    expect(notices.length).toBe(2); // the first choice and the reset
    expect(errors).toEqual([]);
    await close();
  });
});

describe('staff passwords in the admin panel (Arabic)', () => {
  it('forgot password → the mailed link → a new password → sign in; the old one and the link refused after', async () => {
    const { page, errors, close } = await freshPage();
    await page.goto(`${site.url}/admin/login`);
    await page.getByTestId('admin-forgot-password-link').click();
    await page.waitForURL(`${site.url}/admin/forgot-password`);
    expect(
      await page.getByTestId('admin-forgot-password').evaluate((el) => el.closest('[dir]')?.getAttribute('dir')),
    ).toBe('rtl');
    await page.locator('input[name=email]').fill(site.admin.email);
    await page.getByTestId('admin-forgot-submit').click();
    await page.getByTestId('admin-forgot-sent').waitFor();

    const link = await mailedResetLink(site.admin.email, 'admin');
    await page.goto(`${site.url}${link}`);
    await page.locator('input[name=new_password]').fill(RESET_PASSWORD);
    await page.locator('input[name=confirm_password]').fill(RESET_PASSWORD);
    await page.getByTestId('admin-reset-submit').click();
    await page.getByTestId('admin-reset-done').waitFor();

    const signIn = async (target: Page, password: string) => {
      await target.goto(`${site.url}/admin/login`);
      await target.locator('input[name=email]').fill(site.admin.email);
      await target.locator('input[name=password]').fill(password);
      await target.getByTestId('admin-login-submit').click();
    };
    await signIn(page, RESET_PASSWORD);
    await page.waitForURL(/\/admin\/(dashboard|new-password)/);

    const other = await freshPage();
    await signIn(other.page, site.admin.password);
    await other.page.getByText('اسم المستخدم أو كلمة المرور غير صحيحة').first().waitFor();
    await other.page.goto(`${site.url}${link}`);
    await other.page.locator('input[name=new_password]').fill(CHOSEN_PASSWORD);
    await other.page.locator('input[name=confirm_password]').fill(CHOSEN_PASSWORD);
    await other.page.getByTestId('admin-reset-submit').click();
    expect(await other.page.getByTestId('admin-reset-error').textContent()).toContain(TEXTS.ar.linkUsed);
    await other.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('a staff member flagged for a generated password is asked for a new one before the panel', async () => {
    const mongo = new MongoClient(site.stack.database.uri);
    await mongo.connect();
    await mongo
      .db('consulting_identity')
      .collection('users')
      .updateOne({ email: site.admin.email }, { $set: { must_change_password: true } });
    await mongo.close();
    const { page, errors, close } = await freshPage();
    await page.goto(`${site.url}/admin/login`);
    await page.locator('input[name=email]').fill(site.admin.email);
    await page.locator('input[name=password]').fill(RESET_PASSWORD);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-must-change-password').waitFor();
    await page.goto(`${site.url}/admin/messages`);
    await page.getByTestId('admin-must-change-password').waitFor();
    await page.locator('input[name=current_password]').fill(RESET_PASSWORD);
    await page.locator('input[name=new_password]').fill(CHOSEN_PASSWORD);
    await page.locator('input[name=confirm_password]').fill(CHOSEN_PASSWORD);
    await page.getByTestId('admin-change-password-submit').click();
    await page.waitForURL(/\/admin\/dashboard/);
    expect(errors).toEqual([]);
    await close();
  });
});
