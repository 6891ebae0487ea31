import Router from '@koa/router';
import { isStaffRole, STAFF_ROLES } from '@consulting/contracts';
import { addRoute, HttpError, type createAuth, type RouteOperation } from '@consulting/service-kit';
import { isValidObjectId } from 'mongoose';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { restrictionOf } from '../session-restrictions.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import { toUserRecord, type UserModel } from '../models/user.model.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { RATE_LIMITED, TAGS } from './api-texts.ts';
import { credentialsSchema, loginResponse, parseCredentials } from './credentials.ts';

type Auth = ReturnType<typeof createAuth>;

/**
 * The admin session of spec §7 (token in `Authorization: Bearer`, or in `?token=` on verify and
 * the admin logout only, as the spec names them), and the client logout.
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
  const common = { tags: [TAGS.signIn] };
  const login: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/admin/login',
    summary: 'Admin sign-in',
    description:
      "Starts a session like the client sign-in, for staff only (a client's email answers like a wrong password, nothing counted). Wrong passwords count toward the sign-in lockout. With two-factor sign-in on it answers `{success:true, two_factor_required:true, challenge}` instead (the challenge, valid 5 minutes and usable once, goes to `POST /api/admin/login/2fa`); an admin without it while REQUIRE_ADMIN_2FA is on gets `restriction: 'two_factor_enrolment'` (a session that may only enrol). SIGN_IN_PER_EMAIL_PER_15_MIN attempts per email, client address and area (default 10 per 15 minutes).",
    auth: 'none',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}`' },
    errors: {
      400: 'يرجى إدخال البريد الإلكتروني وكلمة المرور',
      401: 'اسم المستخدم أو كلمة المرور غير صحيحة (also for a client account, an unknown email and a locked account)',
      403: 'هذا الحساب معطّل',
      429: RATE_LIMITED,
    },
  };

  addRoute(router, {}, login, async (ctx) => {
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

  const verify: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/admin/verify',
    summary: "Check an admin's token",
    description:
      'The token may also come as `?token=` (here and on `POST /api/admin/logout` only). A restricted session is answered too, with what it owes.',
    auth: 'optional',
    success: {
      status: 200,
      description:
        "`{success:true, valid:true, user, restriction}` for a valid, unrevoked token of an active staff member who still has the token's role (`restriction`: `'password_change'`, `'two_factor_enrolment'` or null), else `{success:true, valid:false}`",
    },
  };
  addRoute(router, {}, verify, async (ctx) => {
    const claims = await auth.authenticate(ctx, { queryToken: true });
    const user = isStaffRole(claims?.role) && isValidObjectId(claims?.id) ? await User.findById(claims?.id) : null;
    const valid = user !== null && user.role === claims?.role && user.is_active;
    ctx.body = valid
      ? { success: true, valid: true, user: toUserRecord(user), restriction: claims?.restriction ?? null }
      : { success: true, valid: false };
  });

  // Revokes the token's session, restricted or not; logging out twice is fine.
  for (const [area, path] of [
    ['Client', '/api/user/logout'],
    ['Admin', '/api/admin/logout'],
  ] as const) {
    const logout: RouteOperation = {
      ...common,
      method: 'post',
      path,
      summary: `${area} sign-out (revokes the token's session)`,
      auth: 'optional',
      success: { status: 200, description: '`{success:true}`, also when the token was already invalid' },
    };
    addRoute(router, {}, logout, async (ctx) => {
      const claims = await auth.authenticate(ctx, { queryToken: path === '/api/admin/logout' });
      if (claims) await sessions.end(claims);
      ctx.body = { success: true };
    });
  }

  return router;
}
