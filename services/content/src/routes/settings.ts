import Router from '@koa/router';
import type { SiteSettings } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { siteSettings } from '../public-queries.ts';

/**
 * Public site settings (spec §3 "Site settings"; footer contact block, contact page cards):
 * - `GET /api/settings` → 200 `{success:true, settings: SiteSettings}` (the seed defaults while
 *   no settings document exists).
 */
export function settingsRouter(models: ContentModels): Router {
  const router = new Router();
  router.get('/api/settings', async (ctx) => {
    const body: { success: true; settings: SiteSettings } = { success: true, settings: await siteSettings(models) };
    ctx.body = body;
  });
  return router;
}
