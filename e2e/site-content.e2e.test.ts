/**
 * Editor-owned site content in Chromium, against one running site: an editor changes each content
 * type in the Arabic panel (site settings, team, partners, bank accounts, hero slides, statistics,
 * goals), and the public page shows the change on the next request in both languages, in the live
 * page and in the prerendered HTML the server sends before any script runs. Also: an image picked
 * from the media library shows with `srcset` and reserved space; an upload refused by its content;
 * rich text whose script is removed; a news item published in Arabic only; and the built-in texts
 * when the content service is stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_TEAM } from '@consulting/contracts';
import { launchBrowser, openFreshPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

const TESTDATA = path.resolve(import.meta.dirname, '../../shared/testdata');

let site: Site;
let browser: Browser;
let admin: Page;
let adminErrors: string[];
let adminToken: string;
const run = Date.now().toString(36);

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const opened = await openFreshPage(browser);
  admin = opened.page;
  adminErrors = opened.errors;
  await admin.setViewportSize({ width: 1400, height: 900 });
  await admin.goto(`${site.url}/admin/login`);
  await admin.locator('input[name=email]').fill(site.admin.email);
  await admin.locator('input[name=password]').fill(site.admin.password);
  await admin.getByTestId('admin-login-submit').click();
  await admin.waitForURL(/\/admin\/dashboard/);
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(site.admin),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/**
 * The page the server renders for `pagePath` in `language` (the markup inside `#root`, before
 * any script runs), without the data embedded after it.
 */
