import Router from '@koa/router';
import { isStaffRole, STAFF_ROLES } from '@consulting/contracts';
import { HttpError, type createAuth } from '@consulting/service-kit';
import { isValidObjectId } from 'mongoose';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { restrictionOf } from '../session-restrictions.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import { toUserRecord, type UserModel } from '../models/user.model.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { loginResponse, parseCredentials } from './credentials.ts';

type Auth = ReturnType<typeof createAuth>;

/**
 * The admin session of spec §7 (token in `Authorization: Bearer`, or in `?token=` on verify and
 * the admin logout only, as the spec names them):
 * - `POST /api/admin/login` `{email,password}` → 200 `LoginResponse` for an active staff member
 *   (admin or editor; a new session; `restriction: 'two_factor_enrolment'` for an admin without
 *   two-factor sign-in while `requireAdminTwoFactor` is on), or, when they turned two-factor sign-in on,
 *   200 `{success:true, two_factor_required:true, challenge}` (no session yet: the challenge,
 *   valid 5 minutes and usable once, goes to `POST /api/admin/login/2fa` with a code); 401
 *   `اسم المستخدم أو كلمة المرور غير صحيحة` for a wrong password, an unknown email, a locked
 *   account (`sign-in-lockout.ts`) and a client's email alike (nothing counted on a client); 400
 *   `يرجى إدخال البريد الإلكتروني وكلمة المرور` when a field is missing (spec §5); 429 past the
 *   per-email sign-in limit (`emailLimits`, per area and client address, counted for any email).
 * - `GET /api/admin/verify` → `{success:true,valid:true,user,restriction}` for a valid, unrevoked
 *   token of a staff member who still exists, is active and still has the token's role
 *   (`restriction`: what the session owes before anything else, `password_change` or
 *   `two_factor_enrolment`, or null), else 200 `{success:true,valid:false}`.
 * - `POST /api/admin/logout` (also `POST /api/user/logout`, header only) → revokes the token's
 *   session, restricted or not; 200 `{success:true}` whether or not the token was still valid
 *   (logging out twice is fine).
 */
export function adminSessionRouter(options: {
  accounts: Accounts;
  auth: Auth;
  User: UserModel;
  sessions: Sessions;
  limits: EmailLimits;
  twoFactor: TwoFactorService;
  lockout: SignInLockout;
  /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in gets a session that may only enrol. */
  requireAdminTwoFactor: boolean;
}): Router {
  const { accounts, auth, User, sessions, limits, twoFactor, lockout, requireAdminTwoFactor } = options;
  const router = new Router();

  router.post('/api/admin/login', async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'يرجى إدخال البريد الإلكتروني وكلمة المرور');
    const ip = clientAddressOf(ctx);
    await limits.consume('sign_in_email', email, `staff|${ip}`);
    const result = await accounts.signIn(email, password, STAFF_ROLES, ip);
    if (result.kind === 'invalid') throw new HttpError(401, 'اسم المستخدم أو كلمة المرور غير صحيحة');
    if (result.kind === 'inactive') throw new HttpError(403, 'هذا الحساب معطّل');
    if (await twoFactor.isEnabled(result.user._id)) {
      // The count is reset only once the second factor is right too.
      ctx.body = { success: true, two_factor_required: true, challenge: await twoFactor.issueChallenge(result.user) };
      return;
    }
    await lockout.recordSuccess(result.user, ip);
    const token = await sessions.start(result.user, sessionClientOf(ctx));
    const owed = restrictionOf(
      { role: result.user.role, must_change_password: result.user.must_change_password, two_factor_enabled: false },
      { requireAdminTwoFactor },
    );
    ctx.body = loginResponse(result.user, token, owed);
  });

  router.get('/api/admin/verify', async (ctx) => {
    const claims = await auth.authenticate(ctx, { queryToken: true });
    const user = isStaffRole(claims?.role) && isValidObjectId(claims?.id) ? await User.findById(claims?.id) : null;
    const valid = user !== null && user.role === claims?.role && user.is_active;
    ctx.body = valid
      ? { success: true, valid: true, user: toUserRecord(user), restriction: claims?.restriction ?? null }
      : { success: true, valid: false };
  });

  router.post(['/api/admin/logout', '/api/user/logout'], async (ctx) => {
    const claims = await auth.authenticate(ctx, { queryToken: ctx.path === '/api/admin/logout' });
    if (claims) await sessions.end(claims);
    ctx.body = { success: true };
  });

  return router;
}
