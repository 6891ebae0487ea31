import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Connection, FilterQuery } from 'mongoose';
import { z } from 'zod';
import { NEWS_CATEGORIES, type AdminNewsItemRecord, type NewsCategory } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
  allOf,
  dateRangeFilter,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  queryBoolean,
  queryEnum,
  searchFilter,
  type ListSpec,
  type ParsedListQuery,
  type RouteOperation,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { assertSomethingToUpdate, booleanField, flag01, imageUrl, optionalText, parseInput } from '../input-fields.ts';
import {
  excerptFallback,
  NEWS_CONTENT_MAX,
  publicationOf,
  toAdminNewsItemRecord,
  type NewsItem,
  type NewsItemDocument,
} from '../models/news-item.model.ts';
import { newsHtmlText, sanitizeNewsHtml } from '../news/news-html.ts';
import { NEWS_PREVIEW_TTL_SECONDS, signNewsPreview } from '../news/news-preview.ts';
import { newsImages } from '../news/news-records.ts';
import { recordId } from '../record-id.ts';
import { touchContent } from '../site-content/content-version.ts';
import { adminRecordOperations, contentTrailRoute } from './admin-records.ts';

const NOT_FOUND = 'News item not found';
const DEFAULT_AUTHOR = 'Admin';

/**
 * How `GET /api/admin/news` may be queried (spec §2 "Other admin pages" News):
 * `is_published=true|false` (published or draft), `category=<a news category>`, `q` in both
 * titles and both stored excerpts (an item without its own excerpt is found by its titles),
 * `sort` by created_at (default `-created_at`, newest first), updated_at,
 * title_ar or title_en, `from`/`to` on created_at. The indexes are in `news-item.model.ts`.
 */
export const newsListSpec = {
  sortFields: ['created_at', 'updated_at', 'title_ar', 'title_en'],
  defaultSort: '-created_at',
  searchFields: ['title_ar', 'title_en', 'excerpt_ar', 'excerpt_en'],
  dateField: 'created_at',
  filters: { is_published: queryBoolean('is_published'), category: queryEnum('category', NEWS_CATEGORIES) },
} satisfies ListSpec;

type NewsQuery = ParsedListQuery<{ is_published?: boolean; category?: string }>;

/** The mongo filter of a parsed admin news query (`is_published`, `category`, `q`, `from`/`to`). */
function newsFilter(query: NewsQuery): FilterQuery<NewsItem> {
  const { is_published, category } = query.filters;
  return allOf<NewsItem>(
    is_published === undefined ? {} : { is_published: is_published ? 1 : 0 },
    category ? { category: category as NewsCategory } : {},
    searchFilter<NewsItem>(query.q, newsListSpec.searchFields),
    dateRangeFilter<NewsItem>(newsListSpec.dateField, query.from, query.to),
  );
}

/** News HTML content as sent: text up to the stored limit; null becomes ''. */
const htmlContent = (label: string) =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: `${label} must be text (HTML)` })
        .max(NEWS_CONTENT_MAX, { error: `${label} is too long (at most ${NEWS_CONTENT_MAX} characters)` }),
    )
    .optional();

/** `publish_at` as sent: an ISO 8601 date-time, or null / '' for "at once". */
const publishAt = () =>
  z
    .union([z.null(), z.literal(''), z.string()], { error: 'publish_at must be a date-time or null' })
    .transform((value, ctx): Date | null => {
      if (value === null || value === '') return null;
      const time = Date.parse(value);
      if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'publish_at must be an ISO 8601 date-time or null' });
        return z.NEVER;
      }
      return new Date(time);
    })
    .optional();

/** A media library id (24 hex digits), or '' / null for none. */
const mediaId = () =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: 'image_id must be a media library id' })
        .trim()
        .regex(/^([0-9a-f]{24})?$/i, { error: 'image_id must be a media library id' })
        .transform((id) => id.toLowerCase()),
    )
    .optional();

/**
 * Spec §5 "Admin news form": every field optional at the schema level; what
 * a language needs depends on whether it is published (`publicationProblem`). `is_published`
 * (older clients) sets both languages when neither `published_ar` nor `published_en` is sent.
 */
const newsFields = {
  title_ar: optionalText('Arabic title', 300),
  title_en: optionalText('English title', 300),
  content_ar: htmlContent('Arabic content'),
  content_en: htmlContent('English content'),
  excerpt_ar: optionalText('Arabic excerpt', 1000),
  excerpt_en: optionalText('English excerpt', 1000),
  image_url: imageUrl(),
  image_id: mediaId(),
  is_published: flag01('is_published').optional(),
  published_ar: booleanField('published_ar').optional(),
  published_en: booleanField('published_en').optional(),
  publish_at: publishAt(),
  category: z.enum(NEWS_CATEGORIES, { error: `category must be one of: ${NEWS_CATEGORIES.join(', ')}` }).optional(),
  featured: booleanField('featured').optional(),
  author: optionalText('Author', 200),
  author_en: optionalText('English author', 200),
};
/** Bodies of `POST /api/admin/news` and `PUT /api/admin/news/:id`. */
export const createNewsSchema = z.object(newsFields);
export const updateNewsSchema = z.object(newsFields).partial();
type NewsUpdate = z.output<typeof updateNewsSchema>;

