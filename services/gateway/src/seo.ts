import type { Context, Middleware } from 'koa';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { SitemapStream, streamToPromise } from 'sitemap';
import {
  pageHeading,
  PUBLIC_PAGES,
  resolvePage,
  SITE_NAME,
  TRACK_SLUGS,
  type ResolvedPage,
} from '@consulting/contracts';

type Language = 'ar' | 'en';

/** What a news item contributes to its page's head (spec §3 "News item"). */
export interface NewsSummary {
  id: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  updated_at: string;
}

export interface SeoOptions {
  /** The shell's index.html (from disk in embedded mode, from the shell container in compose). */
  loadShellHtml: () => Promise<string>;
  /** Published news items, for `/news/{id}` heads and the sitemap. Throws when content is down. */
  listNews: () => Promise<NewsSummary[]>;
  /** The site's public origin for absolute links (`PUBLIC_URL`), else the request's own. */
  publicUrl?: string;
  /** Where the bundles' build-time prerenders are read from; none means pages are sent empty. */
  prerenders?: PrerenderSource;
}

interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  indexable: boolean;
}

const NOT_FOUND = { ar: 'عذراً! الصفحة غير موجودة', en: 'Oops! Page not found' };
const TRACKS_DESCRIPTION = PUBLIC_PAGES['/services'].description;

