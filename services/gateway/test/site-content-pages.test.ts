/**
 * Pages follow content at once: the server renders, heads and sitemap the gateway sends follow
 * the content service's snapshot on the next request, with no rebuild or restart, and are
 * rendered with the built-in texts when content cannot say.
 *
 * The bundles here are stand-ins written the way the build writes them (packages/mf-config
 * prerender.ts): a manifest and a CommonJS `server.cjs` (the shell's exporting `renderPage`,
 * a remote's `serverRoutes`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { request } from 'undici';
import { DEFAULT_SITE_CONTENT, type SiteContent } from '@consulting/contracts';
import { serve } from '@consulting/service-kit/test-support';
import { gatewayOverStub, writeBundles, type GatewayOverStub, type NewsStub } from './support/content-stub.ts';

/**
 * A shell `server.cjs`: the layout with the footer's phone from the content (the built-in one
 * without) around the remote's route for the path, and how many times this copy rendered.
 */
const SHELL_SERVER = `
const React = require('react');
let renders = 0;
const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
exports.pages = [];
exports.renderPage = async (path, language, content, remote, module, data) => {
  renders += 1;
  if (typeof React.createElement !== 'function') throw new Error('no react');
  const phone = content ? content.settings.phone : '+966 11 000 0000';
  const route = module.serverRoutes(language, content, data).find((r) => r.path === path);
  return '<header>nav ' + language + '</header><main>' + route.html + '</main>' +
    '<footer data-renders="' + renders + '"><span class="phone">' + escape(phone) + '</span></footer>';
};
`;

/** A public `server.cjs`: the home page's heading from the first hero slide, the team page's first member. */
const PUBLIC_SERVER = `
exports.serverRoutes = (language, content) => {
  const member = content ? content.team[0] : null;
  const slide = content ? content.hero_slides[0] : null;
  return [
    { path: '/about/team', html: '<h1>Team</h1><p class="member">' + (member ? member['name_' + language] : 'built-in member') + '</p>' },
    { path: '/', html: '<h1>' + (slide ? slide['title_' + language] : 'built-in ' + language) + '</h1>' },
  ];
};
`;

/** A tracks `server.cjs`: a track page that shows no editor content. */
const TRACKS_SERVER = `exports.serverRoutes = () => [{ path: '/services/launch', html: '<h1>Launch</h1>' }];`;

/** The stand-in bundles of the shell and the two remotes (`frontendRoot`). */
const writeSiteBundles = () =>
  writeBundles({
    shell: { pages: ['/', '/about/team', '/services/launch'], css: '/shell.11111111.css', server: SHELL_SERVER },
    'mfe-public': { pages: ['/', '/about/team'], css: '/mf/public/home.22222222.css', server: PUBLIC_SERVER },
    'mfe-tracks': { pages: ['/services/launch'], css: '/mf/tracks/track.33333333.css', server: TRACKS_SERVER },
  });

function snapshot(
  version: string,
  changes: { phone?: string; hero_en?: string; member_en?: string } = {},
): SiteContent {
  const base = structuredClone(DEFAULT_SITE_CONTENT);
  base.version = version;
  if (changes.phone) base.settings.phone = changes.phone;
  if (changes.hero_en) base.hero_slides[0].title_en = changes.hero_en;
  if (changes.member_en) base.team[0].name_en = changes.member_en;
  return base;
}

const ORIGIN = 'https://consulting.example.sa';

