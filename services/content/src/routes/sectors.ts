import Router from '@koa/router';
import type { SectorRecord } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { activeSectors } from '../public-queries.ts';

/**
 * Public sectors list (spec §2 "Home" sectors section, §3 "Sector"):
 * - `GET /api/sectors` → 200 `{success:true, sectors: SectorRecord[]}`: active sectors only,
 *   by `sort_order` ascending, then English name.
 */
export function sectorsRouter(models: ContentModels): Router {
  const router = new Router();
  router.get('/api/sectors', async (ctx) => {
    const body: { success: true; sectors: SectorRecord[] } = { success: true, sectors: await activeSectors(models) };
    ctx.body = body;
  });
  return router;
}
