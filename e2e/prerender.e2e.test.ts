/**
 * Issue 6 "How fast it paints": the home page and the track pages are sent with their first
 * view already in the HTML (the bundles' build-time prerender, composed by the gateway), so
 * they paint before any script runs; once the shell has rendered the same page, the visitor
 * is left with the live page only: one visible `<h1>`, no duplicated headings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { pageHeading, resolvePage } from '@consulting/contracts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const CASES = [
  ['/', 'ar'],
  ['/', 'en'],
  ['/services/launch', 'ar'],
  ['/services/launch', 'en'],
] as const;

describe.each(CASES)('%s in %s', (path, language) => {
  const heading = pageHeading(resolvePage(path)!)![language];

  it('is in the HTML the server sends, and shows without JavaScript', async () => {
    const html = await (await fetch(`${site.url}${path}?lang=${language}`)).text();
    expect(html).toContain(`data-prerendered="${path}" data-lang="${language}" inert aria-hidden="true"`);
    expect(html).toContain(`>${heading}</h1>`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}${path}?lang=${language}`);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.locator('h1').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('ends as the live page with exactly one visible h1 and a clean console', async () => {
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      await page.goto(`${site.url}${path}?lang=${language}`);
      await expect.poll(() => page.locator('[data-prerendered]').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.locator('h1:visible').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([heading]);
      // The live page answers the visitor: the navbar's language toggle works.
      await page
        .getByRole('button', { name: language === 'ar' ? 'التبديل إلى الإنجليزية' : 'Switch to Arabic' })
        .click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language === 'ar' ? 'en' : 'ar');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('sends the page in the language the visitor chose before (the language cookie)', async () => {
  const context = await browser.newContext();
  try {
    const { page } = await openPage(context);
    await page.goto(`${site.url}/?lang=en`);
    await expect.poll(() => page.locator('[data-prerendered]').count(), { timeout: 15_000 }).toBe(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('en');
    const html = await (await fetch(`${site.url}/`, { headers: { cookie: 'language=en' } })).text();
    expect(html).toContain('data-lang="en"');
  } finally {
    await context.close();
  }
});
