import { adminApi } from '../../shared/admin-api.ts';
import { useCallback, useEffect, useState } from 'react';
import type { AdminNewsItemRecord, NewsCategory } from '@consulting/contracts';

/** The fields the add/edit dialog sends (spec §3 "Admin news", §5); the image goes as image_url. */
export interface NewsInput {
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  /** '' lets the server use the first 150 characters of the content (spec §3). */
  excerpt_ar: string;
  excerpt_en: string;
  image_url: string;
  category: NewsCategory;
  featured: boolean;
  is_published: 0 | 1;
}

export type NewsState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; news: AdminNewsItemRecord[] };

/**
 * The admin news list: GET /api/admin/news → `{success, news}`, drafts included, newest first.
 * `reload` fetches again; `put` and `drop` change the local list after a save or a delete.
 */
export function useAdminNews(): NewsState & {
  reload: () => void;
  put: (item: AdminNewsItemRecord) => void;
  drop: (id: string) => void;
} {
  const [result, setResult] = useState<NewsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    adminApi<{ news?: AdminNewsItemRecord[] }>('/admin/news', { signal: controller.signal })
      .then((reply) => setResult({ state: 'ready', news: reply.news ?? [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const put = useCallback((item: AdminNewsItemRecord) => {
    setResult((prev) => {
      if (prev.state !== 'ready') return prev;
      const exists = prev.news.some((n) => n.id === item.id);
      return {
        state: 'ready',
        news: exists ? prev.news.map((n) => (n.id === item.id ? item : n)) : [item, ...prev.news],
      };
    });
  }, []);
  const drop = useCallback((id: string) => {
    setResult((prev) =>
      prev.state === 'ready' ? { state: 'ready', news: prev.news.filter((n) => n.id !== id) } : prev,
    );
  }, []);
  return { ...result, reload, put, drop };
}

/** POST /api/admin/news → 201 `{success, news}`. Throws `ApiError` (401 also signs out). */
export async function createNewsItem(input: NewsInput): Promise<AdminNewsItemRecord> {
  const reply = await adminApi<{ news: AdminNewsItemRecord }>('/admin/news', { method: 'POST', body: input });
  return reply.news;
}

/** PUT /api/admin/news/:id → `{success, news}`. Throws `ApiError` (401 also signs out). */
export async function updateNewsItem(id: string, input: NewsInput): Promise<AdminNewsItemRecord> {
  const reply = await adminApi<{ news: AdminNewsItemRecord }>(`/admin/news/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return reply.news;
}

/** DELETE /api/admin/news/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteNewsItem(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
