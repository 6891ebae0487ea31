import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'node-html-parser';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { PRERENDER_BOOT_SCRIPT } from '../src/prerender-boot.ts';
import { createHash } from 'node:crypto';
import {
  loadPrerender,
  PRERENDER_SLOT,
  prerenderPlan,
  prerendersFromOrigins,
  type PrerenderSource,
} from '../src/prerender-files.ts';

const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Shell</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** The files a bundle's prerender build writes (packages/mf-config prerender.ts). */
function manifest(pages: Record<string, { css: string[]; stem: string }>) {
  return JSON.stringify({
    version: 1,
    pages: Object.fromEntries(
      Object.entries(pages).map(([page, { css, stem }]) => [
        page,
        { ar: { html: `${stem}.ar.html`, css }, en: { html: `${stem}.en.html`, css } },
      ]),
    ),
  });
}

async function writeBundle(root: string, folder: string, files: Record<string, string>) {
  const dir = path.join(root, folder, 'dist', 'prerender');
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

const layout = (language: string) =>
  `<div class="site"><header class="navbar">nav ${language}</header><main class="site-main">${PRERENDER_SLOT}</main></div>`;

describe('prerendered first view in the page HTML (issue 6)', () => {
  let gateway: Awaited<ReturnType<typeof serve>>;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'prerender-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
    await writeBundle(root, 'shell', {
      'manifest.json': manifest({
        '/': { css: ['/shell.11111111.css'], stem: 'index' },
        '/about': { css: ['/shell.11111111.css'], stem: 'about' },
        '/services/launch': { css: ['/shell.11111111.css'], stem: 'launch' },
      }),
      'index.ar.html': layout('ar'),
      'index.en.html': layout('en'),
      'about.ar.html': layout('ar'),
      'about.en.html': layout('en'),
      'launch.ar.html': layout('ar'),
      'launch.en.html': layout('en'),
    });
    await writeBundle(root, 'mfe-public', {
      'manifest.json': manifest({ '/': { css: ['/mf/public/home.22222222.css'], stem: 'index' } }),
      'index.ar.html': '<h1>نصنع معك مستقبل أعمالك</h1>',
      'index.en.html': '<h1>Building the future of your business with you</h1>',
    });
    // A remote whose manifest is broken: its pages are sent without a prerender.
    await writeBundle(root, 'mfe-tracks', { 'manifest.json': '{"version": 1, "pages": ' });
    gateway = await serve(
      buildGateway({
        upstreams: { identity: 'http://127.0.0.1:9', content: 'http://127.0.0.1:9', requests: 'http://127.0.0.1:9' },
        frontendRoot: root,
        authRateLimitPerMinute: 0,
        logger: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(() => gateway?.close());

  async function page(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${gateway.url}${url}`, { headers });
    const doc = parse(await res.text());
    const prerender = doc.querySelector('#root > [data-prerendered]');
    return {
      status: res.status,
      vary: res.headers.get('vary'),
      lang: doc.querySelector('html')?.getAttribute('lang'),
      prerender,
      heading: prerender?.querySelector('main h1')?.text ?? null,
      stylesheets: doc.querySelectorAll('head link[rel=stylesheet]:not([disabled])').map((l) => l.getAttribute('href')),
      // Each part of the combined stylesheet keeps a link no browser fetches, for the CSS chunk loaders.
      parts: doc.querySelectorAll('head link[rel=stylesheet][disabled]').map((l) => l.getAttribute('href')),
      scripts: doc.querySelectorAll('script').map((s) => s.getAttribute('src')),
      preloads: doc.querySelectorAll('link[rel=preload][as=script]').map((l) => l.getAttribute('href')),
      headOrder: doc.querySelectorAll('head link[rel=stylesheet], head script').map((e) => e.tagName.toLowerCase()),
    };
  }

  it('puts the layout with the page inside #root, inert and hidden from assistive technology', async () => {
    const home = await page('/?lang=en');
    expect(home.status).toBe(200);
    expect(home.heading).toBe('Building the future of your business with you');
    expect(home.prerender?.querySelector('.navbar')?.text).toBe('nav en');
    expect(home.prerender?.getAttribute('data-prerendered')).toBe('/');
    expect(home.prerender?.getAttribute('data-lang')).toBe('en');
    expect(home.prerender?.hasAttribute('inert')).toBe(true);
    expect(home.prerender?.getAttribute('aria-hidden')).toBe('true');
    // One stylesheet request before the first paint (issue 16 part 4), its parts in cascade order.
    expect(home.stylesheets).toEqual(['/combined.css?/shell.11111111.css,/mf/public/home.22222222.css']);
    expect(home.parts).toEqual(['/shell.11111111.css', '/mf/public/home.22222222.css']);
  });

  it('starts the shell after the first paint: its entry is neither loaded nor preloaded before the boot script starts it', async () => {
    const res = await fetch(`${gateway.url}/`);
    const html = await res.text();
    const home = await page('/');
    // No script file before the first paint: the boot script is in the page, and the entry is
    // not even preloaded (a request begun before the paint is on the mobile LCP's path).
    expect(home.scripts).toEqual([undefined]);
    expect(home.preloads).toEqual([]);
    const boot = html.match(
      /<script data-entry="\/main\.0123abcd\.js" data-remotes="\/remotes\.json">([\s\S]*?)<\/script>/,
    )?.[1];
    expect(boot).toBe(PRERENDER_BOOT_SCRIPT);
    expect(boot).toContain('first-contentful-paint');
    // After the stylesheets, so the parser waits for them before the body: a page is never laid
    // out unstyled because its stylesheet came after its markup.
    expect(home.headOrder).toEqual(['link', 'link', 'link', 'script']);
    // The CSP allows exactly that text, and no other inline script.
    const csp = res.headers.get('content-security-policy') ?? '';
    const digest = createHash('sha256')
      .update(boot ?? '')
      .digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${digest.replace(/[+/]/g, '\\$&')}'(;|$)`));
  });

  it('picks the language from ?lang=, else the language cookie, else Arabic', async () => {
    const arabic = await page('/');
    expect([arabic.lang, arabic.heading]).toEqual(['ar', 'نصنع معك مستقبل أعمالك']);
    const fromCookie = await page('/', { cookie: 'language=en' });
    expect([fromCookie.lang, fromCookie.heading]).toEqual(['en', 'Building the future of your business with you']);
    expect(fromCookie.vary).toMatch(/Cookie/);
    const queryWins = await page('/?lang=ar', { cookie: 'language=en' });
    expect([queryWins.lang, queryWins.heading]).toEqual(['ar', 'نصنع معك مستقبل أعمالك']);
    const unknownCookie = await page('/', { cookie: 'language=fr' });
    expect(unknownCookie.lang).toBe('ar');
  });

  it('sends pages nobody prerendered, or whose prerender is broken, with an empty #root and the plain entry', async () => {
    for (const url of ['/about', '/services/launch', '/contact']) {
      const plain = await page(url);
      expect(plain.status).toBe(200);
      expect(plain.prerender).toBeNull();
      expect(plain.stylesheets).toEqual([]);
      expect(plain.scripts).toEqual(['/main.0123abcd.js']);
    }
  });

  it('never prerenders a 404', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.prerender).toBeNull();
  });

  it('keeps the bundles’ prerender files to itself: a browser asking for one gets a 404', async () => {
    await writeFile(path.join(root, 'shell/dist/prerender/server.cjs'), 'module.exports = {};');
    await writeFile(path.join(root, 'shell/dist/app.0123abcd.js'), 'console.log(1);');
    for (const file of [
      '/prerender/server.cjs',
      '/prerender/manifest.json',
      '/prerender/index.ar.html',
      '/mf/public/prerender/manifest.json',
      '/mf/tracks/prerender/manifest.json',
      // Spellings the static file servers resolve to the same files.
      '/%70rerender/server.cjs',
      '/./prerender/server.cjs',
      '//prerender/server.cjs',
      '/mf/public/x/../prerender/index.en.html',
    ]) {
      const res = await fetch(`${gateway.url}${file}`);
      expect({ file, status: res.status, body: await res.text() }).toEqual({ file, status: 404, body: 'Not found' });
    }
    // The bundles' other files, and the pages rendered from the prerender files, are served.
    expect((await fetch(`${gateway.url}/app.0123abcd.js`)).status).toBe(200);
    expect((await page('/')).heading).toBe('نصنع معك مستقبل أعمالك');
  });
});

