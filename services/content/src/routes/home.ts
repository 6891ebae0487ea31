import Router from '@koa/router';
import type { HomeResponse } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { activeServices, activeSectors, allStatistics, publishedNews, siteSettings } from '../public-queries.ts';

/** Spec §2 "Home", §9: the home page shows at most three news items. */
export const HOME_NEWS_LIMIT = 3;

/**
 * Everything the home page shows in one call (issue #3: no more empty placeholders):
 * - `GET /api/home` → 200 `HomeResponse` `{success:true, services, sectors, statistics, news,
 *   settings}`: active services and sectors by `sort_order`, statistics by `sort_order`, the
 *   latest three published news items, and the site settings.
 */
export function homeRouter(models: ContentModels): Router {
  const router = new Router();
  router.get('/api/home', async (ctx) => {
    const [services, sectors, statistics, news, settings] = await Promise.all([
      activeServices(models),
      activeSectors(models),
      allStatistics(models),
      publishedNews(models, { limit: HOME_NEWS_LIMIT }),
      siteSettings(models),
    ]);
    const body: HomeResponse = { success: true, services, sectors, statistics, news, settings };
    ctx.body = body;
  });
  return router;
}