/** Arabic names of the fields a published language needs (the panel's labels). */
const REQUIRED_LABELS_AR = {
  title_ar: 'العنوان بالعربية',
  content_ar: 'المحتوى بالعربية',
  title_en: 'العنوان بالإنجليزية',
  content_en: 'المحتوى بالإنجليزية',
} as const;

/** 400 when the item has no title in any language. */
export const NEWS_TITLE_REQUIRED = 'أدخل عنوان الخبر بالعربية أو بالإنجليزية';
/** 400 when a published language lacks its title or content (the missing listed). */
export const NEWS_PUBLISH_INCOMPLETE = 'لا يمكن نشر الخبر قبل تعبئة: ';
/** Added when a content became empty only because the sanitiser removed everything in it. */
export const NEWS_CONTENT_EMPTIED = ' (أُزيل من المحتوى ما لا يُسمح به كالسكربتات والإطارات، فلم يبقَ فيه نص)';
/** 400 when `image_id` names no image of the library. */
export const NEWS_IMAGE_NOT_FOUND = 'الصورة المختارة غير موجودة في مكتبة الوسائط';

/**
 * Applies validated fields to a news item: contents are sanitised
 * (`sanitizeNewsHtml`); `is_published` sets both languages unless a per-language flag is sent;
 * a blank author becomes 'Admin'. An excerpt equal to its content's 150-character text fallback
 * is stored as '' so it keeps following the content when the edit form sends the shown summary
 * back unchanged. Returns the languages whose sent content had no text left once sanitising
 * removed something from it.
 */
function applyNewsFields(item: NewsItemDocument, fields: NewsUpdate): Set<'ar' | 'en'> {
  const { author, is_published, published_ar, published_en, content_ar, content_en, ...rest } = fields;
  const emptied = new Set<'ar' | 'en'>();
  // Items stored without per-language flags get them before any change (see `publicationOf`).
  const current = publicationOf(item);
  item.published_ar = current.ar;
  item.published_en = current.en;
  if (is_published !== undefined && published_ar === undefined && published_en === undefined) {
    item.published_ar = is_published === 1;
    item.published_en = is_published === 1;
  }
  if (published_ar !== undefined) item.published_ar = published_ar;
  if (published_en !== undefined) item.published_en = published_en;
  for (const [lang, html] of [
    ['ar', content_ar],
    ['en', content_en],
  ] as const) {
    if (html === undefined) continue;
    const clean = sanitizeNewsHtml(html);
    if (clean !== html.trim() && newsHtmlText(clean) === '') emptied.add(lang);
    item[`content_${lang}`] = clean;
  }
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) item.set(key, value);
  if (author !== undefined) item.author = author || DEFAULT_AUTHOR;
  for (const lang of ['ar', 'en'] as const) {
    if (item[`excerpt_${lang}`] === excerptFallback(newsHtmlText(item[`content_${lang}`])))
      item[`excerpt_${lang}`] = '';
  }
  return emptied;
}

/**
 * Why `item` (with the changes applied) cannot be saved, or null ("Bad input"):
 * it needs a title in at least one language, and each language it is published in needs its
 * title and a content with visible text after sanitising. Arabic, for the panel.
 */
function publicationProblem(item: NewsItemDocument, emptied: Set<'ar' | 'en'>): string | null {
  if (!item.title_ar.trim() && !item.title_en.trim()) return NEWS_TITLE_REQUIRED;
  const missing: string[] = [];
  let sanitisedAway = false;
  for (const lang of ['ar', 'en'] as const) {
    if (!item[`published_${lang}`]) continue;
    if (!item[`title_${lang}`].trim()) missing.push(REQUIRED_LABELS_AR[`title_${lang}`]);
    if (newsHtmlText(item[`content_${lang}`]) === '') {
      missing.push(REQUIRED_LABELS_AR[`content_${lang}`]);
      if (emptied.has(lang)) sanitisedAway = true;
    }
  }
  if (missing.length === 0) return null;
  return `${NEWS_PUBLISH_INCOMPLETE}${missing.join('، ')}${sanitisedAway ? NEWS_CONTENT_EMPTIED : ''}`;
}

/** A signed link to the public page showing the item in any publication state for one hour. */
const PREVIEW: RouteOperation = {
  method: 'post',
  path: '/api/admin/news/{id}/preview',
  summary: 'A signed preview link of a news item',
  description:
    'A link to the public page that shows the item in any publication state for one hour (HMAC-signed token in `preview`).',
  tags: ['Admin: news'],
  auth: 'staff',
  success: {
    status: 200,
    description: "`{success:true, url: '/news/{id}?preview=<token>', expires_at}`, `Cache-Control: no-store`",
  },
  errors: { 404: NOT_FOUND },
};

/**
 * Admin news (spec §2 "Other admin pages" News, §3 "Admin news", §5), staff only. Every write
 * is checked on the item as it would be after the change (`publicationProblem`); nothing is
 * saved on a 400. Changes show on the public routes at once, raise the content version and are
 * audited (entity 'news_item', before/after as `AdminNewsItemRecord`).
 */
