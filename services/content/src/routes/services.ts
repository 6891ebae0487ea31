import type Router from '@koa/router';
import type { ServicesResponse } from '@consulting/contracts';
import { apiRouter } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { activeServices } from '../public-queries.ts';

/** Spec §2 "Services page", §3 "Service": active services by `sort_order`, then English title. */
export function servicesRouter(models: ContentModels): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/services',
      summary: 'Active services (tracks)',
      tags: ['Public content'],
      auth: 'none',
      success: { status: 200, description: '`ServicesResponse` `{success:true, services: ServiceRecord[]}`' },
      handler: async (ctx) => {
        const body: ServicesResponse = { success: true, services: await activeServices(models) };
        ctx.body = body;
      },
    },
  ]);
}
