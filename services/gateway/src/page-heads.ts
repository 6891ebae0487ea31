/**
 * Page heads, for people who find the site through search: the title,
 * description, canonical link, language alternates and Open Graph tags the gateway writes into
 * the shell's HTML before any script runs, and the HTTP status of a page path.
 */
import type { Context } from 'koa';
import { parse } from 'node-html-parser';
import {
  API_ROUTES,
  pageHeading,
  PUBLIC_PAGES,
  REMOTES_MOUNT_ROOT,
  SITE_NAME,
  sitePageOf,
  type ResolvedPage,
  type SiteContent,
} from '@consulting/contracts';
import type { Language } from './prerender-files.ts';

/** What a news item contributes to its page's head (spec §3 "News item"). */
export interface NewsSummary {
  id: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  updated_at: string;
}

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** `og:site_name`: the company name in the page's language. */
  siteName: string;
  indexable: boolean;
  /** The languages the page exists in (its hreflang alternates); both unless said. */
  languages?: Language[];
}

const NOT_FOUND = { ar: 'عذراً! الصفحة غير موجودة', en: 'Oops! Page not found' };
const TRACKS_DESCRIPTION = PUBLIC_PAGES['/services'].description;

/** The service paths outside `/api` (`/uploads`, `/media`: files), from the site contract. */
const FILE_ROUTES = API_ROUTES.filter((rule) => !rule.path.startsWith('/api')).map((rule) => `${rule.path}/`);

/**
 * A path is a page (not a file) when its last segment has no extension and it is not under
 * `/api`, a service's file routes (`/uploads/`, `/media/`), the remotes' mounts (`/mf/`) or
 * `/internal`.
 */
