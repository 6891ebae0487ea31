import Router from '@koa/router';
import type { Context } from 'koa';
import { Types } from 'mongoose';
import { z } from 'zod';
import { isStaffRole } from '@consulting/contracts';
import { addRoute, HttpError, type AuthUser, type createAuth, type RouteOperation } from '@consulting/service-kit';
import { parseAdminBody } from './admin-body.ts';
import type { EmailLimits } from '../email-limits.ts';
import type { UserModel } from '../models/user.model.ts';
import { verifyPassword } from '../passwords.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { TAGS } from './api-texts.ts';
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

const LOGIN_STEP: RouteOperation = {
  method: 'post',
  path: '/api/admin/login/2fa',
  summary: 'Second sign-in step (TOTP)',
  description:
    'For a staff member with two-factor sign-in on, `/api/admin/login` answers `{success:true, two_factor_required:true, challenge}` (random, stored hashed, valid 5 minutes, not a token). This step takes the challenge and a 6-digit code (accepted once: not again in its 30-second step) or a recovery code (works once) and starts the session. The challenge is used up by its first call, right or wrong; a wrong code counts toward the sign-in lockout like a wrong password (docs/api.md "Sign-in lockout"), and a locked account answers like a wrong code.',
  tags: [TAGS.twoFactor],
  auth: 'none',
  body: { type: 'json', schema: twoFactorLoginSchema },
  success: { status: 200, description: '`LoginResponse` `{success:true, user, token}`' },
  errors: {
    400: 'يرجى إدخال رمز التحقق أو رمز الاسترداد',
    401: "'رمز التحقق غير صحيح' (wrong or reused code, or a locked account) or 'انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد' (used, replaced, unknown or expired challenge)",
    429: "'Too many attempts, please try again later' with `Retry-After` (seconds): each attempt counts toward the per-email sign-in limit",
  },
};

const STATUS: RouteOperation = {
  method: 'get',
  path: '/api/admin/2fa',
  summary: 'Two-factor status of the caller',
  description: 'Open to a session that owes enrolment (REQUIRE_ADMIN_2FA).',
  tags: [TAGS.twoFactor],
  auth: 'staff',
  success: { status: 200, description: '`{success:true, enabled, recovery_codes_left}`' },
};

const SETUP: RouteOperation = {
  method: 'post',
  path: '/api/admin/2fa/setup',
  summary: 'Start enrolling',
  description:
    'With the current password (a wrong one counts toward the sign-in lockout): a new secret (pending until enabled), its `otpauth://` URI and a QR code of it (PNG data URL). Open to a session that owes enrolment (REQUIRE_ADMIN_2FA).',
  tags: [TAGS.twoFactor],
  auth: 'staff',
  body: { type: 'json', schema: twoFactorSetupSchema },
  success: { status: 200, description: '`{success:true, secret, otpauth_url, qr_data_url}`' },
  errors: {
    400: "'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'",
    409: 'التحقق بخطوتين مفعّل بالفعل',
  },
};

const ENABLE: RouteOperation = {
  method: 'post',
  path: '/api/admin/2fa/enable',
  summary: 'Turn two-factor sign-in on',
  description:
    'With the current password and the first right code of the pending secret; answers 10 recovery codes, shown only this once. Open to a session that owes enrolment, whose restriction it lifts.',
  tags: [TAGS.twoFactor],
  auth: 'staff',
  body: { type: 'json', schema: twoFactorEnableSchema },
  success: { status: 200, description: '`{success:true, recovery_codes: string[]}`' },
  errors: {
    400: "'رمز التحقق غير صحيح', 'لا يوجد تسجيل قيد الإعداد', 'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'",
  },
};

const DISABLE: RouteOperation = {
  method: 'post',
  path: '/api/admin/2fa/disable',
  summary: 'Turn two-factor sign-in off',
  description: 'With the current password (a wrong one counts toward the sign-in lockout).',
  tags: [TAGS.twoFactor],
  auth: 'staff',
  body: { type: 'json', schema: twoFactorDisableSchema },
  success: { status: 200, description: '`{success:true}`' },
  errors: { 400: "'يرجى إدخال كلمة المرور الحالية' or 'كلمة المرور الحالية غير صحيحة'" },
};

/**
 * Two-factor sign-in of staff (TOTP): the second sign-in step and each staff member's own
 * enrolment. The status, setup and enable routes also take a session that owes enrolment
 * (`two_factor_enrolment`); a wrong current password counts toward the sign-in lockout.
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
  const enrolling = { staff: auth.requireAuthAllowing(['two_factor_enrolment'], 'admin', 'editor') };
  const staffOnly = { staff: auth.staffOnly };
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

  addRoute(router, {}, LOGIN_STEP, async (ctx) => {
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

  addRoute(router, enrolling, STATUS, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.status(actor.id)) };
  });

  addRoute(router, enrolling, SETUP, async (ctx) => {
    const { password } = parseAdminBody(twoFactorSetupSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.setup({ _id: new Types.ObjectId(actor.id), email: actor.email })) };
  });

  addRoute(router, enrolling, ENABLE, async (ctx) => {
    const { password, code } = parseAdminBody(twoFactorEnableSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, recovery_codes: await twoFactor.enable(new Types.ObjectId(actor.id), code) };
  });

  addRoute(router, staffOnly, DISABLE, async (ctx) => {
    const { password } = parseAdminBody(twoFactorDisableSchema, ctx.request.body);
    await assertCurrentPassword(ctx, password);
    await twoFactor.disable((ctx.state.user as AuthUser).id);
    ctx.body = { success: true };
  });

  return router;
}
