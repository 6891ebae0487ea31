import Router from '@koa/router';
import { MAX_PASSWORD_LENGTH, STAFF_ROLES, type PasswordChangedResponse } from '@consulting/contracts';
import { validate, type AuthUser, type createAuth } from '@consulting/service-kit';
import { z } from 'zod';
import type { EmailLimits } from '../email-limits.ts';
import { toUserRecord } from '../models/user.model.ts';
import { PASSWORD_TEXTS, type PasswordChanges } from '../password-changes.ts';

type Auth = ReturnType<typeof createAuth>;

/** The language of the answer and the mail: the page's, Arabic by default (spec §1). */
const lang = z.enum(['ar', 'en']).default('ar');
/** A password as typed; the rule (length, strength) is checked after, with its own message. */
const password = z
  .string()
  .min(1)
  .max(MAX_PASSWORD_LENGTH * 4);

/** Body of `POST /api/user/password` and `POST /api/admin/password`. */
export const changePasswordSchema = z.object({ current_password: password, new_password: password, lang });

/** Body of `POST /api/password/forgot`. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1).max(254),
  lang,
  /** The sign-in page the visitor came from; the mailed link follows the account's own area. */
  area: z.enum(['client', 'admin']).default('client'),
});

/** Body of `POST /api/password/reset`. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  new_password: password,
  lang,
});

/**
 * The password routes of issue 14 part 1 (docs/api.md "Passwords"):
 * - `POST /api/user/password` (client token) and `POST /api/admin/password` (any staff token)
 *   `{current_password, new_password, lang?}` → 200 {@link PasswordChangedResponse}; 400 in
 *   `lang` (admin: Arabic) for a wrong current password, an unchanged one, or the rule
 *   (`password-policy.ts`); 401/403 without the right token. Revokes the user's other sessions.
 * - `POST /api/password/forgot` `{email, lang?, area?}` → always 202 `{success, message}` in
 *   `lang`, whatever the email; per-email limit `forgot_password_email` (429 past it). The link
 *   is mailed after the answer (`PasswordChanges.forgot`).
 * - `POST /api/password/reset` `{token, new_password, lang?}` → 200 `{success, area}`; 400 for a
 *   link expired, used or unknown, or the rule (the link then stays usable). Revokes every
 *   session of the user.
 * `onForgot` receives the promise of each reset-link mail's work (tests wait for it).
 */
export function passwordsRouter(options: {
  auth: Auth;
  passwords: PasswordChanges;
  limits: EmailLimits;
  onForgot?: (work: Promise<void>) => void;
}): Router {
  const { auth, passwords, limits, onForgot } = options;
  const router = new Router();

  router.post('/api/user/password', auth.requireAuthAllowing(['password_change'], 'client'), async (ctx) => {
    const body = validate(changePasswordSchema, ctx.request.body);
    const claims = ctx.state.user as AuthUser;
    const user = await passwords.change({
      userId: claims.id,
      ...(claims.sid ? { sid: claims.sid } : {}),
      currentPassword: body.current_password,
      newPassword: body.new_password,
      lang: body.lang,
    });
    ctx.body = { success: true, user: toUserRecord(user) } satisfies PasswordChangedResponse;
  });

  router.post('/api/admin/password', auth.requireAuthAllowing(['password_change'], ...STAFF_ROLES), async (ctx) => {
    // The panel is Arabic (spec §1): its refusals are too, whatever `lang` says.
    const body = validate(changePasswordSchema, ctx.request.body);
    const claims = ctx.state.user as AuthUser;
    const user = await passwords.change({
      userId: claims.id,
      ...(claims.sid ? { sid: claims.sid } : {}),
      currentPassword: body.current_password,
      newPassword: body.new_password,
      lang: 'ar',
    });
    ctx.body = { success: true, user: toUserRecord(user) } satisfies PasswordChangedResponse;
  });

  router.post('/api/password/forgot', async (ctx) => {
    const body = validate(forgotPasswordSchema, ctx.request.body);
    await limits.consume('forgot_password_email', body.email);
    const work = passwords.forgot(body.email, body.lang);
    onForgot?.(work);
    ctx.status = 202;
    ctx.body = { success: true, message: PASSWORD_TEXTS.forgotReply[body.lang] };
  });

  router.post('/api/password/reset', async (ctx) => {
    const body = validate(resetPasswordSchema, ctx.request.body);
    const area = await passwords.reset({ token: body.token, newPassword: body.new_password, lang: body.lang });
    ctx.body = { success: true, area };
  });

  return router;
}