async function serverHtml(pagePath: string, language: 'ar' | 'en'): Promise<string> {
  const res = await fetch(`${site.url}${pagePath}?lang=${language}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const start = html.indexOf('<div id="root"><');
  expect(start, `${pagePath} in ${language} is rendered on the server`).toBeGreaterThan(0);
  const end = html.indexOf('<script type="application/json"', start);
  return html.slice(start, end > 0 ? end : undefined);
}

/**
 * Opens `pagePath` in `language` in a fresh visitor page, waits for the live page, runs `then`
 * (e.g. a page's own control), and returns the text of the page.
 */
async function liveText(
  pagePath: string,
  language: 'ar' | 'en',
  then: (page: Page) => Promise<void> = async () => {},
): Promise<string> {
  const { page, close } = await openFreshPage(browser);
  try {
    await page.goto(`${site.url}${pagePath}?lang=${language}`);
    await expect.poll(() => page.locator('html[data-live]').count(), { timeout: 15_000 }).toBe(1);
    await page.locator('main h1').first().waitFor();
    await then(page);
    return await page.locator('body').innerText();
  } finally {
    await close();
  }
}

/** Expects `texts[language]` in the prerendered HTML and in the live page of `pagePath`, in both languages. */
async function expectShown(pagePath: string, texts: { ar: string; en: string }): Promise<void> {
  for (const language of ['ar', 'en'] as const) {
    expect(await serverHtml(pagePath, language), `${pagePath} HTML in ${language}`).toContain(texts[language]);
    await expect
      .poll(() => liveText(pagePath, language), { timeout: 20_000, message: `${pagePath} live in ${language}` })
      .toContain(texts[language]);
  }
}

/** Opens the first item of a list page's table (`/admin/site-content/{type}`), fills `fields` and saves. */
async function editFirstItem(type: string, fields: Record<string, string>): Promise<void> {
  await admin.goto(`${site.url}/admin/site-content/${type}`);
  await admin.getByTestId('site-item-row').first().getByTestId('site-item-edit').click();
  const dialog = admin.getByTestId('site-item-form');
  for (const [name, value] of Object.entries(fields)) await dialog.locator(`[name="${name}"]`).fill(value);
  await dialog.getByTestId('site-item-save').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('an editor changes each content type in the panel, and the public pages follow at once', () => {
  it('site settings: the footer and the contact page', async () => {
    await admin.goto(`${site.url}/admin/site-content/settings`);
    const form = admin.getByTestId('site-settings-form');
    await form.locator('input[name=phone]').fill('+966 11 555 0101');
    await form.locator('input[name=address_ar]').fill(`جدة، حي الشاطئ ${run}`);
    await form.locator('input[name=address_en]').fill(`Jeddah, Al Shati ${run}`);
    expect(await form.locator('input[name=address_ar]').getAttribute('dir')).toBe('rtl');
    expect(await form.locator('input[name=address_en]').getAttribute('dir')).toBe('ltr');
    await admin.getByTestId('site-settings-save').click();
    await admin.getByText('تم حفظ إعدادات الموقع').first().waitFor();
    // The footer is in every page's prerendered layout; the contact page's cards show it live.
    for (const language of ['ar', 'en'] as const) expect(await serverHtml('/', language)).toContain('+966 11 555 0101');
    await expectShown('/contact', { ar: `جدة، حي الشاطئ ${run}`, en: `Jeddah, Al Shati ${run}` });
  });

  it('team: /about/team', async () => {
    await editFirstItem('team', { name_ar: `د. سلمان ${run}`, name_en: `Dr. Salman ${run}` });
    await expectShown('/about/team', { ar: `د. سلمان ${run}`, en: `Dr. Salman ${run}` });
  });

  it('partners: /about/partners', async () => {
    await editFirstItem('partners', { name_ar: `شريك الخليج ${run}`, name_en: `Gulf Partner ${run}` });
    await expectShown('/about/partners', { ar: `شريك الخليج ${run}`, en: `Gulf Partner ${run}` });
  });

  it('bank accounts: /banking/accounts (Arabic first, with its own language toggle, spec §2)', async () => {
    await editFirstItem('bank-accounts', { bank_name_ar: `بنك الاختبار ${run}`, bank_name_en: `Test Bank ${run}` });
    for (const language of ['ar', 'en'] as const) {
      expect(await serverHtml('/banking/accounts', language)).toContain(`بنك الاختبار ${run}`);
    }
    await expect.poll(() => liveText('/banking/accounts', 'ar'), { timeout: 20_000 }).toContain(`بنك الاختبار ${run}`);
    const inEnglish = await liveText('/banking/accounts', 'en', (page) =>
      page.getByTestId('banking-language-toggle').click(),
    );
    expect(inEnglish).toContain(`Test Bank ${run}`);
  });

  it('hero slides: the home page', async () => {
    await editFirstItem('hero-slides', { title_ar: `نمو بلا حدود ${run}`, title_en: `Growth without limits ${run}` });
    await expectShown('/', { ar: `نمو بلا حدود ${run}`, en: `Growth without limits ${run}` });
  });

  it('statistics: the home page band', async () => {
    await editFirstItem('statistics', { title_ar: `عميل سعيد ${run}`, title_en: `Happy clients ${run}` });
    await expectShown('/', { ar: `عميل سعيد ${run}`, en: `Happy clients ${run}` });
  });

  it('goals: /about/goals', async () => {
    await editFirstItem('goals', { title_ar: `هدف قريب ${run}`, title_en: `Near goal ${run}` });
    await expectShown('/about/goals', { ar: `هدف قريب ${run}`, en: `Near goal ${run}` });
  });
});

describe('the media library', () => {
  it('refuses a file whose content is not what its name says', async () => {
    await admin.goto(`${site.url}/admin/media`);
    await admin.getByTestId('media-add').click();
    await admin.getByTestId('media-upload-file').setInputFiles(path.join(TESTDATA, 'not-a-pdf.pdf'));
    await admin.getByTestId('media-upload-alt-ar').fill('ملف');
    await admin.getByTestId('media-upload-alt-en').fill('File');
    await admin.getByTestId('media-upload-submit').click();
    await admin.getByTestId('media-upload-error').waitFor();
    expect((await admin.getByTestId('media-upload-error').innerText()).trim().length).toBeGreaterThan(0);
  });

  it('a photo picked for a team member shows with srcset, both formats, its alt text and reserved space', async () => {
    // A wide photo (the test files are small), so the library makes responsive variants.
    const wide = await sharp(await readFile(path.join(TESTDATA, 'profile.jpg')))
      .resize(1600, 1200, { fit: 'fill' })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(wide)], { type: 'image/jpeg' }), 'portrait.jpg');
    form.append('alt_ar', `صورة سلمان ${run}`);
    form.append('alt_en', `Portrait of Salman ${run}`);
    const upload = await fetch(`${site.url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(upload.status).toBe(201);

    await admin.goto(`${site.url}/admin/site-content/team`);
    await admin.getByTestId('site-item-row').first().getByTestId('site-item-edit').click();
    const dialog = admin.getByTestId('site-item-form');
    await dialog.getByTestId('media-picker-choose').click();
    await admin.getByTestId('media-picker-dialog').getByTestId('media-picker-item').first().click();
    await dialog.getByTestId('media-picker-current').first().waitFor();
    await dialog.getByTestId('site-item-save').click();
    await dialog.waitFor({ state: 'hidden' });

    const html = await serverHtml('/about/team', 'en');
    expect(html).toContain(`alt="Portrait of Salman ${run}"`);
    expect(html).toMatch(/<source[^>]+type="image\/webp"[^>]+srcset="[^"]*\/media\/[^"]+ 640w/i);
    const { page, close } = await openFreshPage(browser);
    try {
      await page.goto(`${site.url}/about/team?lang=ar`);
      const img = page.locator(`img[alt="صورة سلمان ${run}"]`);
      await img.waitFor();
      expect(await img.getAttribute('width')).toBeTruthy();
      expect(await img.getAttribute('height')).toBeTruthy();
      expect(await img.getAttribute('srcset')).toMatch(/\/media\/.+ 320w/);
      await expect
        .poll(() =>
          img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0),
        )
        .toBe(true);
    } finally {
      await close();
    }
  });
});

