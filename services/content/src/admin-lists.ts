import type { FilterQuery, SortOrder } from 'mongoose';
import { allOf, queryBoolean, searchFilter, type ListSpec, type ParsedListQuery } from '@consulting/service-kit';

/**
 * `sort` (a parsed list query's, e.g. `{sort_order: 1, _id: 1}`) with `tiebreak` ordered in the
 * same direction between `field` and `_id` when the list is ordered by `field`, so equal display
 * orders keep the title/name order the admin lists had before paging (same default
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

/**
 * The list query of a catalogue page, services or sectors (spec §2 "Other admin pages":
 * search by Arabic or English title): `is_active=true|false`, `q` in the two `names`, `sort` by
 * sort_order (the default, then the English name as before paging), either name or created_at.
 * No date range: those pages show no dates.
 */
export function catalogueListSpec(names: readonly [arabic: string, english: string]) {
  return {
    sortFields: ['sort_order', ...names, 'created_at'],
    defaultSort: 'sort_order',
    searchFields: names,
    filters: { is_active: queryBoolean('is_active') },
  } satisfies ListSpec;
}

/** The mongo filter of a parsed catalogue query (`is_active` stored as 0/1, `q`). */
export function catalogueFilter<T>(
  spec: ReturnType<typeof catalogueListSpec>,
  query: ParsedListQuery<{ is_active?: boolean }>,
): FilterQuery<T> {
  const { is_active } = query.filters;
  return allOf<T>(
    is_active === undefined ? {} : ({ is_active: flagOf(is_active) } as FilterQuery<T>),
    searchFilter<T>(query.q, spec.searchFields),
  );
}
