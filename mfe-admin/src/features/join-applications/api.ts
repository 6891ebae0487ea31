import { ApiError } from '@consulting/platform';
import type { JoinApplicationRecord, JoinApplicationStatus } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import { useAdminList, type AdminList } from '../../shared/admin-list.ts';
import { matchesQuery } from '../../shared/text-search.ts';

/** The applications of a GET reply; a `success:false` reply fails the load with its error text. */
function pickApplications(
  reply: { success?: boolean; data?: JoinApplicationRecord[]; error?: string } | null,
): JoinApplicationRecord[] {
  if (reply?.success === false) throw new ApiError(200, reply.error ?? '');
  return reply?.data ?? [];
}

/**
 * Every join application (spec §7): GET /api/join-applications with the admin Bearer →
 * `{success, data}` (file fields are signed URLs or ''). `onError` gets the failure; a 401 signs
 * the admin out. `reload` fetches again (the refresh button); `replace` / `remove` edit in place.
 */
export function useJoinApplications(onError: (error: unknown) => void): AdminList<JoinApplicationRecord> {
  return useAdminList('/join-applications', pickApplications, onError);
}

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

/**
 * The applications matching the search (case-insensitive, on full name, email, phone and
 * specialization: spec §5) and the status filter ('all' keeps every status).
 */
export function filterJoinApplications(
  applications: JoinApplicationRecord[],
  search: string,
  status: 'all' | JoinApplicationStatus,
): JoinApplicationRecord[] {
  return applications.filter(
    (a) =>
      (status === 'all' || a.status === status) &&
      matchesQuery(search, [a.full_name, a.email, a.phone, a.specialization]),
  );
}
