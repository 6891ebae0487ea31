import { useEffect, useState } from 'react';
import type { NewsItemRecord } from '@consulting/contracts';
import { ApiError, api } from '@consulting/platform';
import { STATIC_NEWS } from './static-news.ts';

/** The published news as the page shows it; `fallback` when the built-in items stand in. */
export interface NewsList {
  news: NewsItemRecord[];
  fallback: boolean;
}

/**
 * `GET /api/news` (published, newest first). Any failure (network, 4xx, 5xx, a reply without a
 * list) resolves the six built-in sample items with `fallback: true`; an abort rejects.
 */
export async function fetchNewsList(signal?: AbortSignal): Promise<NewsList> {
  try {
    const reply = await api<{ success: boolean; news?: NewsItemRecord[] }>('/news', { auth: 'none', signal });
    if (reply?.success !== true || !Array.isArray(reply.news)) return { news: STATIC_NEWS, fallback: true };
    return { news: reply.news, fallback: false };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { news: STATIC_NEWS, fallback: true };
  }
}

/** Data hook of `/news`: `null` while loading, then the list (the server's or the fallback). */
export function useNewsList(): NewsList | null {
  const [list, setList] = useState<NewsList | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchNewsList(controller.signal).then(setList, () => undefined);
    return () => controller.abort();
  }, []);
  return list;
}

export type NewsItemResult =
  | { status: 'loading' }
  | { status: 'found'; item: NewsItemRecord }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * `GET /api/news/:id`. A 404 is `not-found` unless the id is one of the built-in sample items
 * (those are linked only while the service is unreachable); other failures fall back to the
 * built-in item of that id, else `error` with the message of spec §8. An abort rejects.
 */
export async function fetchNewsItem(
  id: string,
  signal?: AbortSignal,
): Promise<Exclude<NewsItemResult, { status: 'loading' }>> {
  const builtIn = STATIC_NEWS.find((item) => item.id === id);
  try {
    const reply = await api<{ success: boolean; news?: NewsItemRecord }>(`/news/${encodeURIComponent(id)}`, {
      auth: 'none',
      signal,
    });
    if (reply?.success === true && reply.news) return { status: 'found', item: reply.news };
    return builtIn ? { status: 'found', item: builtIn } : { status: 'not-found' };
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (builtIn) return { status: 'found', item: builtIn };
    if (error instanceof ApiError && error.status === 404) return { status: 'not-found' };
    return { status: 'error', message: (error as Error).message };
  }
}

/** Data hook of `/news/:id`. */
export function useNewsItem(id: string): NewsItemResult {
  const [result, setResult] = useState<NewsItemResult & { id?: string }>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchNewsItem(id, controller.signal).then(
      (next) => setResult({ ...next, id }),
      () => undefined,
    );
    return () => controller.abort();
  }, [id]);
  return result.id === id ? result : { status: 'loading' };
}
