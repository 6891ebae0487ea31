import { useEffect, useRef } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { App } from 'antd';
import { ApiError } from '@consulting/platform';
import type { BulkReply } from '@consulting/contracts';
import { AR } from '../texts.ts';
import { adminApi } from './admin-api.ts';
import { adminKeys, invalidateAfterChange, type AdminResource } from './query-client.ts';

/** Where an admin list is read: its cache prefix, its path under /api and its reply key. */
export interface ListSource {
  resource: AdminResource;
  /** e.g. '/admin/messages'; export and bulk are `${path}/export` and `${path}/bulk`. */
  path: string;
  /** The spec's list key in the reply (`messages`, `requests`, `data` …). */
  key: string;
}

/** One page of a list as the pages use it. */
export interface ListPageData<T> {
  items: T[];
  /** Rows matching the filters, across all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Reads a page of `GET /api{path}?{query}` (the admin list contract: `{success, <key>, total,
 * page, page_size}`) with the admin Bearer; the call is cancelled (AbortSignal) when the view
 * changes or the page unmounts. While another page loads the last one stays shown
 * (`keepPreviousData`, `isPlaceholderData` true). A `success:false` reply fails the read;
 * errors are `ApiError`s (401 signs out; network errors and 5xx are retried, see query-client).
 */
export async function readListPage<T>(
  source: ListSource,
  query: string,
  signal?: AbortSignal,
): Promise<ListPageData<T>> {
  const reply = await adminApi<Record<string, unknown> | null>(`${source.path}${query ? `?${query}` : ''}`, { signal });
  if (reply?.success === false) throw new ApiError(200, typeof reply.error === 'string' ? reply.error : '');
  const items = Array.isArray(reply?.[source.key]) ? (reply[source.key] as T[]) : [];
  const params = new URLSearchParams(query);
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    items,
    total: number(reply?.total, items.length),
    page: number(reply?.page, Number(params.get('page') ?? 1)),
    pageSize: number(reply?.page_size, Number(params.get('page_size') ?? items.length)),
  };
}

/** {@link readListPage} as a cached query keyed by resource and query. */
export function usePagedList<T>(source: ListSource, query: string): UseQueryResult<ListPageData<T>> {
  return useQuery({
    queryKey: adminKeys.list(source.resource, query),
    queryFn: ({ signal }) => readListPage<T>(source, query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Calls `notify(error)` once per failed read of `query` (the pages' load-failure toasts, spec §8),
 * not again on re-renders; by default it toasts 'فشل في تحميل البيانات'.
 */
export function useLoadErrorToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  notify?: (error: unknown) => void,
) {
  const { notification } = App.useApp();
  const toast = notify ?? (() => notification.error({ title: AR.loadFailed }));
  const notifyRef = useRef(toast);
  useEffect(() => {
    notifyRef.current = toast;
  }, [toast]);
  const { isError, error, errorUpdatedAt } = query;
  // Once per failure: errorUpdatedAt (and the error) change with each new failure only.
  useEffect(() => {
    if (isError) notifyRef.current(error);
  }, [isError, error, errorUpdatedAt]);
}

/**
 * Puts a saved record into every cached page of `resource` that shows it (same id), so the
 * change is seen before the refetch that `invalidateAfterChange` starts.
 */
function patchListItem<T extends { id: string }>(client: QueryClient, resource: AdminResource, record: T): void {
  client.setQueriesData<ListPageData<T>>({ queryKey: [...adminKeys.resource(resource), 'list'] }, (page) =>
    page && page.items.some((item) => item.id === record.id)
      ? { ...page, items: page.items.map((item) => (item.id === record.id ? { ...item, ...record } : item)) }
      : page,
  );
}

/** The body of a bulk action: `{action, ids, …}` with at most 100 ids. */
export type BulkBody = { action: string; ids: string[] } & Record<string, unknown>;

/**
 * `POST /api{path}/bulk` with `body` → `BulkReply {done, not_found}`; afterwards the list
 * (and counts, histories, activity) are invalidated. Throws `ApiError` (401 signs out).
 */
export function useBulkAction(source: ListSource) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkBody) => adminApi<BulkReply>(`${source.path}/bulk`, { method: 'POST', body }),
    onSettled: () => invalidateAfterChange(client, source.resource),
  });
}

/**
 * After a change made outside a mutation hook (a dialog's save, a delete): `saved(record)` puts
 * the record into the shown pages at once and refreshes; `changed()` only refreshes. Both
 * invalidate `resource` with its counts, histories and activity.
 */
export function useListRefresh<T extends { id: string }>(resource: AdminResource) {
  const client = useQueryClient();
  return {
    saved: (record: T) => {
      patchListItem(client, resource, record);
      void invalidateAfterChange(client, resource);
    },
    changed: () => void invalidateAfterChange(client, resource),
  };
}
