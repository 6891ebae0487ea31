import { useEffect, type ReactNode } from 'react';
import { Button, Empty, Pagination, Result, Spin, Table, type TableProps } from 'antd';
import { AR } from '../texts.ts';
import { paginationProps } from './list-controls.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { tableChangeHandler } from './table-view.ts';
import { useListView, type ListView, type ListViewControls, type ListViewSpec } from './list-view.ts';
import { useListRefresh, usePagedList, type ListSource } from './paged-list.ts';

/** What AdminListBody reads of a list query (a TanStack `UseQueryResult` fits). */
export interface ListQueryState {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch: () => unknown;
  /** True while another page loads and the last one is still shown. */
  isPlaceholderData?: boolean;
}

/** The spinner's text, the error title (from the error's message) and the retry label. */
interface LoadTexts {
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
}

const GENERIC_LOAD_TEXTS: LoadTexts = { loading: AR.loading, loadFailed: () => AR.loadFailed, retry: AR.retry };

/**
 * What an admin list page shows under its header (spec §2 "Other admin pages"): a large spinner
 * while `list` loads the first time, an error result with a retry button (`list.refetch`) when it
 * failed, an `Empty` with `emptyText` when that is given (no items, or none match), else
 * `children` (dimmed with a spinner while the next page loads). With `testIdPrefix` p the parts
 * are `p-loading`, `p-error`, `p-retry` and `p-empty`. `texts` default to the panel's generic ones.
 */
export function AdminListBody({
  list,
  texts = GENERIC_LOAD_TEXTS,
  testIdPrefix,
  spinnerPadding = '4rem 0',
  emptyText,
  children,
}: {
  list: ListQueryState;
  texts?: LoadTexts;
  testIdPrefix?: string;
  /** CSS padding around the spinner. */
  spinnerPadding?: string;
  emptyText?: string | null;
  children: ReactNode;
}) {
  const testId = (part: string) => (testIdPrefix ? `${testIdPrefix}-${part}` : undefined);
  if (list.status === 'pending') {
    return (
      <div style={{ textAlign: 'center', padding: spinnerPadding }} data-testid={testId('loading')}>
        <Spin size="large" description={texts.loading} />
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <Result
        status="error"
        title={texts.loadFailed(String((list.error as Error | null)?.message))}
        extra={
          <Button onClick={() => void list.refetch()} data-testid={testId('retry')}>
            {texts.retry}
          </Button>
        }
        data-testid={testId('error')}
      />
    );
  }
  if (emptyText != null) return <Empty description={emptyText} data-testid={testId('empty')} />;
  return <Spin spinning={list.isPlaceholderData === true}>{children}</Spin>;
}

/**
 * When a page past the end is shown (its rows were deleted, or a stale link), moves to the last
 * page that has rows once the server's total is known, replacing the history entry.
 */
export function useStayInRange(
  page: { items: unknown[]; total: number; pageSize: number } | undefined,
  controls: ListViewControls,
) {
  const last = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const outOfRange = page !== undefined && page.items.length === 0 && page.total > 0 && controls.view.page > last;
  const { change } = controls;
  useEffect(() => {
    if (outOfRange) change({ page: last <= 1 ? null : String(last) }, { replace: true });
  }, [outOfRange, last, change]);
}

/** True when `view` narrows the list: a search, a filter or a date bound is set. */
export function isFilteredView(view: ListView): boolean {
  return (
    view.q !== '' ||
    Object.values(view.filters).some((value) => value !== undefined) ||
    view.from !== null ||
    view.to !== null
  );
}

/**
 * The scaffolding of an admin list page: its view in the URL (`spec`), the page of `source` that
 * view asks for (`page`, a TanStack query), the cache refresh after a write (`refresh`), the
 * page's rows (`items`, [] until loaded), whether the view narrows the list (`filtered`), and a
 * move back into range when the page shown is past the end.
 */
export function useAdminList<T extends { id: string }>(spec: ListViewSpec, source: ListSource) {
  const controls = useListView(spec);
  const page = usePagedList<T>(source, controls.query);
  const refresh = useListRefresh<T>(source.resource);
  useStayInRange(page.data, controls);
  const { view } = controls;
  return { controls, view, page, refresh, items: page.data?.items ?? [], filtered: isFilteredView(view) };
}

/** What {@link useAdminList} returns. */
export type AdminList<T extends { id: string }> = ReturnType<typeof useAdminList<T>>;

/**
 * The body of a paged card list (news, media, messages, requests, catalogues): AdminListBody over
 * `list.page` with `children` (the cards) and, when there are rows, the pagination below them
 * (`paginationTestId`, `${testIdPrefix}-pagination` unless told); when the page has no rows,
 * `Empty` says `texts.noResults` if the view narrows the list, else `texts.empty`.
 */
export function AdminCardList<T extends { id: string }>({
  list,
  texts,
  testIdPrefix,
  paginationTestId = `${testIdPrefix}-pagination`,
  children,
}: {
  list: AdminList<T>;
  texts: LoadTexts & { empty: string; noResults: string };
  testIdPrefix: string;
  paginationTestId?: string;
  children: ReactNode;
}) {
  const emptyText = list.items.length > 0 ? null : list.filtered ? texts.noResults : texts.empty;
  const total = list.page.data?.total ?? 0;
  return (
    <AdminListBody list={list.page} texts={texts} testIdPrefix={testIdPrefix} emptyText={emptyText}>
      {children}
      {total > 0 && (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }} data-testid={paginationTestId}>
          <Pagination {...paginationProps(list.controls, total)} />
        </div>
      )}
    </AdminListBody>
  );
}

/**
 * The body of a server-side admin table (users, outbox, user requests, join applications):
 * AdminListBody over `list.page`, then the page's rows in a ScrollRegion named `label` (inside a
 * div `tableTestId`), paged, sorted and filtered (`filterKeys`, see tableChangeHandler) through
 * the URL; `Empty` with `emptyText` when there are no rows. Other Table props pass through.
 */
export function AdminTable<T extends { id: string }>({
  list,
  label,
  emptyText,
  filterKeys,
  testIdPrefix,
  tableTestId,
  spinnerPadding,
  ...table
}: Omit<TableProps<T>, 'rowKey' | 'dataSource' | 'pagination' | 'onChange' | 'locale'> & {
  list: AdminList<T>;
  label: string;
  emptyText: string;
  filterKeys?: readonly string[];
  testIdPrefix?: string;
  tableTestId?: string;
  spinnerPadding?: string;
}) {
  return (
    <AdminListBody list={list.page} testIdPrefix={testIdPrefix} spinnerPadding={spinnerPadding}>
      <div data-testid={tableTestId}>
        <ScrollRegion label={label}>
          <Table<T>
            rowKey="id"
            dataSource={list.items}
            pagination={paginationProps(list.controls, list.page.data?.total ?? 0)}
            onChange={tableChangeHandler<T>(list.controls, filterKeys)}
            locale={{ emptyText: <Empty description={emptyText} /> }}
            {...table}
          />
        </ScrollRegion>
      </div>
    </AdminListBody>
  );
}
