/**
 * "Leads nobody misses", in Chromium against the running site (one stack):
 * a guest's track request sent in English gives exactly one staff alert (at STAFF_INBOX, with
 * the link that opens the record in the panel) and one English-first confirmation carrying the
 * reference number the client's dashboard shows; a status change mails the client; after the
 * client turns these mails off on /user/account, the next status change does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { setPasswordFromMail } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

const STAFF_INBOX = 'leads@example.com';
const guest = { name: 'Hind Al-Shehri', email: `hind.${Date.now()}@example.com` };

let site: Site;
let browser: Browser;
let page: Page;
let adminToken: string;
let reference = '';
let requestId = '';

beforeAll(async () => {
  site = await startSite({ env: { STAFF_INBOX } });
  browser = await launchBrowser();
  const admin = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(site.admin),
  });
  adminToken = ((await admin.json()) as { token: string }).token;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The guest's status-update mails (English first: the request was sent in English). */
const statusMails = async () =>
  (await site.outbox(guest.email)).filter((mail) => mail.subject.startsWith('Your request status was updated'));

/** An admin sets the request's status through the API, as the panel does. */
async function setStatus(status: string): Promise<void> {
  const res = await fetch(`${site.url}/api/admin/track-requests/${requestId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status }),
  });
  expect(res.status).toBe(200);
}

describe('a new track request reaches staff and its sender', () => {
  it('alerts the staff inbox once and confirms in English once, with the reference', async () => {
    const context = await browser.newContext();
    ({ page } = await openPage(context));
    await page.goto(`${site.url}/services/events/request?lang=en`);
    const form = page.getByTestId('track-request-page');
    await form.getByTestId('guest-notice').waitFor();
    await page.getByText('Provide Opportunity').click();
    await form.locator('input[name=name]').fill(guest.name);
    await form.locator('input[name=email]').fill(guest.email);
    await form.locator('textarea[name=message]').fill('We can sponsor a product launch in Jeddah.\nSecond line.');
    await form.getByTestId('track-request-consent').check();
    await page.getByTestId('submit-request').click();
    await page.waitForURL(`${site.url}/services/events`);

    await expect
      .poll(async () => (await site.outbox(STAFF_INBOX)).filter((mail) => /TR-\d{4}-\d{6}/.test(mail.subject)).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const [alert] = await site.outbox(STAFF_INBOX);
    reference = /TR-\d{4}-\d{6}/.exec(alert.subject)![0];
    expect(alert.text).toContain(guest.email);
    expect(alert.text).toContain('We can sponsor a product launch in Jeddah.');
    expect(alert.text).toContain(`${site.url}/admin/dashboard?tab=opportunities&q=${reference}`);
    // Arabic first in the staff inbox.
    expect(alert.text.indexOf('الرقم المرجعي')).toBeLessThan(alert.text.indexOf('Reference'));

    await expect
      .poll(async () => (await site.outbox(guest.email)).filter((mail) => mail.text.includes(reference)).length)
      .toBe(1);
    const confirmation = (await site.outbox(guest.email)).find((mail) => mail.text.includes(reference))!;
    expect(confirmation.subject.startsWith('We received your opportunity request')).toBe(true);
    expect(confirmation.text.indexOf('Hello')).toBeLessThan(confirmation.text.indexOf('مرحباً'));
    expect(confirmation.text).toContain(`${site.url}/user/dashboard?tab=opportunities`);
    await context.close();
  });

  it('the panel link opens just that request', async () => {
    const context = await browser.newContext();
    const { page: admin } = await openPage(context);
    await admin.goto(`${site.url}/admin/login`);
    const login = admin.getByTestId('admin-login');
    await login.locator('input[name=email]').fill(site.admin.email);
    await login.locator('input[name=password]').fill(site.admin.password);
    await admin.getByTestId('admin-login-submit').click();
    await admin.waitForURL(/\/admin\/dashboard/);
    await admin.goto(`${site.url}/admin/dashboard?tab=opportunities&q=${reference}`);
    const card = admin.getByTestId('request-card');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('record-reference').textContent()).toContain(reference);
    requestId = String(await card.getAttribute('data-request-id'));
    await context.close();
  });

  it('the dashboard shows the reference; a status change mails the client until they turn it off', async () => {
    const context = await browser.newContext();
    ({ page } = await openPage(context));
    const chosen = await setPasswordFromMail(site.url, site.outbox, guest.email);
    await page.goto(`${site.url}/user/login?lang=en`);
    const login = page.getByTestId('client-login');
    await login.locator('input[name=email]').fill(guest.email);
    await login.locator('input[name=password]').fill(chosen);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${site.url}/user/dashboard`);
    await page.goto(`${site.url}/user/dashboard?tab=opportunities&lang=en`);
    await expect.poll(() => page.getByTestId('request-reference').first().textContent()).toContain(reference);

    await setStatus('reviewing');
    // identity has written the mail by the time the change is answered.
    const [mailed] = await statusMails();
    expect(await statusMails()).toHaveLength(1);
    expect(mailed.text).toContain('under review');
    expect(mailed.text).toContain(reference);

    await page.goto(`${site.url}/user/account?lang=en`);
    const box = page.getByLabel('Email me when the status of my requests or applications changes');
    await expect.poll(() => box.isChecked()).toBe(true);
    await box.uncheck();
    await page.getByTestId('mail-preferences-saved').waitFor();

    await setStatus('approved');
    // A window: a mail is written before the change is answered, and this also catches a late one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await statusMails()).toHaveLength(1);
    // The bell still rings for it.
    const signIn = await fetch(`${site.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: guest.email, password: chosen }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const bell = await fetch(`${site.url}/api/endpoints/notifications.php`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const notifications = (await bell.json()) as { data: { message_en: string }[] };
    expect(notifications.data.some((n) => n.message_en.includes('approved'))).toBe(true);
    await context.close();
  });
});
