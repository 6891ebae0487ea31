import type { HTMLAttributes } from 'react';
import type { TableProps } from 'antd';
import type { ListViewControls } from './list-view.ts';

type OnTableChange<T> = NonNullable<TableProps<T>['onChange']>;
type SortOrder = 'ascend' | 'descend';

/** antd's sort order of column `field` under the URL's `sort` (`field` / `-field`). */
export function tableSortOrder(sort: string | null, field: string): SortOrder | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** antd's filtered value of a single-choice column filter bound to the URL's `value`. */
export function tableFilterValue(value: string | undefined): string[] | null {
  return value === undefined ? null : [value];
}

/**
 * A server-side table's `onChange`: paging sets `page` / `page_size`; a sort (the
 * column `key` is the sort field) or one of `filterKeys` (single-choice column filters, the
 * column `key` is the parameter) sets them in the URL and goes back to page 1.
 */
export function tableChangeHandler<T>(
  controls: ListViewControls,
  filterKeys: readonly string[] = [],
): OnTableChange<T> {
  return (pagination, filters, sorter, extra) => {
    if (extra.action === 'paginate') {
      controls.setPage(pagination.current ?? 1, pagination.pageSize);
      return;
    }
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    const change: Record<string, string | null> = {
      sort: field && one?.order ? (one.order === 'descend' ? `-${field}` : field) : null,
    };
    for (const key of filterKeys) {
      const value = filters[key];
      change[key] = value && value.length > 0 ? String(value[0]) : null;
    }
    controls.change(change);
  };
}

/**
 * antd's `onRow` for a list of records with a status: each row carries `data-testid={testId}`,
 * `data-id` and `data-status`, which the browser tests and the bench find rows by.
 */
export function rowDataAttributes(testId: string) {
  return (row: { id: string; status: string }) =>
    ({ 'data-testid': testId, 'data-id': row.id, 'data-status': row.status }) as HTMLAttributes<HTMLElement>;
}
