import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import {
  NEWS_CATEGORIES,
  type AdminNewsItemRecord,
  type MediaRef,
  type NewsCategory,
  type NewsItemRecord,
} from '@consulting/contracts';
import { newsHtmlText } from '../news/news-html.ts';
import { RECORD_OPTIONS, modelOn } from './model-on.ts';

/** A news item as stored (spec §3 "News item"); an unpublished language's texts may be ''. */
export interface NewsItem {
  title_ar: string;
  title_en: string;
  /** The admin's excerpt (plain text), or '' to fall back to the start of the content (see `summaryOf`). */
  excerpt_ar: string;
  excerpt_en: string;
  /** Sanitised HTML (`sanitizeNewsHtml` on every write). */
  content_ar: string;
  content_en: string;
  category: NewsCategory;
  /** The byline (the Arabic page's). */
  author: string;
  /** The English page's byline, or '' (absent on items stored without one). */
  author_en?: string;
  /** Old hand-typed image URL or '' (the page shows a default image); `image_id` wins. */
  image_url: string;
  /** Id of an image of the media library, or ''. */
  image_id: string;
  /** How many times the public item was opened (`GET /api/news/:id`). */
  views: number;
  featured: boolean;
  /** Absent on items not yet migrated (`migrateNewsItems`), where `is_published` decides both. */
  published_ar?: boolean;
  published_en?: boolean;
  /** Hidden from the public until this time; null = at once. */
  publish_at: Date | null;
  /** Derived on every save: 1 when published in either language (spec §4; the admin filter). */
  is_published: 0 | 1;
  created_at: Date;
  updated_at: Date;
}

export type NewsItemDocument = HydratedDocument<NewsItem>;
export type NewsItemModel = Model<NewsItem>;

/** Length of the excerpt fallback, in characters (spec §3: first 150 characters of the content). */
export const EXCERPT_FALLBACK_LENGTH = 150;

/** Largest stored HTML content per language, in characters (markup included). */
export const NEWS_CONTENT_MAX = 100_000;

const newsItemSchema = new Schema<NewsItem>(
  {
    title_ar: { type: String, default: '', trim: true, maxlength: 300 },
    title_en: { type: String, default: '', trim: true, maxlength: 300 },
    excerpt_ar: { type: String, default: '', maxlength: 1000 },
    excerpt_en: { type: String, default: '', maxlength: 1000 },
    content_ar: { type: String, default: '', maxlength: NEWS_CONTENT_MAX },
    content_en: { type: String, default: '', maxlength: NEWS_CONTENT_MAX },
    category: { type: String, enum: NEWS_CATEGORIES, default: 'company-news' },
    author: { type: String, default: 'Admin', maxlength: 200 },
    author_en: { type: String, default: '', maxlength: 200 },
    image_url: { type: String, default: '', maxlength: 2000 },
    image_id: { type: String, default: '', maxlength: 24 },
    views: { type: Number, default: 0, min: 0 },
    featured: { type: Boolean, default: false },
    // No defaults: absent means an older item (see `publicationOf`).
    published_ar: { type: Boolean },
    published_en: { type: Boolean },
    publish_at: { type: Date, default: null },
    is_published: { type: Number, enum: [0, 1], default: 0 },
  },
  RECORD_OPTIONS,
);
// Every save stores both languages' flags and the derived `is_published`.
newsItemSchema.pre('validate', function derivePublication() {
  const { ar, en } = publicationOf(this);
  this.published_ar = ar;
  this.published_en = en;
  this.is_published = ar || en ? 1 : 0;
});
// The public lists (per language, newest first), the schedule (`publish_at`, counted by the content
// version) and the admin list's filters and sorts; `_id` is the tiebreak the list queries add.
newsItemSchema.index({ published_ar: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ published_en: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ publish_at: 1 });
newsItemSchema.index({ is_published: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ created_at: -1, _id: -1 });
newsItemSchema.index({ category: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ updated_at: -1, _id: -1 });
newsItemSchema.index({ title_ar: 1, _id: 1 });
newsItemSchema.index({ title_en: 1, _id: 1 });

