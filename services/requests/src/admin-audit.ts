import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import type { AuditTrailResponse } from '@consulting/contracts';
import { auditTrail, HttpError, recordAudit, type AuditEntry, type AuthUser } from '@consulting/service-kit';
import type { RequestsRuntime } from './runtime.ts';

/** The kinds of record whose admin changes this service audits (the trail's `entity`). */
export type AuditedEntity = 'service_request' | 'track_request' | 'join_application';

/** One admin change: what changed, and the record before and after it in its audit shape. */
export interface AdminChange {
  entity: AuditedEntity;
  entity_id: string;
  action: AuditEntry['action'];
  /** Null for a create. */
  before: unknown;
  /** Null for a delete. */
  after: unknown;
}

/**
 * Writes the audit entry of an admin change that is already stored, with the admin of
 * `ctx.state.user` as the actor (who, what, when, before, after). Never rejects: a
 * failed write is logged on `ctx.log` and swallowed, for the reason status notifications are
 * (`recordStatusChange`): the change stands, there is no multi-document transaction to undo it
 * with (architecture "Database on these machines"), and answering an error would tell the admin
 * it failed when it did not. The log line carries the whole entry, so the trail can be completed from the logs.
 */
export async function auditAdminChange(
  ctx: Context,
  connection: mongoose.Connection,
  change: AdminChange,
): Promise<void> {
  const actor = ctx.state.user as AuthUser;
  try {
    await recordAudit(connection, { actor, ...change });
  } catch (error) {
    ctx.log.error(
      { err: error, audit: { ...change, actor_id: actor.id, actor_email: actor.email } },
      'admin change stored but its audit entry could not be written',
    );
  }
}

/**
 * Handler of `GET …/:id/audit` for one kind of record (admin guard in front of it): 200
 * `AuditTrailResponse` `{success:true, audit}`, the record's entries newest first; an id no
 * record ever had gives `[]` (a deleted record keeps its trail). 404 `notFound` for a malformed
 * id, which can name no record.
 */
export function auditTrailHandler(runtime: RequestsRuntime, entity: AuditedEntity, notFound: string): Middleware {
  return async (ctx) => {
    const { id } = ctx.params as { id: string };
    if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, notFound);
    const audit = await auditTrail(runtime.stores().connection, entity, new mongoose.Types.ObjectId(id).toString());
    ctx.body = { success: true, audit } satisfies AuditTrailResponse;
  };
}
