import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { NotificationRecord, NotificationsResponse } from '@consulting/contracts';
import { addRoute, HttpError, jsonBody, validate, type AuthUser, type RouteOperation } from '@consulting/service-kit';
import type { StoredNotification } from '../models/notification.model.ts';
import { toNotificationRecord } from '../notification-record.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { TAGS } from './api-texts.ts';

/** Spec §7 path of the bell. */
const ENDPOINT_PATH = '/api/endpoints/notifications.php';
const API_PATH = '/api/notifications';
/** The most notifications one poll returns (contracts `NotificationsResponse`). */
export const NOTIFICATION_LIST_LIMIT = 50;
const NOT_FOUND = 'Notification not found';
const MISSING_ID = 'notification_id is required';

/**
 * The caller's notifications: stored under their account id, or under their email (a record
 * sent as a guest before the account existed). Architecture "Auth": the identity comes from
 * the token, never from the `user_email` the bell sends.
 */
function ownedBy(user: AuthUser): mongoose.FilterQuery<StoredNotification> {
  return { $or: [{ user_id: user.id }, { user_email: user.email.toLowerCase() }] };
}

/**
 * `PUT` body of spec §7: `{notification_id, user_email}`; `user_email` (and anything else) is
 * dropped. An id may come as a string or a number; blank or absent is a missing id.
 */
export const markReadSchema = z.object({
  notification_id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
});

/**
 * Marks the caller's notification `id` read. Resolves the updated record; throws 404
 * 'Notification not found' for a malformed id, an unknown one or someone else's (which is left
 * untouched: the owner filter is part of the update's match).
 */
async function markRead(ctx: Context, runtime: RequestsRuntime, id: string): Promise<void> {
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
  const doc = await runtime
    .stores()
    .notifications.findOneAndUpdate(
      { $and: [{ _id: new mongoose.Types.ObjectId(id) }, ownedBy(ctx.state.user as AuthUser)] },
      { $set: { is_read: true } },
      { new: true },
    )
    .lean<StoredNotification>();
  if (!doc) throw new HttpError(404, NOT_FOUND);
  ctx.body = { success: true, data: toNotificationRecord(doc) } satisfies { success: true; data: NotificationRecord };
}

/**
 * The notifications bell (spec §2 "Notifications bell", §4 "Notification", §7, §8), written by
 * the admin status updates; a client's own only (admins receive none). Marking twice is fine.
 */
export function notificationsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { client: runtime.auth.requireAuth('client') };
  const common = { tags: [TAGS.client], auth: 'client' as const };
  const markedRead = { status: 200, description: '`{success:true, data: NotificationRecord}` with `is_read:true`' };

  for (const path of [ENDPOINT_PATH, API_PATH]) {
    const list: RouteOperation = {
      ...common,
      method: 'get',
      path,
      summary: "The client's notifications (the bell)",
      description: '`?user_email` is ignored: the client comes from the token.',
      success: {
        status: 200,
        description: `\`NotificationsResponse\` \`{success:true, data: NotificationRecord[], unread_count}\`, newest first, at most ${NOTIFICATION_LIST_LIMIT}`,
      },
    };
    addRoute(router, guards, list, async (ctx) => {
      const mine = ownedBy(ctx.state.user as AuthUser);
      const { notifications } = runtime.stores();
      const [docs, unread] = await Promise.all([
        notifications
          .find(mine)
          .sort({ created_at: -1, _id: -1 })
          .limit(NOTIFICATION_LIST_LIMIT)
          .lean<StoredNotification[]>(),
        notifications.countDocuments({ $and: [mine, { is_read: false }] }),
      ]);
      ctx.body = {
        success: true,
        data: docs.map(toNotificationRecord),
        unread_count: unread,
      } satisfies NotificationsResponse;
    });
  }

  const markByBody: RouteOperation = {
    ...common,
    method: 'put',
    path: ENDPOINT_PATH,
    summary: 'Mark a notification read',
    description: '`user_email` in the body is ignored.',
    body: { type: 'json', schema: markReadSchema },
    success: markedRead,
    errors: { 400: MISSING_ID, 404: `${NOT_FOUND} (also someone else’s)` },
  };
  addRoute(router, guards, markByBody, async (ctx) => {
    const { notification_id } = validate(markReadSchema, ctx.request.body ?? {});
    if (!notification_id) throw new HttpError(400, MISSING_ID);
    await markRead(ctx, runtime, notification_id);
  });

  const markById: RouteOperation = {
    ...common,
    method: 'put',
    path: `${API_PATH}/{id}`,
    summary: 'Mark a notification read',
    // A body is optional and unread, but a malformed one is still refused.
    use: [jsonBody()],
    success: markedRead,
    errors: { 404: `${NOT_FOUND} (also someone else’s)` },
  };
  addRoute(router, guards, markById, async (ctx) => {
    await markRead(ctx, runtime, String(ctx.params.id));
  });

  return router;
}