/** The `news_items` model on `connection`. */
export function newsItemModel(connection: Connection): NewsItemModel {
  return modelOn(connection, 'NewsItem', newsItemSchema, 'news_items');
}

/** The languages an item is published in; without per-language flags `is_published` 1 means both. */
export function publicationOf(item: Pick<NewsItem, 'published_ar' | 'published_en' | 'is_published'>): {
  ar: boolean;
  en: boolean;
} {
  if (item.published_ar === undefined && item.published_en === undefined) {
    const both = item.is_published === 1;
    return { ar: both, en: both };
  }
  return { ar: item.published_ar === true, en: item.published_en === true };
}

/**
 * The first `EXCERPT_FALLBACK_LENGTH` characters (code points, so no emoji is cut in half) of
 * the plain text `text`, trimmed: the summary of an item without an excerpt (spec §3).
 */
export function excerptFallback(text: string): string {
  return Array.from(text.trim()).slice(0, EXCERPT_FALLBACK_LENGTH).join('').trim();
}

/**
 * The summary shown in one language (plain text): the excerpt, else the start of the visible
 * text of that language's HTML content.
 */
export function summaryOf(excerpt: string, contentHtml: string): string {
  return excerpt.trim() || excerptFallback(newsHtmlText(contentHtml));
}

/** Which texts a record carries: `'all'` (admin, preview) or only the published languages' (public). */
export type NewsRecordTexts = 'all' | 'published';

/**
 * The public API shape (contracts `NewsItemRecord`): `summary_*` from the excerpt or its
 * fallback, `image` the library image's original URL when `imageMedia` is given (the resolved
 * `image_id`), else `image_url`; dates ISO 8601. With `texts` 'published' the title, summary and
 * content of a language the item is not published in are '' (a draft text never leaves).
 */
export function toNewsItemRecord(
  item: NewsItemDocument,
  imageMedia: MediaRef | null = null,
  texts: NewsRecordTexts = 'published',
): NewsItemRecord {
  const published = publicationOf(item);
  const shown = (lang: 'ar' | 'en') => texts === 'all' || published[lang];
  const text = (lang: 'ar' | 'en') =>
    shown(lang)
      ? {
          title: item[`title_${lang}`],
          summary: summaryOf(item[`excerpt_${lang}`], item[`content_${lang}`]),
          content: item[`content_${lang}`],
        }
      : { title: '', summary: '', content: '' };
  const ar = text('ar');
  const en = text('en');
  return {
    id: item._id.toString(),
    title_ar: ar.title,
    title_en: en.title,
    summary_ar: ar.summary,
    summary_en: en.summary,
    content_ar: ar.content,
    content_en: en.content,
    category: item.category,
    author: item.author,
    author_en: item.author_en ?? '',
    image: imageMedia?.url ?? item.image_url,
    image_media: imageMedia,
    published_ar: published.ar,
    published_en: published.en,
    views: item.views,
    featured: item.featured,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}

/**
 * The admin API shape (contracts `AdminNewsItemRecord`): every text (drafts included), plus
 * `excerpt_*` (the effective excerpt, i.e. the summary, so the edit form shows what visitors
 * see), `image_url`, `image_id`, the per-language flags, `publish_at` and the derived
 * `is_published`.
 */
export function toAdminNewsItemRecord(item: NewsItemDocument, imageMedia: MediaRef | null = null): AdminNewsItemRecord {
  const record = toNewsItemRecord(item, imageMedia, 'all');
  const published = publicationOf(item);
  return {
    ...record,
    excerpt_ar: record.summary_ar,
    excerpt_en: record.summary_en,
    image_url: item.image_url,
    image_id: item.image_id ?? '',
    is_published: published.ar || published.en ? 1 : 0,
    published_ar: published.ar,
    published_en: published.en,
    publish_at: item.publish_at ? item.publish_at.toISOString() : null,
  };
}
