import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { AuditEntryRecord, AuditFeedPage } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import {
  AUDIT_ENTITIES,
  AUDIT_FEEDS,
  isAuditEntity,
  type AuditEntity,
  type AuditFeed,
} from '../../shared/audit/audit-entities.ts';
import { adminKeys } from '../../shared/query-client.ts';

/** Entries shown per page of the activity feed. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The activity page's view, as its URL holds it. */
export interface ActivityView {
  /** One kind of record, or undefined for all. */
  entity: AuditEntity | undefined;
  /** The admin's email ('' for all admins). */
  actor: string;
  /** YYYY-MM-DD, inclusive, or null. */
  from: string | null;
  to: string | null;
  /** Show entries strictly older than this one (`<at ISO>_<id>`), null for the newest. */
  before: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f]{24}$/;

/** Reads the view from the URL's `entity`, `actor`, `from`, `to` and `before`; a malformed value reads as unset. */
export function readActivityView(params: URLSearchParams): ActivityView {
  const entity = params.get('entity');
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : null;
  };
  const before = params.get('before');
  return {
    entity: isAuditEntity(entity) ? entity : undefined,
    actor: (params.get('actor') ?? '').trim(),
    from: date('from'),
    to: date('to'),
    before: before && CURSOR.test(before) ? before : null,
  };
}

/** The services to ask: the one holding `entity`, or all three. */
export function feedsFor(entity: AuditEntity | undefined): AuditFeed[] {
  return entity ? [AUDIT_ENTITIES[entity].feed] : [...AUDIT_FEEDS];
}

/** The query of one feed call: `page_size`, then `entity`, `actor`, `from`, `to`, `before` when set. */
export function feedQuery(view: ActivityView, pageSize: number = ACTIVITY_PAGE_SIZE): string {
  const query = new URLSearchParams({ page_size: String(pageSize) });
  if (view.entity) query.set('entity', view.entity);
  if (view.actor) query.set('actor', view.actor);
  if (view.from) query.set('from', view.from);
  if (view.to) query.set('to', view.to);
  if (view.before) query.set('before', view.before);
  return query.toString();
}

/** Newest first: by `at`, then by id (both descending). */
function newestFirst(a: AuditEntryRecord, b: AuditEntryRecord): number {
  const at = Date.parse(b.at) - Date.parse(a.at);
  if (at !== 0 && !Number.isNaN(at)) return at;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The cursor of an entry: entries strictly older than it come next. */
export function cursorOf(entry: AuditEntryRecord): string {
  return `${entry.at}_${entry.id}`;
}

/**
 * Merges the pages of several services' feeds, each read with the same `before` and page size
 * `n`, into one page: all entries newest first (by `at`, then id), the first `n`
 * shown. The `n` newest overall are all among them, since each service gave its own `n` newest.
 * `total` is the sum of the services' totals; `older` is the cursor of the last shown entry when
 * more entries exist (a service had more, or more were merged than shown), else null.
 */
export function mergeFeedPages(
  pages: readonly AuditFeedPage<AuditEntryRecord>[],
  n: number = ACTIVITY_PAGE_SIZE,
): { entries: AuditEntryRecord[]; total: number; older: string | null } {
  const all = pages.flatMap((page) => page.audit ?? []).sort(newestFirst);
  const entries = all.slice(0, n);
  const more = all.length > n || pages.some((page) => page.next_before);
  const last = entries.at(-1);
  return {
    entries,
    total: pages.reduce((sum, page) => sum + (page.total ?? 0), 0),
    older: more && last ? cursorOf(last) : null,
  };
}

/**
 * The activity feed for `view`: `GET /api/admin/audit/{service}?…` of each service
 * concerned (cached, cancelled when the view changes), merged by {@link mergeFeedPages}.
 * `failed` names the services whose call failed (then nothing is merged, so no entry is
 * silently missing); `retry` asks those again.
 */
export function useActivity(view: ActivityView) {
  const feeds = feedsFor(view.entity);
  const query = feedQuery(view);
  return useQueries({
    queries: feeds.map((feed) => ({
      queryKey: [...adminKeys.activity, feed, query],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        adminApi<AuditFeedPage<AuditEntryRecord>>(`/admin/audit/${feed}?${query}`, { signal }),
      placeholderData: keepPreviousData,
    })),
    combine: (results) => {
      const failed = feeds.filter((_, i) => results[i].isError);
      const pending = results.some((result) => result.isPending);
      const merged = failed.length === 0 && !pending ? mergeFeedPages(results.map((result) => result.data!)) : null;
      return {
        status: failed.length > 0 ? ('error' as const) : pending ? ('pending' as const) : ('success' as const),
        failed,
        merged,
        fetching: results.some((result) => result.isFetching),
        retry: () => results.forEach((result) => result.isError && void result.refetch()),
      };
    },
  });
}
