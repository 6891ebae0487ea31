/**
 * Public pages rendered per request on the server (architecture "Server rendering with
 * hydration"): the gateway runs the shell's and the route's remote's server code in a worker
 * pool and puts the result, its stylesheets and the data it was rendered with into the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'node-html-parser';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { PageRenderer } from '../src/page-render.ts';
import { prerenderPlan, prerendersFromOrigins, type PrerenderSource } from '../src/prerender-files.ts';

const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Shell</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A bundle's `manifest.json` (packages/mf-config prerender.ts): each page's stylesheets. */
function manifest(pages: Record<string, string[]>) {
  return JSON.stringify({
    version: 1,
    site_content: true,
    pages: {},
    request_pages: Object.fromEntries(Object.entries(pages).map(([page, css]) => [page, { css }])),
  });
}

/**
 * The shell's server code as the worker runs it (shell `src/prerender.tsx`): the layout around
 * what the remote's `serverRoutes` give for the path (here: a heading per path and language).
 */
const SHELL_SERVER = `exports.renderPage = async (path, language, content, remote, module, data) => {
  const page = module.serverRoutes(language, content, data).find((route) => route.path === path);
  if (!page) throw new Error('no route for ' + path);
  return '<div class="site"><header class="navbar">nav ' + language + '</header><main class="site-main">' +
    page.html + '</main></div><p class="remote">' + remote + '</p>';
};`;

/** A remote's server code: `/` in both languages, `/broken` throws, `/runaway` never returns. */
const PUBLIC_SERVER = `exports.serverRoutes = (language, content, data) => [
  { path: '/', html: language === 'en' ? '<h1>Building the future of your business with you</h1>' : '<h1>نصنع معك مستقبل أعمالك</h1>' },
  { path: '/about', get html() { throw new Error('broken page'); } },
  { path: '/about/team', get html() { for (;;) {} } },
];`;