describe('prerender files from the bundle servers (compose mode)', () => {
  let bundles: Awaited<ReturnType<typeof serve>>;
  let requests: { path: string; ifNoneMatch?: string }[] = [];
  beforeAll(async () => {
    const app = new Koa();
    app.use((ctx) => {
      requests.push({ path: ctx.path, ifNoneMatch: ctx.get('if-none-match') || undefined });
      if (ctx.path === '/mf/public/prerender/manifest.json') {
        if (ctx.get('if-none-match') === '"v1"') {
          ctx.status = 304;
          return;
        }
        ctx.set('ETag', '"v1"');
        ctx.type = 'application/json';
        ctx.body = '{"version":1,"pages":{}}';
        return;
      }
      if (ctx.path === '/prerender/manifest.json') {
        // The shell's server answers unknown paths with its index.html.
        ctx.type = 'text/html';
        ctx.body = '<!doctype html><div id="root"></div>';
        return;
      }
      ctx.status = 404;
    });
    bundles = await serve(app);
  });
  afterAll(() => bundles?.close());

  it('revalidates with the ETag, remembers a missing file, and takes the shell fallback page for no file', async () => {
    const read = prerendersFromOrigins({ shell: bundles.url, public: bundles.url, tracks: bundles.url });
    expect(await read('public', 'manifest.json')).toBe('{"version":1,"pages":{}}');
    expect(await read('public', 'manifest.json')).toBe('{"version":1,"pages":{}}');
    expect(requests.filter((r) => r.path === '/mf/public/prerender/manifest.json').map((r) => r.ifNoneMatch)).toEqual([
      undefined,
      '"v1"',
    ]);
    requests = [];
    expect(await read('tracks', 'manifest.json')).toBeNull();
    expect(await read('tracks', 'manifest.json')).toBeNull();
    expect(requests).toEqual([{ path: '/mf/tracks/prerender/manifest.json' }]);
    expect(await read('shell', 'manifest.json')).toBeNull();
    expect(await read('admin', 'manifest.json')).toBeNull();
  });
});

