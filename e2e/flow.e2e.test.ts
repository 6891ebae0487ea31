/**
 * The track-request flow in a real browser against the running site: a guest sends a track request
 * with a PDF, an admin reviews it, and the client reads the new status after setting a password
 * from the mailed link. Services are restarted and pages reloaded between steps, so every step reads what
 * the database kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { setPasswordFromMail } from './support/passwords.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
const guest = {
  name: 'Sara Al-Harbi',
  email: `sara.${Date.now()}@example.com`,
  message: 'We are launching a coffee brand in Riyadh and need a launch plan.',
};

let site: Site;
let browser: Browser;
const consoleErrors: string[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Clicks the navbar's language toggle after checking it shows `label` ('EN' on Arabic pages). */
async function toggleLanguage(page: Page, label: 'EN' | 'ع'): Promise<void> {
  const toggle = page.locator('button.language-toggle:visible').first();
  await expect.poll(() => toggle.textContent()).toBe(label);
  await toggle.click();
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext();
  const { page, errors } = await openPage(context);
  page.on('close', () => consoleErrors.push(...errors));
  return page;
}

function requestSubmissions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(service|track)-requests$/.test(request.url())) seen.push(request);
  });
  return seen;
}

describe('guest request → admin review → client follows it', () => {
  it('a guest sends a track request with a PDF, in Arabic then English', async () => {
    const page = await newPage();
    const submissions = requestSubmissions(page);
    await page.goto(`${site.url}/services/launch/request`);
    await page.getByTestId('track-request-page').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.getByText('ابدأ مسارك معنا').first().isVisible()).toBe(true);

    await toggleLanguage(page, 'EN');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('button.language-toggle:visible').first().textContent()).toBe('ع');
    await page.getByText('Start Your Track with Us').first().waitFor();

    // Bad input: nothing filled → 'Data Error' naming the fields, and nothing is sent.
    await page.getByTestId('submit-request').click();
    await page.getByText('Data Error').first().waitFor();
    await page.getByText('Please fill in the following fields: Name, Email, Description').first().waitFor();

    // Bad file: an executable named .pdf is refused by its content and not kept.
    await page.getByTestId('attachment-input').setInputFiles(path.join(testdata, 'not-a-pdf.pdf'));
    await page.getByText('Unsupported file type').first().waitFor();
    expect(await page.getByTestId('attachment-name').count()).toBe(0);

    const form = page.getByTestId('track-request-page');
    await form.locator('input[name=name]').fill(guest.name);
    await form.locator('input[name=email]').fill(guest.email);
    await form.locator('textarea[name=message]').fill(guest.message);
    await page.getByTestId('attachment-input').setInputFiles(path.join(testdata, 'project-brief.pdf'));
    await expect.poll(() => page.getByTestId('attachment-name').textContent()).toContain('project-brief.pdf');
    expect(submissions).toHaveLength(0);

    await form.getByTestId('track-request-consent').check();
    await page.getByTestId('submit-request').click();
    await page.getByText('Request Sent Successfully').first().waitFor();
    await page.getByText("We've emailed you at that address").first().waitFor();
    await page.waitForURL(`${site.url}/services/launch`);
    expect(submissions).toHaveLength(1);
    expect(submissions[0].url()).toMatch(/\/api\/service-requests$/);
    await page.context().close();
  });

  it('an admin finds it with its attachment, opens the PDF and marks it as reviewing', async () => {
    await site.stack.restart('requests');
    await site.stack.restart('identity');
    const page = await newPage();
    await page.goto(`${site.url}/admin/login`);
    const login = page.getByTestId('admin-login');
    await login.locator('input[name=email]').fill(site.admin.email);
    await login.locator('input[name=password]').fill(site.admin.password);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(/\/admin\/dashboard/);

    await page.goto(`${site.url}/admin/dashboard?tab=services`);
    const card = page.getByTestId('request-card').filter({ hasText: guest.email });
    await card.waitFor();
    expect(await card.getByTestId('attachment-name').textContent()).toContain('project-brief.pdf');

    // The file arrives as a sandboxed download; the panel shows it as a PDF in a new window.
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByTestId('attachment-view').click(),
    ]);
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    const href = await card.getByTestId('attachment-download').getAttribute('href');
    expect(href).toMatch(/\/uploads\/attachments\/[0-9a-f]{24}\?expires=\d+&sig=[0-9a-f]{64}/);
    const pdf = await page.context().request.get(new URL(href!, site.url).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(await pdf.body(), await readFile(path.join(testdata, 'project-brief.pdf')))).toBe(0);
    await popup.close();

    await card.getByTestId('status-select').click();
    await page.locator('.ant-select-item-option[title="قيد المراجعة"]').click();
    await page.getByText('تم تحديث حالة الطلب بنجاح').first().waitFor();

    // The change is in the database: restart the service and reload from scratch.
    await site.stack.restart('requests');
    await page.reload();
    const reloaded = page.getByTestId('request-card').filter({ hasText: guest.email });
    await expect.poll(() => reloaded.getAttribute('data-status')).toBe('reviewing');
    await page.context().close();
  });

  it('the client sets a password from the mailed link, signs in and sees the request under review', async () => {
    // One set-password mail among the guest's (with the request's confirmation and more).
    const mails = (await site.outbox(guest.email)).filter((mail) => /reset-password\?token=/.test(mail.text));
    expect(mails).toHaveLength(1);
    await site.stack.restart('identity');
    const password = await setPasswordFromMail(site.url, site.outbox, guest.email);

    const page = await newPage();
    await page.goto(`${site.url}/user/login`);
    await toggleLanguage(page, 'EN');
    const login = page.getByTestId('client-login');
    await login.locator('input[name=email]').fill(guest.email);
    await login.locator('input[name=password]').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('client-welcome').filter({ hasText: guest.name }).waitFor();
    const request = page.getByTestId('client-request').first();
    await expect.poll(() => request.getByTestId('request-status').textContent()).toBe('under review');
    expect(await page.getByTestId('client-request').count()).toBe(1);
    await page.context().close();
  });

  it('left no script errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
