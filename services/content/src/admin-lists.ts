import type { SortOrder } from 'mongoose';

/**
 * `sort` (a parsed list query's, e.g. `{sort_order: 1, _id: 1}`) with `tiebreak` ordered in the
 * same direction between `field` and `_id` when the list is ordered by `field`, so equal display
 * orders keep the title/name order the admin lists had before paging (issue 12: same default
 * order as before). Any other sort is returned as is.
 */
export function withTiebreak(
  sort: Record<string, SortOrder>,
  field: string,
  tiebreak: string,
): Record<string, SortOrder> {
  const direction = sort[field];
  if (direction === undefined) return sort;
  return { [field]: direction, [tiebreak]: direction, _id: sort._id ?? direction };
}

/** `1` for a `true` boolean filter, `0` for `false`: the stored form of `is_active` / `is_published`. */
export function flagOf(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}