describe('pages rendered at request time in the manifests (issue 16 part 4)', () => {
  /** A source holding one manifest per bundle, listing `/news/:id` under `request_pages`. */
  function source(publicCss: string[]): PrerenderSource {
    const files: Record<string, string> = {
      'shell/manifest.json': JSON.stringify({
        version: 1,
        pages: {},
        request_pages: { '/news/:id': { css: ['/shell.11111111.css'] } },
      }),
      'public/manifest.json': JSON.stringify({
        version: 1,
        site_content: true,
        pages: {},
        request_pages: { '/news/:id': { css: publicCss } },
      }),
    };
    return async (bundle, file) => files[`${bundle}/${file}`] ?? null;
  }

  it('plans a news item from its page’s pattern, with no build file', async () => {
    const plan = await prerenderPlan(source(['/mf/public/news.2222.css']), '/news/65a000000000000000000001', 'en');
    expect(plan?.layout).toMatchObject({ bundle: 'shell', html: null });
    expect(plan?.page).toMatchObject({ bundle: 'public', html: null, siteContent: true });
    expect(plan?.css).toEqual(['/shell.11111111.css', '/mf/public/news.2222.css']);
    // Nothing to send from the build: the gateway renders it, or the page has no first view.
    expect(
      await loadPrerender(source(['/mf/public/news.2222.css']), '/news/65a000000000000000000001', 'en'),
    ).toBeNull();
  });

  it('ignores a pattern with a stylesheet outside the site, and paths no such page matches', async () => {
    expect(
      await prerenderPlan(source(['https://evil.example/x.css']), '/news/65a000000000000000000001', 'en'),
    ).toBeNull();
    expect(await prerenderPlan(source(['/mf/public/news.2222.css']), '/news/a/b', 'en')).toBeNull();
    expect(await prerenderPlan(source(['/mf/public/news.2222.css']), '/news', 'en')).toBeNull();
  });
});
