import Router from '@koa/router';
import type { HomeResponse } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import { activeServices, activeSectors, allStatistics, publishedNews, siteSettings } from '../public-queries.ts';
import { newsQuerySchema } from './news.ts';

/** Query of `GET /api/home` (issue 15 part 4): the page's language, for its news. */
export const homeQuerySchema = newsQuerySchema.pick({ lang: true });

/** Spec §2 "Home", §9: the home page shows at most three news items. */
export const HOME_NEWS_LIMIT = 3;

/**
 * Everything the home page shows in one call (issue #3: no more empty placeholders):
 * - `GET /api/home[?lang=ar|en]` → 200 `HomeResponse` `{success:true, services, sectors,
 *   statistics, news, settings}`: active services and sectors by `sort_order`, statistics by
 *   `sort_order`, the latest three news items public in `lang` (issue 15 part 4; public in both
 *   languages without it, see `publishedNews`) at `now()`, and the site settings. 400 for an
 *   unknown lang.
 */
export function homeRouter(models: ContentModels, now: () => Date = () => new Date()): Router {
  const router = new Router();
  router.get('/api/home', async (ctx) => {
    const { lang } = parseInput(homeQuerySchema, ctx.query, {});
    const [services, sectors, statistics, news, settings] = await Promise.all([
      activeServices(models),
      activeSectors(models),
      allStatistics(models),
      publishedNews(models, { limit: HOME_NEWS_LIMIT, ...(lang ? { lang } : {}) }, now()),
      siteSettings(models),
    ]);
    const body: HomeResponse = { success: true, services, sectors, statistics, news, settings };
    ctx.body = body;
  });
  return router;
}
