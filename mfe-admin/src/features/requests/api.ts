import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, useSession } from '@consulting/platform';
import type { AdminRequestsResponse, RequestRecord, RequestStatus } from '@consulting/contracts';

/** The two request lists of the dashboard: service requests and opportunity (track) requests. */
export type RequestKind = 'service' | 'opportunity';

const LIST_PATH: Record<RequestKind, string> = {
  service: '/admin/service-requests',
  opportunity: '/admin/track-requests',
};

/** A 401 means the admin session is gone: clear it so the layout redirects to /admin/login. */
function signOutOn401(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) useSession.getState().signOutAdmin();
}

export type AdminRequestsState =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; services: RequestRecord[]; opportunities: RequestRecord[] };

/**
 * Both request lists of the admin dashboard (spec §7): GET /api/admin/service-requests and
 * GET /api/admin/track-requests with the admin Bearer, each `{requests}` newest first.
 * `onError` is called once per failed load (the page toasts 'فشل في تحميل البيانات'); a 401
 * signs the admin out. `replace` swaps one record in place after a status change.
 */
export function useAdminRequests(onError: () => void): AdminRequestsState & {
  reload: () => void;
  replace: (kind: RequestKind, record: RequestRecord) => void;
} {
  const [result, setResult] = useState<AdminRequestsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Kept in a ref: a new toast callback must not reload the lists.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    const load = (kind: RequestKind) =>
      api<AdminRequestsResponse>(LIST_PATH[kind], { auth: 'admin', signal: controller.signal }).then(
        (reply) => reply.requests ?? [],
      );
    Promise.all([load('service'), load('opportunity')])
      .then(([services, opportunities]) => setResult({ state: 'ready', services, opportunities }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        signOutOn401(error);
        setResult({ state: 'error' });
        onErrorRef.current();
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((kind: RequestKind, record: RequestRecord) => {
    setResult((prev) => {
      if (prev.state !== 'ready') return prev;
      const key = kind === 'service' ? 'services' : 'opportunities';
      return { ...prev, [key]: prev[key].map((r) => (r.id === record.id ? record : r)) };
    });
  }, []);
  return { ...result, reload, replace };
}

/**
 * Changes a request's status (spec §7): PUT /api/admin/service-requests/{id} or
 * /api/admin/track-requests/{id} with JSON {status} → `{success, request}`. Resolves the
 * updated record (the server's, else `record` with the new status). Throws `ApiError`; a 401
 * also signs the admin out.
 */
export async function updateRequestStatus(
  kind: RequestKind,
  record: RequestRecord,
  status: RequestStatus,
): Promise<RequestRecord> {
  try {
    const reply = await api<{ success: boolean; request?: RequestRecord; error?: string }>(
      `${LIST_PATH[kind]}/${encodeURIComponent(record.id)}`,
      { method: 'PUT', body: { status }, auth: 'admin' },
    );
    if (reply?.success === false) throw new ApiError(200, reply.error ?? 'update failed');
    return reply?.request ?? { ...record, status };
  } catch (error) {
    signOutOn401(error);
    throw error;
  }
}

/**
 * The download link of an attachment: its signed URL (`/uploads/attachments/{id}?expires&sig`)
 * with `download=1`, for which the server sends `Content-Disposition: attachment`.
 */
export function downloadUrlOf(attachmentUrl: string): string {
  const url = new URL(attachmentUrl, 'http://relative.invalid');
  url.searchParams.set('download', '1');
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
