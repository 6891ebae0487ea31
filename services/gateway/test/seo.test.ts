import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'node-html-parser';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';

const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Shell</title>' +
  '<link rel="preload" href="/fonts/cairo-arabic-400-normal.1.woff2" as="font" type="font/woff2" crossorigin data-lang="ar">' +
  '<link rel="preload" href="/fonts/inter-latin-400-normal.2.woff2" as="font" type="font/woff2" crossorigin data-lang="en">' +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A content service stand-in with one published news item (a title that needs escaping). */
function contentService(): Koa {
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.path === '/api/news') {
      ctx.body = {
        success: true,
        news: [
          {
            id: '65a000000000000000000001',
            title_ar: 'شراكة جديدة',
            title_en: 'A new partnership <with> "quotes" & more',
            summary_ar: 'ملخص',
            summary_en: 'We signed a partnership.',
            updated_at: '2025-01-15T10:00:00.000Z',
          },
        ],
      };
    }
  });
  return app;
}

describe('page heads, sitemap and robots (search)', () => {
  let gateway: Awaited<ReturnType<typeof serve>>;
  let content: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'seo-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
    content = await serve(contentService());
    gateway = await serve(
      buildGateway({
        upstreams: { identity: content.url, content: content.url, requests: content.url },
        frontendRoot: root,
        authRateLimitPerMinute: 0,
        publicUrl: 'https://consulting.example.sa',
        logger: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(() => Promise.all([gateway?.close(), content?.close()]));

  async function page(url: string) {
    const res = await fetch(`${gateway.url}${url}`);
    const doc = parse(await res.text());
    return {
      status: res.status,
      doc,
      title: doc.querySelector('title')?.text,
      description: doc.querySelector('meta[name=description]')?.getAttribute('content'),
      canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
      alternates: Object.fromEntries(
        doc.querySelectorAll('link[rel=alternate]').map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
      robots: doc.querySelector('meta[name=robots]')?.getAttribute('content'),
    };
  }

  it('sends each public page with its own title, description, canonical and hreflang alternates', async () => {
    const ar = await page('/about/team');
    expect(ar.status).toBe(200);
    expect(ar.title).toBe('فريق القيادة | الخدمات الاستشارية');
    expect(ar.description).toBe('تعرّف على فريق القيادة وخبراته.');
    expect(ar.canonical).toBe('https://consulting.example.sa/about/team?lang=ar');
    expect(ar.alternates).toEqual({
      ar: 'https://consulting.example.sa/about/team?lang=ar',
      en: 'https://consulting.example.sa/about/team?lang=en',
      'x-default': 'https://consulting.example.sa/about/team',
    });
    expect(ar.doc.querySelector('html')?.getAttribute('dir')).toBe('rtl');
    expect(ar.robots).toBeUndefined();
    const en = await page('/about/team?lang=en');
    expect(en.title).toBe('Leadership Team | Consulting Services');
    expect(en.doc.querySelector('html')?.getAttribute('lang')).toBe('en');
    expect(en.doc.querySelector('html')?.getAttribute('dir')).toBe('ltr');
    expect(en.canonical).toBe('https://consulting.example.sa/about/team?lang=en');
    // The shell's own tags stay: its script still loads.
    expect(en.doc.querySelector('script')?.getAttribute('src')).toBe('/main.0123abcd.js');
    expect(en.doc.querySelectorAll('title')).toHaveLength(1);
  });

  it('preloads only the fonts of the language the page is sent in', async () => {
    const fonts = async (query: string) => {
      const head = parse(await (await fetch(`${gateway.url}/about${query}`)).text()).querySelector('head')!;
      return head.querySelectorAll('link[rel=preload][as=font]').map((link) => link.getAttribute('href'));
    };
    expect(await fonts('?lang=en')).toEqual(['/fonts/inter-latin-400-normal.2.woff2']);
    expect(await fonts('?lang=ar')).toEqual(['/fonts/cairo-arabic-400-normal.1.woff2']);
    expect(await fonts('')).toEqual(['/fonts/cairo-arabic-400-normal.1.woff2']);
  });

  it('titles track pages and news items from their data, escaping what comes from the database', async () => {
    expect((await page('/services/launch?lang=en')).title).toBe('Launch and Branding | Consulting Services');
    const news = await page('/news/65a000000000000000000001?lang=en');
    expect(news.status).toBe(200);
    expect(news.title).toBe('A new partnership <with> "quotes" & more | Consulting Services');
    expect(news.description).toBe('We signed a partnership.');
    // Nothing from the database becomes markup: no <with> element, the title text is escaped.
    expect(news.doc.querySelector('with')).toBeNull();
    const raw = await (await fetch(`${gateway.url}/news/65a000000000000000000001?lang=en`)).text();
    expect(raw).toContain('<title>A new partnership &lt;with&gt; "quotes" &amp; more | Consulting Services</title>');
  });

  it('answers paths no page serves, and unknown news items, with 404 and noindex', async () => {
    const missing = await page('/nowhere/at/all');
    expect(missing.status).toBe(404);
    expect(missing.robots).toBe('noindex');
    expect(missing.doc.querySelector('#root')).not.toBeNull();
    expect((await page('/news/65a0000000000000000000ff')).status).toBe(404);
    expect((await page('/services/not-a-track')).status).toBe(404);
  });

  it('keeps the client area and admin out of search engines', async () => {
    expect((await page('/admin/dashboard')).robots).toBe('noindex');
    expect((await page('/user/login')).robots).toBe('noindex');
    const robots = await (await fetch(`${gateway.url}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://consulting.example.sa/sitemap.xml');
  });

  it('lists every indexable page, the tracks and the news in /sitemap.xml with language alternates', async () => {
    const res = await fetch(`${gateway.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://consulting.example.sa/');
    expect(locs).toContain('https://consulting.example.sa/about/privacy');
    expect(locs).toContain('https://consulting.example.sa/services/intellectual-property');
    expect(locs).toContain('https://consulting.example.sa/news/65a000000000000000000001');
    expect(locs).not.toContain('https://consulting.example.sa/creative-demo');
    expect(locs.some((l) => l.includes('/admin'))).toBe(false);
    expect(xml).toContain('hreflang="en" href="https://consulting.example.sa/news/65a000000000000000000001?lang=en"');
  });
});
