import { Schema, Types, type Connection, type FilterQuery, type Model } from 'mongoose';
import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditEntryRecord, type AuditFeedPage } from '@consulting/contracts';
import type { AuthUser } from './auth.ts';
import { allOf, dateRangeFilter, listQuerySchema, parseListQuery, queryEnum, type ListSpec } from './list-query.ts';

/** One admin change (who, what, when, before and after). */
export type AuditEntry = AuditEntryRecord;

type StoredAuditEntry = Omit<AuditEntry, 'id' | 'at'> & { at: Date };

const auditSchema = new Schema<StoredAuditEntry>(
  {
    actor_id: { type: String, required: true },
    actor_email: { type: String, required: true },
    entity: { type: String, required: true },
    entity_id: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'audit_trail', versionKey: false, minimize: false },
);
auditSchema.index({ entity: 1, entity_id: 1, at: -1 });
// The activity page: newest first, by admin, by kind of record.
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ actor_email: 1, at: -1, _id: -1 });
auditSchema.index({ entity: 1, at: -1, _id: -1 });

/** The audit trail model on a service's own connection (each service keeps its own trail). */
export function auditModel(connection: Connection): Model<StoredAuditEntry> {
  return (connection.models.AuditEntry as Model<StoredAuditEntry>) ?? connection.model('AuditEntry', auditSchema);
}

/**
 * Records one admin change; `before`/`after` are the record's API shapes (never secrets such as
 * password hashes). Throws if the write fails: the caller decides whether the change stands.
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
  return rows.map(toAuditEntry);
}

/** A page's `next_before`: the last entry's `at` (ISO 8601, UTC) and its id. */
const AUDIT_CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z_[0-9a-f]{24}$/;
const BAD_CURSOR = 'before must be a cursor from next_before';

/** The query of a service's activity feed: the list query plus `entity`, `action`, `actor`, `before`. */
export function auditFeedSpec(entities: readonly string[]) {
  return {
    sortFields: ['at'],
    defaultSort: '-at',
    dateField: 'at',
    filters: {
      entity: queryEnum('entity', entities),
      action: queryEnum('action', AUDIT_ACTIONS),
      actor: z.string().trim().toLowerCase().max(254, { error: 'actor must be at most 254 characters' }).optional(),
      before: z
        .string()
        .regex(AUDIT_CURSOR, { error: BAD_CURSOR })
        .refine((cursor) => !Number.isNaN(Date.parse(cursor.split('_')[0] ?? '')), { error: BAD_CURSOR })
        .optional(),
    },
  } satisfies ListSpec;
}

/**
 * One page of the audit trail, newest first, filtered by `entity`, `action`, `actor` (email,
 * case-insensitive) and `from`/`to`. `before` (a `next_before`) lists strictly older entries,
 * ignoring `page`, so services' feeds merge without offsets.
 * @throws HttpError 400 on a bad query value.
 */
export async function auditFeed(
  connection: Connection,
  entities: readonly string[],
  rawQuery: Record<string, unknown>,
): Promise<AuditFeedPage<AuditEntry>> {
  const spec = auditFeedSpec(entities);
  const query = parseListQuery(spec, rawQuery);
  const { entity, action, actor, before } = query.filters;
  const Audit = auditModel(connection);
  const filter = allOf<StoredAuditEntry>(
    { entity: entity ?? { $in: [...entities] } },
    action ? { action: action as AuditEntry['action'] } : {},
    actor ? { actor_email: actor } : {},
    dateRangeFilter('at', query.from, query.to),
  );
  let pageFilter = filter;
  let skip = query.skip;
  if (before) {
    const [at, id] = before.split('_');
    const cursorAt = new Date(at);
    const older = query.sort.at === 1 ? '$gt' : '$lt';
    pageFilter = allOf(filter, {
      $or: [{ at: { [older]: cursorAt } }, { at: cursorAt, _id: { [older]: new Types.ObjectId(id) } }],
    } as FilterQuery<StoredAuditEntry>);
    skip = 0;
  }
  const [rows, total] = await Promise.all([
    Audit.find(pageFilter).sort(query.sort).skip(skip).limit(query.page_size).lean(),
    Audit.countDocuments(filter),
  ]);
  const last = rows.at(-1);
  const hasMore = rows.length === query.page_size && last !== undefined;
  return {
    success: true,
    audit: rows.map(toAuditEntry),
    total,
    page: before ? 1 : query.page,
    page_size: query.page_size,
    next_before: hasMore ? `${last.at.toISOString()}_${String(last._id)}` : null,
  };
}

/** The zod object of an activity feed's query, for the OpenAPI document. */
export function auditFeedQuerySchema(entities: readonly string[]) {
  return listQuerySchema(auditFeedSpec(entities));
}

function toAuditEntry(row: StoredAuditEntry & { _id: unknown }): AuditEntry {
  return {
    id: String(row._id),
    actor_id: row.actor_id,
    actor_email: row.actor_email,
    entity: row.entity,
    entity_id: row.entity_id,
    action: row.action,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}

function toPlain(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * After an erasure (Saudi PDPL) audit entries name the person only by this pseudonym, computed by
 * identity: `erased:` and the first 16 hex digits of HMAC-SHA256(JWT secret, lower-cased email).
 */
export const pseudonymSchema = z
  .string()
  .regex(/^erased:[0-9a-f]{16}$/, { error: 'pseudonym must be erased:<16 hex>' });

/**
 * `value` (`before` or `after`) with each top-level field not in `keep` and not null/undefined/''
 * replaced by `pseudonym`; a value that is not a plain object becomes the pseudonym.
 */
export function pseudonymisedRecord(value: unknown, pseudonym: string, keep: ReadonlySet<string>): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (typeof value !== 'object' || Array.isArray(value)) return pseudonym;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([field, fieldValue]) => [
      field,
      keep.has(field) || fieldValue === null || fieldValue === undefined || fieldValue === '' ? fieldValue : pseudonym,
    ]),
  );
}

/**
 * Rewrites the entries matching `filter` to name `email`'s person only by `pseudonym`:
 * `before`/`after` via {@link pseudonymisedRecord}, and the actor when it was that email. Resolves
 * how many changed; idempotent, so an erasure can be retried. Rejects on a database error.
 */
export async function pseudonymiseAuditEntries(
  connection: Connection,
  filter: FilterQuery<unknown>,
  subject: { email: string; pseudonym: string; keep: ReadonlySet<string> },
): Promise<number> {
  const Audit = auditModel(connection);
  const entries = await Audit.find(filter as FilterQuery<never>)
    .select('actor_id actor_email before after')
    .lean();
  let changed = 0;
  for (const entry of entries) {
    const before = pseudonymisedRecord(entry.before, subject.pseudonym, subject.keep);
    const after = pseudonymisedRecord(entry.after, subject.pseudonym, subject.keep);
    const actorErased = entry.actor_email === subject.email;
    if (!actorErased && sameJson(before, entry.before) && sameJson(after, entry.after)) continue;
    await Audit.updateOne(
      { _id: entry._id },
      {
        $set: {
          before: before ?? null,
          after: after ?? null,
          ...(actorErased ? { actor_id: subject.pseudonym, actor_email: subject.pseudonym } : {}),
        },
      },
    );
    changed += 1;
  }
  return changed;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
