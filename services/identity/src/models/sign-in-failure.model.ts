import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * Wrong sign-in attempts on one account from one client address (`sign-in-lockout.ts`): the
 * count since the last lock or success, the lock of that address and how many times it was
 * locked (the next lock lasts twice as long). MongoDB removes a row a day after its last
 * change (TTL on `expires_at`), which also ends its backoff.
 */
export interface SignInFailure {
  user_id: Types.ObjectId;
  /** The client address as Koa reads it (`ctx.ip`, behind the gateway's trusted proxy). */
  ip: string;
  /** Wrong attempts since this address was last locked or signed in. */
  count: number;
  /** Locks of this address on this account so far; the backoff exponent. */
  locks: number;
  /** When the current lock started; a password set later voids it. */
  locked_at?: Date;
  locked_until?: Date;
  expires_at: Date;
}

export type SignInFailureModel = Model<SignInFailure>;

const signInFailureSchema = new Schema<SignInFailure>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    ip: { type: String, required: true },
    count: { type: Number, default: 0 },
    locks: { type: Number, default: 0 },
    locked_at: { type: Date },
    locked_until: { type: Date },
    expires_at: { type: Date, required: true },
  },
  { versionKey: false },
);
signInFailureSchema.index({ user_id: 1, ip: 1 }, { unique: true });
signInFailureSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `sign_in_failures` model on `connection` (one per connection; safe to call again). */
export function signInFailureModel(connection: Connection): SignInFailureModel {
  return (
    (connection.models.SignInFailure as SignInFailureModel | undefined) ??
    connection.model<SignInFailure>('SignInFailure', signInFailureSchema, 'sign_in_failures')
  );
}
