import Router from '@koa/router';
import { Types } from 'mongoose';
import { z } from 'zod';
import { isStaffRole } from '@consulting/contracts';
import { HttpError, type AuthUser, type createAuth } from '@consulting/service-kit';
import { parseAdminBody } from './admin-body.ts';
import type { EmailLimits } from '../email-limits.ts';
import type { UserModel } from '../models/user.model.ts';
import { verifyPassword } from '../passwords.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { loginResponse } from './credentials.ts';

const WRONG_CODE = 'رمز التحقق غير صحيح';
const CODE_REQUIRED = 'يرجى إدخال رمز التحقق أو رمز الاسترداد';

const codeText = z.string().trim().max(64).optional();

/** Body of `POST /api/admin/login/2fa`: the challenge and a code or a recovery code. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: 'انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد' }).min(1).max(2000),
  code: codeText,
  recovery_code: codeText,
});

/** Body of `POST /api/admin/2fa/enable`: the first code from the authenticator app. */
export const twoFactorEnableSchema = z.object({
  code: z.string({ error: CODE_REQUIRED }).trim().min(1, { error: CODE_REQUIRED }).max(64),
});

/** Body of `POST /api/admin/2fa/disable`: the password, a code or a recovery code. */
export const twoFactorDisableSchema = z.object({
  password: z.string().max(1024).optional(),
  code: codeText,
  recovery_code: codeText,
});

/**
 * Two-factor sign-in for staff (issue 14 part 2; see `two-factor.ts`):
 * - `POST /api/admin/login/2fa` `{challenge, code | recovery_code}` (no token) → 200
 *   `LoginResponse` (a new session) for the challenge of `/api/admin/login` and a right code
 *   (a code is accepted once: not again in its 30-second step) or an unused recovery code (it is
 *   then used up). 401 'انتهت صلاحية خطوة التحقق…' for a bad or expired challenge (5 minutes)
 *   or an account no longer active staff, 401 'رمز التحقق غير صحيح' for a wrong or reused code,
 *   400 when neither is sent, 429 past the per-email sign-in limit: every attempt counts
 *   toward it, as a password attempt does.
 * - Staff token required (admin or editor, their own account only):
 *   - `GET /api/admin/2fa` → `{success:true, enabled, recovery_codes_left}`.
 *   - `POST /api/admin/2fa/setup` → `{success:true, secret, otpauth_url, qr_data_url}` (a new
 *     pending secret; 409 when already on).
 *   - `POST /api/admin/2fa/enable` `{code}` → `{success:true, recovery_codes: string[10]}`
 *     shown once; 400 for a wrong code or no pending setup.
 *   - `POST /api/admin/2fa/disable` `{password | code | recovery_code}` → `{success:true}`;
 *     400 when none is sent, 401 'كلمة المرور أو الرمز غير صحيح' when it is wrong.
 */
export function adminTwoFactorRouter(options: {
  auth: ReturnType<typeof createAuth>;
  User: UserModel;
  sessions: Sessions;
  limits: EmailLimits;
  twoFactor: TwoFactorService;
}): Router {
  const { auth, User, sessions, limits, twoFactor } = options;
  const { staffOnly } = auth;
  const router = new Router();
  const expired = () => new HttpError(401, 'انتهت صلاحية خطوة التحقق؛ يرجى تسجيل الدخول من جديد');

  router.post('/api/admin/login/2fa', async (ctx) => {
    const body = parseAdminBody(twoFactorLoginSchema, ctx.request.body);
    if (!body.code && !body.recovery_code) throw new HttpError(400, CODE_REQUIRED);
    const challenge = twoFactor.readChallenge(body.challenge);
    if (!challenge) throw expired();
    await limits.consume('sign_in_email', challenge.email);
    const user = Types.ObjectId.isValid(challenge.userId) ? await User.findById(challenge.userId) : null;
    if (!user || !isStaffRole(user.role) || !user.is_active) throw expired();
    const factor = body.recovery_code ? { recovery_code: body.recovery_code } : { code: body.code ?? '' };
    if (!(await twoFactor.consume(user._id, factor))) throw new HttpError(401, WRONG_CODE);
    ctx.body = loginResponse(user, await sessions.start(user, sessionClientOf(ctx)));
  });

  router.get('/api/admin/2fa', staffOnly, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.status(actor.id)) };
  });

  router.post('/api/admin/2fa/setup', staffOnly, async (ctx) => {
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, ...(await twoFactor.setup({ _id: new Types.ObjectId(actor.id), email: actor.email })) };
  });

  router.post('/api/admin/2fa/enable', staffOnly, async (ctx) => {
    const { code } = parseAdminBody(twoFactorEnableSchema, ctx.request.body);
    const actor = ctx.state.user as AuthUser;
    ctx.body = { success: true, recovery_codes: await twoFactor.enable(new Types.ObjectId(actor.id), code) };
  });

  router.post('/api/admin/2fa/disable', staffOnly, async (ctx) => {
    const body = parseAdminBody(twoFactorDisableSchema, ctx.request.body);
    const actor = ctx.state.user as AuthUser;
    if (!body.password && !body.code && !body.recovery_code) {
      throw new HttpError(400, 'يرجى إدخال كلمة المرور أو رمز التحقق');
    }
    const proven = body.password
      ? await verifyPassword(body.password, (await User.findById(actor.id))?.password_hash)
      : await twoFactor.consume(
          actor.id,
          body.recovery_code ? { recovery_code: body.recovery_code } : { code: body.code ?? '' },
        );
    if (!proven) throw new HttpError(401, 'كلمة المرور أو الرمز غير صحيح');
    await twoFactor.disable(actor.id);
    ctx.body = { success: true };
  });

  return router;
}
