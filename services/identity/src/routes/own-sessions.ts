import Router from '@koa/router';
import { isObjectIdOrHexString } from 'mongoose';
import type { OwnSessionRecord } from '@consulting/contracts';
import { addRoute, HttpError, type AuthUser, type createAuth, type RouteOperation } from '@consulting/service-kit';
import type { SessionModel } from '../models/session.model.ts';
import { TAGS } from './api-texts.ts';

const NOT_FOUND = 'Session not found';

/**
 * Every signed-in user's own sessions ("a session list per user, with sign out everywhere"):
 * a user sees and ends only sessions of their own account (the token's `sub`). Signing out is
 * open to a restricted session too; the list answers it 403 with the restriction's `code`.
 */
export function ownSessionsRouter(options: { auth: ReturnType<typeof createAuth>; Session: SessionModel }): Router {
  const { auth, Session } = options;
  const listing = { 'signed-in': auth.requireAuth() };
  const signingOut = { 'signed-in': auth.requireAuthAllowing(['password_change', 'two_factor_enrolment']) };
  const router = new Router();
  const common = { tags: [TAGS.sessions], auth: 'signed-in' as const };
  const live = (user: AuthUser) => ({
    user_id: user.id,
    revoked_at: { $exists: false },
    expires_at: { $gt: new Date() },
  });

  const list: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/user/sessions',
    summary: "The caller's sessions",
    description:
      'Any signed-in user (client or staff) lists their own live sessions, newest first: started, expiry, IP, User-Agent and `current` for the one asking.',
    success: { status: 200, description: '`OwnSessionsResponse` `{success:true, sessions: OwnSessionRecord[]}`' },
  };
  addRoute(router, listing, list, async (ctx) => {
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

  const revokeAll: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/user/sessions/revoke-all',
    summary: 'Sign out everywhere',
    description: 'Ends every live session of the caller, the current one included.',
    success: { status: 200, description: '`{success:true, revoked: number}`' },
  };
  addRoute(router, signingOut, revokeAll, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const result = await Session.updateMany(live(user), { $set: { revoked_at: new Date(), revoked_reason: 'logout' } });
    ctx.body = { success: true, revoked: result.modifiedCount };
  });

  const end: RouteOperation = {
    ...common,
    method: 'delete',
    path: '/api/user/sessions/{id}',
    summary: 'End one of the caller’s sessions',
    success: { status: 200, description: '`{success:true}`; its token is refused at once everywhere' },
    errors: { 404: `${NOT_FOUND} (also another user’s session)` },
  };
  addRoute(router, signingOut, end, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const id = String(ctx.params.id ?? '');
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
