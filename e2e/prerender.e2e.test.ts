/**
 * Issue 6 "How fast it paints", issue 16 part 4 "Every public route is prerendered in both
 * languages": every public page is sent with its first view already in the HTML (the bundles'
 * build-time prerender, or for the news the gateway's render at request time, composed by the
 * gateway), so it paints and a crawler reads it before any script runs; once the shell has
 * rendered the same page, the visitor is left with the live page only: one visible `<h1>`, no
 * duplicated headings, forms that take input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  pageHeading,
  prerenderedPaths,
  PRERENDER_LANGUAGES,
  requestRenderedPages,
  resolvePage,
} from '@consulting/contracts';
import { PRERENDER_FIRST_FRAME_CLASS } from '@consulting/contracts/prerender-boot';
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

/** Pages with a language toggle of their own: Arabic first whatever the site's language (spec §1). */
const OWN_LANGUAGE = new Set(['/banking/accounts', '/contact/message', '/services/investment']);

/** A published news item's id and titles (the seeded news, from content). */
async function publishedItem(): Promise<{ id: string; title_ar: string; title_en: string }> {
  const res = await fetch(`${site.url}/api/news`);
  const { news } = (await res.json()) as { news: { id: string; title_ar: string; title_en: string }[] };
  expect(news.length).toBeGreaterThan(0);
  return news[0]!;
}

it('sends every public page of the site contract prerendered in both languages, with its head', async () => {
  expect(requestRenderedPages()).toEqual(['/news', '/news/:id']);
  const item = await publishedItem();
  const paths = [...prerenderedPaths(), '/news', `/news/${item.id}`];
  for (const path of paths) {
    for (const language of PRERENDER_LANGUAGES) {
      const res = await fetch(`${site.url}${path}?lang=${language}`);
      expect(res.status, `${path} ${language}`).toBe(200);
      const html = await res.text();
      expect(html, `${path} ${language}`).toContain(
        `data-prerendered="${path}" data-lang="${language}" inert aria-hidden="true"`,
      );
      const shown = OWN_LANGUAGE.has(path) ? 'ar' : language;
      const heading = path === `/news/${item.id}` ? item[`title_${shown}`] : pageHeading(resolvePage(path)!)![shown];
      expect(html, `${path} ${language}: its h1`).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(heading)}</h1>`));
      expect(html, `${path} ${language}: one h1`).not.toMatch(/<h1[\s\S]*<h1/);
      expect(html, `${path} ${language}: no spinner`).not.toContain('ui-spin');
      // Its head: the language's title, canonical and both alternates.
      const title =
        path === `/news/${item.id}` ? item[`title_${language}`] : pageHeading(resolvePage(path)!)![language];
      expect(html).toMatch(new RegExp(`<title>${escapeRegExp(title)} \\| `));
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${escapeRegExp(path)}\\?lang=${language}">`));
      expect(html).toContain(`hreflang="${language === 'ar' ? 'en' : 'ar'}"`);
    }
  }
});

it('answers an unknown news item 404 with its not-found page prerendered, and /tracks/{slug} 301', async () => {
  const res = await fetch(`${site.url}/news/65a0000000000000000000ff?lang=en`);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('data-prerendered="/news/65a0000000000000000000ff" data-lang="en"');
  expect(html).toContain('news-item-not-found');
  expect(html).toContain('<meta name="robots" content="noindex">');
  const moved = await fetch(`${site.url}/tracks/launch?lang=en`, { redirect: 'manual' });
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/services/launch?lang=en');
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const CASES = [
  ['/', 'ar'],
  ['/', 'en'],
  ['/services/launch', 'ar'],
  ['/services/launch', 'en'],
  ['/news', 'en'],
  ['/about/privacy', 'ar'],
  ['/services/overview', 'en'],
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

  it('paints the prerender in the first frame even when the shell never starts', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      // The shell's entry never arrives: what shows is the prerender the boot script let through.
      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto(`${site.url}${path}?lang=${language}`);
      await expect.poll(() => page.locator('[data-prerendered] h1').isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await page.locator('[data-prerendered] h1').textContent()).toBe(heading);
      const pending = await page.evaluate(
        (name) => document.documentElement.classList.contains(name),
        PRERENDER_FIRST_FRAME_CLASS,
      );
      expect(pending).toBe(false);
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
      // The tab shows the site's mark: the icon is an image the page's CSP lets the browser load.
      const iconWidth = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? '';
        const image = new Image();
        image.src = href;
        await image.decode().catch(() => undefined);
        return href.startsWith('data:image/svg+xml,') ? image.naturalWidth : 0;
      });
      expect(iconWidth).toBeGreaterThan(0);
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

describe.each([
  ['/join-us', 'full_name'],
  ['/service-request', null],
  ['/services/launch/request', 'name'],
] as const)('the form at %s', (path, field) => {
  it('is prerendered inert, and the live form takes the visitor’s input after the handoff', async () => {
    const html = await (await fetch(`${site.url}${path}?lang=en`)).text();
    expect(html).toContain(`data-prerendered="${path}" data-lang="en" inert aria-hidden="true"`);
    expect(html).toMatch(/<form[\s>]/);
    if (!field) return;
    expect(html).toContain(`name="${field}"`);
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      await page.goto(`${site.url}${path}?lang=en`);
      await expect.poll(() => page.locator('[data-prerendered]').count(), { timeout: 15_000 }).toBe(0);
      const input = page.locator(`main [name="${field}"]`);
      await input.fill('Typed by a visitor');
      expect(await input.inputValue()).toBe('Typed by a visitor');
      expect(await page.locator(`[name="${field}"]`).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
