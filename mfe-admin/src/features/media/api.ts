import type { MediaItemRecord, MediaRef } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';

/** The kinds of file the library holds. */
export type MediaKind = MediaRef['kind'];

/**
 * The media library list (the admin list contract):
 * GET /api/admin/media?page&page_size&q&kind → `{success, media, total, page, page_size}`,
 * newest first; `q` searches the file name and both alt texts.
 */
export const MEDIA_SOURCE: ListSource = { resource: 'media', path: '/admin/media', key: 'media' };

/** The URL view of /admin/media: the kind filter (search and page come with every list). */
export const MEDIA_VIEW: ListViewSpec = { filters: { kind: ['image', 'pdf'] } };

/** What the upload form sends. */
export interface MediaUploadInput {
  file: File;
  alt_ar: string;
  alt_en: string;
}

/**
 * POST /api/admin/media (multipart `file`, `alt_ar`, `alt_en`) → 201 `{success, media}`. The
 * server decides the type from the content and answers a refusal in Arabic (`ApiError.message`);
 * a 401 also signs out.
 */
export async function uploadMedia(input: MediaUploadInput): Promise<MediaItemRecord> {
  const form = new FormData();
  form.append('file', input.file, input.file.name);
  form.append('alt_ar', input.alt_ar.trim());
  form.append('alt_en', input.alt_en.trim());
  const reply = await adminApi<{ media: MediaItemRecord }>('/admin/media', { method: 'POST', body: form });
  return reply.media;
}

/** PUT /api/admin/media/:id `{alt_ar, alt_en}` → `{success, media}`. Throws `ApiError`. */
export async function updateMediaAlt(id: string, alt: { alt_ar: string; alt_en: string }): Promise<MediaItemRecord> {
  const reply = await adminApi<{ media: MediaItemRecord }>(`/admin/media/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { alt_ar: alt.alt_ar.trim(), alt_en: alt.alt_en.trim() },
  });
  return reply.media;
}

/** DELETE /api/admin/media/:id → `{success:true}`: the item and all its files. Throws `ApiError`. */
export async function deleteMedia(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/media/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * The URL of the smallest picture of an image for a thumbnail: its narrowest WebP variant, else
 * its narrowest variant, else the original; null for a PDF.
 */
export function thumbnailUrl(ref: MediaRef): string | null {
  if (ref.kind !== 'image') return null;
  const webp = ref.variants.find((variant) => variant.mime === 'image/webp');
  return (webp ?? ref.variants[0])?.url ?? ref.url;
}

/** The `MediaRef` of a library item (its admin-only fields dropped): what a form stores. */
export function mediaRefOf(item: MediaItemRecord | MediaRef): MediaRef {
  const { id, kind, mime, url, width, height, alt_ar, alt_en, variants } = item;
  return { id, kind, mime, url, width, height, alt_ar, alt_en, variants };
}

/** True when a chosen local file looks like a PDF (its name or type): only to word the form; the server decides. */
export function looksLikePdf(file: File | null): boolean {
  return !!file && (file.type === 'application/pdf' || /\.pdf$/i.test(file.name));
}
