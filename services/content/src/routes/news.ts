import Router from '@koa/router';
import { z } from 'zod';
import { NEWS_CATEGORIES, type NewsItemRecord } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import { toNewsItemRecord } from '../models/news-item.model.ts';
import { publishedNews } from '../public-queries.ts';
import { recordId } from '../record-id.ts';

const NOT_FOUND = 'News item not found';

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
  lang: z.enum(['ar', 'en'], { error: "lang must be 'ar' or 'en'" }).optional(),
});

/**
 * Public news (spec §2 "News page", §3 "News item", §5 "News search"):
 * - `GET /api/news[?category=&q=&lang=]` → 200 `{success:true, news: NewsItemRecord[]}`:
 *   published items only, newest first; `category` one of NEWS_CATEGORIES (or 'all'); `q` a
 *   case-insensitive substring of the title or summary in `lang` ('ar' | 'en'; both when
 *   absent). 400 `{success:false,error}` for an unknown category or lang.
 * - `GET /api/news/:id` → 200 `{success:true, news: NewsItemRecord}` for a published item, and
 *   counts the visit (`views` + 1, the returned item includes it); 404 'News item not found'
 *   for a draft, an unknown or a malformed id.
 */
export function newsRouter(models: ContentModels): Router {
  const router = new Router();

  router.get('/api/news', async (ctx) => {
    const filter = parseInput(newsQuerySchema, ctx.query, {});
    const body: { success: true; news: NewsItemRecord[] } = {
      success: true,
      news: await publishedNews(models, filter),
    };
    ctx.body = body;
  });

  router.get('/api/news/:id', async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const item = await models.NewsItem.findOneAndUpdate(
      { _id: id, is_published: 1 },
      { $inc: { views: 1 } },
      { new: true, timestamps: false },
    );
    if (!item) throw new HttpError(404, NOT_FOUND);
    const body: { success: true; news: NewsItemRecord } = { success: true, news: toNewsItemRecord(item) };
    ctx.body = body;
  });

  return router;
}
