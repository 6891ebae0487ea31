import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';
import { UNCONFIRMED_VALUES } from '../../shared/unconfirmed.tsx';
import { USER_REQUEST_STATUSES, type UserRequestStatus } from './user-request-statuses.ts';

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
  /** A guest's request under an email that has an account, held until its owner confirms it. */
  unconfirmed?: true;
  created_at: string;
  updated_at: string;
}

/**
 * Every service and opportunity request as the user-requests page lists it: GET
 * /api/admin/requests?page&page_size&sort&q&status&kind&unconfirmed&from&to → `{success,
 * requests, total, page, page_size}`, newest first; export and bulk (`set_status`) under the
 * same path. `unconfirmed=true|false` narrows to the requests held for their owner's
 * confirmation or to the others.
 */
export const USER_REQUESTS_SOURCE: ListSource = { resource: 'requests', path: '/admin/requests', key: 'requests' };

/**
 * The URL view of /admin/user-requests: workflow status, kind and unconfirmed
 * filters, date order, date range.
 */
export const USER_REQUESTS_VIEW: ListViewSpec = {
  filters: { status: USER_REQUEST_STATUSES, kind: ['service', 'opportunity'], unconfirmed: UNCONFIRMED_VALUES },
  sortFields: ['created_at'],
  dateRange: true,
};

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
