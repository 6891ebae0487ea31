/**
 * The field-by-field difference of an audit entry ("before and after shown as a
 * readable field-by-field difference"), and how its values read.
 */

/** One changed field: its key and its value before and after (undefined: absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Fields every change touches or that never carry meaning for the reader. */
const IGNORED = new Set(['id', '_id', 'updated_at']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The fields that differ between `before` and `after` (records as the API shows them; null for
 * a create or a delete), in the record's own field order. Equal values (deeply, key order
 * ignored) are left out, and so are `id` and `updated_at`; a create lists the fields it set, a
 * delete the fields it removed (empty ones left out). Values that are not records compare as a
 * whole (field '').
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  if (before == null && after == null) return [];
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after))) {
    return canonical(before) === canonical(after) ? [] : [{ field: '', before, after }];
  }
  const old = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields
    .filter((field) => !IGNORED.has(field))
    .filter((field) => canonical(old[field]) !== canonical(now[field]))
    .filter((field) => !(isEmpty(old[field]) && isEmpty(now[field])))
    .map((field) => ({ field, before: old[field], after: now[field] }));
}

/**
 * A value as text: '—' for none, yes/no words for booleans, list items joined by '، ', records
 * (e.g. a reply) as `key: value` pairs, anything else as a string.
 */
export function auditValueText(value: unknown, words: { yes: string; no: string } = { yes: 'نعم', no: 'لا' }): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => auditValueText(item, words)).join('، ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${auditValueText(item, words)}`)
      .join(' | ');
  }
  return String(value);
}
