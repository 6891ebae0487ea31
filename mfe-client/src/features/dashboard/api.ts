import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, useSession } from '@consulting/platform';
import type { ClientRequestsResponse, JoinApplicationRecord, RequestRecord } from '@consulting/contracts';

export type ClientRequestsState =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; services: RequestRecord[]; opportunities: RequestRecord[] };

/**
 * The signed-in client's own requests (spec §7): GET /api/user/requests with the client's Bearer
 * token → `{service_requests, track_requests}`. A 401 signs the client out (the page then
 * redirects to /user/login); any other failure gives `{state:'error'}`. `reload` fetches again.
 */
export function useClientRequests(): ClientRequestsState & { reload: () => void } {
  const [result, setResult] = useState<ClientRequestsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const hasUser = useSession((s) => s.user !== null);

  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    api<ClientRequestsResponse>('/user/requests', { auth: 'client', signal: controller.signal })
      .then((reply) => {
        setResult({
          state: 'ready',
          services: reply.service_requests ?? [],
          opportunities: reply.track_requests ?? [],
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          useSession.getState().signOutClient();
          return;
        }
        setResult({ state: 'error' });
      });
    return () => controller.abort();
  }, [hasUser, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}

export type JoinApplicationsState = { state: 'loading' } | { state: 'ready'; applications: JoinApplicationRecord[] };

/**
 * The signed-in client's own join applications (spec §7): GET
 * /api/endpoints/join-applications.php with the client's Bearer token → `{success, data}`.
 * Any failure is silent (spec §8): it is logged and the list is empty.
 */
export function useJoinApplications(): JoinApplicationsState {
  const [result, setResult] = useState<JoinApplicationsState>({ state: 'loading' });
  const hasUser = useSession((s) => s.user !== null);

  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    setResult({ state: 'loading' });
    api<{ success: true; data?: JoinApplicationRecord[] }>('/endpoints/join-applications.php', {
      auth: 'client',
      signal: controller.signal,
    })
      .then((reply) => setResult({ state: 'ready', applications: reply?.data ?? [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('join applications could not be loaded', error);
        setResult({ state: 'ready', applications: [] });
      });
    return () => controller.abort();
  }, [hasUser]);

  return result;
}
