/** Page heads written into the shell's HTML before any script runs (title, links, Open Graph), and a path's status. */
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

/** A page path: no extension in its last segment, not under `/api`, `/uploads`, `/media`, `/mf`, `/internal`. */
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

/** The origin of absolute links (`PUBLIC_URL`, no trailing slash), never the caller's `Host`. */
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
 * The canonical path of `pathname`'s page, parameters percent-encoded, no trailing slash
 * (`/news/a"b` → `/news/a%22b`), or null; links are built from it, never from the raw path.
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

/** The news item if published in `language`, else null; rejects when content cannot be asked. */
export type FindNews = (id: string, language: Language) => Promise<NewsSummary | null>;

/**
 * The head of `page` in `language`: title `{heading} | {company name}` (settings, else
 * `SITE_NAME`), `/`'s description from settings likewise; a news item 404s unless published.
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

/** A page's language: `?lang=ar|en`, else the `language` cookie, else Arabic (spec §1). */
export function pageLanguage(ctx: Pick<Context, 'query' | 'cookies'>): Language {
  const fromQuery = ctx.query.lang;
  if (fromQuery === 'ar' || fromQuery === 'en') return fromQuery;
  const fromCookie = ctx.cookies.get(LANGUAGE_COOKIE);
  return fromCookie === 'en' ? 'en' : 'ar';
}

/**
 * Writes the head into the shell's HTML: `<html lang dir>`, title, description, canonical and
 * hreflang links (none for a 404 or null `path`), Open Graph, `noindex` for private and missing
 * pages, and the language's font preloads. Set through the DOM, so text is escaped.
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
