/**
 * Paged admin lists: the query every admin list takes and the page it answers.
 *
 * Query (all optional):
 * - `page`: 1-based whole number (default 1);
 * - `page_size`: 1 to {@link LIST_PAGE_SIZE_MAX} (default {@link LIST_PAGE_SIZE_DEFAULT});
 * - `sort`: one of the list's sort fields, `-field` for descending (JSON:API style);
 * - `q`: case-insensitive search, at most {@link LIST_SEARCH_MAX} characters, taken literally
 *   (regex characters match themselves; Arabic alef, yeh and teh marbuta forms match each other);
 * - `from`, `to`: a date range on the record's `created_at` (ISO 8601 date or date-time, both
 *   inclusive; a bare date covers its whole UTC day);
 * - the list's own filters (status, is_read, kind, track, role, …).
 *
 * Anything out of range (page 0, page_size 101, an unknown sort field or filter value, a `q`
 * too long, a malformed date) is a 400 `{success:false, error}`; unknown parameters are ignored.
 * The answer keeps the spec's list key and adds the page: `{success:true, <key>: T[], total,
 * page, page_size}`, so a caller that only reads `<key>` gets the first page.
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

/** The query of every paged list, as the browser sends it (all optional). */
export interface ListQuery {
  page?: number;
  page_size?: number;
  sort?: string;
  q?: string;
  from?: string;
  to?: string;
}

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
 * A page of one service's audit trail (`GET /api/admin/audit/{content|requests|identity}`),
 * newest first. Besides `page` it takes `before` (a cursor, `next_before` of the page before):
 * entries strictly older than it, so the activity page can merge the three services' trails
 * into one feed without offsets. `next_before` is null on the last page.
 */
export type AuditFeedPage<E> = ListPage<'audit', E> & { next_before: string | null };
