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
 * The data `page` (a `prerendered: 'request'` page) is rendered with in `language` for content
 * `version`: `{ news }` for `/news`, `{ news_item }` for a news item (null when it is not
 * published in `language`: the page's not-found state). Null when the news cannot be had
 * (content down or slow) or the gateway knows no data for the page: it then gets no first view.
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
