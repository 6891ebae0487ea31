import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import {
  NEWS_CATEGORIES,
  type AdminNewsItemRecord,
  type NewsCategory,
  type NewsItemRecord,
} from '@consulting/contracts';

/** A news item as stored (spec §3 "News item" and "Admin news"). */
export interface NewsItem {
  title_ar: string;
  title_en: string;
  /** The admin's excerpt, or '' to fall back to the start of the content (see `summaryOf`). */
  excerpt_ar: string;
  excerpt_en: string;
  content_ar: string;
  content_en: string;
  category: NewsCategory;
  author: string;
  /** Image URL or '' (the page shows a default image). */
  image_url: string;
  /** How many times the public item was opened (`GET /api/news/:id`). */
  views: number;
  featured: boolean;
  /** 0 = draft (hidden from the public site), 1 = published (spec §4). */
  is_published: 0 | 1;
  created_at: Date;
  updated_at: Date;
}

export type NewsItemDocument = HydratedDocument<NewsItem>;
export type NewsItemModel = Model<NewsItem>;

/** Length of the excerpt fallback, in characters (spec §3: first 150 characters of the content). */
export const EXCERPT_FALLBACK_LENGTH = 150;

const newsItemSchema = new Schema<NewsItem>(
  {
    title_ar: { type: String, required: true, trim: true, maxlength: 300 },
    title_en: { type: String, required: true, trim: true, maxlength: 300 },
    excerpt_ar: { type: String, default: '', maxlength: 1000 },
    excerpt_en: { type: String, default: '', maxlength: 1000 },
    content_ar: { type: String, required: true, maxlength: 50_000 },
    content_en: { type: String, required: true, maxlength: 50_000 },
    category: { type: String, enum: NEWS_CATEGORIES, default: 'company-news' },
    author: { type: String, default: 'Admin', maxlength: 200 },
    image_url: { type: String, default: '', maxlength: 2000 },
    views: { type: Number, default: 0, min: 0 },
    featured: { type: Boolean, default: false },
    is_published: { type: Number, enum: [0, 1], default: 0 },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false },
);
// The public list (published, newest first) and the admin list (issue 12, `GET
// /api/admin/news`): newest first, by publication state or category, and the other sorts;
// `_id` is the tiebreak the list queries add.
newsItemSchema.index({ is_published: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ created_at: -1, _id: -1 });
newsItemSchema.index({ category: 1, created_at: -1, _id: -1 });
newsItemSchema.index({ updated_at: -1, _id: -1 });
newsItemSchema.index({ title_ar: 1, _id: 1 });
newsItemSchema.index({ title_en: 1, _id: 1 });

/** The `news_items` model on `connection`. */
export function newsItemModel(connection: Connection): NewsItemModel {
  return (
    (connection.models.NewsItem as NewsItemModel | undefined) ??
    connection.model<NewsItem>('NewsItem', newsItemSchema, 'news_items')
  );
}

/**
 * The first `EXCERPT_FALLBACK_LENGTH` characters (code points, so no emoji is cut in half) of
 * `content`, trimmed: the summary of an item without an excerpt (spec §3).
 */
export function excerptFallback(content: string): string {
  return Array.from(content.trim()).slice(0, EXCERPT_FALLBACK_LENGTH).join('').trim();
}

/** The summary shown in one language: the excerpt, else the start of that language's content. */
export function summaryOf(excerpt: string, content: string): string {
  return excerpt.trim() || excerptFallback(content);
}

/**
 * The public API shape (contracts `NewsItemRecord`): `summary_*` from the excerpt or its
 * fallback, `image` from `image_url`, dates ISO 8601.
 */
export function toNewsItemRecord(item: NewsItemDocument): NewsItemRecord {
  return {
    id: item._id.toString(),
    title_ar: item.title_ar,
    title_en: item.title_en,
    summary_ar: summaryOf(item.excerpt_ar, item.content_ar),
    summary_en: summaryOf(item.excerpt_en, item.content_en),
    content_ar: item.content_ar,
    content_en: item.content_en,
    category: item.category,
    author: item.author,
    image: item.image_url,
    views: item.views,
    featured: item.featured,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}

/**
 * The admin API shape (contracts `AdminNewsItemRecord`): the public fields plus `excerpt_*`
 * (the effective excerpt, i.e. the summary, so the edit form shows what visitors see),
 * `image_url` and `is_published`.
 */
export function toAdminNewsItemRecord(item: NewsItemDocument): AdminNewsItemRecord {
  const record = toNewsItemRecord(item);
  return {
    ...record,
    excerpt_ar: record.summary_ar,
    excerpt_en: record.summary_en,
    image_url: item.image_url,
    is_published: item.is_published,
  };
}
