import Router from '@koa/router';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import { z } from 'zod';
import { isStaffRole } from '@consulting/contracts';
import { HttpError, type AuthUser, type createAuth } from '@consulting/service-kit';
import { parseAdminBody } from './admin-body.ts';
import type { EmailLimits } from '../email-limits.ts';
import type { UserModel } from '../models/user.model.ts';
import { verifyPassword } from '../passwords.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { loginResponse } from './credentials.ts';

const WRONG_CODE = 'رمز التحقق غير صحيح';
const CODE_REQUIRED = 'يرجى إدخال رمز التحقق أو رمز الاسترداد';
const CHALLENGE_EXPIRED = 'انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد';
/** The refusals of a 2FA change without the right current password (the panel's Arabic). */
export const TWO_FACTOR_PASSWORD_TEXTS = {
  required: 'يرجى إدخال كلمة المرور الحالية',
  wrong: 'كلمة المرور الحالية غير صحيحة',
} as const;

const codeText = z.string().trim().max(64).optional();
const currentPassword = z
  .string({ error: TWO_FACTOR_PASSWORD_TEXTS.required })
  .min(1, { error: TWO_FACTOR_PASSWORD_TEXTS.required })
  .max(1024);

/** Body of `POST /api/admin/login/2fa`: the challenge and a code or a recovery code. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: CHALLENGE_EXPIRED }).min(1).max(2000),
  code: codeText,
  recovery_code: codeText,
});

/** Body of `POST /api/admin/2fa/setup`: the current password. */
export const twoFactorSetupSchema = z.object({ password: currentPassword });

/** Body of `POST /api/admin/2fa/enable`: the current password and the first code from the app. */
export const twoFactorEnableSchema = z.object({
  password: currentPassword,
  code: z.string({ error: CODE_REQUIRED }).trim().min(1, { error: CODE_REQUIRED }).max(64),
});

/** Body of `POST /api/admin/2fa/disable`: the current password. */
export const twoFactorDisableSchema = z.object({ password: currentPassword });

/**
 * Two-factor sign-in for staff (see `two-factor.ts`; ASVS V2.8):
 * - `POST /api/admin/login/2fa` `{challenge, code | recovery_code}` (no token) → 200
 *   `LoginResponse` (a new session) for the challenge of `/api/admin/login` and a right code
 *   (a code is accepted once: not again in its 30-second step) or an unused recovery code (it is
 *   then used up). The challenge is used up by its first call, right code or wrong: 401
 *   'انتهت صلاحية خطوة التحقق…' for a used, replaced, unknown or expired challenge (5 minutes) or
 *   an account no longer active staff; 401 'رمز التحقق غير صحيح' for a wrong or reused code, or
 *   while the account is locked. A wrong code counts toward the sign-in lockout as a wrong
 *   password does (`sign-in-lockout.ts`), and every attempt toward the per-email limit (429).
 *   400 when neither code is sent.
 * - Staff token required (admin or editor, their own account only); the status, setup and
 *   enable routes also take a session that owes enrolment (`two_factor_enrolment`):
 *   - `GET /api/admin/2fa` → `{success:true, enabled, recovery_codes_left}`.
 *   - `POST /api/admin/2fa/setup` `{password}` → `{success:true, secret, otpauth_url,
 *     qr_data_url}` (a new pending secret; 409 when already on).
 *   - `POST /api/admin/2fa/enable` `{password, code}` → `{success:true, recovery_codes:
 *     string[10]}` shown once; 400 for a wrong code or no pending setup.
 *   - `POST /api/admin/2fa/disable` `{password}` → `{success:true}`.
 *   Each of the three answers 400 'يرجى إدخال كلمة المرور الحالية' without the password and 400
 *   'كلمة المرور الحالية غير صحيحة' for a wrong one (or while the account is locked); a wrong
 *   one counts toward the lockout.
 */
export function adminTwoFactorRouter(options: {
  auth: ReturnType<typeof createAuth>;
  User: UserModel;
  sessions: Sessions;
  limits: EmailLimits;
  twoFactor: TwoFactorService;
  lockout: SignInLockout;
}): Router {
  const { auth, User, sessions, limits, twoFactor, lockout } = options;
  const { staffOnly, requireAuthAllowing } = auth;
  const enrolling = requireAuthAllowing(['two_factor_enrolment'], 'admin', 'editor');
  const router = new Router();

  /** Checks the current password of the caller; a wrong one is counted and refused with 400. */
  async function assertCurrentPassword(ctx: Context, password: string): Promise<void> {
    const actor = ctx.state.user as AuthUser;
    const user = await User.findById(actor.id);
    if (!user || !user.is_active) throw new HttpError(401, 'Authentication required');
    const ip = clientAddressOf(ctx);
    const matches = await verifyPassword(password, user.password_hash);
    if (await lockout.isLocked(user, ip)) throw new HttpError(400, TWO_FACTOR_PASSWORD_TEXTS.wrong);
    if (!matches) {
      await lockout.recordFailure(user, ip);
      throw new HttpError(400, TWO_FACTOR_PASSWORD_TEXTS.wrong);
    }
  }

  router.post('/api/admin/login/2fa', async (ctx) => {
    const body = parseAdminBody(twoFactorLoginSchema, ctx.request.body);
    if (!body.code && !body.recovery_code) throw new HttpError(400, CODE_REQUIRED);
    const userId = await twoFactor.consumeChallenge(body.challenge);
    const user = userId && Types.ObjectId.isValid(userId) ? await User.findById(userId) : null;
    if (!user || !isStaffRole(user.role) || !user.is_active) throw new HttpError(401, CHALLENGE_EXPIRED);
    const ip = clientAddressOf(ctx);
    await limits.consume('sign_in_email', user.email, `staff|${ip}`);
    if (await lockout.isLocked(user, ip)) throw new HttpError(401, WRONG_CODE);
    const factor = body.recovery_code ? { recovery_code: body.recovery_code } : { code: body.code ?? '' };
    if (!(await twoFactor.consume(user._id, factor))) {
      await lockout.recordFailure(user, ip);
      throw new HttpError(401, WRONG_CODE);
    }
    await lockout.recordSuccess(user, ip);
    ctx.body = loginResponse(user, await sessions.start(user, sessionClientOf(ctx)));
  });

  router.get('/api/admin/2fa', enrolling, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.status(actor.id)) };
  });

  router.post('/api/admin/2fa/setup', enrolling, async (ctx) => {
    const { password } = parseAdminBody(twoFactorSetupSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.setup({ _id: new Types.ObjectId(actor.id), email: actor.email })) };
  });

  router.post('/api/admin/2fa/enable', enrolling, async (ctx) => {
    const { password, code } = parseAdminBody(twoFactorEnableSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, recovery_codes: await twoFactor.enable(new Types.ObjectId(actor.id), code) };
  });

  router.post('/api/admin/2fa/disable', staffOnly, async (ctx) => {
    const { password } = parseAdminBody(twoFactorDisableSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    await twoFactor.disable((ctx.state.user as AuthUser).id);
    ctx.body = { success: true };
  });

  return router;
}
