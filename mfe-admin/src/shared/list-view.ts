import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX } from '@consulting/contracts';

/** The page sizes an admin can pick (at most 100 rows a page). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, LIST_PAGE_SIZE_MAX] as const;

/**
 * What one admin list accepts in its URL (the view lives in the URL): its filters
 * with their allowed values, its sort fields, and whether it has a date range.
 */
export interface ListViewSpec {
  /** Filter parameter → allowed values, e.g. `{status: ['new', …]}`; in the order they are sent. */
  filters?: Readonly<Record<string, readonly string[]>>;
  /** Fields `sort` may name (`field` ascending, `-field` descending). */
  sortFields?: readonly string[];
  /** True when the list takes `from` / `to` (YYYY-MM-DD, on created_at). */
  dateRange?: boolean;
}

/** The view of a list as the URL holds it; values the spec does not allow are dropped. */
export interface ListView {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** `field` or `-field`; null for the server's default order. */
  sort: string | null;
  /** The search text, trimmed ('' for none). */
  q: string;
  /** Each filter's value, undefined when not filtered. */
  filters: Readonly<Record<string, string | undefined>>;
  from: string | null;
  to: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads a list's view from the URL's query: `page` (whole, ≥ 1, default 1), `page_size` (1–100,
 * default 20), `sort` (a spec sort field, optionally with '-'), `q`, each spec filter (an
 * allowed value) and `from` / `to` (YYYY-MM-DD). A value out of range reads as its default, so
 * a hand-edited link never sends the server a request it would refuse.
 */
export function readListView(params: URLSearchParams, spec: ListViewSpec): ListView {
  const sortRaw = params.get('sort');
  const sortField = sortRaw?.replace(/^-/, '');
  const filters: Record<string, string | undefined> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {})) {
    const value = params.get(name);
    filters[name] = value !== null && allowed.includes(value) ? value : undefined;
  }
  const date = (name: string) => {
    const value = params.get(name);
    return spec.dateRange && value && DATE.test(value) ? value : null;
  };
  return {
    page: wholeNumber(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: wholeNumber(params.get('page_size'), 1, LIST_PAGE_SIZE_MAX) ?? LIST_PAGE_SIZE_DEFAULT,
    sort: sortField && spec.sortFields?.includes(sortField) ? sortRaw : null,
    q: (params.get('q') ?? '').trim(),
    filters,
    from: date('from'),
    to: date('to'),
  };
}

/**
 * The query string a list call sends for `view` (the admin list contract): `page`, `page_size`,
 * then `sort`, `q`, the filters and `from` / `to` when set. With `paged: false` (the export)
 * page and page_size are left out.
 */
export function listQueryString(view: ListView, { paged = true }: { paged?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (paged) {
    query.set('page', String(view.page));
    query.set('page_size', String(view.pageSize));
  }
  if (view.sort) query.set('sort', view.sort);
  if (view.q) query.set('q', view.q);
  for (const [name, value] of Object.entries(view.filters)) if (value !== undefined) query.set(name, value);
  if (view.from) query.set('from', view.from);
  if (view.to) query.set('to', view.to);
  return query.toString();
}

/** A change of URL parameters: a value sets it, null or '' removes it. */
export type ViewChange = Record<string, string | null | undefined>;

/**
 * Applies `change` to `params`. Unless `change` sets `page` itself, the page goes back to 1
 * (changing a filter, the sort or the search shows the first page).
 */
export function changedParams(params: URLSearchParams, change: ViewChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === null || value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** A list's view (from the URL) and the ways to change it; the changes keep other parameters (the dashboard's tab). */
export interface ListViewControls {
  view: ListView;
  /** The list call's query (paged); also identifies the shown page. */
  query: string;
  /** The export's query: the same filters, search and sort, without page. */
  exportQuery: string;
  /** Another page, or another page size (then page 1). Pushes a history entry. */
  setPage: (page: number, pageSize?: number) => void;
  /** Sets or clears (undefined) filters; back to page 1. Pushes a history entry. */
  setFilters: (filters: Readonly<Record<string, string | undefined>>) => void;
  /** Sets the sort (null: the server's default); back to page 1. */
  setSort: (sort: string | null) => void;
  /** Sets the search; back to page 1. Replaces the history entry (typing is not history). */
  setSearch: (q: string) => void;
  /** Sets the date range (YYYY-MM-DD or null); back to page 1. */
  setDates: (from: string | null, to: string | null) => void;
  /** Any change at once (e.g. a table's sort and filters together); back to page 1 unless `page` is set. */
  change: (change: ViewChange, options?: { replace?: boolean }) => void;
}

/**
 * A list's view kept in the URL: reload, Back and a shared link show the same
 * page, filters, sort and search. `spec` must be a constant (it is a memo dependency).
 */
export function useListView(spec: ListViewSpec): ListViewControls {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params, spec), [params, spec]);
  const change = useCallback(
    (next: ViewChange, options: { replace?: boolean } = {}) =>
      setParams((prev) => changedParams(prev, next), { replace: options.replace }),
    [setParams],
  );
  return useMemo(
    () => ({
      view,
      query: listQueryString(view),
      exportQuery: listQueryString(view, { paged: false }),
      setPage: (page, pageSize) => {
        const sizeChanged = pageSize !== undefined && pageSize !== view.pageSize;
        const next: ViewChange = { page: sizeChanged || page <= 1 ? null : String(page) };
        if (sizeChanged) next.page_size = pageSize === LIST_PAGE_SIZE_DEFAULT ? null : String(pageSize);
        change(next);
      },
      setFilters: (filters) => change(filters),
      setSort: (sort) => change({ sort }),
      setSearch: (q) => change({ q: q.trim() }, { replace: true }),
      setDates: (from, to) => change({ from, to }),
      change,
    }),
    [view, change],
  );
}
