import { useQuery } from '@tanstack/react-query';
import { api, ApiError, useSession } from '@consulting/platform';
import {
  ADMIN_TRACK_OPTIONS,
  REQUEST_STATUSES,
  TRACK_SLUGS,
  TRACK_TITLES,
  type AdminCounts,
  type RequestRecord,
  type RequestStatus,
} from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import { UNCONFIRMED_VALUES } from '../../shared/unconfirmed.tsx';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';
import { adminKeys } from '../../shared/query-client.ts';

/** The two request lists of the dashboard: service requests and opportunity (track) requests. */
export type RequestKind = 'service' | 'opportunity';

const LIST_PATH: Record<RequestKind, string> = {
  service: '/admin/service-requests',
  opportunity: '/admin/track-requests',
};

/**
 * The dashboard's request lists: GET /api/admin/service-requests and
 * /api/admin/track-requests ?page&page_size&sort&q&status&track&has_attachment&unconfirmed&from&to
 * → `{success, requests, total, page, page_size}`, newest first by default; export and bulk
 * (`set_status`) under the same paths. `unconfirmed=true|false` narrows to the
 * requests held for their owner's confirmation (flagged `unconfirmed: true`) or to the others.
 */
export const REQUEST_SOURCES: Record<RequestKind, ListSource> = {
  service: { resource: 'service-requests', path: LIST_PATH.service, key: 'requests' },
  opportunity: { resource: 'track-requests', path: LIST_PATH.opportunity, key: 'requests' },
};

/**
 * The tracks a request may name (its `service_name`): the six public tracks, then the admin
 * form's options not among them (spec §3), each with its Arabic title.
 */
export const TRACK_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  ...TRACK_SLUGS.map((slug) => ({ value: slug, label: TRACK_TITLES[slug].ar })),
  ...ADMIN_TRACK_OPTIONS.filter((option) => !(TRACK_SLUGS as readonly string[]).includes(option.value)).map(
    (option) => ({ value: option.value, label: option.ar }),
  ),
];

/** The URL view of a request tab: status, track, attachment and unconfirmed filters, sort, date range. */
export const REQUESTS_VIEW: ListViewSpec = {
  filters: {
    status: REQUEST_STATUSES,
    track: TRACK_FILTER_OPTIONS.map((option) => option.value),
    has_attachment: ['true', 'false'],
    unconfirmed: UNCONFIRMED_VALUES,
  },
  sortFields: ['created_at', 'updated_at', 'status', 'user_name'],
  dateRange: true,
};

/**
 * The dashboard's five counters from one call: GET /api/admin/counts →
 * `{success, counts: AdminCounts}` (`users` null when identity could not answer). Refreshed
 * after every change of requests or users.
 */
export function useAdminCounts() {
  return useQuery({
    queryKey: adminKeys.counts,
    queryFn: async ({ signal }) => (await adminApi<{ counts: AdminCounts }>('/admin/counts', { signal })).counts,
  });
}

/** A 401 means the admin session is gone: clear it so the layout redirects to /admin/login. */
function signOutOn401(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) useSession.getState().signOutAdmin();
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
 * with `download=1` (the server sends every user file as `Content-Disposition: attachment`).
 */
export function downloadUrlOf(attachmentUrl: string): string {
  const url = new URL(attachmentUrl, 'http://relative.invalid');
  url.searchParams.set('download', '1');
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * Shows an attachment in a new window (spec §5 admin dashboard: "view (new window)"). The server
 * sends user files as sandboxed downloads, never as pages of the site's origin, so the panel
 * fetches the signed URL and opens the bytes as a PDF blob, which the browser's PDF viewer
 * renders. The window is opened in the click itself (popup blockers allow it) and pointed at the
 * blob once it has arrived; it closes again when the file cannot be read.
 */
export async function viewAttachment(attachmentUrl: string): Promise<void> {
  const view = window.open('', '_blank');
  try {
    const res = await fetch(attachmentUrl);
    if (!res.ok) throw new Error(`attachment answered ${res.status}`);
    const blob = new Blob([await res.arrayBuffer()], { type: 'application/pdf' });
    const objectUrl = URL.createObjectURL(blob);
    if (view) view.location.href = objectUrl;
    else window.open(objectUrl, '_blank');
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    view?.close();
    throw error;
  }
}
