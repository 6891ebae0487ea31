/**
 * What a page rendered at request time shows from content besides the snapshot (site contract
 * `prerendered: 'request'`): the news list of `/news` and the item of
 * `/news/:id`, read from the same per-version news lists as the heads and the sitemap.
 */
import type { NewsItemRecord, PrerenderPageData, ResolvedPage } from '@consulting/contracts';
import type { Language } from './prerender-files.ts';

/** The news published in a language for a content version (`newsForVersion`); rejects when content is down. */
export type NewsForVersion = (language: Language, version: string) => Promise<NewsItemRecord[]>;

/**
 * A request-rendered page's data in `language` for content `version`: `{ news }` or `{ news_item }`
 * (null: not published, the not-found state). Null when unavailable: no first view.
 */
export async function pageDataFor(
  page: ResolvedPage,
  language: Language,
  version: string,
  news: NewsForVersion,
): Promise<PrerenderPageData | null> {
  const isList = page.kind === 'public' && page.path === '/news';
  if (!isList && page.kind !== 'news-item') return null;
  const list = await news(language, version).catch(() => null);
  if (!list) return null;
  if (page.kind === 'news-item') return { news_item: list.find((item) => item.id === page.id) ?? null };
  return { news: list };
}
