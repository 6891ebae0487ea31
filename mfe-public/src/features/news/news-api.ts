import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItemRecord } from '@consulting/contracts';
import { ApiError, api, type Language } from '@consulting/platform';
import { loadBuiltInNews } from './built-in-news.ts';
import { useServedNews } from './news-prerender.ts';

/** The published news as the page shows it; `fallback` when the built-in items stand in. */
export interface NewsList {
  news: NewsItemRecord[];
  fallback: boolean;
}

/**
 * `GET /api/news?lang=` (the items public in the page's `language`, newest first). Any failure (network, 4xx, 5xx, a reply without a list) resolves the six built-in
 * sample items with `fallback: true` (none when their chunk cannot be loaded either); an abort
 * rejects.
 */
export async function fetchNewsList(language: Language, signal?: AbortSignal): Promise<NewsList> {
  try {
    const reply = await api<{ success: boolean; news?: NewsItemRecord[] }>(`/news?lang=${language}`, {
      auth: 'none',
      signal,
    });
    if (reply?.success === true && Array.isArray(reply.news)) return { news: reply.news, fallback: false };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  // Imported only now; when even that chunk cannot be read, no items.
  return { news: await loadBuiltInNews().catch(() => []), fallback: true };
}

/** Every cached read of the news lives under this key. */
const NEWS_KEY = ['public', 'news'] as const;

/** `/news` in `language`: `fetchNewsList`. */
export const newsListQuery = (language: Language) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'list', language],
    queryFn: ({ signal }) => fetchNewsList(language, signal),
  });

/**
 * `/news/:id` in `language`, with the page's `?preview=` token if any: `fetchNewsItem`. Resolves
 * every outcome (found, not found, error) as data; only an abort rejects.
 */
export const newsItemQuery = (id: string, language: Language, preview: string | null) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'item', id, language, preview],
    queryFn: ({ signal }) => fetchNewsItem(id, language, preview, signal),
  });

/**
 * Whether a render in `language` may start from the news the page was server-rendered with:
 * only in the language of the page's first render.
 */
function useServedLanguage(language: Language): boolean {
  const [first] = useState(language);
  return first === language;
}

/**
 * Data of `/news` in `language` (`newsListQuery`): `null` while loading, then the list (the
 * server's or the fallback). A render starts from the items the page was server-rendered with
 * (`useServedNews`), then reads them again.
 */
export function useNewsList(language: Language): NewsList | null {
  const served = useServedNews()?.news;
  const initial = useServedLanguage(language) && served ? { news: served, fallback: false } : undefined;
  return useQuery({ ...newsListQuery(language), initialData: initial, initialDataUpdatedAt: 0 }).data ?? null;
}

export type NewsItemResult =
  | { status: 'loading' }
  | { status: 'found'; item: NewsItemRecord; preview: boolean }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * `GET /api/news/:id?lang=[&preview=]`: the item public in `language`, or, with a staff preview
 * token, the item in any state (`preview: true`). A 404 (unpublished, not in
 * this language, a bad or expired token) is `not-found` unless the id is one of the built-in
 * sample items (those are linked only while the service is unreachable); other failures fall
 * back to the built-in item of that id, else `error` with the message of spec §8. An abort
 * rejects.
 */
export async function fetchNewsItem(
  id: string,
  language: Language,
  preview: string | null,
  signal?: AbortSignal,
): Promise<Exclude<NewsItemResult, { status: 'loading' }>> {
  // The built-in items are imported only on a failure; unreachable as well, none.
  const builtIn = () =>
    loadBuiltInNews().then(
      (items) => items.find((item) => item.id === id),
      () => undefined,
    );
  const query = new URLSearchParams({ lang: language, ...(preview ? { preview } : {}) });
  try {
    const reply = await api<{ success: boolean; news?: NewsItemRecord }>(
      `/news/${encodeURIComponent(id)}?${query.toString()}`,
      { auth: 'none', signal },
    );
    if (reply?.success === true && reply.news) return { status: 'found', item: reply.news, preview: Boolean(preview) };
    const item = await builtIn();
    return item ? { status: 'found', item, preview: false } : { status: 'not-found' };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    const item = await builtIn();
    if (item) return { status: 'found', item, preview: false };
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error', message: (error as Error).message };
  }
}

/**
 * Data of `/news/:id` in `language` (`newsItemQuery`), with the page's `?preview=` token if any.
 * A render starts from the item the page was server-rendered with (`useServedNews`; null: not
 * found), then reads it again.
 */
export function useNewsItem(id: string, language: Language, preview: string | null): NewsItemResult {
  const served = useServedNews();
  const fromServer = useServedLanguage(language) && served?.news_item !== undefined;
  const initial: NewsItemResult | undefined = !fromServer
    ? undefined
    : served?.news_item
      ? { status: 'found', item: served.news_item, preview: false }
      : { status: 'not-found' };
  const { data } = useQuery({
    ...newsItemQuery(id, language, preview),
    initialData: initial as Exclude<NewsItemResult, { status: 'loading' }> | undefined,
    initialDataUpdatedAt: 0,
  });
  return data ?? { status: 'loading' };
}
