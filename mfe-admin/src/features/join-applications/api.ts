import { ApiError } from '@consulting/platform';
import {
  JOIN_APPLICATION_STATUSES,
  type JoinApplicationRecord,
  type JoinApplicationStatus,
} from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';
import { UNCONFIRMED_VALUES } from '../../shared/unconfirmed.tsx';

/**
 * A join application as the admin list shows it: the wire record (with the `consent` and
 * `files_deleted_at`) and `unconfirmed: true` for an application held for its owner's
 * confirmation, shown when the API sends it.
 */
export type AdminJoinApplication = JoinApplicationRecord & { unconfirmed?: true };

/**
 * The join applications (spec §7): GET
 * /api/admin/join-applications?page&page_size&sort&q&status&unconfirmed&from&to → `{success,
 * data, total, page, page_size}` (file fields are signed URLs or ''), newest first by default;
 * export and bulk (`set_status`, `delete`) under the same path. `unconfirmed=true|false`
 * narrows to the applications held for their owner's confirmation or to the others.
 */
export const JOIN_APPLICATIONS_SOURCE: ListSource = {
  resource: 'join-applications',
  path: '/admin/join-applications',
  key: 'data',
};

/**
 * The URL view of /admin/join-applications: status and unconfirmed filters, sort on
 * date, name and status, date range.
 */
export const JOIN_APPLICATIONS_VIEW: ListViewSpec = {
  filters: { status: JOIN_APPLICATION_STATUSES, unconfirmed: UNCONFIRMED_VALUES },
  sortFields: ['created_at', 'full_name', 'status'],
  dateRange: true,
};

/**
 * Sets a join application's status and notes (spec §7): PUT /api/join-applications JSON
 * {id, status, admin_notes} → `{success, message, data}`. Resolves the server message (may be
 * '') and the updated record. Throws `ApiError` (also for `success:false`); a 401 signs out.
 */
export async function updateJoinApplication(
  record: JoinApplicationRecord,
  status: JoinApplicationStatus,
  adminNotes: string,
): Promise<{ message: string; record: JoinApplicationRecord }> {
  const reply = await adminApi<{ success?: boolean; message?: string; error?: string; data?: JoinApplicationRecord }>(
    '/join-applications',
    { method: 'PUT', body: { id: record.id, status, admin_notes: adminNotes } },
  );
  if (reply?.success === false) throw new ApiError(200, reply.error ?? '');
  return { message: reply?.message ?? '', record: reply?.data ?? { ...record, status, admin_notes: adminNotes } };
}

/**
 * Deletes a join application (spec §7): DELETE /api/join-applications?id={id} →
 * `{success, message}`. Resolves the server message (may be ''). Throws `ApiError`.
 */
export async function deleteJoinApplication(id: string): Promise<string> {
  const reply = await adminApi<{ success?: boolean; message?: string; error?: string }>(
    `/join-applications?id=${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
  if (reply?.success === false) throw new ApiError(200, reply.error ?? '');
  return reply?.message ?? '';
}
