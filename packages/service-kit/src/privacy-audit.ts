/**
 * Audit entries after an erasure (issue 13 part 7, Saudi PDPL): an entry that named the erased
 * person keeps who changed what and when, but names the person only by a pseudonym.
 *
 * Each service runs it on its own `audit_trail` (services never read each other's data); identity
 * computes the pseudonym and hands it to content and requests with the erasure.
 */
import { createHmac } from 'node:crypto';
import type { Connection, FilterQuery } from 'mongoose';
import { z } from 'zod';
import { auditModel } from './audit.ts';

/** `erased:` and the first 16 hex digits of HMAC-SHA256(JWT secret, lower-cased email) (identity computes it). */
export const pseudonymSchema = z
  .string()
  .regex(/^erased:[0-9a-f]{16}$/, { error: 'pseudonym must be erased:<16 hex>' });

/**
 * `value` (an audit entry's `before` or `after`) with every top-level field not in `keep`
 * replaced by `pseudonym`; null, undefined and '' stay as they are (they name nobody). A value
 * that is not a plain object (a bare string, an array) becomes the pseudonym as a whole.
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
 * Rewrites the entries of `connection`'s audit trail that match `filter` so they name the
 * person of `email` only by `pseudonym`: their `before`/`after` through
 * {@link pseudonymisedRecord} (fields in `keep` stay), and `actor_id`/`actor_email` when the
 * actor was that email. `entity`, `entity_id`, `action`, `at` and the acting admin stay.
 * Resolves how many entries changed; running it again changes none (idempotent, so an erasure
 * can be retried). Rejects on a database error (entries done so far stay done).
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

/**
 * The pseudonym of the person of `email` in audit entries after an erasure (issue 13 part 7):
 * `erased:` and the first 16 hex digits of HMAC-SHA256 keyed with the JWT secret over the
 * trimmed, lower-cased email. The same email always gives the same pseudonym (an admin can tell
 * two entries are about one person, and one who knows the email and the secret can find them),
 * while the email cannot be read back from it.
 */
export function pseudonymOf(jwtSecret: string, email: string): string {
  const digest = createHmac('sha256', jwtSecret).update(email.trim().toLowerCase()).digest('hex');
  return `erased:${digest.slice(0, 16)}`;
}
