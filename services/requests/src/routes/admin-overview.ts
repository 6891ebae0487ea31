import Router from '@koa/router';
import type { Context } from 'koa';
import type { AdminCounts } from '@consulting/contracts';
import { auditFeed } from '@consulting/service-kit';
import type { AuditedEntity } from '../admin-audit.ts';
import { countMatching, WITH_ATTACHMENT } from '../request-lists.ts';
import type { RequestsRuntime } from '../runtime.ts';

/** The kinds of record in this service's activity feed (`entity` filter values). */
export const AUDITED_ENTITIES: readonly AuditedEntity[] = ['service_request', 'track_request', 'join_application'];

/** `GET /api/admin/counts` (issue 12). */
export interface AdminCountsResponse {
  success: true;
  counts: AdminCounts;
}

/** Identity's users count, or null (logged as a warning) when identity cannot answer in time. */
async function usersCount(ctx: Context, runtime: RequestsRuntime): Promise<number | null> {
  try {
    return await runtime.identity.countUsers();
  } catch (error) {
    ctx.log.warn({ err: error }, 'identity could not count users; the dashboard shows none');
    return null;
  }
}

/**
 * The admin dashboard's counters and the service's activity feed (spec §2 "Admin dashboard",
 * issue 12), admin token required (401 without, 403 for a client):
 * - `GET /api/admin/counts` → 200 `{success:true, counts: AdminCounts}`: service_requests and
 *   track_requests (collection metadata, no scan), their sum total_requests,
 *   requests_with_attachments (both collections, with a PDF), and users from identity's
 *   `GET /internal/users/count` (null when identity is down, slow past 1 s or answers an error;
 *   the other counters are still answered).
 * - `GET /api/admin/audit/requests` → 200 AuditFeedPage `{success:true, audit, total, page,
 *   page_size, next_before}`: this service's audit trail newest first (entities service_request,
 *   track_request, join_application), filters entity, action, actor, from/to and the `before`
 *   cursor (the kit's `auditFeed`). 400 for a bad query value.
 */
export function adminOverviewRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const { adminOnly } = runtime.auth;

  router.get('/api/admin/counts', adminOnly, async (ctx) => {
    const { serviceRequests, trackRequests } = runtime.stores();
    const [services, tracks, servicesWithPdf, tracksWithPdf, users] = await Promise.all([
      countMatching(serviceRequests, {}),
      countMatching(trackRequests, {}),
      countMatching(serviceRequests, WITH_ATTACHMENT),
      countMatching(trackRequests, WITH_ATTACHMENT),
      usersCount(ctx, runtime),
    ]);
    const reply: AdminCountsResponse = {
      success: true,
      counts: {
        service_requests: services,
        track_requests: tracks,
        total_requests: services + tracks,
        requests_with_attachments: servicesWithPdf + tracksWithPdf,
        users,
      },
    };
    ctx.body = reply;
  });

  // The kit's auditFeedRoute takes the connection when the route is built; this app may be
  // built before its database connects (`database` as a function), so the feed is read on the
  // connection of each request instead.
  router.get('/api/admin/audit/requests', adminOnly, async (ctx) => {
    ctx.body = await auditFeed(runtime.stores().connection, AUDITED_ENTITIES, ctx.query);
  });

  return router;
}
