/**
 * Debian's Chromium driven by playwright-core, with the flags this machine needs (no sandbox as
 * root, no background networking: the network is closed). Never downloads a browser.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium of ours starts with (tests, the bench's Lighthouse runs). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** A page that records console errors and failed page scripts, for assertions. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // A page the gateway rendered on the server paints before its scripts run; what a test types
  // or presses before React has hydrated it is lost, so a navigation to one of the site's pages
  // returns once the page marks the document live (`LiveMark`, platform lazy-page.tsx), or after 15 s.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html')) {
      await page
        .waitForFunction(() => document.documentElement.hasAttribute('data-live'), undefined, { timeout: 15_000 })
        .catch(() => undefined);
    }
    return response;
  };
  return { page, errors };
}

/**
 * A page of {@link openPage} in a context of its own (its own storage, so its own session),
 * with `close` to dispose of the context.
 */
export async function openFreshPage(
  browser: Browser,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const { page, errors } = await openPage(context);
  return { page, errors, close: () => context.close() };
}
