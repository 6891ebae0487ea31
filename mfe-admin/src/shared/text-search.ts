/**
 * The admin lists' search rule (spec §5): true when `query`, trimmed and compared
 * case-insensitively, is blank or found inside one of `fields` (a missing field counts as '').
 */
export function matchesQuery(query: string, fields: readonly (string | null | undefined)[]): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}
