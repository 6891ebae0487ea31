import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, useSession } from '@consulting/platform';
import { LIST_PAGE_SIZE_DEFAULT, type JoinApplicationRecord, type RequestRecord } from '@consulting/contracts';

/** Rows per page of each dashboard list (issue 12 item 5: 20, the lists' default). */
export const DASHBOARD_PAGE_SIZE = LIST_PAGE_SIZE_DEFAULT;

/** One page of one of the dashboard's lists: its rows, the rows of the whole list, its number (1-based). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
}

/**
 * What the dashboard shows before a tab is paged: the four counters' totals and the first page of
 * each list (the services, opportunities and join-applications tabs).
 */
export interface DashboardSummary {
  services: ListPage<RequestRecord>;
  opportunities: ListPage<RequestRecord>;
  applications: ListPage<JoinApplicationRecord>;
}

export type DashboardSummaryState = { state: 'loading' } | { state: 'error' } | ({ state: 'ready' } & DashboardSummary);

/** `GET /api/user/requests` without `kind` (issue 12): the first page of both lists and their totals. */
interface RequestsSummaryReply {
  success: true;
  service_requests?: RequestRecord[];
  track_requests?: RequestRecord[];
  /** Absent from a server older than issue 12, which sent every request: the lists' lengths count. */
  totals?: { service_requests: number; track_requests: number };
}

/** `GET /api/user/requests?kind=service|track`: one page of one list. */
interface RequestsPageReply {
  success: true;
  service_requests?: RequestRecord[];
  track_requests?: RequestRecord[];
  total?: number;
}

/** `GET /api/endpoints/join-applications.php`: one page of the caller's join applications. */
interface JoinApplicationsPageReply {
  success: true;
  data?: JoinApplicationRecord[];
  total?: number;
}

const pageQuery = (page: number) => `page=${page}&page_size=${DASHBOARD_PAGE_SIZE}`;

/** A 401 ends the client's session (the page then goes to /user/login); true when it was one. */
function signedOutBy(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) {
    useSession.getState().signOutClient();
    return true;
  }
  return false;
}

/**
 * The signed-in client's dashboard summary (spec §2 "Client dashboard", §7, §8; issue 12 item 5),
 * two calls with the client's Bearer token, in parallel:
 * - GET /api/user/requests?page=1&page_size=20 → the first 20 service and track requests and
 *   `totals {service_requests, track_requests}`;
 * - GET /api/endpoints/join-applications.php?page=1&page_size=20 → the first 20 join
 *   applications and `total`.
 * A 401 on the requests signs the client out; any other failure of the requests gives
 * `{state:'error'}`. A failure of the join applications is silent (spec §8): logged, and that
 * list is empty with a total of 0. `reload` fetches both again.
 */
export function useDashboardSummary(): DashboardSummaryState & { reload: () => void } {
  const [result, setResult] = useState<DashboardSummaryState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const hasUser = useSession((s) => s.user !== null);

  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    const { signal } = controller;
    setResult({ state: 'loading' });
    const requests = api<RequestsSummaryReply>(`/user/requests?${pageQuery(1)}`, { auth: 'client', signal });
    const applications = api<JoinApplicationsPageReply>(`/endpoints/join-applications.php?${pageQuery(1)}`, {
      auth: 'client',
      signal,
    }).then(
      (reply): ListPage<JoinApplicationRecord> => {
        const rows = reply?.data ?? [];
        return { rows, total: reply?.total ?? rows.length, page: 1 };
      },
      (error: unknown): ListPage<JoinApplicationRecord> => {
        if (!signal.aborted) console.warn('join applications could not be loaded', error);
        return { rows: [], total: 0, page: 1 };
      },
    );
    Promise.all([requests, applications])
      .then(([reply, applicationsPage]) => {
        const services = reply.service_requests ?? [];
        const opportunities = reply.track_requests ?? [];
        setResult({
          state: 'ready',
          services: { rows: services, total: reply.totals?.service_requests ?? services.length, page: 1 },
          opportunities: { rows: opportunities, total: reply.totals?.track_requests ?? opportunities.length, page: 1 },
          applications: applicationsPage,
        });
      })
      .catch((error: unknown) => {
        if (signal.aborted || signedOutBy(error)) return;
        setResult({ state: 'error' });
      });
    return () => controller.abort();
  }, [hasUser, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}

