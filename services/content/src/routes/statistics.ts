import type Router from '@koa/router';
import type { StatisticRecord } from '@consulting/contracts';
import { apiRouter } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { allStatistics } from '../public-queries.ts';

/** Spec §2 "Home" statistics section, §3 "Statistic". */
export function statisticsRouter(models: ContentModels): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/statistics',
      summary: 'Statistics',
      tags: ['Public content'],
      auth: 'none',
      success: { status: 200, description: '`{success:true, statistics: StatisticRecord[]}`, by `sort_order`' },
      handler: async (ctx) => {
        const body: { success: true; statistics: StatisticRecord[] } = {
          success: true,
          statistics: await allStatistics(models),
        };
        ctx.body = body;
      },
    },
  ]);
}
