import { adminApi } from '../../shared/admin-api.ts';
import { useAdminList, type AdminList } from '../../shared/admin-list.ts';
import { useSession } from '@consulting/platform';
import type { ContactMessageRecord, ContactMessageReply } from '@consulting/contracts';

/** A reply an admin sent to a contact message (contracts `ContactMessageReply`). */
export type ContactReply = ContactMessageReply;

/** A contact message as the admin list returns it, with the replies sent so far. */
export type AdminContactMessage = ContactMessageRecord;

const pickMessages = (reply: { messages?: AdminContactMessage[] }) => reply.messages ?? [];

/**
 * The contact messages: GET /api/admin/messages → `{success, messages}`, newest first
 * (`useAdminList`: the error state carries the error's message). `reload` fetches again;
 * `replace` and `remove` change the local list after an update or a delete.
 */
export function useAdminMessages(): AdminList<AdminContactMessage> {
  return useAdminList('/admin/messages', pickMessages);
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
