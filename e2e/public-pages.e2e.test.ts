/**
 * Every public route in both languages, checked in Chromium for the
 * document direction, the page's own heading and a clean console; the server-written head;
 * and a news item edited through the content API showing on /news.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { PUBLIC_PAGES, type NewsItemRecord, type PublicPagePath } from '@consulting/contracts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

/** Pages with their own language toggle, Arabic by default whatever the site language (spec §1). */
const LOCAL_LANGUAGE_PAGES: PublicPagePath[] = ['/banking/accounts', '/contact/message'];

let site: Site;
let browser: Browser;
let newsItem: NewsItemRecord;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const res = await fetch(`${site.url}/api/news`);
  newsItem = ((await res.json()) as { news: NewsItemRecord[] }).news[0];
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['ar', 'en'] as const)('every public page in %s', (language) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext();
  });
  afterAll(() => context.close());

  const paths = Object.keys(PUBLIC_PAGES) as PublicPagePath[];
  it.each(paths)('%s', async (path) => {
    const { page, errors } = await openPage(context);
    const response = await page.goto(`${site.url}${path}?lang=${language}`);
    expect(response?.status()).toBe(200);
    const headingLanguage = LOCAL_LANGUAGE_PAGES.includes(path) ? 'ar' : language;
    const h1 = page.locator('h1');
    await expect
      .poll(() => h1.first().textContent(), { timeout: 15_000 })
      .toBe(PUBLIC_PAGES[path].heading[headingLanguage]);
    expect(await h1.count()).toBe(1);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await page.title()).toBe(
      `${PUBLIC_PAGES[path].heading[language]} | ${language === 'ar' ? 'الخدمات الاستشارية' : 'Consulting Services'}`,
    );
    await page.close();
    expect(errors).toEqual([]);
  });

  it('a news item page', async () => {
    const { page, errors } = await openPage(context);
    await page.goto(`${site.url}/news/${newsItem.id}?lang=${language}`);
    await expect
      .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
      .toBe(newsItem[`title_${language}`]);
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await page.close();
    expect(errors).toEqual([]);
  });
});

describe('what the server sends before any script runs', () => {
  it('has the page title, description and language alternates in the HTML', async () => {
    const html = await (await fetch(`${site.url}/about/partners?lang=en`)).text();
    expect(html).toContain('<title>Our Partners | Consulting Services</title>');
    expect(html).toContain(`<meta name="description" content="${PUBLIC_PAGES['/about/partners'].description.en}">`);
    expect(html).toMatch(/<link rel="alternate" hreflang="ar" href="[^"]+\/about\/partners\?lang=ar">/);
    expect(html).toMatch(/<html[^>]* lang="en" dir="ltr"/);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/news/${newsItem.id}</loc>`);
    expect((await fetch(`${site.url}/no-such-page`)).status).toBe(404);
  });
});

describe('content that admins manage shows on the public site', () => {
  it('a news title edited through the content API is what /news shows', async () => {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(site.admin),
    });
    const { token } = (await login.json()) as { token: string };
    const title = `Edited headline ${Date.now()}`;
    const put = await fetch(`${site.url}/api/admin/news/${newsItem.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title_en: title }),
    });
    expect(put.status).toBe(200);
    const context = await browser.newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${site.url}/news?lang=en`);
    await page.getByText(title).first().waitFor({ timeout: 15_000 });
    // Unpublishing removes it from the public list at once.
    await fetch(`${site.url}/api/admin/news/${newsItem.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ is_published: 0 }),
    });
    await page.reload();
    await page.locator('h1').first().waitFor();
    await expect.poll(() => page.getByText(title).count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});
