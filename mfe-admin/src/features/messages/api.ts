import { useQuery } from '@tanstack/react-query';
import { useSession } from '@consulting/platform';
import type { ContactMessageRecord, ContactMessageReply } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import { adminKeys } from '../../shared/query-client.ts';
import { readListPage, type ListSource } from '../../shared/paged-list.ts';

/** A reply an admin sent to a contact message (contracts `ContactMessageReply`). */
export type ContactReply = ContactMessageReply;

/** A contact message as the admin list returns it, with the replies sent so far. */
export type AdminContactMessage = ContactMessageRecord;

/**
 * The contact messages: GET /api/admin/messages?page&page_size&sort&q&is_read&from&to
 * → `{success, messages, total, page, page_size}`, newest first by default; export and bulk
 * (`mark_read`, `mark_unread`, `delete`) under the same path.
 */
export const MESSAGES_SOURCE: ListSource = { resource: 'messages', path: '/admin/messages', key: 'messages' };

/** The URL view of /admin/messages: read filter, sort, date range. */
export const MESSAGES_VIEW: ListViewSpec = {
  filters: { is_read: ['true', 'false'] },
  sortFields: ['created_at', 'name', 'email', 'subject'],
  dateRange: true,
};

/**
 * How many messages are unread (the filter's 'غير مقروءة (n)'): the total of a one-row page of
 * `is_read=false`; refreshed with the list after any change.
 */
export function useUnreadCount(): number | undefined {
  const query = useQuery({
    queryKey: [...adminKeys.resource('messages'), 'unread'],
    queryFn: ({ signal }) => readListPage(MESSAGES_SOURCE, 'page=1&page_size=1&is_read=false', signal),
  });
  return query.data?.total;
}

/**
 * Marks a message read: PUT /api/admin/messages/:id `{is_read:true}` → `{success, message}`.
 * Resolves the server's record, else `message` marked read. Throws `ApiError` (401 also signs out).
 */
export async function markMessageRead(message: AdminContactMessage): Promise<AdminContactMessage> {
  const reply = await adminApi<{ message?: AdminContactMessage }>(`/admin/messages/${encodeURIComponent(message.id)}`, {
    method: 'PUT',
    body: { is_read: true },
  });
  return { ...message, ...reply?.message, is_read: reply?.message?.is_read ?? true };
}

/** DELETE /api/admin/messages/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteMessage(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Sends a reply by mail: POST /api/admin/messages/:id/reply `{reply}` → `{success, message}`
 * (the message with its replies). Resolves the server's record, else `message` with the reply
 * appended. Throws `ApiError` with the server's error text (502 when the mail could not be
 * sent; 401 also signs out). Spec §4: replying does not mark the message read.
 */
export async function sendReply(message: AdminContactMessage, reply: string): Promise<AdminContactMessage> {
  const answer = await adminApi<{ message?: AdminContactMessage }>(
    `/admin/messages/${encodeURIComponent(message.id)}/reply`,
    { method: 'POST', body: { reply } },
  );
  if (answer?.message) return { ...message, ...answer.message };
  const admin = useSession.getState().admin;
  const sent: ContactReply = { text: reply, sent_at: new Date().toISOString(), admin_email: admin?.email ?? '' };
  return { ...message, replies: [...(message.replies ?? []), sent] };
}
