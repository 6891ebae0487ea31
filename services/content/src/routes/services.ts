import Router from '@koa/router';
import type { ServicesResponse } from '@consulting/contracts';
import { toServiceRecord, type ServiceModel } from '../models/service.model.ts';

/**
 * Public services list (spec §2 "Services page", §3 "Service"):
 * - `GET /api/services` → 200 `ServicesResponse` `{success:true, services: ServiceRecord[]}`:
 *   active services only (`is_active` 1), by `sort_order` ascending, then English title.
 */
export function servicesRouter(options: { Service: ServiceModel }): Router {
  const { Service } = options;
  const router = new Router();

  router.get('/api/services', async (ctx) => {
    const services = await Service.find({ is_active: 1 }).sort({ sort_order: 1, title_en: 1, _id: 1 });
    const body: ServicesResponse = { success: true, services: services.map(toServiceRecord) };
    ctx.body = body;
  });

  return router;
}
