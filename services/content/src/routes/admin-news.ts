import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { FilterQuery } from 'mongoose';
import { z } from 'zod';
import { NEWS_CATEGORIES, type AdminNewsItemRecord, type NewsCategory } from '@consulting/contracts';
import {
  allOf,
  dateRangeFilter,
  findPage,
  HttpError,
  jsonBody,
  pageReply,
  parseListQuery,
  queryBoolean,
  queryEnum,
  searchFilter,
  type ListSpec,
  type ParsedListQuery,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import { flagOf } from '../admin-lists.ts';
import type { ContentModels } from '../content-models.ts';
import {
  assertSomethingToUpdate,
  booleanField,
  flag01,
  imageUrl,
  optionalText,
  parseInput,
  requiredText,
} from '../input-fields.ts';
import {
  excerptFallback,
  toAdminNewsItemRecord,
  type NewsItem,
  type NewsItemDocument,
} from '../models/news-item.model.ts';
import { recordId } from '../record-id.ts';

const NOT_FOUND = 'News item not found';
const DEFAULT_AUTHOR = 'Admin';

/**
 * How `GET /api/admin/news` may be queried (issue 12, spec §2 "Other admin pages" News):
 * `is_published=true|false` (published or draft), `category=<a news category>`, `q` in both
 * titles and both stored excerpts (an item without its own excerpt is found by its titles),
 * `sort` by created_at (default `-created_at`, newest first as before paging), updated_at,
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
    is_published === undefined ? {} : { is_published: flagOf(is_published) },
    category ? { category: category as NewsCategory } : {},
    searchFilter<NewsItem>(query.q, newsListSpec.searchFields),
    dateRangeFilter<NewsItem>(newsListSpec.dateField, query.from, query.to),
  );
}

/** Spec §5 "Admin news form": both titles and both contents required; the rest optional. */
const newsFields = {
  title_ar: requiredText('Arabic title', 300),
  title_en: requiredText('English title', 300),
  content_ar: requiredText('Arabic content', 50_000),
  content_en: requiredText('English content', 50_000),
  excerpt_ar: optionalText('Arabic excerpt', 1000),
  excerpt_en: optionalText('English excerpt', 1000),
  image_url: imageUrl(),
  is_published: flag01('is_published').optional(),
  category: z.enum(NEWS_CATEGORIES, { error: `category must be one of: ${NEWS_CATEGORIES.join(', ')}` }).optional(),
  featured: booleanField('featured').optional(),
  author: optionalText('Author', 200),
};
/** Bodies of `POST /api/admin/news` and `PUT /api/admin/news/:id`. */
export const createNewsSchema = z.object(newsFields);
export const updateNewsSchema = z.object(newsFields).partial();
type NewsUpdate = z.output<typeof updateNewsSchema>;

const NEWS_LABELS: Record<string, string> = {
  title_ar: 'Arabic title',
  title_en: 'English title',
  content_ar: 'Arabic content',
  content_en: 'English content',
};

/**
 * Applies validated fields to a news item. A blank author becomes 'Admin'. An excerpt equal to
 * its content's 150-character fallback is stored as '' so it keeps following the content when
 * the edit form sends the shown summary back unchanged.
 */
function applyNewsFields(item: NewsItemDocument, fields: NewsUpdate): void {
  const { author, ...rest } = fields;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) item.set(key, value);
  if (author !== undefined) item.author = author || DEFAULT_AUTHOR;
  for (const lang of ['ar', 'en'] as const) {
    if (item[`excerpt_${lang}`] === excerptFallback(item[`content_${lang}`])) item[`excerpt_${lang}`] = '';
  }
}

/**
 * Admin news (spec §2 "Other admin pages" News, §3 "Admin news", §5), a staff token required
 * (admin or editor, issue 14; 401 'Authentication required' without a valid one, 403 'Forbidden' for a client):
 * - `GET /api/admin/news?page&page_size&sort&q&is_published&category&from&to` (see
 *   {@link newsListSpec}) → 200 `{success:true, news: AdminNewsItemRecord[], total, page,
 *   page_size}`, drafts included; without a query the first 20, newest first. 400
 *   `{success:false, error}` for a bad query value.
 * - `POST /api/admin/news` JSON `{title_ar, title_en, content_ar, content_en, excerpt_ar?,
 *   excerpt_en?, image_url?, is_published? (0|1, default 0), category? (default
 *   'company-news'), featured? (default false), author? (default 'Admin')}` → 201
 *   `{success:true, news}`. Without an excerpt the summary is the first 150 characters of that
 *   language's content.
 * - `PUT /api/admin/news/:id` with any of those fields → 200 `{success:true, news}`.
 * - `DELETE /api/admin/news/:id` → 200 `{success:true}`.
 * - `GET /api/admin/news/:id/audit` → 200 `{success:true, audit: AuditEntry[]}`, newest first.
 * 400 'Please fill in the following fields: …', an invalid value, an empty update or malformed
 * JSON; 404 'News item not found' for an unknown or malformed id. Changes show on the public
 * routes at once. Creates, updates and deletes are recorded in the audit trail (entity
 * 'news_item', before/after as `AdminNewsItemRecord`).
 */
export function adminNewsRouter(models: ContentModels, staffOnly: Middleware, audit: ContentAudit): Router {
  const router = new Router();
  const { NewsItem } = models;
  const reply = (item: NewsItemDocument): { success: true; news: AdminNewsItemRecord } => ({
    success: true,
    news: toAdminNewsItemRecord(item),
  });

  router.get('/api/admin/news', staffOnly, async (ctx) => {
    const query = parseListQuery(newsListSpec, ctx.query);
    const { rows, total } = await findPage(NewsItem, newsFilter(query), query);
    ctx.body = pageReply('news', (rows as NewsItemDocument[]).map(toAdminNewsItemRecord), total, query);
  });

  router.post('/api/admin/news', staffOnly, jsonBody(), async (ctx) => {
    const fields = parseInput(createNewsSchema, ctx.request.body, NEWS_LABELS);
    const item = new NewsItem({ author: DEFAULT_AUTHOR });
    applyNewsFields(item, fields);
    await item.save();
    const body = reply(item);
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

  router.put('/api/admin/news/:id', staffOnly, jsonBody(), async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const update = parseInput(updateNewsSchema, ctx.request.body, NEWS_LABELS);
    assertSomethingToUpdate(update);
    const item = await NewsItem.findById(id);
    if (!item) throw new HttpError(404, NOT_FOUND);
    const before = toAdminNewsItemRecord(item);
    applyNewsFields(item, update);
    await item.save();
    const body = reply(item);
    await audit.record(ctx, { entity: 'news_item', entity_id: id, action: 'update', before, after: body.news });
    ctx.body = body;
  });

  router.delete('/api/admin/news/:id', staffOnly, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const item = await NewsItem.findByIdAndDelete(id);
    if (!item) throw new HttpError(404, NOT_FOUND);
    const before = toAdminNewsItemRecord(item);
    await audit.record(ctx, { entity: 'news_item', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  audit.trailRoute(router, '/api/admin/news', 'news_item', staffOnly, NOT_FOUND);

  return router;
}
