/**
 * `/sitemap.xml` for search engines: every indexable page, the tracks and each
 * published news item, with its language alternates; built with the `sitemap` library.
 */
import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import { SitemapStream, streamToPromise } from 'sitemap';
import { PUBLIC_PAGES, TRACK_SLUGS } from '@consulting/contracts';
import { siteOrigin, type NewsSummary } from './page-heads.ts';
import type { Language } from './prerender-files.ts';
import type { ReadSiteContent } from './site-content-source.ts';

/** The news items published in each language (`GET /api/news?lang=`). */
export type NewsByLanguage = Record<Language, NewsSummary[]>;

const FIXED_PATHS = [
  ...Object.entries(PUBLIC_PAGES)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path),
  '/tracks/overview',
  ...TRACK_SLUGS.map((slug) => `/services/${slug}`),
];

/** Changes when this gateway's list of fixed pages does (a deploy), so the ETag does too. */
const FIXED_FINGERPRINT = createHash('sha256').update(FIXED_PATHS.join('\n')).digest('hex');

/** The sitemap's strong ETag, from the content version, the origin and the page list. */
export function sitemapEtag(version: string, origin: string): string {
  const hash = createHash('sha256').update(`${version}\n${origin}\n${FIXED_FINGERPRINT}`).digest('base64url');
  return `"sitemap-${hash.slice(0, 22)}"`;
}

interface SitemapEntry {
  path: string;
  lastmod?: string;
  languages: Language[];
}

/** Each news item once, with the languages it is published in and its latest change. */
function newsEntries(news: NewsByLanguage): SitemapEntry[] {
  const byId = new Map<string, SitemapEntry>();
  for (const language of ['ar', 'en'] as const) {
    for (const item of news[language]) {
      const entry = byId.get(item.id) ?? { path: `/news/${item.id}`, languages: [] };
      entry.languages.push(language);
      if (!entry.lastmod || item.updated_at > entry.lastmod) entry.lastmod = item.updated_at;
      byId.set(item.id, entry);
    }
  }
  return [...byId.values()];
}

/**
 * The sitemap XML: every indexable page with ar, en and x-default alternates (`?lang=`), and each
 * item of `news` (null: none); a one-language item is listed at `?lang={that}` alone.
 */
export async function sitemapXml(origin: string, news: NewsByLanguage | null): Promise<string> {
  const entries: SitemapEntry[] = [
    ...FIXED_PATHS.map((path): SitemapEntry => ({ path, languages: ['ar', 'en'] })),
    ...(news ? newsEntries(news) : []),
  ];
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { news: false, video: false, image: false, xhtml: true },
  });
  for (const { path, lastmod, languages } of entries) {
    const both = languages.length > 1;
    stream.write({
      url: both ? path : `${path}?lang=${languages[0]}`,
      lastmod,
      links: [
        ...languages.map((lang) => ({ lang, url: `${origin}${path}?lang=${lang}` })),
        ...(both ? [{ lang: 'x-default', url: `${origin}${path}` }] : []),
      ],
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}

export interface SitemapFileOptions {
  /** The site's public origin for the links (`PUBLIC_URL`), else `DEFAULT_PUBLIC_URL`. */
  publicUrl?: string;
  /** The content snapshot (its `version` makes the ETag); null when unknown. */
  readSiteContent: ReadSiteContent;
  /** The news published in a language for a content version (`newsForVersion`); rejects when content is down. */
  news: (language: Language, version: string | null) => Promise<NewsSummary[]>;
}

/**
 * `GET /sitemap.xml`, `no-cache` with an ETag (304 without asking for the news); without the news
 * it has none and no ETag.
 */
export function sitemapFile(options: SitemapFileOptions): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/sitemap.xml') return next();
    const origin = siteOrigin(options.publicUrl);
    ctx.set('Cache-Control', 'no-cache');
    const version = (await options.readSiteContent())?.version ?? null;
    if (version !== null) {
      ctx.set('ETag', sitemapEtag(version, origin));
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
    }
    const lists = await Promise.all([options.news('ar', version), options.news('en', version)]).catch(() => null);
    ctx.type = 'application/xml';
    ctx.body = await sitemapXml(origin, lists && { ar: lists[0], en: lists[1] });
    // Without the news the sitemap is not the version's: let nobody keep it under that tag.
    if (!lists) ctx.remove('ETag');
  };
}
