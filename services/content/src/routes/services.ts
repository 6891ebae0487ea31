import Router from '@koa/router';
import type { ServicesResponse } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { activeServices } from '../public-queries.ts';

/**
 * Public services list (spec §2 "Services page", §3 "Service"):
 * - `GET /api/services` → 200 `ServicesResponse` `{success:true, services: ServiceRecord[]}`:
 *   active services only (`is_active` 1), by `sort_order` ascending, then English title.
 */
export function servicesRouter(models: ContentModels): Router {
  const router = new Router();

  router.get('/api/services', async (ctx) => {
    const body: ServicesResponse = { success: true, services: await activeServices(models) };
    ctx.body = body;
  });

  return router;
}
