import Router from '@koa/router';
import { isObjectIdOrHexString } from 'mongoose';
import type { OwnSessionRecord } from '@consulting/contracts';
import type { AuthUser, createAuth } from '@consulting/service-kit';
import { HttpError } from '@consulting/service-kit';
import type { SessionModel } from '../models/session.model.ts';

const NOT_FOUND = 'Session not found';

/**
 * Every signed-in user's own sessions (issue 14 part 2, "a session list per user, with sign out
 * everywhere"): one set of routes for any valid token, client or staff; a user sees and ends
 * only sessions of their own account (the token's `sub`), nobody else's.
 * - `GET /api/user/sessions` → `{success:true, sessions: OwnSessionRecord[]}`: the live ones
 *   (not ended, not expired), newest first, `current` marking the caller's.
 * - `DELETE /api/user/sessions/:id` → `{success:true}`: ends that session at once (its token is
 *   refused from then on by every service). 404 'Session not found' for an id that is not a
 *   live session of the caller (another user's included: it tells nothing about it).
 * - `POST /api/user/sessions/revoke-all` → `{success:true, revoked}`: "sign out everywhere",
 *   every live session of the caller ends, the caller's own included (`revoked` counts them).
 * 401 'Authentication required' without a valid token. Signing out (the last two) is open to a
 * restricted session too; the list answers it 403 with the restriction's `code`.
 */
export function ownSessionsRouter(options: { auth: ReturnType<typeof createAuth>; Session: SessionModel }): Router {
  const { auth, Session } = options;
  const signedIn = auth.requireAuth();
  const signingOut = auth.requireAuthAllowing(['password_change', 'two_factor_enrolment']);
  const router = new Router({ prefix: '/api/user/sessions' });
  const live = (user: AuthUser) => ({
    user_id: user.id,
    revoked_at: { $exists: false },
    expires_at: { $gt: new Date() },
  });

  router.get('/', signedIn, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const rows = await Session.find(live(user)).sort({ created_at: -1, _id: -1 }).limit(200).lean();
    const sessions: OwnSessionRecord[] = rows.map((row) => ({
      id: row._id.toString(),
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      ...(row.ip ? { ip: row.ip } : {}),
      ...(row.user_agent ? { user_agent: row.user_agent } : {}),
      current: user.sid !== undefined && row.sid === user.sid,
    }));
    ctx.body = { success: true, sessions };
  });

  router.post('/revoke-all', signingOut, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const result = await Session.updateMany(live(user), { $set: { revoked_at: new Date(), revoked_reason: 'logout' } });
    ctx.body = { success: true, revoked: result.modifiedCount };
  });

  router.delete('/:id', signingOut, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const id = ctx.params.id;
    if (!id || !isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
    const result = await Session.updateOne(
      { _id: id, ...live(user) },
      { $set: { revoked_at: new Date(), revoked_reason: 'logout' } },
    );
    if (result.modifiedCount !== 1) throw new HttpError(404, NOT_FOUND);
    ctx.body = { success: true };
  });

  return router;
}
