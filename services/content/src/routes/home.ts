import type Router from '@koa/router';
import { apiRouter } from '@consulting/service-kit';
import type { HomeResponse } from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import { activeServices, activeSectors, allStatistics, publishedNews, siteSettings } from '../public-queries.ts';
import { newsQuerySchema } from './news.ts';

/** Query of `GET /api/home`: the page's language, for its news. */
export const homeQuerySchema = newsQuerySchema.pick({ lang: true });

/** Spec §2 "Home", §9: the home page shows at most three news items. */
export const HOME_NEWS_LIMIT = 3;

/**
 * Everything the home page shows in one call (spec §2 "Home"): active services and sectors,
 * statistics, the latest three news items public in `lang` at `now()` (see `publishedNews`) and
 * the site settings.
 */
export function homeRouter(models: ContentModels, now: () => Date = () => new Date()): Router {
  return apiRouter({}, [
    {
      method: 'get',
      path: '/api/home',
      summary: 'Everything the home page shows',
      description:
        '`news` holds the items public in `lang` (published in it, `publish_at` past); without `lang`, those public in both languages.',
      tags: ['Public content'],
      auth: 'none',
      query: homeQuerySchema,
      success: {
        status: 200,
        description:
          '`HomeResponse` `{success:true, services, sectors, statistics, news (latest 3 public in `lang`), settings}`',
      },
      errors: { 400: 'Unknown lang' },
      handler: async (ctx) => {
        const { lang } = parseInput(homeQuerySchema, ctx.query, {});
        const [services, sectors, statistics, news, settings] = await Promise.all([
          activeServices(models),
          activeSectors(models),
          allStatistics(models),
          publishedNews(models, { limit: HOME_NEWS_LIMIT, ...(lang ? { lang } : {}) }, now()),
          siteSettings(models),
        ]);
        const body: HomeResponse = { success: true, services, sectors, statistics, news, settings };
        ctx.body = body;
      },
    },
  ]);
}
