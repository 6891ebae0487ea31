/**
 * Sessions that end when they should (architecture "Sessions and tokens", ASVS V3.3): every
 * sign-in records a session whose id the token carries (`sid`); logout revokes that session,
 * deactivating a user or setting their password revokes all of theirs, a staff session ends
 * after 30 minutes without a call ({@link STAFF_IDLE_TIMEOUT_MS}), and the session check every
 * service makes per authenticated call reads the database each time, so a revocation holds at
 * once on every instance of every service.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Types } from 'mongoose';
import { isStaffRole } from '@consulting/contracts';
import type { AuthUser, SessionRestriction, SessionState } from '@consulting/service-kit';
import type { SessionEndReason, SessionModel } from './models/session.model.ts';
import type { UserDocument, UserModel } from './models/user.model.ts';
import { restrictionOf, type RestrictedAccount } from './session-restrictions.ts';
import type { TokenKeyRing } from './token-keys.ts';

/** A staff session (admin, editor) ends after this long without an authenticated call (ASVS V3.3.2). */
export const STAFF_IDLE_TIMEOUT_MS = 30 * 60_000;

/** A session's last-seen time is written at most this often (the sliding idle window's step). */
export const LAST_SEEN_STEP_MS = 60_000;

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
  User: UserModel;
  /** Signs the access tokens. */
  tokenKeys: TokenKeyRing;
  /** The clock, ms since the epoch (default `Date.now`); tests move it. */
  now?: () => number;
  /**
   * What a session of the (active) account owes, asked on every check; default
   * `restrictionOf` without the admin 2FA rule.
   */
  restrictionOf?: (account: RestrictedAccount & { _id: Types.ObjectId }) => Promise<SessionRestriction | null>;
}) {
  const { Session, User, tokenKeys } = deps;
  const now = deps.now ?? (() => Date.now());
  const owed =
    deps.restrictionOf ?? ((account) => Promise.resolve(restrictionOf(account, { requireAdminTwoFactor: false })));

  /**
   * Records a new session for `user` (who just signed in) and resolves the token for it: an
   * ES256 JWT of the role's lifetime carrying `sid` (`TokenKeyRing.sign`). Rejects when the
   * session cannot be stored (then no token exists).
   */
  async function start(user: UserDocument, client: SessionClient = {}): Promise<string> {
    const sid = randomUUID();
    const subject = { id: user._id.toString(), role: user.role, email: user.email, name: user.name };
    const at = now();
    const { token, jti, expiresAt } = await tokenKeys.sign(subject, sid, at);
    await Session.create({
      sid,
      jti,
      user_id: user._id,
      role: user.role,
      expires_at: expiresAt,
      last_seen_at: new Date(at),
      ...client,
    });
    return token;
  }

  /**
   * Logout: revokes the session of `token` (every verified token names one). Idempotent.
   */
  async function end(token: Pick<AuthUser, 'sid'>): Promise<void> {
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
   * The session check of every authenticated call: revoked when the session (found by `sid`,
   * else by `jti`) does not exist, is revoked, ended idle or expired, belongs to another token, or
   * its user is gone, inactive or no longer of the session's role; else live with the restriction
   * its account owes (`restrictionOf`). Reads the database every time: a revocation holds at once
   * on every instance. A staff session also ends
   * after {@link STAFF_IDLE_TIMEOUT_MS} without a call (revoked with reason `idle`); each live
   * call slides that window, writing the session's `last_seen_at` at most once per
   * {@link LAST_SEEN_STEP_MS}. A session past its `expires_at` is revoked.
   */
  async function check(jti: string, sid?: string): Promise<SessionState> {
    const session = await Session.findOne(sid ? { sid } : { jti })
      .select('sid jti user_id role revoked_at expires_at created_at last_seen_at')
      .lean();
    if (!session) return { revoked: true };
    if (session.revoked_at || session.jti !== jti) return { revoked: true };
    const at = now();
    if (session.expires_at.getTime() <= at) return { revoked: true };
    if (isStaffRole(session.role)) {
      const lastSeen = (session.last_seen_at ?? session.created_at).getTime();
      if (at - lastSeen >= STAFF_IDLE_TIMEOUT_MS) {
        await Session.updateOne(
          { sid: session.sid, revoked_at: { $exists: false } },
          { $set: { revoked_at: new Date(at), revoked_reason: 'idle' } },
        );
        return { revoked: true };
      }
      if (at - lastSeen >= LAST_SEEN_STEP_MS)
        await Session.updateOne({ sid: session.sid }, { $set: { last_seen_at: new Date(at) } });
    }
    const user = await User.findOne({ _id: session.user_id, role: session.role, is_active: true })
      .select('role must_change_password')
      .lean();
    return user ? { revoked: false, restriction: await owed(user) } : { revoked: true };
  }

  return { start, end, revokeAllOf, check };
}

export type Sessions = ReturnType<typeof createSessions>;
