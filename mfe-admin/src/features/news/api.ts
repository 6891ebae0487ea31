import { NEWS_CATEGORIES, type AdminNewsItemRecord, type NewsCategory } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';

/**
 * The fields the add/edit dialog sends (spec §3 "Admin news", §5): contents are HTML
 * from the rich text editor (the server sanitises them), the image is a media library id.
 */
export interface NewsInput {
  title_ar: string;
  title_en: string;
  content_ar: string;
  content_en: string;
  /** '' lets the server use the first 150 characters of the content's text (spec §3). */
  excerpt_ar: string;
  excerpt_en: string;
  /** Media library image id, or '' for none. */
  image_id: string;
  /** The hand-typed link of items made before the media library ('' for none). */
  image_url: string;
  category: NewsCategory;
  featured: boolean;
  /** Published per language. */
  published_ar: boolean;
  published_en: boolean;
  /** ISO 8601: not public before it; null publishes at once. */
  publish_at: string | null;
}

/**
 * The admin news list: GET /api/admin/news?page&page_size&sort&q&is_published&category
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

/**
 * POST /api/admin/news/:id/preview → `{success, url, expires_at}`: a signed link to the public
 * page that shows the item whatever its state, for one hour. Throws `ApiError`.
 */
export async function createNewsPreview(id: string): Promise<string> {
  const reply = await adminApi<{ url: string }>(`/admin/news/${encodeURIComponent(id)}/preview`, { method: 'POST' });
  return reply.url;
}

/** DELETE /api/admin/news/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteNewsItem(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