/** A path is a page (not a file) when its last segment has no extension. */
function isPagePath(path: string): boolean {
  if (
    path.startsWith('/api') ||
    path.startsWith('/uploads/') ||
    path.startsWith('/mf/') ||
    path.startsWith('/internal')
  ) {
    return false;
  }
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

async function headFor(
  page: ResolvedPage | null,
  language: Language,
  listNews: SeoOptions['listNews'],
): Promise<PageHead> {
  const titled = (heading: string) => `${heading} | ${SITE_NAME[language]}`;
  if (!page)
    return { status: 404, title: titled(NOT_FOUND[language]), description: NOT_FOUND[language], indexable: false };
  if (page.kind === 'news-item') {
    const item = await listNews()
      .then((news) => news.find((n) => n.id === page.id) ?? null)
      .catch(() => undefined);
    // Content down: serve the page (the browser shows its own state) but do not let it be indexed.
    if (item === undefined)
      return { status: 200, title: titled(PUBLIC_PAGES['/news'].heading[language]), description: '', indexable: false };
    if (item === null)
      return { status: 404, title: titled(NOT_FOUND[language]), description: NOT_FOUND[language], indexable: false };
    return {
      status: 200,
      title: titled(item[`title_${language}`]),
      description: item[`summary_${language}`],
      indexable: true,
    };
  }
  const heading = pageHeading(page)![language];
  if (page.kind === 'public') {
    return {
      status: 200,
      title: titled(heading),
      description: page.meta.description[language],
      indexable: page.meta.indexable,
    };
  }
  if (page.kind === 'private') return { status: 200, title: titled(heading), description: heading, indexable: false };
  return {
    status: 200,
    title: titled(heading),
    description: `${heading}. ${TRACKS_DESCRIPTION[language]}`,
    indexable: !('request' in page && page.request),
  };
}

/** The cookie the platform writes with the visitor's language (packages/platform language.ts). */
export const LANGUAGE_COOKIE = 'language';

/**
 * The language a page is sent in: `?lang=ar|en` (the hreflang links), else the `language`
 * cookie the browser writes whenever the language is set, else Arabic (spec §1 default).
 */
export function pageLanguage(ctx: Pick<Context, 'query' | 'cookies'>): Language {
  const fromQuery = ctx.query.lang;
  if (fromQuery === 'ar' || fromQuery === 'en') return fromQuery;
  const fromCookie = ctx.cookies.get(LANGUAGE_COOKIE);
  return fromCookie === 'en' ? 'en' : 'ar';
}

/** The bundles that may publish prerenders: the shell (layout) and the remotes (pages). */
export type PrerenderBundle = 'shell' | 'public' | 'tracks' | 'client' | 'admin';
const PAGE_BUNDLES = ['public', 'tracks', 'client', 'admin'] as const;

/**
 * Reads one file of a bundle's `dist/prerender/` folder (`manifest.json`, `index.ar.html`);
 * resolves null when the bundle has no such file, rejects on other failures.
 */
export type PrerenderSource = (bundle: PrerenderBundle, file: string) => Promise<string | null>;

/**
 * `dist/prerender/manifest.json` as written by each bundle's build (packages/mf-config
 * prerender.ts): for each path and language the HTML file and the stylesheet URLs it needs.
 */
interface PrerenderManifest {
  version: 1;
  pages: Record<string, Partial<Record<Language, { html: string; css: string[] }>>>;
}

/** Where the shell's layout prerender leaves room for the page (mf-config's PRERENDER_SLOT). */
export const PRERENDER_SLOT = '<!--prerender-slot-->';

/** A page's first view: the layout with the page inside, and every stylesheet both need. */
export interface Prerender {
  path: string;
  html: string;
  css: string[];
}

const SAFE_FILE = /^[a-z0-9][a-z0-9._-]*\.html$/i;
const SAFE_URL = /^\/[a-z0-9/._-]+\.css$/i;

function manifestEntry(text: string | null, pagePath: string, language: Language) {
  if (text === null) return null;
  const manifest = JSON.parse(text) as PrerenderManifest;
  if (manifest?.version !== 1 || typeof manifest.pages !== 'object') return null;
  const entry = Object.hasOwn(manifest.pages, pagePath) ? manifest.pages[pagePath]?.[language] : undefined;
  if (!entry || !SAFE_FILE.test(entry.html) || !Array.isArray(entry.css) || !entry.css.every((u) => SAFE_URL.test(u))) {
    return null;
  }
  return entry;
}

/**
 * The composed prerender of `pagePath` in `language`, or null when the shell has no layout for
 * it or no remote prerenders it. A missing, malformed or unreadable file also gives null (the
 * page is then sent without a prerender, never as an error).
 */
export async function loadPrerender(
  source: PrerenderSource,
  pagePath: string,
  language: Language,
): Promise<Prerender | null> {
  try {
    const layout = manifestEntry(await source('shell', 'manifest.json'), pagePath, language);
    if (!layout) return null;
    for (const bundle of PAGE_BUNDLES) {
      const page = manifestEntry(await source(bundle, 'manifest.json'), pagePath, language);
      if (!page) continue;
      const [frame, fragment] = await Promise.all([source('shell', layout.html), source(bundle, page.html)]);
      if (frame === null || fragment === null || !frame.includes(PRERENDER_SLOT)) return null;
      return {
        path: pagePath,
        html: frame.replace(PRERENDER_SLOT, () => fragment),
        css: [...new Set([...layout.css, ...page.css])],
      };
    }
    return null;
  } catch {
    return null;
  }
}

/** `{root}/shell/dist/prerender/x` or `{root}/mfe-{bundle}/dist/prerender/x`; re-read when the file's mtime changes. */
export function prerendersFromDisk(frontendRoot: string): PrerenderSource {
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return async (bundle, file) => {
    const full = path.join(frontendRoot, bundle === 'shell' ? 'shell' : `mfe-${bundle}`, 'dist', 'prerender', file);
    const info = await stat(full).catch(() => null);
    if (!info) return null;
    const cached = cache.get(full);
    if (cached?.mtimeMs === info.mtimeMs) return cached.text;
    const text = await readFile(full, 'utf8');
    cache.set(full, { mtimeMs: info.mtimeMs, text });
    return text;
  };
}

/** How long a bundle server's "no such prerender file" answer is trusted before asking again. */
const MISSING_TTL_MS = 10_000;

/**
 * Compose mode: `{origin}/prerender/x` (shell) or `{origin}/mf/{bundle}/prerender/x` from each
 * bundle's static server, revalidated with the ETag on each use (one conditional request, 304
 * when unchanged); a 404 is remembered for 10 s. A bundle without an origin has no prerender.
 */
export function prerendersFromOrigins(
  origins: Partial<Record<PrerenderBundle, string>>,
  timeoutMs = 1000,
): PrerenderSource {
  const cache = new Map<string, { etag: string | null; text: string | null; missingUntil?: number }>();
  return async (bundle, file) => {
    const origin = origins[bundle];
    if (!origin) return null;
    const url = `${origin.replace(/\/$/, '')}${bundle === 'shell' ? '' : `/mf/${bundle}`}/prerender/${file}`;
    const cached = cache.get(url);
    if (cached?.missingUntil && cached.missingUntil > Date.now()) return null;
    const res = await fetch(url, {
      headers: cached?.etag ? { 'if-none-match': cached.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 304 && cached) return cached.text;
    if (res.status === 404) {
      cache.set(url, { etag: null, text: null, missingUntil: Date.now() + MISSING_TTL_MS });
      return null;
    }
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    // The shell's server answers unknown paths with its index.html: that is no prerender file.
    if (/text\/html/.test(res.headers.get('content-type') ?? '') && file.endsWith('.json')) return null;
    const text = await res.text();
    cache.set(url, { etag: res.headers.get('etag'), text });
    return text;
  };
}

/**
 * Puts a prerender into the shell's (already headed) HTML: the page's markup inside `#root`,
 * wrapped in an element marked `inert`, `aria-hidden` and `data-prerendered` (path, language)
 * that the shell replaces once React has rendered the same page, and its stylesheets at the end
 * of `<head>`. HTML without an empty `#root` is returned unchanged.
 */
export function insertPrerender(html: string, prerender: Prerender, language: Language): string {
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(html) || !html.includes('</head>')) return html;
  const links = prerender.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const wrapper =
    `<div id="root"><div data-prerendered="${escapeAttribute(prerender.path)}" data-lang="${language}" inert aria-hidden="true">` +
    `${prerender.html}</div></div>`;
  return html
    .replace('</head>', () => `${links}</head>`)
    .replace(emptyRoot, () => wrapper)
    .replace(
      SHELL_SCRIPT,
      (_tag, src: string) => `<link rel="preload" as="script" href="${src}" fetchpriority="low">${bootScriptTag(src)}`,
    );
}

/** The shell's entry script as HtmlRspackPlugin writes it. */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="(\/[a-z0-9/._-]+\.js)"><\/script>/i;

/** Where the gateway serves `PRERENDER_BOOT_SCRIPT`. */
export const PRERENDER_BOOT_PATH = '/prerender-boot.js';

function bootScriptTag(src: string): string {
  return `<script defer src="${PRERENDER_BOOT_PATH}" data-entry="${src}"></script>`;
}

/**
 * Started instead of the shell's entry on a prerendered page: the entry (already being fetched,
 * see the low-priority preload) runs once the browser reports the prerender's first contentful
 * paint, so the app's start-up work does not hold the first paint back (issue 6: LCP). A hidden
 * page paints nothing and a browser without paint timing waits two frames; in any case the
 * entry starts within a second.
 */
export const PRERENDER_BOOT_SCRIPT = `(() => {
  const entry = document.currentScript && document.currentScript.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = entry;
    document.head.append(script);
  };
  setTimeout(start, 1000);
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
})();
`;
function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/**
 * Writes the page's head into the shell's HTML: `<html lang dir>`, `<title>`, meta
 * description, canonical link, hreflang alternates (ar, en via `?lang=`, x-default without),
 * Open Graph title/description/locale, `noindex` for private and missing pages, and only the
 * page language's font preloads (`link[rel=preload][data-lang]`).
 */
export function renderHead(html: string, head: PageHead, language: Language, origin: string, path: string): string {
  const root = parse(html);
  const htmlEl = root.querySelector('html');
  htmlEl?.setAttribute('lang', language);
  htmlEl?.setAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  htmlEl?.setAttribute('class', `lang-${language}`);
  const headEl = root.querySelector('head');
  if (!headEl) return html;
  for (const stale of headEl.querySelectorAll(
    'title, meta[name=description], meta[name=robots], link[rel=canonical], link[rel=alternate], meta[property^="og:"]',
  )) {
    stale.remove();
  }
  // The shell's build preloads each language's fonts (`data-lang`); keep the page language's.
  for (const font of headEl.querySelectorAll('link[rel=preload][data-lang]')) {
    if (font.getAttribute('data-lang') !== language) font.remove();
  }
  const url = (lang?: Language) => `${origin}${path}${lang ? `?lang=${lang}` : ''}`;
  const tags = [
    `<title></title>`,
    `<meta name="description" content="">`,
    `<link rel="canonical" href="${url(language)}">`,
    `<link rel="alternate" hreflang="ar" href="${url('ar')}">`,
    `<link rel="alternate" hreflang="en" href="${url('en')}">`,
    `<link rel="alternate" hreflang="x-default" href="${url()}">`,
    `<meta property="og:title" content="">`,
    `<meta property="og:description" content="">`,
    `<meta property="og:locale" content="${language === 'ar' ? 'ar_SA' : 'en_US'}">`,
    ...(head.indexable ? [] : ['<meta name="robots" content="noindex">']),
  ];
  headEl.insertAdjacentHTML('afterbegin', tags.join(''));
  // Text set through the DOM is escaped by the parser, so titles from the database are safe.
  headEl.querySelector('title')!.set_content(escapeText(head.title));
  headEl.querySelector('meta[name=description]')!.setAttribute('content', head.description);
  headEl.querySelector('meta[property="og:title"]')!.setAttribute('content', head.title);
  headEl.querySelector('meta[property="og:description"]')!.setAttribute('content', head.description);
  return root.toString();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Serves every page request (GET/HEAD of an extension-less path outside /api, /uploads, /mf)
 * with the shell's HTML and that page's head, before any script runs (issue #3, "For people
 * who find us through search"); a path no page serves is answered 404 with the shell's 404
 * page. Also serves `/robots.txt` and `/sitemap.xml` (every indexable page in ar and en, the
 * six tracks and each published news item).
 */
export function seoPages(options: SeoOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const origin = options.publicUrl?.replace(/\/$/, '') ?? ctx.origin;
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain';
      ctx.body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /user',
        'Disallow: /api/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
      return;
    }
    if (ctx.path === PRERENDER_BOOT_PATH) {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = PRERENDER_BOOT_SCRIPT;
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await sitemapXml(origin, options.listNews);
      return;
    }
    if (!isPagePath(ctx.path)) return next();
    const language = pageLanguage(ctx);
    const head = await headFor(resolvePage(ctx.path), language, options.listNews);
    const html = await options.loadShellHtml().catch(() => null);
    if (html === null) return next();
    const prerender =
      head.status === 200 && options.prerenders ? await loadPrerender(options.prerenders, ctx.path, language) : null;
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    // The language (and so the page) may come from the cookie.
    ctx.set('Vary', 'Accept-Encoding, Cookie');
    const headed = renderHead(html, head, language, origin, ctx.path);
    ctx.body = prerender ? insertPrerender(headed, prerender, language) : headed;
  };
}

async function sitemapXml(origin: string, listNews: SeoOptions['listNews']): Promise<string> {
  const paths: { path: string; lastmod?: string }[] = [
    ...Object.entries(PUBLIC_PAGES)
      .filter(([, meta]) => meta.indexable)
      .map(([path]) => ({ path })),
    { path: '/tracks/overview' },
    ...TRACK_SLUGS.map((slug) => ({ path: `/services/${slug}` })),
    ...(await listNews().catch(() => [])).map((n) => ({ path: `/news/${n.id}`, lastmod: n.updated_at })),
  ];
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  for (const { path, lastmod } of paths) {
    stream.write({
      url: path,
      lastmod,
      links: [
        { lang: 'ar', url: `${origin}${path}?lang=ar` },
        { lang: 'en', url: `${origin}${path}?lang=en` },
        { lang: 'x-default', url: `${origin}${path}` },
      ],
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
