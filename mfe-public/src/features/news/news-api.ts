import { startTransition, useContext, useEffect, useState } from 'react';
import type { NewsItemRecord } from '@consulting/contracts';
import { ApiError, api, type Language } from '@consulting/platform';
import { loadBuiltInNews } from './built-in-news.ts';
import { withNewsDates } from './news-filter.ts';
import { NewsPrerenderData } from './news-prerender.ts';

/** The published news as the page shows it; `fallback` when the built-in items stand in. */
export interface NewsList {
  news: NewsItemRecord[];
  fallback: boolean;
}

/**
 * `GET /api/news?lang=` (issue 15 part 4: the items public in the page's `language`, newest
 * first). Any failure (network, 4xx, 5xx, a reply without a list) resolves the six built-in
 * sample items with `fallback: true` (none when their chunk cannot be loaded either); an abort
 * rejects. Resolves once the news dates' formatter is made too (`withNewsDates`: the list
 * shows dates, and their formatter is made while the request is under way).
 */
export async function fetchNewsList(language: Language, signal?: AbortSignal): Promise<NewsList> {
  return withNewsDates(language, () => readNewsList(language, signal));
}

/** `fetchNewsList` without the dates' preparing. */
async function readNewsList(language: Language, signal?: AbortSignal): Promise<NewsList> {
  try {
    const reply = await api<{ success: boolean; news?: NewsItemRecord[] }>(`/news?lang=${language}`, {
      auth: 'none',
      signal,
    });
    if (reply?.success === true && Array.isArray(reply.news)) return { news: reply.news, fallback: false };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
  }
  // Imported only now (issue 16 part 4); when even that chunk cannot be read, no items.
  return { news: await loadBuiltInNews().catch(() => []), fallback: true };
}

/**
 * Data hook of `/news` in `language`: `null` while loading, then the list (the server's or the
 * fallback). A server render starts from the items its prerender was given (`NewsPrerenderData`).
 */
export function useNewsList(language: Language): NewsList | null {
  const served = useContext(NewsPrerenderData)?.news;
  const [list, setList] = useState<(NewsList & { language: Language }) | null>(() =>
    served ? { news: served, fallback: false, language } : null,
  );
  useEffect(() => {
    const controller = new AbortController();
    fetchNewsList(language, controller.signal).then(
      // A transition: the list is rendered in short slices, not one long task (issue 16).
      (next) => startTransition(() => setList({ ...next, language })),
      () => undefined,
    );
    return () => controller.abort();
  }, [language]);
  return list?.language === language ? list : null;
}

export type NewsItemResult =
  | { status: 'loading' }
  | { status: 'found'; item: NewsItemRecord; preview: boolean }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * `GET /api/news/:id?lang=[&preview=]`: the item public in `language`, or, with a staff preview
 * token (issue 15 part 4), the item in any state (`preview: true`). A 404 (unpublished, not in
 * this language, a bad or expired token) is `not-found` unless the id is one of the built-in
 * sample items (those are linked only while the service is unreachable); other failures fall
 * back to the built-in item of that id, else `error` with the message of spec §8. An abort
 * rejects. Resolves once the news dates' formatter is made too (the item shows its date).
 */
export async function fetchNewsItem(
  id: string,
  language: Language,
  preview: string | null,
  signal?: AbortSignal,
): Promise<Exclude<NewsItemResult, { status: 'loading' }>> {
  return withNewsDates(language, () => readNewsItem(id, language, preview, signal));
}

/** `fetchNewsItem` without the dates' preparing. */
async function readNewsItem(
  id: string,
  language: Language,
  preview: string | null,
  signal?: AbortSignal,
): Promise<Exclude<NewsItemResult, { status: 'loading' }>> {
  // The built-in items are imported only on a failure (issue 16 part 4); unreachable as well, none.
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
 * Data hook of `/news/:id` in `language`, with the page's `?preview=` token if any. A server
 * render starts from the item its prerender was given (`NewsPrerenderData`; null: not found).
 */
export function useNewsItem(id: string, language: Language, preview: string | null): NewsItemResult {
  const key = `${id}\n${language}\n${preview ?? ''}`;
  const served = useContext(NewsPrerenderData);
  const [result, setResult] = useState<NewsItemResult & { key?: string }>(() => {
    if (served?.news_item === undefined) return { status: 'loading' };
    return served.news_item
      ? { status: 'found', item: served.news_item, preview: false, key }
      : { status: 'not-found', key };
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchNewsItem(id, language, preview, controller.signal).then(
      (next) => startTransition(() => setResult({ ...next, key })),
      () => undefined,
    );
    return () => controller.abort();
  }, [id, language, preview, key]);
  return result.key === key ? result : { status: 'loading' };
}
