import type { Connection, FilterQuery } from 'mongoose';
import type { MediaRef } from '@consulting/contracts';
import { mediaRefsById } from '../media/media-refs.ts';
import type { NewsItem, NewsItemModel } from '../models/news-item.model.ts';

/** A language of the site. */
export type NewsLanguage = 'ar' | 'en';

/**
 * The mongo filter of what the public may read at `now`: items published in
 * `lang` (in both languages when `lang` is absent, the rule of callers that predate per-language
 * publishing) whose `publish_at` is null or not after `now`.
 */
export function publicNewsFilter(lang: NewsLanguage | undefined, now: Date): FilterQuery<NewsItem> {
  return {
    ...(lang ? { [`published_${lang}`]: true } : { published_ar: true, published_en: true }),
    $or: [{ publish_at: null }, { publish_at: { $lte: now } }],
  };
}

/**
 * The library images of `items`, index for index: the `MediaRef` of each
 * item's `image_id`, or null when it has none or it names no image (deleted, or a PDF). One
 * query for the whole list. Rejects on a database error.
 */
export async function newsImages(
  NewsItem: NewsItemModel,
  items: readonly Pick<NewsItem, 'image_id'>[],
): Promise<(MediaRef | null)[]> {
  const ids = items.map((item) => item.image_id ?? '').filter((id) => id !== '');
  if (ids.length === 0) return items.map(() => null);
  const refs = await mediaRefsById(NewsItem.db as Connection, ids);
  return items.map((item) => {
    const ref = item.image_id ? refs.get(item.image_id) : undefined;
    return ref?.kind === 'image' ? ref : null;
  });
}
