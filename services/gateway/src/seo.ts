import type { Middleware } from 'koa';
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

/**
 * Writes the page's head into the shell's HTML: `<html lang dir>`, `<title>`, meta
 * description, canonical link, hreflang alternates (ar, en via `?lang=`, x-default without),
 * Open Graph title/description/locale, and `noindex` for private and missing pages.
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
    if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await sitemapXml(origin, options.listNews);
      return;
    }
    if (!isPagePath(ctx.path)) return next();
    const language: Language = ctx.query.lang === 'en' ? 'en' : 'ar';
    const head = await headFor(resolvePage(ctx.path), language, options.listNews);
    const html = await options.loadShellHtml().catch(() => null);
    if (html === null) return next();
    ctx.status = head.status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.body = renderHead(html, head, language, origin, ctx.path);
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
