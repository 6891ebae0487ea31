import Router from '@koa/router';
import type { Connection } from 'mongoose';
import type { SiteContentResponse } from '@consulting/contracts';
import { addRoute, requireInternal } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { readStoredSettings } from './settings.ts';
import { siteContentSnapshotOperation } from './site-content-openapi.ts';
import { siteContentReader } from './snapshot.ts';

/**
 * The public snapshot of the editor-owned content:
 * - `GET /api/site-content` → 200 `SiteContentResponse` `{success:true, content}`: the public
 *   settings (never the staff inbox) and each list's active items by `sort_order`, media
 *   resolved. `ETag: "{content.version}"`, `Cache-Control: no-cache`; a request whose
 *   If-None-Match carries the current version gets 304 with no body, answered from the version
 *   alone (the snapshot is not built). The gateway asks on every page request.
 */
export function siteContentRouter(
  connection: Connection,
  models: ContentModels,
  now: () => Date = () => new Date(),
): Router {
  const router = new Router();
  const reader = siteContentReader(connection, models, now);
  addRoute(router, {}, siteContentSnapshotOperation, async (ctx) => {
    const version = await reader.version();
    // `fresh` compares If-None-Match with the ETag of a 2xx answer: decide before building.
    ctx.status = 200;
    ctx.etag = version;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const body: SiteContentResponse = { success: true, content: await reader.snapshot(version) };
    ctx.body = body;
  });
  return router;
}

/**
 * Where identity mails staff alerts. Service-to-service:
 * header `x-internal-token` (403 'Forbidden' without it); the gateway never routes `/internal`.
 * - `GET /internal/site-settings/staff-inbox` → `{staff_inbox: string}`: the site settings'
 *   staff inbox, '' when unset (identity then uses its STAFF_INBOX env).
 */
export function internalSiteSettingsRouter(models: ContentModels, internalToken: string): Router {
  const router = new Router();
  router.get('/internal/site-settings/staff-inbox', requireInternal(internalToken), async (ctx) => {
    const stored = await readStoredSettings(models);
    ctx.body = { staff_inbox: stored?.staff_inbox ?? '' };
  });
  return router;
}