export function isPagePath(path: string): boolean {
  if (
    path.startsWith('/api') ||
    FILE_ROUTES.some((prefix) => path.startsWith(prefix)) ||
    path.startsWith(REMOTES_MOUNT_ROOT) ||
    path.startsWith('/internal')
  ) {
    return false;
  }
  return !/\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/** The site's public origin when `PUBLIC_URL` is unset (development; production requires it). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * The origin of the site's absolute links: `publicUrl` (`PUBLIC_URL`, else
 * {@link DEFAULT_PUBLIC_URL}) without a trailing slash. Never the request's `Host`, which the
 * caller chooses.
 */
export function siteOrigin(publicUrl: string | undefined): string {
  return (publicUrl ?? DEFAULT_PUBLIC_URL).replace(/\/+$/, '');
}

/** A path segment as text: percent-decoded, or as sent when it is not valid percent-encoding. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path of the page serving `pathname` as the site contract names it (`SITE_PAGES`): the
 * page's path with each parameter and each segment under a `/*` percent-encoded, no trailing
 * slash (`/about/` → `/about`, `/news/a"b` → `/news/a%22b`); null for a path no page serves.
 * Canonical and language links are built from it, never from the request's raw path.
 */
export function canonicalPath(pathname: string): string | null {
  const found = sitePageOf(pathname);
  if (!found) return null;
  const { page, params } = found;
  const encode = (segment: string) => encodeURIComponent(segmentText(segment));
  const pattern = page.path.split('/');
  const splat = pattern.at(-1) === '*';
  const fixed = (splat ? pattern.slice(0, -1) : pattern).map((segment) =>
    segment.startsWith(':') ? encode(params[segment.slice(1)] ?? '') : segment,
  );
  const rest = splat
    ? pathname
        .replace(/\/+$/, '')
        .split('/')
        .slice(pattern.length - 1)
        .map(encode)
    : [];
  return [...fixed, ...rest].join('/') || '/';
}

/**
 * Looks a news item up among those published in `language`: the item, null when it is not
 * published in that language (or does not exist); rejects when content could not be asked.
 */
export type FindNews = (id: string, language: Language) => Promise<NewsSummary | null>;

/**
 * The head of `page` in `language`. Titles are `{heading} | {company name}` and the site name is
 * the settings' `company_name_{lang}`, the built-in `SITE_NAME` when the
 * content snapshot is unknown or the name blank; `/`'s description is the settings'
 * `site_description_{lang}` likewise. A news item is 404 unless published in `language`.
 */
export async function headFor(
  page: ResolvedPage | null,
  language: Language,
  content: SiteContent | null,
  findNews: FindNews,
): Promise<PageHead> {
  const siteName = content?.settings[`company_name_${language}`]?.trim() || SITE_NAME[language];
  const titled = (heading: string) => `${heading} | ${siteName}`;
  const notFound: PageHead = {
    status: 404,
    title: titled(NOT_FOUND[language]),
    description: NOT_FOUND[language],
    siteName,
    indexable: false,
  };
  if (!page) return notFound;
  if (page.kind === 'news-item') {
    const item = await findNews(page.id, language).catch(() => undefined);
    // Content down: serve the page (the browser shows its own state) but do not let it be indexed.
    if (item === undefined)
      return {
        status: 200,
        title: titled(PUBLIC_PAGES['/news'].heading[language]),
        description: '',
        siteName,
        indexable: false,
      };
    if (item === null) return notFound;
    // An item published in one language only has no alternate in the other.
    const other: Language = language === 'ar' ? 'en' : 'ar';
    const inOther = await findNews(page.id, other).catch(() => null);
    return {
      status: 200,
      title: titled(item[`title_${language}`]),
      description: item[`summary_${language}`],
      siteName,
      indexable: true,
      languages: inOther ? ['ar', 'en'] : [language],
    };
  }
  const heading = pageHeading(page)![language];
  if (page.kind === 'public') {
    const edited = page.path === '/' ? content?.settings[`site_description_${language}`]?.trim() : '';
    return {
      status: 200,
      title: titled(heading),
      description: edited || page.meta.description[language],
      siteName,
      indexable: page.meta.indexable,
    };
  }
  if (page.kind === 'private')
    return { status: 200, title: titled(heading), description: heading, siteName, indexable: false };
  return {
    status: 200,
    title: titled(heading),
    description: `${heading}. ${TRACKS_DESCRIPTION[language]}`,
    siteName,
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

/**
 * Writes the page's head into the shell's HTML: `<html lang dir>`, `<title>`, meta
 * description, canonical link, hreflang alternates (ar, en via `?lang=`, x-default without;
 * only the page's own language for a news item published in one),
 * Open Graph title/description/site name/locale, `noindex` for private and missing pages, and
 * only the page language's font preloads (`link[rel=preload][data-lang]`). `path` is the
 * page's {@link canonicalPath}; a 404 or a null path gets no canonical or alternate link. Text
 * from the database and the links are set through the DOM, so they are escaped.
 */
export function renderHead(
  html: string,
  head: PageHead,
  language: Language,
  origin: string,
  path: string | null,
): string {
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
  const languages = path === null || head.status === 404 ? [] : (head.languages ?? ['ar', 'en']);
  const links: [string, string][] = [
    ...(languages.length > 0 ? [['<link rel="canonical">', url(language)] as [string, string]] : []),
    ...languages.map((lang): [string, string] => [`<link rel="alternate" hreflang="${lang}">`, url(lang)]),
    ...(languages.length > 1 ? [['<link rel="alternate" hreflang="x-default">', url()] as [string, string]] : []),
  ];
  const tags = [
    `<title></title>`,
    `<meta name="description" content="">`,
    ...links.map(([tag]) => tag),
    `<meta property="og:title" content="">`,
    `<meta property="og:description" content="">`,
    `<meta property="og:site_name" content="">`,
    `<meta property="og:locale" content="${language === 'ar' ? 'ar_SA' : 'en_US'}">`,
    ...(head.indexable ? [] : ['<meta name="robots" content="noindex">']),
  ];
  headEl.insertAdjacentHTML('afterbegin', tags.join(''));
  headEl
    .querySelectorAll('link[rel=canonical], link[rel=alternate]')
    .forEach((link, index) => link.setAttribute('href', links[index]![1]));
  headEl.querySelector('title')!.set_content(escapeText(head.title));
  headEl.querySelector('meta[name=description]')!.setAttribute('content', head.description);
  headEl.querySelector('meta[property="og:title"]')!.setAttribute('content', head.title);
  headEl.querySelector('meta[property="og:description"]')!.setAttribute('content', head.description);
  headEl.querySelector('meta[property="og:site_name"]')!.setAttribute('content', head.siteName);
  return root.toString();
}

/** Text made safe to put between tags. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
