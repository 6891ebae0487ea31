import Router from '@koa/router';
import type { Context } from 'koa';
import type { AdminCounts } from '@consulting/contracts';
import { addRoute, auditFeed, auditFeedQuerySchema, type RouteOperation } from '@consulting/service-kit';
import type { AuditedEntity } from '../admin-audit.ts';
import { countMatching, WITH_ATTACHMENT } from '../request-lists.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { TAGS } from './api-texts.ts';

/** The kinds of record in this service's activity feed (`entity` filter values). */
export const AUDITED_ENTITIES: readonly AuditedEntity[] = ['service_request', 'track_request', 'join_application'];

/** The reply of `GET /api/admin/counts`. */
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
 * The admin dashboard's counters and the service's activity feed (spec §2 "Admin dashboard").
 * The service counts come from collection metadata (no scan); `users` from identity's
 * `GET /internal/users/count`, null when identity is down, slow past 1 s or answers an error.
 */
export function adminOverviewRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { admin: runtime.auth.adminOnly };
  const counts: RouteOperation = {
    method: 'get',
    path: '/api/admin/counts',
    summary: "The admin dashboard's counters",
    description:
      '`users` comes from identity and is null when identity cannot answer (within 1 s); the other counters are still given.',
    tags: [TAGS.adminRequests],
    auth: 'admin',
    success: {
      status: 200,
      description:
        '`{success:true, counts: AdminCounts}`: `{service_requests, track_requests, total_requests, requests_with_attachments, users}`',
    },
  };

  addRoute(router, guards, counts, async (ctx) => {
    const { serviceRequests, trackRequests } = runtime.stores();
    const [services, tracks, servicesWithPdf, tracksWithPdf, users] = await Promise.all([
      countMatching(serviceRequests, {}),
      countMatching(trackRequests, {}),
      countMatching(serviceRequests, WITH_ATTACHMENT),
      countMatching(trackRequests, WITH_ATTACHMENT),
      usersCount(ctx, runtime),
    ]);
    ctx.body = {
      success: true,
      counts: {
        service_requests: services,
        track_requests: tracks,
        total_requests: services + tracks,
        requests_with_attachments: servicesWithPdf + tracksWithPdf,
        users,
      },
    } satisfies AdminCountsResponse;
  });

  // This app may be built before its database connects (`database` as a function), so the feed
  // is read on the connection of each request.
  const feed: RouteOperation = {
    method: 'get',
    path: '/api/admin/audit/requests',
    summary: "This service's activity feed (audit trail), newest first",
    description:
      'Entities service_request, track_request, join_application. `before` (a page’s `next_before`) lists entries strictly older than it.',
    tags: [TAGS.adminRequests],
    auth: 'admin',
    query: auditFeedQuerySchema(AUDITED_ENTITIES),
    success: {
      status: 200,
      description: '`AuditFeedPage` `{success:true, audit: AuditEntryRecord[], total, page, page_size, next_before}`',
    },
    errors: { 400: 'A query value out of range' },
  };
  addRoute(router, guards, feed, async (ctx) => {
    ctx.body = await auditFeed(runtime.stores().connection, AUDITED_ENTITIES, ctx.query);
  });

  return router;
}
