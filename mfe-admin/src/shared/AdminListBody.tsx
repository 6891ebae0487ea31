import { useEffect, type ReactNode } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
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

/**
 * What an admin list page shows under its header (spec §2 "Other admin pages"): a large spinner
 * while `list` loads the first time, an error result with a retry button (`list.refetch`) when it
 * failed, an `Empty` with `emptyText` when that is given (no items, or none match), else
 * `children` (dimmed with a spinner while the next page loads). With `testIdPrefix` p the parts
 * are `p-loading`, `p-error`, `p-retry` and `p-empty`.
 */
export function AdminListBody({
  list,
  texts,
  testIdPrefix,
  spinnerPadding = '4rem 0',
  emptyText,
  children,
}: {
  list: ListQueryState;
  /** The spinner's text, the error title (from the error's message) and the retry label. */
  texts: { loading: string; loadFailed: (message: string) => string; retry: string };
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
