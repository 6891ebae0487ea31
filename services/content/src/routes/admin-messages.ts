import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ContactMessageRecord } from '@consulting/contracts';
import { HttpError, jsonBody, type AuthUser } from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import type { SendMail } from '../mail/identity-mail.ts';
import { toContactMessageRecord, type ContactMessageDocument } from '../models/contact-message.model.ts';
import { recordId } from '../record-id.ts';

const NOT_FOUND = 'Message not found';
const REPLY_REQUIRED = 'Reply is required';
const REPLY_NOT_SENT = 'The reply could not be sent';
const MAX_REPLY = 10_000;

/** Body of `PUT /api/admin/messages/:id`. */
export const readStateSchema = z.object({ is_read: z.boolean({ error: 'is_read must be true or false' }) });

/** Body of `POST /api/admin/messages/:id/reply`. */
export const replySchema = z.object({
  reply: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, { error: REPLY_REQUIRED })
    .max(MAX_REPLY, { error: `Reply is too long (at most ${MAX_REPLY} characters)` }),
});

/** Subject of a reply mail, Arabic first (spec §1: Arabic by default). */
export function replySubject(subject: string): string {
  return `رد على رسالتك: ${subject} | Reply to your message: ${subject}`;
}

/** Body of a reply mail: the reply, then the original message quoted line by line. */
export function replyText(reply: string, message: ContactMessageDocument): string {
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`);
  return [
    reply,
    '',
    '---',
    `رسالتك بتاريخ ${message.created_at.toISOString()} | Your message of ${message.created_at.toISOString()}:`,
    `> ${message.subject}`,
    '>',
    ...quoted,
  ].join('\n');
}

/**
 * Admin contact messages (spec §2 "Other admin pages" Contact messages, §3, §4 unread → read),
 * admin token required (401 without a valid one, 403 for a client):
 * - `GET /api/admin/messages` → 200 `{success:true, messages: ContactMessageRecord[]}`, newest first.
 * - `PUT /api/admin/messages/:id` JSON `{is_read: boolean}` → 200 `{success:true, message:
 *   ContactMessageRecord}`; 400 when is_read is not a boolean.
 * - `DELETE /api/admin/messages/:id` → 200 `{success:true}` (the page's delete with confirmation).
 * - `POST /api/admin/messages/:id/reply` JSON `{reply}` → mails the reply (with the original
 *   quoted) to the message's email through identity, then appends `{text, sent_at,
 *   admin_email}` to the message's `replies` → 200 `{success:true, message}`. The message is
 *   not marked read (spec §4). 400 'Reply is required' when blank; 502 'The reply could not
 *   be sent' when identity is not configured or fails (nothing is recorded).
 * - `GET /api/admin/messages/:id/audit` → `{success:true, audit: AuditEntry[]}`.
 * 404 'Message not found' for an unknown or malformed id. Updates, deletes and replies are
 * recorded in the audit trail (entity 'contact_message').
 */
export function adminMessagesRouter(
  models: ContentModels,
  adminOnly: Middleware,
  deps: { audit: ContentAudit; sendMail: SendMail },
): Router {
  const router = new Router();
  const { ContactMessage } = models;
  const { audit, sendMail } = deps;
  const reply = (message: ContactMessageDocument): { success: true; message: ContactMessageRecord } => ({
    success: true,
    message: toContactMessageRecord(message),
  });

  router.get('/api/admin/messages', adminOnly, async (ctx) => {
    const messages = await ContactMessage.find().sort({ created_at: -1, _id: -1 });
    const body: { success: true; messages: ContactMessageRecord[] } = {
      success: true,
      messages: messages.map(toContactMessageRecord),
    };
    ctx.body = body;
  });

  router.put('/api/admin/messages/:id', adminOnly, jsonBody(), async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { is_read } = parseInput(readStateSchema, ctx.request.body, {});
    const message = await ContactMessage.findById(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    const before = toContactMessageRecord(message);
    message.is_read = is_read;
    await message.save();
    const body = reply(message);
    await audit.record(ctx, {
      entity: 'contact_message',
      entity_id: id,
      action: 'update',
      before,
      after: body.message,
    });
    ctx.body = body;
  });

  router.delete('/api/admin/messages/:id', adminOnly, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const message = await ContactMessage.findByIdAndDelete(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    const before = toContactMessageRecord(message);
    await audit.record(ctx, { entity: 'contact_message', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  router.post('/api/admin/messages/:id/reply', adminOnly, jsonBody(), async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { reply: text } = parseInput(replySchema, ctx.request.body, {});
    const message = await ContactMessage.findById(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    try {
      await sendMail({ to: message.email, subject: replySubject(message.subject), text: replyText(text, message) });
    } catch (error) {
      ctx.log?.warn({ err: error, message_id: id }, 'reply mail failed');
      throw new HttpError(502, REPLY_NOT_SENT);
    }
    const admin = ctx.state.user as AuthUser;
    // $push, not a read-modify-write: two replies sent at once are both kept.
    const updated = await ContactMessage.findByIdAndUpdate(
      id,
      { $push: { replies: { text, sent_at: new Date(), admin_email: admin.email } } },
      { new: true },
    );
    if (!updated) throw new HttpError(404, NOT_FOUND);
    const body = reply(updated);
    await audit.record(ctx, {
      entity: 'contact_message',
      entity_id: id,
      action: 'update',
      before: toContactMessageRecord(message),
      after: body.message,
    });
    ctx.body = body;
  });

  audit.trailRoute(router, '/api/admin/messages', 'contact_message', adminOnly, NOT_FOUND);

  return router;
}