export type ListPageState<T> = { state: 'loading' } | { state: 'error' } | ({ state: 'ready' } & ListPage<T>);

/**
 * Page `page` of one list, fetched with the client's Bearer token (`fetchPage`), or `first` as
 * it is when `page` is 1 (the summary already holds it). `silent`: a failure gives an empty page
 * of `first.total` rows (logged) instead of `{state:'error'}`. A 401 signs the client out.
 */
function useListPage<T>(
  key: string,
  page: number,
  first: ListPage<T>,
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T>>,
  silent: boolean,
): ListPageState<T> & { reload: () => void } {
  const [fetched, setFetched] = useState<{ key: string; result: ListPageState<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const wanted = `${key}:${page}:${attempt}`;
  const needsFetch = page > 1;

  useEffect(() => {
    if (!needsFetch) return;
    const controller = new AbortController();
    fetchPage(page, controller.signal)
      .then((result) => setFetched({ key: wanted, result: { state: 'ready', ...result } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || signedOutBy(error)) return;
        if (silent) {
          console.warn(`${key} page ${page} could not be loaded`, error);
          setFetched({ key: wanted, result: { state: 'ready', rows: [], total: first.total, page } });
        } else {
          setFetched({ key: wanted, result: { state: 'error' } });
        }
      });
    return () => controller.abort();
    // `fetchPage`, `first` and `silent` are fixed per `key`; `wanted` holds key, page and attempt.
  }, [wanted, needsFetch]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (!needsFetch) return { state: 'ready', ...first, reload };
  const result = fetched?.key === wanted ? fetched.result : { state: 'loading' as const };
  return { ...result, reload };
}

/**
 * Page `page` of the client's service (`kind` 'service') or track ('track', the opportunities)
 * requests, newest first (issue 12 item 5): GET /api/user/requests?kind=…&page=N&page_size=20 →
 * `{service_requests | track_requests, total}`; page 1 is `first`, from the summary. A failure
 * gives `{state:'error'}` (spec §8 'حدث خطأ في تحميل البيانات', with a retry: `reload`).
 */
export function useRequestsPage(
  kind: 'service' | 'track',
  page: number,
  first: ListPage<RequestRecord>,
): ListPageState<RequestRecord> & { reload: () => void } {
  return useListPage(
    `${kind} requests`,
    page,
    first,
    async (n, signal) => {
      const reply = await api<RequestsPageReply>(`/user/requests?kind=${kind}&${pageQuery(n)}`, {
        auth: 'client',
        signal,
      });
      const rows = (kind === 'service' ? reply.service_requests : reply.track_requests) ?? [];
      return { rows, total: reply.total ?? rows.length, page: n };
    },
    false,
  );
}

/**
 * Page `page` of the client's join applications, newest first (issue 12 item 5): GET
 * /api/endpoints/join-applications.php?page=N&page_size=20 → `{data, total}`; page 1 is `first`,
 * from the summary. A failure is silent (spec §8): an empty page.
 */
export function useJoinApplicationsPage(
  page: number,
  first: ListPage<JoinApplicationRecord>,
): ListPageState<JoinApplicationRecord> & { reload: () => void } {
  return useListPage(
    'join applications',
    page,
    first,
    async (n, signal) => {
      const reply = await api<JoinApplicationsPageReply>(`/endpoints/join-applications.php?${pageQuery(n)}`, {
        auth: 'client',
        signal,
      });
      const rows = reply?.data ?? [];
      return { rows, total: reply?.total ?? rows.length, page: n };
    },
    true,
  );
}
