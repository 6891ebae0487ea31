/**
 * `/about/team` at 1280 px: the leadership cards sit centred in the page's container (at most
 * 1200 px wide, 1 rem of padding each side), like the page's other sections, in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('the team cards at 1280 px', () => {
  it.each(['ar', 'en'] as const)('are centred in the page in %s', async (language) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(`${site.url}/about/team?lang=${language}`);
    await page.locator('[data-testid="team-member"]').first().waitFor();
    const box = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="team-member"]')].map((card) =>
        card.getBoundingClientRect(),
      );
      return {
        count: cards.length,
        left: Math.min(...cards.map((card) => card.left)),
        right: Math.max(...cards.map((card) => card.right)),
        width: document.documentElement.clientWidth,
      };
    });
    await context.close();
    expect(box.count).toBe(4);
    // A 1200 px container with 1 rem padding: the cards span 1168 px, as much room on each side.
    expect(box.right - box.left).toBeCloseTo(1168, -1);
    expect(Math.abs(box.left - (box.width - box.right))).toBeLessThanOrEqual(2);
  });
});
