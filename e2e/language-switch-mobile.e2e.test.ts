/**
 * `/services/events` on a phone: once the visitor has switched to English, the page's `<main>`
 * shows no Arabic text and the navbar's toggle no 'EN' (the Arabic page's label) in any frame,
 * both right after the switch and when the English page is opened again. Frames are sampled in
 * the page with `requestAnimationFrame`, so a state shown for a single frame counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TRACK_TITLES } from '@consulting/contracts';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

/** What one animation frame showed. */
interface Frame {
  /** `performance.now()` of the frame, in milliseconds. */
  at: number;
  main: string;
  toggle: string | null;
}

declare global {
  interface Window {
    __frames?: Frame[];
    __clickAt?: number;
  }
}

const ARABIC = /[\u0600-\u06FF]/;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const EVENTS_EN = TRACK_TITLES.events.en;

/** Records every frame's `<main>` text as shown (`innerText`: hidden text left out) and visible toggle label in `window.__frames`, from the first frame. */
function recordFrames() {
  window.__frames = [];
  document.addEventListener('click', () => (window.__clickAt ??= performance.now()), true);
  const tick = () => {
    const toggle = [...document.querySelectorAll<HTMLElement>('button.language-toggle')].find(
      (button) => button.offsetParent !== null,
    );
    window.__frames!.push({
      at: performance.now(),
      main: document.querySelector('main')?.innerText ?? '',
      toggle: toggle?.textContent ?? null,
    });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The frames recorded since `since` (ms), once 30 frames have shown the English track title. */
async function framesAfter(page: Page, since: () => Promise<number>): Promise<Frame[]> {
  await expect
    .poll(
      () => page.evaluate((title) => window.__frames!.filter((frame) => frame.main.includes(title)).length, EVENTS_EN),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(30);
  const start = await since();
  return (await page.evaluate(() => window.__frames!)).filter((frame) => frame.at >= start);
}

/** The frames of `frames` that show Arabic in `<main>` or 'EN' on the toggle, for the failure message. */
function arabicFrames(frames: Frame[]): { at: number; main: string; toggle: string | null }[] {
  return frames
    .filter((frame) => ARABIC.test(frame.main) || frame.toggle === 'EN')
    .map((frame) => ({ ...frame, main: frame.main.slice(0, 80) }));
}

let site: Site;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  context = await browser.newContext(PHONE);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.stop();
});

describe('/services/events in English on a phone', () => {
  it('shows no Arabic in any frame after the switch to English', async () => {
    const { page } = await openPage(context);
    await page.goto(`${site.url}/services/events`);
    await page.getByTestId('track-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.evaluate(recordFrames);
    const toggle = page.locator('button.language-toggle:visible').first();
    await expect.poll(() => toggle.textContent()).toBe('EN');
    await toggle.click();
    const frames = await framesAfter(page, () => page.evaluate(() => window.__clickAt!));
    // The click's own frame may still show the Arabic page; every frame after it is English.
    expect(arabicFrames(frames.slice(1))).toEqual([]);
    await page.close();
  });

  it('shows no Arabic in any frame when the English page is opened again', async () => {
    const { page } = await openPage(context);
    await page.addInitScript(recordFrames);
    // The language chosen in the first test is in this context's storage.
    await page.goto(`${site.url}/services/events`);
    const frames = await framesAfter(page, async () => 0);
    expect(frames.length).toBeGreaterThan(0);
    expect(arabicFrames(frames)).toEqual([]);
    await page.close();
  });
});
