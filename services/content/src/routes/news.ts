import type Router from '@koa/router';
import { z } from 'zod';
import { NEWS_CATEGORIES, type NewsItemRecord } from '@consulting/contracts';
import { apiRouter, HttpError } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import { toNewsItemRecord } from '../models/news-item.model.ts';
import { verifyNewsPreview } from '../news/news-preview.ts';
import { newsImages, publicNewsFilter } from '../news/news-records.ts';
import { publishedNews } from '../public-queries.ts';
import { recordId } from '../record-id.ts';

const NOT_FOUND = 'News item not found';

const langField = z.enum(['ar', 'en'], { error: "lang must be 'ar' or 'en'" }).optional();

/** Query of the public list (spec §2 "News page" filters); 'all' or '' means no category filter. */
export const newsQuerySchema = z.object({
  category: z
    .enum([...NEWS_CATEGORIES, 'all', ''], { error: `category must be one of: all, ${NEWS_CATEGORIES.join(', ')}` })
    .optional()
    .transform((category) => (category === 'all' || category === '' ? undefined : category)),
  q: z
    .string({ error: 'q must be given once' })
    .trim()
    .max(200, { error: 'q is too long (at most 200 characters)' })
    .optional()
    .transform((q) => q || undefined),
  lang: langField,
});

/** Query of one public item: the page's language and a staff preview token. */
export const newsItemQuerySchema = z.object({
  lang: langField,
  preview: z.string({ error: 'preview must be given once' }).max(200).optional(),
});

/** What the public news routes need besides the models. */
export interface NewsRouteOptions {
  /** The service clock: a scheduled item is public once `publish_at` is not after `now()`. */
  now: () => Date;
  /** Secret of the signed preview links (`news-preview.ts`). */
  previewSecret: string;
}

/**
 * Public news (spec §2 "News page", §3 "News item", §5 "News search"). An item is public in a
 * language when it is published in it and its `publish_at` is null or not after `now()`: a
 * scheduled item appears on the first request after its time. Without `lang`, an item must be
 * public in both languages. A staff preview token shows one item in any state, uncounted.
 */
export function newsRouter(models: ContentModels, options: NewsRouteOptions): Router {
  const { NewsItem } = models;
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/news',
      summary: 'Published news',
      description:
        'With `lang`, the items published in that language whose `publish_at` is null or past; without it, those published in both languages. `q` searches the title and summary in `lang` (both languages when absent), case-insensitive. `content_*` is sanitised HTML; texts of a language an item is not published in are empty.',
      tags: ['Public content'],
      auth: 'none',
      query: newsQuerySchema,
      success: { status: 200, description: '`{success:true, news: NewsItemRecord[]}`, newest first' },
      errors: { 400: 'Unknown category or lang' },
      handler: async (ctx) => {
        const filter = parseInput(newsQuerySchema, ctx.query, {});
        const body: { success: true; news: NewsItemRecord[] } = {
          success: true,
          news: await publishedNews(models, filter, options.now()),
        };
        ctx.body = body;
      },
    },
    {
      method: 'get',
      path: '/api/news/{id}',
      summary: 'One public news item (counts the visit), or any item through a staff preview link',
      description:
        'Public in `lang` (both languages without it), as the list. With `preview` (a token from `POST /api/admin/news/{id}/preview`): the item in any publication state, every text, no visit counted, `Cache-Control: private, no-store`; a bad or expired token is the same 404.',
      tags: ['Public content'],
      auth: 'none',
      query: newsItemQuerySchema,
      success: {
        status: 200,
        description: '`{success:true, news: NewsItemRecord}` with `views` + 1 (not for a preview)',
      },
      errors: {
        400: 'Unknown lang',
        404: 'News item not found (also a draft, scheduled, not published in `lang`, a bad or expired preview token, a malformed id)',
      },
      handler: async (ctx) => {
        const query = parseInput(newsItemQuerySchema, ctx.query, {});
        if (query.preview !== undefined) ctx.set('Cache-Control', 'private, no-store');
        const id = recordId(ctx.params.id, NOT_FOUND).toLowerCase();
        const now = options.now();
        let item;
        if (query.preview !== undefined) {
          if (!verifyNewsPreview(options.previewSecret, id, query.preview, now.getTime()))
            throw new HttpError(404, NOT_FOUND);
          item = await NewsItem.findById(id);
        } else {
          item = await NewsItem.findOneAndUpdate(
            { _id: id, ...publicNewsFilter(query.lang, now) },
            { $inc: { views: 1 } },
            { new: true, timestamps: false },
          );
        }
        if (!item) throw new HttpError(404, NOT_FOUND);
        const [image] = await newsImages(NewsItem, [item]);
        const body: { success: true; news: NewsItemRecord } = {
          success: true,
          news: toNewsItemRecord(item, image ?? null, query.preview !== undefined ? 'all' : 'published'),
        };
        ctx.body = body;
      },
    },
  ]);
}
