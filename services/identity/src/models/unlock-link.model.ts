import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A one-time unlock link mailed to the owner of a locked account (`sign-in-lockout.ts`). Only
 * the SHA-256 hash of its random token is stored; it works once (`used_at`, set by an atomic
 * claim) until `expires_at`, after which MongoDB removes it (TTL).
 */
export interface UnlockLink {
  /** Hex SHA-256 of the token the mail carried. */
  token_hash: string;
  user_id: Types.ObjectId;
  expires_at: Date;
  used_at?: Date;
  created_at: Date;
}

export type UnlockLinkModel = Model<UnlockLink>;

const unlockLinkSchema = new Schema<UnlockLink>(
  {
    token_hash: { type: String, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
unlockLinkSchema.index({ token_hash: 1 }, { unique: true });
unlockLinkSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `unlock_links` model on `connection` (one per connection; safe to call again). */
export function unlockLinkModel(connection: Connection): UnlockLinkModel {
  return (
    (connection.models.UnlockLink as UnlockLinkModel | undefined) ??
    connection.model<UnlockLink>('UnlockLink', unlockLinkSchema, 'unlock_links')
  );
}
