/**
 * Resilience of the remotes: a remote's bundle server is stopped or answers 500. The site runs
 * as compose runs it: the gateway proxies each bundle to its own static server
 * (`FRONTEND_ORIGINS`, support/bundle-servers.ts). With the tracks server down, the track page
 * shows its area's bilingual fallback with a retry button while the navbar, the language toggle
 * and the public pages keep working; once the server is back, retry loads the track page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PUBLIC_PAGES, TRACK_TITLES } from '@consulting/contracts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startBundleServers, type BundleServers, type BundleServerState } from './support/bundle-servers.ts';
import { startSite, type Site } from './support/site.ts';

/** Spec §2 "Track pages": the launch track has ten sectors. */
const LAUNCH_SECTORS = 10;
/** The shell's fallback texts (shell/src/federation/RemoteErrorBoundary.tsx). */
const FALLBACK_TEXT = { ar: 'تعذّر تحميل هذا القسم من الموقع.', en: 'This section of the site could not be loaded.' };
const RETRY_LABEL = 'إعادة المحاولة / Retry';

let bundles: BundleServers;
let site: Site;
let browser: Browser;

beforeAll(async () => {
  bundles = await startBundleServers();
  site = await startSite({ env: { FRONTEND_ORIGINS: JSON.stringify(bundles.origins) } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await bundles?.stop();
});

const heading = (page: Page) => page.locator('h1').first().textContent();

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const context: BrowserContext = await browser.newContext();
  try {
    const { page } = await openPage(context);
    await run(page);
  } finally {
    await context.close();
  }
}

it('serves every bundle from its own server, the track page included', async () => {
  const tracks = bundles.get('tracks');
  const served = tracks.hits.served;
  await withPage(async (page) => {
    await page.goto(`${site.url}/services/launch?lang=en`);
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(TRACK_TITLES.launch.en);
    expect(await page.getByTestId('sector-card').count()).toBe(LAUNCH_SECTORS);
  });
  // The page came through the tracks server, so switching it off below means something.
  expect(tracks.hits.served).toBeGreaterThan(served);
  expect(bundles.get('shell').hits.served).toBeGreaterThan(0);
});

describe.each<[string, BundleServerState]>([
  ['is stopped', 'stopped'],
  ['answers 500', 'failing'],
])('when the tracks bundle server %s', (_label, state) => {
  afterAll(() => bundles.get('tracks').setState('up'));

  it('the track area shows its fallback, the rest of the site works, and retry loads the page once the server is back', async () => {
    const tracks = bundles.get('tracks');
    await tracks.setState(state);
    const failedBefore = tracks.hits.failed;
    await withPage(async (page) => {
      await page.goto(`${site.url}/services/launch?lang=en`);
      const fallback = page.locator('.remote-fallback[role=alert]');
      await fallback.waitFor({ timeout: 30_000 });
      const text = await fallback.textContent();
      expect(text).toContain(FALLBACK_TEXT.en);
      expect(text).toContain(FALLBACK_TEXT.ar);
      if (state === 'failing') expect(tracks.hits.failed).toBeGreaterThan(failedBefore);

      // The navbar and the language toggle are the shell's, not the remote's.
      expect(await page.locator('header.navbar').isVisible()).toBe(true);
      await page.locator('.language-toggle').click();
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await fallback.isVisible()).toBe(true);

      // Another area (mfe-public) through the navbar.
      await page.locator('.navbar__links a[href="/join-us"]').click();
      await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(PUBLIC_PAGES['/join-us'].heading.ar);
      expect(await fallback.count()).toBe(0);

      // Back on the track page the failure is remembered until the visitor retries.
      await page.goBack();
      await fallback.waitFor({ timeout: 20_000 });

      await tracks.setState('up');
      await page.getByRole('button', { name: RETRY_LABEL }).click();
      await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(TRACK_TITLES.launch.ar);
      expect(await page.getByTestId('sector-card').count()).toBe(LAUNCH_SECTORS);
      expect(await fallback.count()).toBe(0);
    });
  });
});