async function writeBundle(root: string, folder: string, files: Record<string, string>) {
  const dir = path.join(root, folder, 'dist', 'prerender');
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

/** A bundle folder tree with the shell, a working public remote and a broken tracks manifest. */
async function bundleTree(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'server-render-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
  await writeBundle(root, 'shell', {
    'manifest.json': manifest({
      '/': ['/shell.11111111.css'],
      '/about': ['/shell.11111111.css'],
      '/about/team': ['/shell.11111111.css'],
      '/services/launch': ['/shell.11111111.css'],
    }),
    'server.cjs': SHELL_SERVER,
  });
  await writeBundle(root, 'mfe-public', {
    'manifest.json': manifest({
      '/': ['/mf/public/home.22222222.css'],
      '/about': ['/mf/public/about.33333333.css'],
      '/about/team': ['/mf/public/about.33333333.css'],
    }),
    'server.cjs': PUBLIC_SERVER,
  });
  // A remote whose manifest is broken: its pages are sent without server HTML.
  await writeBundle(root, 'mfe-tracks', { 'manifest.json': '{"version": 1, "pages": ' });
  return root;
}

describe('pages rendered on the server per request', () => {
  let gateway: Awaited<ReturnType<typeof serve>>;
  let root: string;
  beforeAll(async () => {
    root = await bundleTree();
    gateway = await serve(
      buildGateway({
        upstreams: { identity: 'http://127.0.0.1:9', content: 'http://127.0.0.1:9', requests: 'http://127.0.0.1:9' },
        frontendRoot: root,
        authRateLimitPerMinute: 0,
        siteContentTimeoutMs: 50,
        logger: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(() => gateway?.close());

  async function page(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${gateway.url}${url}`, { headers });
    const doc = parse(await res.text());
    const data = doc.querySelector('script#server-data');
    return {
      status: res.status,
      vary: res.headers.get('vary'),
      csp: res.headers.get('content-security-policy') ?? '',
      lang: doc.querySelector('html')?.getAttribute('lang'),
      root: doc.querySelector('#root'),
      heading: doc.querySelector('#root main h1')?.text ?? null,
      data: data ? (JSON.parse(data.text) as unknown) : null,
      dataType: data?.getAttribute('type'),
      stylesheets: doc.querySelectorAll('head link[rel=stylesheet]:not([disabled])').map((l) => l.getAttribute('href')),
      // Each part of the combined stylesheet keeps a link no browser fetches, for the CSS chunk loaders.
      parts: doc.querySelectorAll('head link[rel=stylesheet][disabled]').map((l) => l.getAttribute('href')),
      scripts: doc.querySelectorAll('script[src]').map((s) => [s.getAttribute('src'), s.hasAttribute('defer')]),
      inlineScripts: doc
        .querySelectorAll('script:not([src])')
        .filter((s) => s.getAttribute('type') !== 'application/json').length,
    };
  }

  it('puts the page the shell and the route’s remote render into #root, with the data it was rendered with', async () => {
    const home = await page('/?lang=en');
    expect(home.status).toBe(200);
    expect(home.heading).toBe('Building the future of your business with you');
    // The markup is #root's content itself, which the shell hydrates: no wrapper around it.
    expect(home.root?.firstChild && 'classNames' in home.root.firstChild ? home.root.firstChild.classNames : '').toBe(
      'site',
    );
    expect(home.root?.querySelector('.navbar')?.text).toBe('nav en');
    expect(home.root?.querySelector('.remote')?.text).toBe('mfe_public');
    expect(home.data).toEqual({ path: '/', language: 'en' });
    expect(home.dataType).toBe('application/json');
    // One stylesheet request before the first paint, its parts in cascade order.
    expect(home.stylesheets).toEqual(['/combined.css?/shell.11111111.css,/mf/public/home.22222222.css']);
    expect(home.parts).toEqual(['/shell.11111111.css', '/mf/public/home.22222222.css']);
    // The shell's own entry starts it; the page has no inline script, and the CSP allows none.
    expect(home.scripts).toEqual([['/main.0123abcd.js', true]]);
    expect(home.inlineScripts).toBe(0);
    expect(home.csp).toMatch(/script-src 'self'(;|$)/);
  });

  it('renders in the language of ?lang=, else of the language cookie, else Arabic, and says so in its data', async () => {
    const arabic = await page('/');
    expect([arabic.lang, arabic.heading, arabic.data]).toEqual([
      'ar',
      'نصنع معك مستقبل أعمالك',
      { path: '/', language: 'ar' },
    ]);
    const fromCookie = await page('/', { cookie: 'language=en' });
    expect([fromCookie.lang, fromCookie.heading]).toEqual(['en', 'Building the future of your business with you']);
    expect(fromCookie.data).toEqual({ path: '/', language: 'en' });
    expect(fromCookie.vary).toMatch(/Cookie/);
    const queryWins = await page('/?lang=ar', { cookie: 'language=en' });
    expect([queryWins.lang, queryWins.heading]).toEqual(['ar', 'نصنع معك مستقبل أعمالك']);
    const unknownCookie = await page('/', { cookie: 'language=fr' });
    expect(unknownCookie.lang).toBe('ar');
  });

  it('leaves a page to the client when its remote renders nothing, throws, or its manifest is broken', async () => {
    for (const url of ['/about', '/services/launch', '/contact']) {
      const plain = await page(url);
      expect(plain.status).toBe(200);
      expect(plain.root?.childNodes).toEqual([]);
      expect(plain.data).toBeNull();
      expect(plain.stylesheets).toEqual([]);
      expect(plain.scripts).toEqual([['/main.0123abcd.js', true]]);
    }
  });

  it('never renders a 404 on the server', async () => {
    const missing = await page('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.root?.childNodes).toEqual([]);
  });

  it('keeps the bundles’ server files to itself: a browser asking for one gets a 404', async () => {
    await writeFile(path.join(root, 'shell/dist/app.0123abcd.js'), 'console.log(1);');
    for (const file of [
      '/prerender/server.cjs',
      '/prerender/manifest.json',
      '/mf/public/prerender/manifest.json',
      '/mf/public/prerender/server.cjs',
      '/mf/tracks/prerender/manifest.json',
      // Spellings the static file servers resolve to the same files.
      '/%70rerender/server.cjs',
      '/./prerender/server.cjs',
      '//prerender/server.cjs',
      '/mf/public/x/../prerender/server.cjs',
    ]) {
      const res = await fetch(`${gateway.url}${file}`);
      expect({ file, status: res.status, body: await res.text() }).toEqual({ file, status: 404, body: 'Not found' });
    }
    // The bundles' other files, and the pages rendered from the server files, are served.
    expect((await fetch(`${gateway.url}/app.0123abcd.js`)).status).toBe(200);
    expect((await page('/')).heading).toBe('نصنع معك مستقبل أعمالك');
  });
});

describe('the render pool', () => {
  let root: string;
  beforeAll(async () => {
    root = await bundleTree();
  });

  it('stops a runaway render at its deadline, logs it, and renders the next page on a fresh worker', async () => {
    const { prerendersFromDisk } = await import('../src/prerender-files.ts');
    const logged: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
    const renderer = new PageRenderer(prerendersFromDisk(root), { logger, renderTimeoutMs: 500, maxThreads: 1 });
    try {
      const started = Date.now();
      expect(await renderer.render('/about/team', 'ar', null)).toBeNull();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(logged.join('')).toContain('server render failed');
      // The only worker was stuck in a loop: the next render gets a new one.
      const home = await renderer.render('/', 'en', null);
      expect(home?.html).toContain('<h1>Building the future of your business with you</h1>');
      expect(home?.css).toEqual(['/shell.11111111.css', '/mf/public/home.22222222.css']);
    } finally {
      await renderer.close();
    }
  });

  it('gives null and a log line for a page that throws', async () => {
    const { prerendersFromDisk } = await import('../src/prerender-files.ts');
    const logged: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void logged.push(line) });
    const renderer = new PageRenderer(prerendersFromDisk(root), { logger, maxThreads: 1 });
    try {
      expect(await renderer.render('/about', 'en', null)).toBeNull();
      expect(logged.join('')).toContain('broken page');
    } finally {
      await renderer.close();
    }
  });
});

describe('server files from the bundle servers (compose mode)', () => {
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

describe('pages in the manifests', () => {
  /** A source holding one manifest per bundle, listing `/news/:id` under `request_pages`. */
  function source(publicCss: string[]): PrerenderSource {
    const files: Record<string, string> = {
      'shell/manifest.json': manifest({ '/news/:id': ['/shell.11111111.css'] }),
      'public/manifest.json': manifest({ '/news/:id': publicCss }),
    };
    return async (bundle, file) => files[`${bundle}/${file}`] ?? null;
  }

  it('plans a news item from its page’s pattern', async () => {
    const plan = await prerenderPlan(source(['/mf/public/news.2222.css']), '/news/65a000000000000000000001');
    expect(plan?.layout).toEqual({ bundle: 'shell', css: ['/shell.11111111.css'] });
    expect(plan?.page).toEqual({ bundle: 'public', css: ['/mf/public/news.2222.css'] });
    expect(plan?.css).toEqual(['/shell.11111111.css', '/mf/public/news.2222.css']);
  });

  it('ignores a pattern with a stylesheet outside the site, and paths no such page matches', async () => {
    expect(await prerenderPlan(source(['https://evil.example/x.css']), '/news/65a000000000000000000001')).toBeNull();
    expect(await prerenderPlan(source(['/mf/public/news.2222.css']), '/news/a/b')).toBeNull();
    expect(await prerenderPlan(source(['/mf/public/news.2222.css']), '/news')).toBeNull();
  });
});
