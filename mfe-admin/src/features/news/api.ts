import { adminApi } from '../../shared/admin-api.ts';
import { useCallback } from 'react';
import { useAdminList, type AdminList } from '../../shared/admin-list.ts';
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

const pickNews = (reply: { news?: AdminNewsItemRecord[] }) => reply.news ?? [];

/**
 * The admin news list: GET /api/admin/news → `{success, news}`, drafts included, newest first
 * (`useAdminList`: the error state carries the error's message). `reload` fetches again; `put`
 * swaps a saved item in place or puts a new one first; `remove` drops one after a delete.
 */
export function useAdminNews(): AdminList<AdminNewsItemRecord> & { put: (item: AdminNewsItemRecord) => void } {
  const list = useAdminList('/admin/news', pickNews);
  const { update } = list;
  const put = useCallback(
    (item: AdminNewsItemRecord) =>
      update((news) =>
        news.some((n) => n.id === item.id) ? news.map((n) => (n.id === item.id ? item : n)) : [item, ...news],
      ),
    [update],
  );
  return { ...list, put };
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
