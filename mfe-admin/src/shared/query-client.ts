import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, useSession } from '@consulting/platform';

/** How many times a failed read is tried again (so at most 3 calls in all). */
export const QUERY_RETRIES = 2;

/**
 * Whether a failed read is tried again: only reads (queries are GETs; mutations never retry), only
 * for a network failure (`ApiError` status 0) or a 5xx, at most {@link QUERY_RETRIES} times. A 4xx
 * is the caller's fault and stays failed; a 401 has already signed the admin out in `adminApi`.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/** Wait before retry `attempt` (0-based), in milliseconds: 500, 1000, … capped at 4000. */
export function retryDelayMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

/**
 * The one query cache of the admin remote (TanStack Query instead of hand-written list hooks),
 * provided by AdminLayout. A module singleton so a page left and opened again shows its cached page
 * at once (then refetches when stale). Reads are fresh for 15 s; every change invalidates what it
 * touches (`invalidateAfterChange`).
 */
export const adminQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryRead, retryDelay: retryDelayMs, staleTime: 15_000 },
    mutations: { retry: false },
  },
});

// A signed-out admin's data must not be shown to whoever signs in next on this browser.
useSession.subscribe((state, previous) => {
  if (previous.adminToken && state.adminToken !== previous.adminToken) adminQueryClient.clear();
});

/** The admin lists (the part of their path after /api/admin), each a cache prefix. */
export type AdminResource =
  | 'service-requests'
  | 'track-requests'
  | 'requests'
  | 'join-applications'
  | 'users'
  | 'messages'
  | 'news'
  | 'services'
  | 'sectors'
  | 'outbox'
  // The media library.
  | 'media';

/** Cache keys: everything admin lives under ['admin']. */
export const adminKeys = {
  resource: (resource: AdminResource): QueryKey => ['admin', resource],
  list: (resource: AdminResource, query: string): QueryKey => ['admin', resource, 'list', query],
  counts: ['admin', 'counts'] as QueryKey,
  audit: ['admin', 'audit'] as QueryKey,
  recordAudit: (entity: string, id: string): QueryKey => ['admin', 'audit', entity, id],
  activity: ['admin', 'activity'] as QueryKey,
};

/** Lists showing the same records: a service request is also a row of the user requests page. */
const RELATED: Partial<Record<AdminResource, AdminResource[]>> = {
  'service-requests': ['requests'],
  'track-requests': ['requests'],
  requests: ['service-requests', 'track-requests'],
};

/**
 * Marks stale, and refetches where shown, everything a change of `resource` may have altered: its
 * lists, the lists showing the same records, the dashboard counts, record histories and the
 * activity feed. Resolves once the shown ones are refetched.
 */
export async function invalidateAfterChange(client: QueryClient, resource: AdminResource): Promise<void> {
  const keys = [resource, ...(RELATED[resource] ?? [])].map(adminKeys.resource);
  await Promise.all(
    [...keys, adminKeys.counts, adminKeys.audit, adminKeys.activity].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
