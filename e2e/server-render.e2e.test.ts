/**
 * Every public page is rendered on the server per request, in the visitor's language, and the
 * shell hydrates that HTML (architecture "Server rendering with hydration"): the page paints and
 * a crawler reads it before any script runs, and the live page is the server's HTML made
 * interactive: nothing of it is replaced, one `<h1>`, forms that take input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { devices } from 'playwright-core';
import {
  pageHeading,
  prerenderedPaths,
  PRERENDER_LANGUAGES,
  requestRenderedPages,
  resolvePage,
} from '@consulting/contracts';
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

/** The data the page was rendered with (`#server-data`), or null when it was left to the client. */
function serverData(html: string): { path: string; language: string } | null {
  const json = /<script type="application\/json" id="server-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { path: string; language: string }) : null;
}

/**
 * Counts, from before any script runs, the elements of the server's HTML that leave the page (a
 * hydration that fails renders the page anew on the client, which replaces them).
 */
async function countReplacedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { replacedElements: number };
    counter.replacedElements = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element && (node.matches('.site, main, h1') || node.querySelector('main, h1')))
            counter.replacedElements += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

it('sends every public page of the site contract rendered on the server in both languages, with its head', async () => {
  expect(requestRenderedPages()).toEqual(['/news', '/news/:id']);
  const item = await publishedItem();
  const paths = [...prerenderedPaths(), '/news', `/news/${item.id}`];
  for (const path of paths) {
    for (const language of PRERENDER_LANGUAGES) {
      const res = await fetch(`${site.url}${path}?lang=${language}`);
      expect(res.status, `${path} ${language}`).toBe(200);
      const html = await res.text();
      expect(html, `${path} ${language}`).toContain('<div id="root"><div class="site">');
      expect(serverData(html), `${path} ${language}`).toMatchObject({ path, language });
      const shown = OWN_LANGUAGE.has(path) ? 'ar' : language;
      const heading = path === `/news/${item.id}` ? item[`title_${shown}`] : pageHeading(resolvePage(path)!)![shown];
      expect(html, `${path} ${language}: its h1`).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(heading)}</h1>`));
      expect(html, `${path} ${language}: one h1`).not.toMatch(/<h1[\s\S]*<h1/);
      expect(html, `${path} ${language}: no spinner`).not.toContain('ui-spin');
      // No inline script: the CSP allows none, and the server's HTML needs none.
      expect(html, `${path} ${language}: no inline script`).not.toMatch(/<script>/);
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

it('answers an unknown news item 404 with its not-found page rendered, and /tracks/{slug} 301', async () => {
  const res = await fetch(`${site.url}/news/65a0000000000000000000ff?lang=en`);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(serverData(html)).toMatchObject({ path: '/news/65a0000000000000000000ff', language: 'en', news_item: null });
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

  it('shows without JavaScript', async () => {
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

  it('is hydrated: the server’s elements stay, the page is live, and the console is clean', async () => {
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await countReplacedElements(page);
      await page.goto(`${site.url}${path}?lang=${language}`);
      // The live page answers the visitor: the navbar's language toggle works once the page is
      // hydrated (a press before the scripts ran does nothing, so it is pressed until it does).
      const toggle = page.getByRole('button', {
        name: language === 'ar' ? 'التبديل إلى الإنجليزية' : 'Switch to Arabic',
      });
      const other = language === 'ar' ? 'en' : 'ar';
      const replaced = () => page.evaluate(() => (window as unknown as { replacedElements: number }).replacedElements);
      // Counted before the press that works: the new language may well replace elements.
      let replacedWhenLive = -1;
      await expect
        .poll(async () => {
          if ((await page.locator('html').getAttribute('lang')) === language) {
            replacedWhenLive = await replaced();
            await toggle.click();
          }
          return page.locator('html').getAttribute('lang');
        })
        .toBe(other);
      expect(replacedWhenLive).toBe(0);
      await expect.poll(() => page.locator('h1:visible').count()).toBe(1);
      expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
      // The tab shows the site's mark: the icon is an image the page's CSP lets the browser load.
      const iconWidth = await page.evaluate(async () => {
        const href = document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? '';
        const image = new Image();
        image.src = href;
        await image.decode().catch(() => undefined);
        return href.startsWith('data:image/svg+xml,') ? image.naturalWidth : 0;
      });
      expect(iconWidth).toBeGreaterThan(0);
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
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    const html = await (await fetch(`${site.url}/`, { headers: { cookie: 'language=en' } })).text();
    expect(serverData(html)).toMatchObject({ language: 'en' });
    expect(html).toMatch(/<html[^>]* lang="en"/);
  } finally {
    await context.close();
  }
});

it('shows /services/events on a phone in English only, at every frame, after loading and after a switch', async () => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const { page, errors } = await openPage(context);
    // Each frame: the document's language, whether <main> holds Arabic letters, the toggle's label.
    await page.addInitScript(() => {
      const frames: { lang: string; arabic: boolean; toggle: string }[] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const sample = () => {
        const main = document.querySelector('main');
        if (main) {
          frames.push({
            lang: document.documentElement.lang,
            arabic: /[\u0600-\u06FF]/.test(main.textContent ?? ''),
            toggle: document.querySelector('.language-toggle')?.textContent ?? '',
          });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const framesIn = (language: string) =>
      page.evaluate(
        (lang) =>
          (window as unknown as { frames_: { lang: string; arabic: boolean; toggle: string }[] }).frames_.filter(
            (frame) => frame.lang === lang,
          ),
        language,
      );
    await context.addCookies([{ name: 'language', value: 'en', url: site.url }]);
    await page.goto(`${site.url}/services/events`);
    await page.getByRole('button', { name: 'Switch to Arabic' }).waitFor();
    // A window of frames: a wrong one may come from any later render, and no event marks the last.
    await page.waitForTimeout(1500);
    const loaded = await framesIn('en');
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((frame) => frame.arabic || frame.toggle !== 'ع')).toEqual([]);

    // To Arabic and back: from the frame the document is English, so is every text of the page.
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    await page.getByRole('button', { name: 'التبديل إلى الإنجليزية' }).click();
    await page.getByRole('button', { name: 'Switch to Arabic' }).waitFor();
    await page.waitForTimeout(1500); // the same window after the switch
    const switched = await framesIn('en');
    expect(switched.length).toBeGreaterThan(loaded.length);
    expect(switched.filter((frame) => frame.arabic || frame.toggle !== 'ع')).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

describe.each([
  ['/join-us', 'full_name'],
  ['/service-request', null],
  ['/services/launch/request', 'name'],
] as const)('the form at %s', (path, field) => {
  it('is in the server’s HTML, and takes the visitor’s input once hydrated', async () => {
    const html = await (await fetch(`${site.url}${path}?lang=en`)).text();
    expect(serverData(html)).toMatchObject({ path, language: 'en' });
    expect(html).toMatch(/<form[\s>]/);
    if (!field) return;
    expect(html).toContain(`name="${field}"`);
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      await countReplacedElements(page);
      await page.goto(`${site.url}${path}?lang=en`, { waitUntil: 'networkidle' });
      const input = page.locator(`main [name="${field}"]`);
      await input.fill('Typed by a visitor');
      expect(await input.inputValue()).toBe('Typed by a visitor');
      expect(await page.locator(`[name="${field}"]`).count()).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { replacedElements: number }).replacedElements)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
