import Router from '@koa/router';
import type { Middleware } from 'koa';
import { MAX_PASSWORD_LENGTH, STAFF_ROLES, type PasswordChangedResponse } from '@consulting/contracts';
import { addRoute, validate, type AuthUser, type createAuth, type RouteOperation } from '@consulting/service-kit';
import { z } from 'zod';
import type { EmailLimits } from '../email-limits.ts';
import { toUserRecord } from '../models/user.model.ts';
import { PASSWORD_TEXTS, type PasswordChanges } from '../password-changes.ts';
import { RATE_LIMITED, TAGS } from './api-texts.ts';

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
 * The password routes (docs/api.md "Passwords"). A restricted session that owes a new password
 * may use the change routes. `onForgot` receives the promise of each reset-link mail's work
 * (tests wait for it).
 */
export function passwordsRouter(options: {
  auth: Auth;
  passwords: PasswordChanges;
  limits: EmailLimits;
  onForgot?: (work: Promise<void>) => void;
}): Router {
  const { auth, passwords, limits, onForgot } = options;
  const router = new Router();

  const common = { tags: [TAGS.passwords] };
  const changeClient: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/user/password',
    summary: 'Change the signed-in client password',
    description:
      "The new password must have at least 10 characters and not be easy to guess (zxcvbn-ts score 3 or more, the account's email and name counted as guessable); refusals are in `lang` (default `ar`). Revokes the client's other sessions (the caller's stays), voids open reset links, clears `must_change_password`, and mails a notice.",
    auth: 'client',
    body: { type: 'json', schema: changePasswordSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}` (without `must_change_password`)' },
    errors: {
      400: "'The current password is wrong', 'The new password must differ from the current one', or the password rule's message (in `lang`)",
    },
  };
  /** Changes the signed-in user's password, with refusals in `language(body)`. */
  const change =
    (language: (body: z.infer<typeof changePasswordSchema>) => 'ar' | 'en'): Middleware =>
    async (ctx) => {
      const body = validate(changePasswordSchema, ctx.request.body);
      const claims = ctx.state.user as AuthUser;
      const user = await passwords.change({
        userId: claims.id,
        ...(claims.sid ? { sid: claims.sid } : {}),
        currentPassword: body.current_password,
        newPassword: body.new_password,
        lang: language(body),
      });
      ctx.body = { success: true, user: toUserRecord(user) } satisfies PasswordChangedResponse;
    };
  const clientGuard = { client: auth.requireAuthAllowing(['password_change'], 'client') };
  addRoute(
    router,
    clientGuard,
    changeClient,
    change((body) => body.lang),
  );

  const changeStaff: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/admin/password',
    summary: "Change the signed-in staff member's password",
    description: 'As `POST /api/user/password`, for any staff token (admin or editor); refusals are in Arabic.',
    auth: 'staff',
    body: { type: 'json', schema: changePasswordSchema },
    success: { status: 200, description: '`{success:true, user: UserRecord}`' },
    errors: { 400: "'كلمة المرور الحالية غير صحيحة' or the password rule's message in Arabic" },
  };
  const staffGuard = { staff: auth.requireAuthAllowing(['password_change'], ...STAFF_ROLES) };
  // The panel is Arabic (spec §1): its refusals are too, whatever `lang` says.
  addRoute(
    router,
    staffGuard,
    changeStaff,
    change(() => 'ar'),
  );

  const forgot: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/password/forgot',
    summary: 'Ask for a password reset link',
    description:
      "Always 202 with the same message (in `lang`) whatever the email: nothing tells whether it has an account. An active account gets a single-use link valid PASSWORD_RESET_TTL_MINUTES (30) to its own area's page (`/user/reset-password?token=` or `/admin/reset-password?token=`); only the token's SHA-256 is stored. At most FORGOT_PASSWORD_PER_EMAIL_PER_HOUR calls per email (default 5).",
    auth: 'none',
    body: { type: 'json', schema: forgotPasswordSchema },
    success: { status: 202, description: '`{success:true, message}`' },
    errors: { 400: 'Invalid input', 429: RATE_LIMITED },
  };
  addRoute(router, {}, forgot, async (ctx) => {
    const body = validate(forgotPasswordSchema, ctx.request.body);
    await limits.consume('forgot_password_email', body.email);
    const work = passwords.forgot(body.email, body.lang);
    onForgot?.(work);
    ctx.status = 202;
    ctx.body = { success: true, message: PASSWORD_TEXTS.forgotReply[body.lang] };
  });

  const reset: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/password/reset',
    summary: 'Set a new password with a reset link',
    description:
      "Uses the link once (atomically); revokes every session of the user, voids the user's other links, clears `must_change_password` and any sign-in lockout, and mails a notice. A password the rule refuses leaves the link usable.",
    auth: 'none',
    body: { type: 'json', schema: resetPasswordSchema },
    success: { status: 200, description: "`{success:true, area:'client'|'admin'}`" },
    errors: {
      400: "'This link has expired or was already used; ask for a new one' (in `lang`), or the password rule's message",
    },
  };
  addRoute(router, {}, reset, async (ctx) => {
    const body = validate(resetPasswordSchema, ctx.request.body);
    const area = await passwords.reset({ token: body.token, newPassword: body.new_password, lang: body.lang });
    ctx.body = { success: true, area };
  });

  return router;
}