export function adminNewsRouter(
  models: ContentModels,
  staffOnly: Middleware,
  audit: ContentAudit,
  options: { now: () => Date; previewSecret: string },
): Router {
  const router = new Router();
  const guards = { staff: staffOnly };
  const { NewsItem } = models;
  const ops = adminRecordOperations({
    base: '/api/admin/news',
    tag: 'Admin: news',
    noun: 'news item',
    replyField: 'news',
    listField: 'news',
    listQuery: listQuerySchema(newsListSpec),
    listOrder: 'newest first',
    record: 'AdminNewsItemRecord',
    create: createNewsSchema,
    update: updateNewsSchema,
    notFound: NOT_FOUND,
    createErrors: {
      400: `'${NEWS_TITLE_REQUIRED}' (no title), '${NEWS_PUBLISH_INCOMPLETE}…' (a published language lacks its title or content; a content the sanitiser emptied counts as missing), '${NEWS_IMAGE_NOT_FOUND}', or an invalid value`,
    },
    description:
      '`content_ar` / `content_en` are HTML, sanitised on every write (allowed: p, br, strong, em, u, s, h2, h3, ul, ol, li, blockquote, code, a[href] http/https/mailto with `target=_blank rel="noopener noreferrer"`). `published_ar` / `published_en` publish per language (`is_published` 0|1 sets both, for older clients); `publish_at` (ISO 8601 or null) schedules; `image_id` is a media library image. Without an excerpt the summary is the first 150 characters of that language\'s content text.',
  });
  const connection = NewsItem.db as Connection;
  const record = async (item: NewsItemDocument): Promise<AdminNewsItemRecord> =>
    toAdminNewsItemRecord(item, (await newsImages(NewsItem, [item]))[0] ?? null);

  /** Validates the changed item, checks its image, then saves it and raises the content version. */
  async function save(item: NewsItemDocument, emptied: Set<'ar' | 'en'>): Promise<AdminNewsItemRecord> {
    const problem = publicationProblem(item, emptied);
    if (problem) throw new HttpError(400, problem);
    if (item.isModified('image_id') && item.image_id) {
      const [image] = await newsImages(NewsItem, [item]);
      if (!image) throw new HttpError(400, NEWS_IMAGE_NOT_FOUND);
    }
    await item.save();
    await touchContent(connection);
    return record(item);
  }

  addRoute(router, guards, ops.list, async (ctx) => {
    const query = parseListQuery(newsListSpec, ctx.query);
    const { rows, total } = await findPage(NewsItem, newsFilter(query), query);
    const docs = rows as NewsItemDocument[];
    const images = await newsImages(NewsItem, docs);
    ctx.body = pageReply(
      'news',
      docs.map((doc, index) => toAdminNewsItemRecord(doc, images[index] ?? null)),
      total,
      query,
    );
  });

  addRoute(router, guards, ops.create, async (ctx) => {
    const fields = parseInput(createNewsSchema, ctx.request.body, {});
    const item = new NewsItem({ author: DEFAULT_AUTHOR, published_ar: false, published_en: false });
    const emptied = applyNewsFields(item, fields);
    const body = { success: true as const, news: await save(item, emptied) };
    await audit.record(ctx, {
      entity: 'news_item',
      entity_id: body.news.id,
      action: 'create',
      before: null,
      after: body.news,
    });
    ctx.status = 201;
    ctx.body = body;
  });

  addRoute(router, guards, ops.update, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const update = parseInput(updateNewsSchema, ctx.request.body, {});
    assertSomethingToUpdate(update);
    const item = await NewsItem.findById(id);
    if (!item) throw new HttpError(404, NOT_FOUND);
    const before = await record(item);
    const emptied = applyNewsFields(item, update);
    const body = { success: true as const, news: await save(item, emptied) };
    await audit.record(ctx, { entity: 'news_item', entity_id: id, action: 'update', before, after: body.news });
    ctx.body = body;
  });

  addRoute(router, guards, ops.remove, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const item = await NewsItem.findByIdAndDelete(id);
    if (!item) throw new HttpError(404, NOT_FOUND);
    await touchContent(connection);
    const before = await record(item);
    await audit.record(ctx, { entity: 'news_item', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  addRoute(router, guards, PREVIEW, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND).toLowerCase();
    if (!(await NewsItem.exists({ _id: id }))) throw new HttpError(404, NOT_FOUND);
    const now = options.now().getTime();
    const token = signNewsPreview(options.previewSecret, id, now);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      url: `/news/${id}?preview=${encodeURIComponent(token)}`,
      expires_at: new Date(now + NEWS_PREVIEW_TTL_SECONDS * 1000).toISOString(),
    };
  });

  addRoutes(router, guards, [
    contentTrailRoute(connection, '/api/admin/news', {
      entity: 'news_item',
      noun: 'news item',
      tag: 'Admin: news',
      notFound: NOT_FOUND,
    }),
  ]);

  return router;
}
