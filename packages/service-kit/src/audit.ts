import { Schema, type Connection, type Model } from 'mongoose';
import type { AuthUser } from './auth.ts';

/** One admin change (issue #5: who, what, when, before and after). */
export interface AuditEntry {
  id: string;
  actor_id: string;
  actor_email: string;
  /** The kind of record, e.g. 'service_request', 'news_item', 'user'. */
  entity: string;
  entity_id: string;
  action: 'create' | 'update' | 'delete';
  /** The record before the change (null for a create), as the API shows it. */
  before: unknown;
  /** The record after the change (null for a delete). */
  after: unknown;
  at: string;
}

interface StoredAuditEntry {
  actor_id: string;
  actor_email: string;
  entity: string;
  entity_id: string;
  action: AuditEntry['action'];
  before: unknown;
  after: unknown;
  at: Date;
}

const auditSchema = new Schema<StoredAuditEntry>(
  {
    actor_id: { type: String, required: true },
    actor_email: { type: String, required: true },
    entity: { type: String, required: true },
    entity_id: { type: String, required: true },
    action: { type: String, enum: ['create', 'update', 'delete'], required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'audit_trail', versionKey: false, minimize: false },
);
auditSchema.index({ entity: 1, entity_id: 1, at: -1 });

/** The audit trail model on a service's own connection (each service keeps its own trail). */
export function auditModel(connection: Connection): Model<StoredAuditEntry> {
  return (connection.models.AuditEntry as Model<StoredAuditEntry>) ?? connection.model('AuditEntry', auditSchema);
}

/**
 * Records one admin change. `before`/`after` are the API shapes of the record (plain JSON;
 * secrets such as password hashes must not be passed). Throws if the write fails, so callers
 * decide whether a change without its audit entry may stand.
 */
export async function recordAudit(
  connection: Connection,
  entry: {
    actor: AuthUser;
    entity: string;
    entity_id: string;
    action: AuditEntry['action'];
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await auditModel(connection).create({
    actor_id: entry.actor.id,
    actor_email: entry.actor.email,
    entity: entry.entity,
    entity_id: entry.entity_id,
    action: entry.action,
    before: toPlain(entry.before),
    after: toPlain(entry.after),
  });
}

/** The trail of one record, newest first. */
export async function auditTrail(connection: Connection, entity: string, entityId: string): Promise<AuditEntry[]> {
  const rows = await auditModel(connection).find({ entity, entity_id: entityId }).sort({ at: -1, _id: -1 }).lean();
  return rows.map((row) => ({
    id: String(row._id),
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  }));
}

function toPlain(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
