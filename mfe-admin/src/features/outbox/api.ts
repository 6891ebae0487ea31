import { OUTBOX_RESENDABLE, OUTBOX_STATUSES, type OutboxMailRecord } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';

/**
 * The mail outbox: GET /api/admin/outbox?page&page_size&sort&q&status&from&to
 * → `{success, mails, total, page, page_size}`, newest first by default; never a mail's body.
 */
export const OUTBOX_SOURCE: ListSource = { resource: 'outbox', path: '/admin/outbox', key: 'mails' };

/** The URL view of /admin/outbox: status filter, sort on created_at, date range. */
export const OUTBOX_VIEW: ListViewSpec = {
  filters: { status: OUTBOX_STATUSES },
  sortFields: ['created_at'],
  dateRange: true,
};

/** True when an admin may resend `mail` (it failed, or it was sent). */
export function canResend(mail: OutboxMailRecord): boolean {
  return OUTBOX_RESENDABLE.includes(mail.status);
}

/**
 * Puts a failed or sent mail back in the queue: POST /api/admin/outbox/:id/resend →
 * `{success, mail}`. Resolves the requeued record. Throws `ApiError` with the server's text
 * (404 unknown mail, 409 still on its way); a 401 signs the admin out.
 */
export async function resendMail(id: string): Promise<OutboxMailRecord> {
  const reply = await adminApi<{ mail: OutboxMailRecord }>(`/admin/outbox/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
  });
  return reply.mail;
}
