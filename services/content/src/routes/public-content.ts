import type Router from '@koa/router';
import type { SectorRecord, ServicesResponse, SiteSettings, StatisticRecord } from '@consulting/contracts';
import { apiRouter, type ApiRoute } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { activeSectors, activeServices, allStatistics, siteSettings } from '../public-queries.ts';

/** `GET path` answering `{success:true, [key]: await read()}`. */
function publicRead<K extends string, T>(
  path: string,
  key: K,
  summary: string,
  description: string,
  read: () => Promise<T>,
): ApiRoute {
  return {
    method: 'get',
    path,
    summary,
    tags: ['Public content'],
    auth: 'none',
    success: { status: 200, description },
    handler: async (ctx) => {
      const body = { success: true, [key]: await read() } as { success: true } & Record<K, T>;
      ctx.body = body;
    },
  };
}

/**
 * The public catalogue reads: active services (spec §2 "Services page") and sectors (§2 "Home")
 * by `sort_order` then English title/name, the statistics (§2 "Home") by `sort_order`, and the
 * site settings (§3 "Site settings": footer contact block, contact page cards; the seed defaults
 * until saved).
 */
export function publicContentRouter(models: ContentModels): Router {
  return apiRouter({}, [
    publicRead<'services', ServicesResponse['services']>(
      '/api/services',
      'services',
      'Active services (tracks)',
      '`ServicesResponse` `{success:true, services: ServiceRecord[]}`',
      () => activeServices(models),
    ),
    publicRead<'sectors', SectorRecord[]>(
      '/api/sectors',
      'sectors',
      'Active sectors',
      '`{success:true, sectors: SectorRecord[]}`, by `sort_order`',
      () => activeSectors(models),
    ),
    publicRead<'statistics', StatisticRecord[]>(
      '/api/statistics',
      'statistics',
      'Statistics',
      '`{success:true, statistics: StatisticRecord[]}`, by `sort_order`',
      () => allStatistics(models),
    ),
    publicRead<'settings', SiteSettings>(
      '/api/settings',
      'settings',
      'Site settings',
      '`{success:true, settings: SiteSettings}`',
      () => siteSettings(models),
    ),
  ]);
}
