import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Connection } from 'mongoose';
import {
  apiRouter,
  auditFeedApiRoute,
  auditModel,
  auditTrail,
  recordAudit,
  type AuditEntry,
  type AuthUser,
} from '@consulting/service-kit';
import { recordId } from './record-id.ts';

/** The audit trail's names for the records content's admins change. */
export const CONTENT_AUDIT_ENTITIES = [
  'service',
  'sector',
  'news_item',
  'contact_message',
  'media_item',
  // The editor-owned site content.
  'site_settings',
  'team_member',
  'partner',
  'bank_account',
  'hero_slide',
  'statistic',
  'goal',
] as const;
export type ContentEntity = (typeof CONTENT_AUDIT_ENTITIES)[number];

/** Path of content's activity feed, routed to content by the gateway. */
export const CONTENT_AUDIT_FEED_PATH = '/api/admin/audit/content';

/**
 * `GET /api/admin/audit/content` (admin only; 401 without a valid token, 403 for a client):
 * content's whole audit trail newest first, paged (`page`, `page_size`) or by the `before`
 * cursor, filtered by `entity` (one of {@link CONTENT_AUDIT_ENTITIES}), `action`, `actor` (admin
 * email) and `from`/`to` on `at` → 200 `AuditFeedPage<AuditEntry>` `{success:true, audit, total,
 * page, page_size, next_before}`; 400 `{success:false, error}` for a bad query value (kit
 * `auditFeed`, the activity page).
 */
export function adminAuditFeedRouter(connection: Connection, adminOnly: Middleware): Router {
  return apiRouter({ admin: adminOnly }, [
    auditFeedApiRoute(CONTENT_AUDIT_FEED_PATH, connection, CONTENT_AUDIT_ENTITIES, {
      summary: "Content's activity feed (whole audit trail), newest first",
    }),
  ]);
}

/** Records admin changes of content and serves their trails. */
export interface ContentAudit {
  /**
   * Records one change by the admin of `ctx` (`ctx.state.user`, set by the admin guard).
   * `before` is null for a create, `after` null for a delete; both are the API shapes.
   * Throws when the trail cannot be written (the caller's request then fails with 500).
   */
  record: (
    ctx: Context,
    change: {
      entity: ContentEntity;
      entity_id: string;
      action: AuditEntry['action'];
      before: unknown;
      after: unknown;
    },
  ) => Promise<void>;
  /**
   * Adds `GET {basePath}/:id/audit` (admin only) → 200 `{success:true, audit: AuditEntry[]}`,
   * newest first; also for records deleted since (their trail ends with the delete).
   * 404 `notFound` only for a malformed id.
   */
  trailRoute: (
    router: Router,
    basePath: string,
    entity: ContentEntity,
    adminOnly: Middleware,
    notFound: string,
  ) => void;
}

/** The audit of content's admin changes, kept in content's own `audit_trail` collection. */
export function contentAudit(connection: Connection): ContentAudit {
  // Registered now so modelsReady() creates the collection before requests arrive.
  auditModel(connection);
  return {
    record: (ctx, change) => recordAudit(connection, { actor: ctx.state.user as AuthUser, ...change }),
    trailRoute: (router, basePath, entity, adminOnly, notFound) => {
      router.get(`${basePath}/:id/audit`, adminOnly, async (ctx) => {
        const id = recordId(ctx.params.id, notFound);
        ctx.body = { success: true, audit: await auditTrail(connection, entity, id) };
      });
    },
  };
}
