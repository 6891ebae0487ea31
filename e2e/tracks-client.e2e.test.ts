/**
 * The tracks and the client area in Chromium against the running site: the six track pages in both
 * languages with their sector counts; opening and closing a sector; a guest request with a PDF
 * and a signed-in client's request; the client seeing both in the right tabs; an admin status
 * change producing a notification that the client marks read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TRACK_SLUGS, TRACK_TITLES, type TrackSlug } from '@consulting/contracts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { setPasswordFromMail } from './support/passwords.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
/** Spec §2 "Track pages": sectors per track. */
const SECTOR_COUNTS: Record<TrackSlug, number> = {
  'intellectual-property': 7,
  innovation: 4,
  investment: 6,
  representation: 6,
  launch: 10,
  events: 7,
};
const client = { name: 'Reem Al-Dosari', email: `reem.${Date.now()}@example.com` };

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

async function newPage(context: BrowserContext): Promise<Page> {
  const { page, errors } = await openPage(context);
  page.on('close', () => consoleErrors.push(...errors));
  return page;
}

describe.each(['ar', 'en'] as const)('track pages in %s', (language) => {
  it.each(TRACK_SLUGS)('%s shows its title and sector count', async (slug) => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${site.url}/services/${slug}?lang=${language}`);
    // The investment page has its own language, Arabic by default (spec §1).
    const pageLanguage = slug === 'investment' ? 'ar' : language;
    await expect
      .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
      .toBe(TRACK_TITLES[slug][pageLanguage]);
    expect(await page.getByTestId('sector-card').count()).toBe(SECTOR_COUNTS[slug]);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await context.close();
  });
});

describe('a client follows requests and notifications', () => {
  it('opens one sector at a time and closes it', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${site.url}/services/launch?lang=en`);
    const cards = page.getByTestId('sector-card');
    await cards.nth(1).click();
    await page.getByTestId('sector-detail').waitFor();
    expect(await cards.nth(1).getByTestId('sector-toggle-sign').textContent()).toBe('−');
    expect(await cards.nth(0).getByTestId('sector-toggle-sign').textContent()).toBe('+');
    await cards.nth(2).click();
    expect(await cards.nth(1).getByTestId('sector-toggle-sign').textContent()).toBe('+');
    expect(await page.getByTestId('sector-detail').count()).toBe(1);
    await page.getByTestId('sector-detail-close').click();
    await expect.poll(() => page.getByTestId('sector-detail').count()).toBe(0);
    await context.close();
  });

  it('a guest sends a service request with a PDF, then signed in sends an opportunity, and sees both in their tabs', async () => {
    const context = await browser.newContext();
    const page = await newPage(context);
    await page.goto(`${site.url}/services/innovation/request?lang=en`);
    const form = page.getByTestId('track-request-page');
    await form.getByTestId('guest-notice').waitFor();
    await form.locator('input[name=name]').fill(client.name);
    await form.locator('input[name=email]').fill(client.email);
    await form.locator('textarea[name=message]').fill('An innovation programme for our retail chain.');
    await page.getByTestId('attachment-input').setInputFiles(path.join(testdata, 'project-brief.pdf'));
    await form.getByTestId('track-request-consent').check();
    await page.getByTestId('submit-request').click();
    await page.getByText("We've emailed you at that address").first().waitFor();
    await page.waitForURL(`${site.url}/services/innovation`);

    // The set-password mail among the client's mails (with a confirmation; mail is sent after the answer).
    const password = await setPasswordFromMail(site.url, site.outbox, client.email);
    await page.goto(`${site.url}/user/login?lang=en`);
    const login = page.getByTestId('client-login');
    await login.locator('input[name=email]').fill(client.email);
    await login.locator('input[name=password]').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${site.url}/user/dashboard`);

    // Signed in: the request form knows who it is and creates no account. The server renders
    // every page as a guest's, and the hydration matches it before the session shows.
    const hydrationRecoveries: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('hydration recovered')) hydrationRecoveries.push(message.text());
    });
    await page.goto(`${site.url}/services/events/request?lang=en`);
    await form.getByTestId('welcome-back').waitFor();
    await page.getByTestId('notification-slot').waitFor();
    expect(hydrationRecoveries).toEqual([]);
    // The signed-in form replaces the server-rendered one: read it once it is the only one left.
    await expect.poll(() => form.locator('input[name=email]').count()).toBe(1);
    expect(await form.locator('input[name=email]').inputValue()).toBe(client.email);
    expect(await form.locator('input[name=email]').isEditable()).toBe(false);
    await page.getByText('Provide Opportunity').click();
    await form.locator('textarea[name=message]').fill('We can host your next workshop in our Riyadh venue.');
    await form.getByTestId('track-request-consent').check();
    await page.getByTestId('submit-request').click();
    await page.getByText('Request Sent Successfully').first().waitFor();
    await page.waitForURL(`${site.url}/services/events`);
    expect(await page.getByText("We've emailed you at that address").count()).toBe(0);
    // No second set-password mail (the account exists).
    expect((await site.outbox(client.email)).filter((mail) => /reset-password\?token=/.test(mail.text))).toHaveLength(
      1,
    );

    await page.goto(`${site.url}/user/dashboard?lang=en`);
    await page.getByTestId('client-dashboard').waitFor();
    await expect.poll(() => page.getByTestId('count-services').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('count-opportunities').textContent()).toContain('1');
    expect(await page.getByTestId('client-request').count()).toBe(1);
    expect(await page.getByTestId('client-request').first().textContent()).toContain('Business Innovation');
    await page.goto(`${site.url}/user/dashboard?tab=opportunities&lang=en`);
    await expect
      .poll(() => page.getByTestId('client-request').first().textContent())
      .toContain('Events and Activities');
    await context.storageState({ path: path.join(site.dataDir, 'client-state.json') });
    await context.close();
  });

  it("an admin's status change reaches the client's bell, and marking it read sticks", async () => {
    const admin = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(site.admin),
    });
    const { token } = (await admin.json()) as { token: string };
    const list = await fetch(`${site.url}/api/admin/service-requests`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const request = ((await list.json()) as { requests: { id: string; user_email: string }[] }).requests.find(
      (r) => r.user_email === client.email,
    )!;
    const put = await fetch(`${site.url}/api/admin/service-requests/${request.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(put.status).toBe(200);

    const context = await browser.newContext({ storageState: path.join(site.dataDir, 'client-state.json') });
    const page = await newPage(context);
    await page.goto(`${site.url}/user/dashboard?lang=en`);
    const badge = page.getByTestId('notification-badge');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toContain('1');
    await page.getByTestId('notification-bell').click();
    const item = page.getByTestId('notification-item').first();
    await item.waitFor();
    expect(await item.textContent()).toContain('approved');
    expect(await item.getAttribute('data-read')).toBe('false');
    await item.getByTestId('notification-mark-read').click();
    await expect.poll(() => item.getAttribute('data-read')).toBe('true');
    await page.reload();
    await page.getByTestId('notification-bell').waitFor();
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
    expect(await page.getByTestId('client-request').first().getByTestId('request-status').textContent()).toBe(
      'approved',
    );
    await context.close();
  });

  it('left no script errors in the browser console', () => {
    expect(consoleErrors).toEqual([]);
  });
});
