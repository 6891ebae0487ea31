import Router from '@koa/router';
import type { MailPreferences, MailPreferencesResponse } from '@consulting/contracts';
import {
  addRoute,
  HttpError,
  validate,
  type AuthUser,
  type createAuth,
  type RouteOperation,
} from '@consulting/service-kit';
import { z } from 'zod';
import type { UserModel } from '../models/user.model.ts';

/** `PUT /api/user/preferences` body: the choices to change (at least one; unknown fields refused). */
export const preferencesUpdateSchema = z
  .object({ status_updates: z.boolean({ error: 'status_updates must be true or false' }) })
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, { error: 'Nothing to update: send status_updates' });

/** The stored choices with every missing one at its default (on). */
function withDefaults(stored: { status_updates?: boolean } | undefined): MailPreferences {
  return { status_updates: stored?.status_updates !== false };
}

/** A client's mail choices; the account is the token's, never one named in the request. */
export function mailPreferencesRouter(options: { auth: ReturnType<typeof createAuth>; User: UserModel }): Router {
  const { auth, User } = options;
  const router = new Router();
  const guards = { client: auth.requireAuth('client') };
  const common = { tags: ['Client: mail preferences'], auth: 'client' as const, path: '/api/user/preferences' };
  const GONE = "'User not found' (the account is gone)";
  const read: RouteOperation = {
    ...common,
    method: 'get',
    summary: "The signed-in client's mail choices",
    description:
      '`status_updates`: whether staff changing the status of one of their requests or join applications also mails them (the bell rings either way). On unless turned off.',
    success: { status: 200, description: '`{success:true, mail_preferences:{status_updates:boolean}}`' },
    errors: { 404: GONE },
  };

  addRoute(router, guards, read, async (ctx) => {
    const user = await User.findById((ctx.state.user as AuthUser).id)
      .select('mail_preferences')
      .lean();
    if (!user) throw new HttpError(404, 'User not found');
    const reply: MailPreferencesResponse = { success: true, mail_preferences: withDefaults(user.mail_preferences) };
    ctx.body = reply;
  });

  const change: RouteOperation = {
    ...common,
    method: 'put',
    summary: "Change the signed-in client's mail choices",
    description:
      'The account is the token’s. Identity’s `/internal/mail` then skips status-update mails to a client who turned them off.',
    body: { type: 'json', schema: preferencesUpdateSchema },
    success: { status: 200, description: '`{success:true, mail_preferences:{status_updates:boolean}}` as stored' },
    errors: {
      400: "'Nothing to update: send status_updates', 'status_updates must be true or false', an unknown field, or malformed JSON",
      404: GONE,
    },
  };
  addRoute(router, guards, change, async (ctx) => {
    const update = validate(preferencesUpdateSchema, ctx.request.body);
    const set = Object.fromEntries(Object.entries(update).map(([name, value]) => [`mail_preferences.${name}`, value]));
    const user = await User.findByIdAndUpdate((ctx.state.user as AuthUser).id, { $set: set }, { new: true })
      .select('mail_preferences')
      .lean();
    if (!user) throw new HttpError(404, 'User not found');
    const reply: MailPreferencesResponse = { success: true, mail_preferences: withDefaults(user.mail_preferences) };
    ctx.body = reply;
  });

  return router;
}
