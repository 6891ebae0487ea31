import Router from '@koa/router';
import type { StatisticRecord } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { allStatistics } from '../public-queries.ts';

/**
 * Public statistics (spec §2 "Home" statistics section, §3 "Statistic"):
 * - `GET /api/statistics` → 200 `{success:true, statistics: StatisticRecord[]}` by `sort_order`.
 */
export function statisticsRouter(models: ContentModels): Router {
  const router = new Router();
  router.get('/api/statistics', async (ctx) => {
    const body: { success: true; statistics: StatisticRecord[] } = {
      success: true,
      statistics: await allStatistics(models),
    };
    ctx.body = body;
  });
  return router;
}
