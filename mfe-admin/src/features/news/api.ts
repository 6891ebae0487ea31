import { NEWS_CATEGORIES, type AdminNewsItemRecord, type NewsCategory } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';

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

/**
 * The admin news list (issue 12): GET /api/admin/news?page&page_size&sort&q&is_published&category
 * → `{success, news, total, page, page_size}`, drafts included, newest first by default.
 */
export const NEWS_SOURCE: ListSource = { resource: 'news', path: '/admin/news', key: 'news' };

/** The URL view of /admin/news: published/draft and category filters, sort on dates and titles. */
export const NEWS_VIEW: ListViewSpec = {
  filters: { is_published: ['true', 'false'], category: NEWS_CATEGORIES },
  sortFields: ['created_at', 'updated_at', 'title_ar', 'title_en'],
};

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
