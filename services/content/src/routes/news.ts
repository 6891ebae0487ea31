import Router from '@koa/router';
import { z } from 'zod';
import { NEWS_CATEGORIES, type NewsItemRecord } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
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

/** Query of one public item (issue 15 part 4): the page's language and a staff preview token. */
export const newsItemQuerySchema = z.object({
  lang: langField,
  preview: z.string({ error: 'preview must be given once' }).max(200).optional(),
});

/** What the public news routes need besides the models (issue 15 part 4). */
export interface NewsRouteOptions {
  /** The service clock: a scheduled item is public once `publish_at` is not after `now()`. */
  now: () => Date;
  /** Secret of the signed preview links (`news-preview.ts`). */
  previewSecret: string;
}

/**
 * Public news (spec §2 "News page", §3 "News item", §5 "News search", issue 15 part 4). An item
 * is public in a language when it is published in it and its `publish_at` is null or past (by
 * the service clock): a scheduled item appears on the first request after its time.
 * - `GET /api/news[?category=&q=&lang=]` → 200 `{success:true, news: NewsItemRecord[]}`,
 *   newest first: with `lang` ('ar' | 'en') the items public in that language, `q` matching
 *   their title or summary in it; without `lang` the items public in both languages (the rule
 *   before issue 15), `q` matching either language. Texts of a language an item is not
 *   published in are ''. 400 `{success:false,error}` for an unknown category or lang.
 * - `GET /api/news/:id[?lang=]` → 200 `{success:true, news: NewsItemRecord}` when the item is
 *   public in `lang` (in both without it), and counts the visit (`views` + 1, included); 404
 *   'News item not found' otherwise (draft, scheduled, other language, unknown, malformed id).
 * - `GET /api/news/:id?preview=<token>` (staff preview link, `POST /api/admin/news/:id/preview`)
 *   → 200 with the item in any publication state, every text included, no visit counted,
 *   `Cache-Control: private, no-store`; a bad, expired or other item's token → the same 404 as
 *   an unpublished item (still `no-store`).
 */
export function newsRouter(models: ContentModels, options: NewsRouteOptions): Router {
  const router = new Router();
  const { NewsItem } = models;

  router.get('/api/news', async (ctx) => {
    const filter = parseInput(newsQuerySchema, ctx.query, {});
    const body: { success: true; news: NewsItemRecord[] } = {
      success: true,
      news: await publishedNews(models, filter, options.now()),
    };
    ctx.body = body;
  });

  router.get('/api/news/:id', async (ctx) => {
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
  });

  return router;
}
