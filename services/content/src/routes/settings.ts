import type Router from '@koa/router';
import type { SiteSettings } from '@consulting/contracts';
import { apiRouter } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { siteSettings } from '../public-queries.ts';

/** Spec §3 "Site settings" (footer contact block, contact page cards); the seed defaults until saved. */
export function settingsRouter(models: ContentModels): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/settings',
      summary: 'Site settings',
      tags: ['Public content'],
      auth: 'none',
      success: { status: 200, description: '`{success:true, settings: SiteSettings}`' },
      handler: async (ctx) => {
        const body: { success: true; settings: SiteSettings } = { success: true, settings: await siteSettings(models) };
        ctx.body = body;
      },
    },
  ]);
}
