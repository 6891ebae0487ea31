/**
 * Paged admin lists. Query, all optional: `page` (1-based), `page_size` (1 to
 * {@link LIST_PAGE_SIZE_MAX}), `sort` (`-field` descending), `q` (literal, case-insensitive,
 * Arabic letter variants folded, at most {@link LIST_SEARCH_MAX}), `from`/`to` (inclusive ISO
 * 8601 on `created_at`; a date is its whole UTC day) and the list's filters. Out of range is 400.
 * Answer: `{success:true, <key>: T[], total, page, page_size}`.
 */

/** Rows per page when the caller gives no `page_size`. */
export const LIST_PAGE_SIZE_DEFAULT = 20;
/** The largest `page_size` a list accepts. */
export const LIST_PAGE_SIZE_MAX = 100;
/** The longest `q` a list accepts, in characters. */
export const LIST_SEARCH_MAX = 200;
/** The most ids one bulk action takes. */
export const BULK_IDS_MAX = 100;

/** Where a page sits in the whole list. */
export interface ListPageInfo {
  /** Rows matching the filters, across all pages. */
  total: number;
  /** 1-based. */
  page: number;
  page_size: number;
}

/** A page of a list whose spec key is `K`: `{success:true, K: T[], total, page, page_size}`. */
export type ListPage<K extends string, T> = { success: true } & ListPageInfo & { [key in K]: T[] };

/**
 * Answer of a bulk action (`POST …/bulk`): the ids changed (each audited on its own) and the
 * ids that were not found (already deleted, never existed); the others are not touched.
 */
export interface BulkReply {
  success: true;
  done: string[];
  not_found: string[];
}

/** The dashboard's counters, from one call (`GET /api/admin/counts`, spec §2 Admin dashboard). */
export interface AdminCounts {
  service_requests: number;
  track_requests: number;
  total_requests: number;
  /** Service and track requests with a PDF attachment. */
  requests_with_attachments: number;
  /** Every account, clients and admins; null when identity could not be asked. */
  users: number | null;
}

/**
 * A page of one service's audit trail (`GET /api/admin/audit/{content|requests|identity}`), newest
 * first; `before` (a `next_before`, null on the last page) lists strictly older entries.
 */
export type AuditFeedPage<E> = ListPage<'audit', E> & { next_before: string | null };
