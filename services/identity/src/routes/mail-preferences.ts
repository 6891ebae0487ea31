import Router from '@koa/router';
import type { MailPreferences, MailPreferencesResponse } from '@consulting/contracts';
import { HttpError, validate, type AuthUser, type createAuth } from '@consulting/service-kit';
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

/**
 * A client's mail choices (issue 14 part 3), client token required (401 without or revoked, 403
 * for staff); the account is the token's, never one named in the request:
 * - `GET /api/user/preferences` → 200 MailPreferencesResponse `{success:true, mail_preferences:
 *   {status_updates}}` (true unless turned off).
 * - `PUT /api/user/preferences` JSON `{status_updates: boolean}` → 200 the same shape after
 *   storing; 400 'Nothing to update: send status_updates', 'status_updates must be true or
 *   false', an unknown field, or malformed JSON. 404 'User not found' when the account is gone.
 */
export function mailPreferencesRouter(options: { auth: ReturnType<typeof createAuth>; User: UserModel }): Router {
  const { auth, User } = options;
  const router = new Router({ prefix: '/api/user/preferences' });
  const clientOnly = auth.requireAuth('client');

  router.get('/', clientOnly, async (ctx) => {
    const user = await User.findById((ctx.state.user as AuthUser).id)
      .select('mail_preferences')
      .lean();
    if (!user) throw new HttpError(404, 'User not found');
    const reply: MailPreferencesResponse = { success: true, mail_preferences: withDefaults(user.mail_preferences) };
    ctx.body = reply;
  });

  router.put('/', clientOnly, async (ctx) => {
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
