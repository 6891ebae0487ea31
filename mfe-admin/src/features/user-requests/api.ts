import { adminApi } from '../../shared/admin-api.ts';
import { useAdminList, type AdminList } from '../../shared/admin-list.ts';
import { matchesQuery } from '../../shared/text-search.ts';
import type { UserRequestStatus } from './user-request-statuses.ts';

/** One row of the admin user-requests page (spec §3 "User request (admin page)"). */
export interface UserRequestRecord {
  id: string;
  kind: 'service' | 'opportunity';
  user_name: string;
  user_email: string;
  service_name: string;
  details: string;
  status: string;
  admin_notes: string;
  created_at: string;
  updated_at: string;
}

const pickRequests = (reply: { requests?: UserRequestRecord[] } | null) => reply?.requests ?? [];

/**
 * Every service and opportunity request as the user-requests page lists it: GET
 * /api/admin/requests with the admin Bearer → `{success, requests}`. `onError` is called once
 * per failed load; a 401 signs the admin out. `replace` swaps an updated record in place.
 */
export function useUserRequests(onError: () => void): AdminList<UserRequestRecord> {
  return useAdminList('/admin/requests', pickRequests, onError);
}

/**
 * Updates a request's status and admin notes (spec §5 "User request edit"): PUT
 * /api/admin/requests/{id} JSON {status, admin_notes} → `{success, request}`. Resolves the
 * server's record, else `record` with the new values. Throws `ApiError`; a 401 signs out.
 */
export async function updateUserRequest(
  record: UserRequestRecord,
  status: UserRequestStatus,
  adminNotes: string,
): Promise<UserRequestRecord> {
  const reply = await adminApi<{ success?: boolean; request?: UserRequestRecord }>(
    `/admin/requests/${encodeURIComponent(record.id)}`,
    { method: 'PUT', body: { status, admin_notes: adminNotes } },
  );
  return reply?.request ?? { ...record, status, admin_notes: adminNotes };
}

/**
 * The rows matching the search text (case-insensitive, on name, email, track and details; the
 * track also by its Arabic label) and the status filter ('all' keeps every status).
 */
export function filterUserRequests(
  requests: UserRequestRecord[],
  search: string,
  status: 'all' | UserRequestStatus,
  trackLabel: (slug: string) => string,
): UserRequestRecord[] {
  return requests.filter(
    (r) =>
      (status === 'all' || r.status === status) &&
      matchesQuery(search, [r.user_name, r.user_email, r.service_name, trackLabel(r.service_name), r.details]),
  );
}