describe('news', () => {
  it('rich text keeps its markup and loses its script; an item published in Arabic only is not on the English site', async () => {
    const title = { ar: `خبر عربي فقط ${run}`, en: `English draft ${run}` };
    const res = await fetch(`${site.url}/api/admin/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title_ar: title.ar,
        title_en: title.en,
        content_ar:
          '<p>نص <strong>مهم</strong></p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">',
        content_en: '<p>Draft</p>',
        published_ar: true,
        published_en: false,
      }),
    });
    expect(res.status).toBe(201);
    const { id } = ((await res.json()) as { news: { id: string } }).news;
    // The news pages are rendered per request with the saved item.
    expect(await serverHtml('/news', 'ar')).toContain(title.ar);
    expect(await serverHtml(`/news/${id}`, 'ar')).toContain(`>${title.ar}</h1>`);
    expect(await serverHtml('/news', 'en')).not.toContain(title.en);
    const english = await fetch(`${site.url}/news/${id}?lang=en`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain(`"path":"/news/${id}","language":"en","news_item":null`);
    const edited = `${title.ar} (معدل)`;
    const put = await fetch(`${site.url}/api/admin/news/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title_ar: edited }),
    });
    expect(put.status).toBe(200);
    expect(await serverHtml(`/news/${id}`, 'ar')).toContain(`>${edited}</h1>`);
    expect(await serverHtml('/news', 'ar')).toContain(edited);
    const { page, close } = await openFreshPage(browser);
    try {
      await page.goto(`${site.url}/news?lang=ar`);
      await page.getByText(edited).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await page.goto(`${site.url}/news?lang=en`);
      await page.locator('main h1').first().waitFor();
      await expect.poll(() => page.locator('html[data-live]').count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('body').innerText()).not.toContain(title.en);
    } finally {
      await close();
    }
  });
});

describe('when the content service is stopped', () => {
  it('the pages still render, with the built-in texts', async () => {
    await site.stack.stopService('content');
    const builtIn = DEFAULT_TEAM[0]!;
    for (const language of ['ar', 'en'] as const) {
      const html = await serverHtml('/about/team', language);
      expect(html).toContain(language === 'ar' ? builtIn.name_ar : builtIn.name_en);
    }
    await expect.poll(() => liveText('/about/team', 'en'), { timeout: 20_000 }).toContain(builtIn.name_en);
    // The news pages, rendered only from content, are left to the client (not an error).
    const news = await fetch(`${site.url}/news?lang=en`);
    expect(news.status).toBe(200);
    expect(await news.text()).toContain('<div id="root"></div>');
    // The panel was used throughout without a console error.
    expect(adminErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
