import type Router from '@koa/router';
import type { SectorRecord } from '@consulting/contracts';
import { apiRouter } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { activeSectors } from '../public-queries.ts';

/** Spec §2 "Home" sectors section, §3 "Sector": active sectors by `sort_order`, then English name. */
export function sectorsRouter(models: ContentModels): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/sectors',
      summary: 'Active sectors',
      tags: ['Public content'],
      auth: 'none',
      success: { status: 200, description: '`{success:true, sectors: SectorRecord[]}`, by `sort_order`' },
      handler: async (ctx) => {
        const body: { success: true; sectors: SectorRecord[] } = {
          success: true,
          sectors: await activeSectors(models),
        };
        ctx.body = body;
      },
    },
  ]);
}
