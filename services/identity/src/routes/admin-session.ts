import Router from '@koa/router';
import { HttpError, type createAuth } from '@consulting/service-kit';
import { isValidObjectId } from 'mongoose';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { toUserRecord, type UserModel } from '../models/user.model.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import { loginResponse, parseCredentials } from './credentials.ts';

type Auth = ReturnType<typeof createAuth>;

/**
 * The admin session of spec §7 (token in `?token=` or `Authorization: Bearer`):
 * - `POST /api/admin/login` `{email,password}` → 200 `LoginResponse` for an active admin (a new
 *   session); 401 `اسم المستخدم أو كلمة المرور غير صحيحة` (also for clients); 400
 *   `يرجى إدخال البريد الإلكتروني وكلمة المرور` when a field is missing (spec §5); 429 past the
 *   per-email sign-in limit (issue 13, shared with the client login, counted for any email).
 * - `GET /api/admin/verify` → `{success:true,valid:true,user}` for a valid, unrevoked token of an
 *   admin who still exists and is active, else 200 `{success:true,valid:false}`.
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
}): Router {
  const { accounts, auth, User, sessions, limits } = options;
  const router = new Router();

  router.post('/api/admin/login', async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'يرجى إدخال البريد الإلكتروني وكلمة المرور');
    await limits.consume('sign_in_email', email);
    const result = await accounts.signIn(email, password, 'admin');
    if (result.kind === 'invalid') throw new HttpError(401, 'اسم المستخدم أو كلمة المرور غير صحيحة');
    if (result.kind === 'inactive') throw new HttpError(403, 'هذا الحساب معطّل');
    ctx.body = loginResponse(result.user, await sessions.start(result.user, sessionClientOf(ctx)));
  });

  router.get('/api/admin/verify', async (ctx) => {
    const claims = await auth.authenticate(ctx);
    const user = claims?.role === 'admin' && isValidObjectId(claims.id) ? await User.findById(claims.id) : null;
    const valid = user !== null && user.role === 'admin' && user.is_active;
    ctx.body = valid ? { success: true, valid: true, user: toUserRecord(user) } : { success: true, valid: false };
  });

  router.post(['/api/admin/logout', '/api/user/logout'], async (ctx) => {
    const claims = await auth.authenticate(ctx);
    if (claims) await sessions.end(claims);
    ctx.body = { success: true };
  });

  return router;
}
