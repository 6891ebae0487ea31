import { queryOptions } from '@tanstack/react-query';
import { LIST_PAGE_SIZE_DEFAULT, type JoinApplicationRecord, type RequestRecord } from '@consulting/contracts';
import { CLIENT_QUERY_KEY, clientApi } from '../../client-api.ts';

/** Rows per page of each dashboard list: 20, the lists' default. */
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

/** `GET /api/user/requests` without `kind`: the first page of both lists and their totals. */
interface RequestsSummaryReply {
  success: true;
  service_requests?: RequestRecord[];
  track_requests?: RequestRecord[];
  /** Absent from a server that sends every request: the lists' lengths count. */
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
const dashboardKey = [...CLIENT_QUERY_KEY, 'dashboard'] as const;

/** Page `page` of the join applications, or `fallback` (logged) when it cannot be loaded: spec §8, silent. */
async function joinApplicationsPage(
  page: number,
  signal: AbortSignal,
  fallback: ListPage<JoinApplicationRecord>,
): Promise<ListPage<JoinApplicationRecord>> {
  try {
    const reply = await clientApi<JoinApplicationsPageReply>(`/endpoints/join-applications.php?${pageQuery(page)}`, {
      signal,
    });
    const rows = reply?.data ?? [];
    return { rows, total: reply?.total ?? rows.length, page };
  } catch (error) {
    if (!signal.aborted) console.warn(`join applications page ${page} could not be loaded`, error);
    return fallback;
  }
}

/**
 * The signed-in client's dashboard summary (spec §2 "Client dashboard", §7, §8), two calls with
 * the client's Bearer token, in parallel:
 * - GET /api/user/requests?page=1&page_size=20 → the first 20 service and track requests and
 *   `totals {service_requests, track_requests}`;
 * - GET /api/endpoints/join-applications.php?page=1&page_size=20 → the first 20 join
 *   applications and `total`.
 * A failure of the requests fails the query (a 401 also signs the client out). A failure of the
 * join applications is silent (spec §8): logged, and that list is empty with a total of 0.
 */
export const dashboardSummaryQuery = () =>
  queryOptions({
    queryKey: [...dashboardKey, 'summary'],
    queryFn: async ({ signal }): Promise<DashboardSummary> => {
      const [reply, applications] = await Promise.all([
        clientApi<RequestsSummaryReply>(`/user/requests?${pageQuery(1)}`, { signal }),
        joinApplicationsPage(1, signal, { rows: [], total: 0, page: 1 }),
      ]);
      const services = reply.service_requests ?? [];
      const opportunities = reply.track_requests ?? [];
      return {
        services: { rows: services, total: reply.totals?.service_requests ?? services.length, page: 1 },
        opportunities: { rows: opportunities, total: reply.totals?.track_requests ?? opportunities.length, page: 1 },
        applications,
      };
    },
  });

/**
 * Page `page` of the client's service (`kind` 'service') or track ('track', the opportunities)
 * requests, newest first: GET /api/user/requests?kind=…&page=N&page_size=20 →
 * `{service_requests | track_requests, total}`. A failure fails the query (spec §8
 * 'حدث خطأ في تحميل البيانات', with a retry).
 */
export const requestsPageQuery = (kind: 'service' | 'track', page: number) =>
  queryOptions({
    queryKey: [...dashboardKey, kind, page],
    queryFn: async ({ signal }): Promise<ListPage<RequestRecord>> => {
      const reply = await clientApi<RequestsPageReply>(`/user/requests?kind=${kind}&${pageQuery(page)}`, { signal });
      const rows = (kind === 'service' ? reply.service_requests : reply.track_requests) ?? [];
      return { rows, total: reply.total ?? rows.length, page };
    },
  });

/**
 * Page `page` of the client's join applications, newest first: GET
 * /api/endpoints/join-applications.php?page=N&page_size=20 → `{data, total}`. A failure is
 * silent (spec §8): an empty page of `knownTotal` rows.
 */
export const joinApplicationsPageQuery = (page: number, knownTotal: number) =>
  queryOptions({
    queryKey: [...dashboardKey, 'join-applications', page],
    queryFn: ({ signal }) => joinApplicationsPage(page, signal, { rows: [], total: knownTotal, page }),
  });
