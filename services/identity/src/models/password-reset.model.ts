import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** What a password link is for: choosing a first password (72 h) or resetting one (30 min). */
export type PasswordLinkPurpose = 'set_password' | 'reset';

/**
 * A password link, for a reset or for the first password of an account made without one: only the SHA-256 hash of its random token is stored,
 * so a copy of the database cannot be used to set anyone's password. Used at most once
 * (`used_at` set by an atomic claim); a newer link of the account voids the older ones, and
 * links issued before a later change or reset are void.
 * MongoDB removes it once expired (TTL on `expires_at`); a server without TTL keeps it, and the
 * expiry is checked on every use anyway.
 */
export interface PasswordReset {
  /** Hex SHA-256 of the token the mail carried. */
  token_hash: string;
  user_id: Types.ObjectId;
  expires_at: Date;
  /** Set when the link was used, or voided by a later change or reset; never unset. */
  used_at?: Date;
  /** Absent means `reset`. */
  purpose?: PasswordLinkPurpose;
  created_at: Date;
}

export type PasswordResetModel = Model<PasswordReset>;

const passwordResetSchema = new Schema<PasswordReset>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date },
    purpose: { type: String, enum: ['set_password', 'reset'] },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
passwordResetSchema.index({ token_hash: 1 }, { unique: true });
// Voiding every open link of a user after a change or reset.
passwordResetSchema.index({ user_id: 1 });
passwordResetSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `password_resets` model on `connection` (one per connection; safe to call again). */
export function passwordResetModel(connection: Connection): PasswordResetModel {
  return (
    (connection.models.PasswordReset as PasswordResetModel | undefined) ??
    connection.model<PasswordReset>('PasswordReset', passwordResetSchema, 'password_resets')
  );
}
