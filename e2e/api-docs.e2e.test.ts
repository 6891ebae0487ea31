/**
 * The API reference on the running site: `/api/docs` renders the
 * merged OpenAPI document of the three services in Chromium under the site's CSP, without a
 * console error.
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

describe('API reference', () => {
  it('merges the three services into one document', async () => {
    const res = await fetch(`${site.url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      paths: Record<string, unknown>;
      'x-services': Record<string, { status: string }>;
    };
    expect(document['x-services']).toEqual({
      content: expect.objectContaining({ status: 'included' }),
      identity: expect.objectContaining({ status: 'included' }),
      requests: expect.objectContaining({ status: 'included' }),
    });
    for (const path of ['/api/user/login', '/api/contact', '/api/track-requests', '/uploads/attachments/{id}']) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('renders the operations at /api/docs without console errors (CSP)', async () => {
    const context = await browser.newContext();
    try {
      const { page, errors } = await openPage(context);
      const response = await page.goto(`${site.url}/api/docs`);
      expect(response?.status()).toBe(200);
      // The groups start closed: open the group of each operation, as a reader does.
      const document = (await (await fetch(`${site.url}/api/docs/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
      };
      for (const path of ['/api/contact', '/api/track-requests', '/api/user/login', '/api/admin/users/{id}']) {
        const tag = Object.values(document.paths[path]!)[0]!.tags![0]!;
        const group = page.locator(`.opblock-tag[data-tag="${tag}"]`);
        await group.waitFor({ timeout: 30_000 });
        if ((await group.getAttribute('data-is-open')) !== 'true') await group.click();
        await page.locator(`.opblock-summary-path[data-path="${path}"]`).first().waitFor({ timeout: 30_000 });
      }
      // Opening an operation shows what the service documented for it.
      await page.locator('.opblock-post .opblock-summary-path[data-path="/api/contact"]').click();
      await page.getByText('Your message has been sent successfully!').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
