import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { Role } from '@consulting/contracts';

/** Why a session ended before its token expired. */
export type SessionEndReason = 'logout' | 'deactivated' | 'password_set' | 'erased' | 'idle';

/**
 * One sign-in (architecture "Sessions"): the token it issued carries `sid`, and
 * every service's revocation check reads this document, so revoking it refuses the token at
 * once on every instance. Kept until the token expires (TTL on `expires_at` where the server
 * supports it; a server without TTL keeps it, which is still correct).
 */
export interface Session {
  /** Session id, the token's `sid` claim (a random UUID). */
  sid: string;
  /** The `jti` of the one token this session issued, so a check by `jti` alone finds it. */
  jti: string;
  user_id: Types.ObjectId;
  role: Role;
  created_at: Date;
  /** The token's expiry (`exp`). */
  expires_at: Date;
  /** The last authenticated call of a staff session (the idle timeout's start), written at most once a minute. */
  last_seen_at?: Date;
  /** Set when the session was revoked; never unset (a revoked token stays revoked). */
  revoked_at?: Date;
  revoked_reason?: SessionEndReason;
  /** Client IP as the service saw it (behind the gateway: X-Forwarded-For), and User-Agent. */
  ip?: string;
  user_agent?: string;
}

export type SessionModel = Model<Session>;

const sessionSchema = new Schema<Session>(
  {
    sid: { type: String, required: true },
    jti: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ['client', 'admin', 'editor'], required: true },
    expires_at: { type: Date, required: true },
    last_seen_at: { type: Date },
    revoked_at: { type: Date },
    revoked_reason: { type: String, enum: ['logout', 'deactivated', 'password_set', 'erased', 'idle'] },
    ip: { type: String },
    user_agent: { type: String },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
sessionSchema.index({ sid: 1 }, { unique: true });
sessionSchema.index({ jti: 1 }, { unique: true });
// Revoking every session of a user (deactivation, a new password).
sessionSchema.index({ user_id: 1 });
// MongoDB drops a session once its token has expired; servers without TTL support keep it.
sessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `sessions` model on `connection` (one per connection; safe to call again). */
export function sessionModel(connection: Connection): SessionModel {
  return (
    (connection.models.Session as SessionModel | undefined) ??
    connection.model<Session>('Session', sessionSchema, 'sessions')
  );
}
