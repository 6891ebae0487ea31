import Router from '@koa/router';
import { isStaffRole, STAFF_ROLES } from '@consulting/contracts';
import { HttpError, type createAuth } from '@consulting/service-kit';
import { isValidObjectId } from 'mongoose';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { toUserRecord, type UserModel } from '../models/user.model.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import type { TwoFactorService } from '../two-factor.ts';
import { loginResponse, parseCredentials } from './credentials.ts';

type Auth = ReturnType<typeof createAuth>;

/**
 * The admin session of spec §7 (token in `?token=` or `Authorization: Bearer`):
 * - `POST /api/admin/login` `{email,password}` → 200 `LoginResponse` for an active staff member
 *   (admin or editor, issue 14; a new session), or, when they turned two-factor sign-in on,
 *   200 `{success:true, two_factor_required:true, challenge}` (no session yet: the challenge,
 *   valid 5 minutes, goes to `POST /api/admin/login/2fa` with a code); 401 `اسم المستخدم أو كلمة المرور غير صحيحة` (also for clients); 400
 *   `يرجى إدخال البريد الإلكتروني وكلمة المرور` when a field is missing (spec §5); 429 past the
 *   per-email sign-in limit (issue 13, shared with the client login, counted for any email).
 * - `GET /api/admin/verify` → `{success:true,valid:true,user}` for a valid, unrevoked token of a
 *   staff member who still exists, is active and still has the token's role, else 200 `{success:true,valid:false}`.
 * - `POST /api/admin/logout` (also `POST /api/user/logout`) → revokes the token's session (issue
 *   13), or for a token without one its jti until its expiry; 200 `{success:true}` whether or
 *   not the token was still valid (logging out twice is fine).
 */
export function adminSessionRouter(options: {
  accounts: Accounts;
  auth: Auth;
  User: UserModel;
  sessions: Sessions;
  limits: EmailLimits;
  twoFactor: TwoFactorService;
}): Router {
  const { accounts, auth, User, sessions, limits, twoFactor } = options;
  const router = new Router();

  router.post('/api/admin/login', async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'يرجى إدخال البريد الإلكتروني وكلمة المرور');
    await limits.consume('sign_in_email', email);
    const result = await accounts.signIn(email, password, STAFF_ROLES);
    if (result.kind === 'invalid') throw new HttpError(401, 'اسم المستخدم أو كلمة المرور غير صحيحة');
    if (result.kind === 'inactive') throw new HttpError(403, 'هذا الحساب معطّل');
    if (await twoFactor.isEnabled(result.user._id)) {
      ctx.body = { success: true, two_factor_required: true, challenge: twoFactor.issueChallenge(result.user) };
      return;
    }
    ctx.body = loginResponse(result.user, await sessions.start(result.user, sessionClientOf(ctx)));
  });

  router.get('/api/admin/verify', async (ctx) => {
    const claims = await auth.authenticate(ctx);
    const user = isStaffRole(claims?.role) && isValidObjectId(claims?.id) ? await User.findById(claims?.id) : null;
    const valid = user !== null && user.role === claims?.role && user.is_active;
    ctx.body = valid ? { success: true, valid: true, user: toUserRecord(user) } : { success: true, valid: false };
  });

  router.post(['/api/admin/logout', '/api/user/logout'], async (ctx) => {
    const claims = await auth.authenticate(ctx);
    if (claims) await sessions.end(claims);
    ctx.body = { success: true };
  });

  return router;
}
