import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Connection } from 'mongoose';
import {
  apiRouter,
  auditFeedApiRoute,
  auditModel,
  recordAudit,
  type AuditEntry,
  type AuthUser,
} from '@consulting/service-kit';

/** The audit trail's names for the records content's admins change. */
const CONTENT_AUDIT_ENTITIES = [
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

/** `GET /api/admin/audit/content` (admin only): content's whole audit trail (kit `auditFeed`). */
export function adminAuditFeedRouter(connection: Connection, adminOnly: Middleware): Router {
  return apiRouter({ admin: adminOnly }, [
    auditFeedApiRoute('/api/admin/audit/content', connection, CONTENT_AUDIT_ENTITIES, {
      summary: "Content's activity feed (whole audit trail), newest first",
    }),
  ]);
}

/** Records admin changes of content. */
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
}

/** The audit of content's admin changes, kept in content's own `audit_trail` collection. */
export function contentAudit(connection: Connection): ContentAudit {
  // Registered now so modelsReady() creates the collection before requests arrive.
  auditModel(connection);
  return {
    record: (ctx, change) => recordAudit(connection, { actor: ctx.state.user as AuthUser, ...change }),
  };
}
