import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ContactMessageRecord } from '@consulting/contracts';
import { HttpError, jsonBody } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import { toContactMessageRecord } from '../models/contact-message.model.ts';
import { recordId } from '../record-id.ts';

const NOT_FOUND = 'Message not found';

const readStateSchema = z.object({ is_read: z.boolean({ error: 'is_read must be true or false' }) });

/**
 * Admin contact messages (spec §2 "Other admin pages" Contact messages, §3, §4 unread → read),
 * admin token required (401 without a valid one, 403 for a client):
 * - `GET /api/admin/messages` → 200 `{success:true, messages: ContactMessageRecord[]}`, newest first.
 * - `PUT /api/admin/messages/:id` JSON `{is_read: boolean}` → 200 `{success:true, message:
 *   ContactMessageRecord}`; 400 when is_read is not a boolean.
 * - `DELETE /api/admin/messages/:id` → 200 `{success:true}` (the page's delete with confirmation).
 * 404 'Message not found' for an unknown or malformed id.
 */
export function adminMessagesRouter(models: ContentModels, adminOnly: Middleware): Router {
  const router = new Router();
  const { ContactMessage } = models;

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
    const message = await ContactMessage.findByIdAndUpdate(id, { $set: { is_read } }, { new: true });
    if (!message) throw new HttpError(404, NOT_FOUND);
    const body: { success: true; message: ContactMessageRecord } = {
      success: true,
      message: toContactMessageRecord(message),
    };
    ctx.body = body;
  });

  router.delete('/api/admin/messages/:id', adminOnly, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    if (!(await ContactMessage.findByIdAndDelete(id))) throw new HttpError(404, NOT_FOUND);
    ctx.body = { success: true };
  });

  return router;
}
