/**
 * Sessions that end when they should (issue 13 part 5, architecture "Sessions"): every sign-in
 * records a session whose id the token carries (`sid`); logout revokes that session,
 * deactivating a user or setting their password revokes all of theirs, and the revocation
 * check every service makes per authenticated call reads the database each time, so a
 * revocation holds at once on every instance of every service.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Types } from 'mongoose';
import { signSessionToken, type AuthUser } from '@consulting/service-kit';
import { isTokenRevoked as isJtiRevoked, revokeToken, type RevokedTokenModel } from './models/revoked-token.model.ts';
import type { SessionEndReason, SessionModel } from './models/session.model.ts';
import type { UserDocument, UserModel } from './models/user.model.ts';

/** Where a sign-in came from, stored with its session (both optional). */
export interface SessionClient {
  ip?: string;
  user_agent?: string;
}

/** The client of a request as a session records it (User-Agent cut to 300 characters). */
export function sessionClientOf(ctx: Context): SessionClient {
  const agent = ctx.get('user-agent').slice(0, 300);
  return { ...(ctx.ip ? { ip: ctx.ip } : {}), ...(agent ? { user_agent: agent } : {}) };
}

/** The session operations over identity's `sessions`, `revoked_tokens` and `users`. */
export function createSessions(deps: {
  Session: SessionModel;
  RevokedToken: RevokedTokenModel;
  User: UserModel;
  jwtSecret: string;
}) {
  const { Session, RevokedToken, User, jwtSecret } = deps;

  /**
   * Records a new session for `user` (who just signed in) and resolves the token for it: a JWT
   * of the role's lifetime carrying `sid`. Rejects when the session cannot be stored (then no
   * token exists).
   */
  async function start(user: UserDocument, client: SessionClient = {}): Promise<string> {
    const sid = randomUUID();
    const subject = { id: user._id.toString(), role: user.role, email: user.email, name: user.name };
    const { token, jti, expiresAt } = signSessionToken(jwtSecret, subject, sid);
    await Session.create({ sid, jti, user_id: user._id, role: user.role, expires_at: expiresAt, ...client });
    return token;
  }

  /**
   * Logout: revokes the session of `token`; a token without a session id (signed before
   * sessions existed) is revoked by its `jti` until its expiry, as before. Idempotent.
   */
  async function end(token: Pick<AuthUser, 'jti' | 'exp' | 'sid'>): Promise<void> {
    if (!token.sid) return revokeToken(RevokedToken, token.jti, token.exp);
    await Session.updateOne(
      { sid: token.sid, revoked_at: { $exists: false } },
      { $set: { revoked_at: new Date(), revoked_reason: 'logout' } },
    );
  }

  /**
   * Revokes every session of `userId` at once (deactivation, a password set or changed: call it
   * after ANY change of a password). Resolves how many sessions were revoked.
   */
  async function revokeAllOf(userId: Types.ObjectId | string, reason: SessionEndReason): Promise<number> {
    const result = await Session.updateMany(
      { user_id: userId, revoked_at: { $exists: false } },
      { $set: { revoked_at: new Date(), revoked_reason: reason } },
    );
    return result.modifiedCount;
  }

  /**
   * The revocation check of every authenticated call, here and (through
   * `GET /internal/tokens/:jti?sid=`) in the other services. True when the token `jti` (with
   * session id `sid`, when the caller knows it) must be refused:
   * - its session (found by `sid`, else by `jti`) is revoked, belongs to another token, or its
   *   user is gone, inactive or no longer of the session's role;
   * - it names a session (`sid`) that does not exist;
   * - it has no session (a token signed before sessions existed, or a caller that sent only the
   *   `jti` of such a token) and was revoked by a logout.
   * Reads the database every time: a revocation holds at once on every instance.
   */
  async function isRevoked(jti: string, sid?: string): Promise<boolean> {
    const session = await Session.findOne(sid ? { sid } : { jti })
      .select('jti user_id role revoked_at')
      .lean();
    if (!session) return sid ? true : isJtiRevoked(RevokedToken, jti);
    if (session.revoked_at || session.jti !== jti) return true;
    return (await User.exists({ _id: session.user_id, role: session.role, is_active: true })) === null;
  }

  return { start, end, revokeAllOf, isRevoked };
}

export type Sessions = ReturnType<typeof createSessions>;