describe('pages follow the content snapshot at once', () => {
  let gateway: GatewayOverStub;
  let root: string;
  const state = {
    content: snapshot('1.0'),
    down: false,
    calls: [] as { path: string; ifNoneMatch?: string }[],
    news: [] as NewsStub[],
  };
  /** Rewrites mfe-public's `server.cjs` (a rebuild). */
  const rebuildPublic = (server: string) => writeFile(path.join(root, 'mfe-public/dist/prerender/server.cjs'), server);

  beforeAll(async () => {
    root = await writeSiteBundles();
    gateway = await gatewayOverStub(state, { frontendRoot: root, publicUrl: ORIGIN });
  });
  afterAll(() => gateway?.close());
  beforeEach(() => {
    state.down = false;
    state.calls = [];
    state.news = [];
  });

  async function page(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${gateway.url}${url}`, { headers });
    const raw = await res.text();
    const doc = parse(raw);
    const rendered = doc.querySelector('#root');
    const embedded = doc.querySelector('script#site-content');
    return {
      status: res.status,
      raw,
      doc,
      heading: rendered?.querySelector('main h1')?.text ?? null,
      phone: rendered?.querySelector('footer .phone')?.text ?? null,
      renders: rendered?.querySelector('footer')?.getAttribute('data-renders') ?? null,
      nav: rendered?.querySelector('header')?.text ?? null,
      embedded: embedded ? (JSON.parse(embedded.rawText) as SiteContent) : null,
      embeddedType: embedded?.getAttribute('type'),
      title: doc.querySelector('title')?.text,
      siteName: doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content'),
      description: doc.querySelector('meta[name=description]')?.getAttribute('content'),
      alternates: doc.querySelectorAll('link[rel=alternate]').map((l) => l.getAttribute('hreflang')),
    };
  }

  it('shows a saved change in the next page, in both languages, and embeds the snapshot it used', async () => {
    state.content = snapshot('2.0', { phone: '+966 55 123 4567', hero_en: 'Edited hero', member_en: 'Edited member' });
    const home = await page('/?lang=en');
    expect(home.status).toBe(200);
    expect(home.phone).toBe('+966 55 123 4567');
    expect(home.heading).toBe('Edited hero');
    expect(home.nav).toBe('nav en');
    expect(home.embeddedType).toBe('application/json');
    expect(home.embedded).toEqual(state.content);
    expect(home.doc.querySelectorAll('head link[rel=stylesheet][disabled]').map((l) => l.getAttribute('href'))).toEqual(
      ['/shell.11111111.css', '/mf/public/home.22222222.css'],
    );
    const arabic = await page('/', { cookie: 'language=ar' });
    expect(arabic.phone).toBe('+966 55 123 4567');
    expect(arabic.heading).toBe(state.content.hero_slides[0].title_ar);
    expect(arabic.nav).toBe('nav ar');
    expect((await page('/about/team?lang=en')).doc.querySelector('.member')?.text).toBe('Edited member');

    state.content = snapshot('3.0', { phone: '+966 55 999 0000', member_en: 'Another member' });
    const next = await page('/?lang=en');
    expect(next.phone).toBe('+966 55 999 0000');
    expect(next.heading).toBe(DEFAULT_SITE_CONTENT.hero_slides[0].title_en);
    expect(next.embedded?.version).toBe('3.0');
    expect((await page('/about/team?lang=en')).doc.querySelector('.member')?.text).toBe('Another member');
  });

  it('asks content once per page with If-None-Match and serves an unchanged version without rendering again', async () => {
    state.content = snapshot('4.0', { phone: '+966 50 444 4444' });
    const first = await page('/?lang=en');
    const again = await page('/?lang=en');
    expect(again.phone).toBe('+966 50 444 4444');
    expect(again.renders).toBe(first.renders);
    const snapshotCalls = state.calls.filter((c) => c.path === '/api/site-content');
    expect(snapshotCalls).toHaveLength(2);
    expect(snapshotCalls[1].ifNoneMatch).toBe('"4.0"');
  });

  it('renders with the built-in texts, with status 200 and no snapshot, when content is down', async () => {
    state.content = snapshot('5.0', { phone: '+966 50 555 5555' });
    expect((await page('/?lang=en')).phone).toBe('+966 50 555 5555');
    state.down = true;
    const fallback = await page('/?lang=en');
    expect(fallback.status).toBe(200);
    expect(fallback.phone).toBe('+966 11 000 0000');
    expect(fallback.heading).toBe('built-in en');
    expect(fallback.embedded).toBeNull();
    expect(fallback.title).toBe('Building the future of your business with you | Consulting Services');
    state.down = false;
    expect((await page('/?lang=en')).phone).toBe('+966 50 555 5555');
  });

  it('embeds the snapshot so that nothing in it can close the script element', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    state.content = snapshot('6.0', { phone: hostile });
    const home = await page('/?lang=en');
    expect(home.raw).not.toContain('<script>alert(1)</script>');
    expect(home.doc.querySelectorAll('script#site-content')).toHaveLength(1);
    expect(home.embedded?.settings.phone).toBe(hostile);
    expect(home.phone).toBe(hostile);
  });

  it('titles pages with the company name from the settings and describes / with the site description', async () => {
    const edited = snapshot('7.0');
    edited.settings.company_name_en = 'Acme Advisory';
    edited.settings.company_name_ar = 'أكمي للاستشارات';
    edited.settings.site_description_en = 'Advice that ships.';
    state.content = edited;
    const home = await page('/?lang=en');
    expect(home.title).toBe('Building the future of your business with you | Acme Advisory');
    expect(home.siteName).toBe('Acme Advisory');
    expect(home.description).toBe('Advice that ships.');
    const team = await page('/about/team?lang=ar');
    expect(team.title).toBe('فريق القيادة | أكمي للاستشارات');
    expect(team.siteName).toBe('أكمي للاستشارات');
    expect(team.description).toBe('تعرّف على فريق القيادة وخبراته.');
  });

  it('renders a track page from the tracks remote inside the layout rendered with content', async () => {
    state.content = snapshot('8.0', { phone: '+966 50 888 8888' });
    const track = await page('/services/launch?lang=en');
    expect(track.heading).toBe('Launch');
    expect(track.phone).toBe('+966 50 888 8888');
    expect(
      track.doc.querySelectorAll('head link[rel=stylesheet][disabled]').map((l) => l.getAttribute('href')),
    ).toEqual(['/shell.11111111.css', '/mf/tracks/track.33333333.css']);
  });

  it('lists a news item only in the languages it is published in, in heads and in the sitemap', async () => {
    state.content = snapshot('9.0');
    state.news = [
      {
        id: '65a000000000000000000001',
        title_ar: 'خبر بالعربية فقط',
        title_en: '',
        summary_ar: 'ملخص',
        summary_en: '',
        updated_at: '2025-03-01T10:00:00.000Z',
        languages: ['ar'],
      },
      {
        id: '65a000000000000000000002',
        title_ar: 'خبر باللغتين',
        title_en: 'News in both',
        summary_ar: 'ملخص',
        summary_en: 'Summary',
        updated_at: '2025-03-02T10:00:00.000Z',
        languages: ['ar', 'en'],
      },
    ];
    const arabicOnly = await page('/news/65a000000000000000000001?lang=ar');
    expect(arabicOnly.status).toBe(200);
    expect(arabicOnly.title).toBe('خبر بالعربية فقط | الخدمات الاستشارية');
    expect(arabicOnly.alternates).toEqual(['ar']);
    expect((await page('/news/65a000000000000000000001?lang=en')).status).toBe(404);
    expect((await page('/news/65a000000000000000000002?lang=en')).alternates).toEqual(['ar', 'en', 'x-default']);

    const xml = await (await fetch(`${gateway.url}/sitemap.xml`)).text();
    const urls = parse(xml).querySelectorAll('url');
    const entry = (id: string) => urls.find((u) => u.querySelector('loc')?.text.includes(id));
    const onlyAr = entry('65a000000000000000000001')!;
    expect(onlyAr.querySelector('loc')?.text).toBe(`${ORIGIN}/news/65a000000000000000000001?lang=ar`);
    expect(onlyAr.querySelectorAll('xhtml\\:link').map((l) => l.getAttribute('hreflang'))).toEqual(['ar']);
    const both = entry('65a000000000000000000002')!;
    expect(both.querySelector('loc')?.text).toBe(`${ORIGIN}/news/65a000000000000000000002`);
    expect(both.querySelectorAll('xhtml\\:link').map((l) => l.getAttribute('hreflang'))).toEqual([
      'ar',
      'en',
      'x-default',
    ]);
  });

  it('sends a draft news item opened by its preview link as a page, never indexed nor stored by a cache', async () => {
    state.content = snapshot('9.1');
    state.news = [];
    // Unpublished: the public link is 404, the preview link is the page (the page's API call checks the token).
    expect((await page('/news/65a000000000000000000009?lang=en')).status).toBe(404);
    const res = await fetch(`${gateway.url}/news/65a000000000000000000009?lang=en&preview=abc.def`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const doc = parse(await res.text());
    expect(doc.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
  });

  it('answers /sitemap.xml no-cache with an ETag of the content version, 304 on a repeat, new after a change', async () => {
    state.content = snapshot('10.0');
    const first = await fetch(`${gateway.url}/sitemap.xml`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"sitemap-/);
    // Not fetch(): it adds `Cache-Control: no-cache` to a request with If-None-Match, which asks for a full answer.
    const repeat = await request(`${gateway.url}/sitemap.xml`, { headers: { 'if-none-match': etag! } });
    await repeat.body.dump();
    expect(repeat.statusCode).toBe(304);
    state.news = [
      {
        id: '65a000000000000000000003',
        title_ar: 'جديد',
        title_en: 'New',
        summary_ar: '',
        summary_en: '',
        updated_at: '2025-04-01T10:00:00.000Z',
        languages: ['ar', 'en'],
      },
    ];
    state.content = snapshot('11.0');
    const changed = await request(`${gateway.url}/sitemap.xml`, { headers: { 'if-none-match': etag! } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(await changed.body.text()).toContain('/news/65a000000000000000000003');
    state.down = true;
    const down = await fetch(`${gateway.url}/sitemap.xml`);
    expect(down.status).toBe(200);
    expect(down.headers.get('etag')).toBeNull();
  });

  it('loads rebuilt server code on the next request, and leaves the page to the client when it cannot run', async () => {
    state.content = snapshot('12.0', { hero_en: 'Hero twelve' });
    expect((await page('/?lang=en')).heading).toBe('Hero twelve');
    await rebuildPublic(PUBLIC_SERVER.replace("html: '<h1>' +", "html: '<h1>Rebuilt: ' +"));
    expect((await page('/?lang=en')).heading).toBe('Rebuilt: Hero twelve');
    // Build tooling in a server bundle would weigh on the gateway: it is refused, the page still renders.
    await rebuildPublic(`require('@rspack/core');\n${PUBLIC_SERVER}`);
    const refused = await page('/?lang=en');
    expect(refused.status).toBe(200);
    expect(refused.heading).toBeNull();
    expect(refused.doc.querySelector('#root')?.childNodes).toEqual([]);
    await rebuildPublic(PUBLIC_SERVER);
  });
});

describe('pages follow content in compose (server code from the bundle servers)', () => {
  let bundles: Awaited<ReturnType<typeof serve>>;
  let gateway: GatewayOverStub;
  const state = { content: snapshot('1.0', { phone: '+966 53 000 0001' }), down: false, calls: [], news: [] };
  const served: string[] = [];

  beforeAll(async () => {
    const root = await writeSiteBundles();
    const { readFile } = await import('node:fs/promises');
    const app = new Koa();
    app.use(async (ctx) => {
      served.push(ctx.path);
      const match = /^(?:\/mf\/(public|tracks))?\/prerender\/([a-z0-9.-]+)$/.exec(ctx.path);
      const file =
        ctx.path === '/index.html'
          ? path.join(root, 'shell/dist/index.html')
          : match
            ? path.join(root, match[1] ? `mfe-${match[1]}` : 'shell', 'dist/prerender', match[2])
            : null;
      const text = file ? await readFile(file, 'utf8').catch(() => null) : null;
      if (text === null) {
        ctx.status = 404;
        return;
      }
      ctx.type = file!.endsWith('.json')
        ? 'application/json'
        : file!.endsWith('.cjs')
          ? 'application/javascript'
          : 'text/html';
      ctx.body = text;
    });
    bundles = await serve(app);
    gateway = await gatewayOverStub(state, {
      frontendOrigins: { shell: bundles.url, public: bundles.url, tracks: bundles.url },
    });
  });
  afterAll(() => Promise.all([gateway?.close(), bundles?.close()]));

  it('renders with the snapshot using the server code fetched from the bundle servers', async () => {
    const doc = parse(await (await fetch(`${gateway.url}/?lang=en`)).text());
    expect(doc.querySelector('#root footer .phone')?.text).toBe('+966 53 000 0001');
    expect(served).toContain('/prerender/server.cjs');
    expect(served).toContain('/mf/public/prerender/server.cjs');
    expect(served).not.toContain('/mf/tracks/prerender/server.cjs');
  });
});

/** The real bundles, when they are built (`npm run build`): the shell's footer and the team page. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const builtWithContent = ['shell', 'mfe-public'].every((folder) => {
  const dir = path.join(REPO_ROOT, folder, 'dist/prerender');
  return (
    existsSync(path.join(dir, 'server.cjs')) &&
    existsSync(path.join(dir, 'manifest.json')) &&
    Object.hasOwn(
      (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { request_pages?: object }).request_pages ??
        {},
      '/about/team',
    )
  );
});

describe.skipIf(!builtWithContent)('the built bundles render with content', () => {
  let gateway: GatewayOverStub;
  const state = { content: snapshot('1.0'), down: false, calls: [], news: [] };

  beforeAll(async () => {
    gateway = await gatewayOverStub(state, { frontendRoot: REPO_ROOT });
  });
  afterAll(() => gateway?.close());

  it('shows an edited phone in the footer and an edited team member on /about/team, in both languages', async () => {
    const edited = snapshot('2.0', { phone: '+966 55 246 8000' });
    edited.team[0].name_en = 'Dr. Edited Member';
    edited.team[0].name_ar = 'د. عضو معدّل';
    state.content = edited;
    for (const [language, name] of [
      ['en', 'Dr. Edited Member'],
      ['ar', 'د. عضو معدّل'],
    ] as const) {
      const doc = parse(await (await fetch(`${gateway.url}/about/team?lang=${language}`)).text());
      const rendered = doc.querySelector('#root');
      expect(rendered?.querySelector('main')?.text).toContain(name);
      expect(rendered?.querySelector('footer')?.text).toContain('+966 55 246 8000');
      expect(rendered?.querySelector('main h1')).not.toBeNull();
      expect(JSON.parse(doc.querySelector('script#site-content')!.rawText)).toEqual(edited);
    }
  });
});
