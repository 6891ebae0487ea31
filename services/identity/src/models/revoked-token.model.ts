import { Schema, type Connection, type Model } from 'mongoose';

/** A token revoked by logout, kept until it would have expired anyway. */
export interface RevokedToken {
  jti: string;
  expires_at: Date;
}

export type RevokedTokenModel = Model<RevokedToken>;

const revokedTokenSchema = new Schema<RevokedToken>(
  {
    jti: { type: String, required: true },
    expires_at: { type: Date, required: true },
  },
  { versionKey: false },
);
revokedTokenSchema.index({ jti: 1 }, { unique: true });
// MongoDB drops entries after expiry; servers without TTL support just keep them (still correct).
revokedTokenSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `revoked_tokens` model on `connection`. */
export function revokedTokenModel(connection: Connection): RevokedTokenModel {
  return (
    (connection.models.RevokedToken as RevokedTokenModel | undefined) ??
    connection.model<RevokedToken>('RevokedToken', revokedTokenSchema, 'revoked_tokens')
  );
}

/**
 * Revokes token `jti` until `expiresAt` (seconds since the epoch, the JWT `exp`). Idempotent.
 */
export async function revokeToken(model: RevokedTokenModel, jti: string, expiresAt: number): Promise<void> {
  await model.updateOne({ jti }, { $setOnInsert: { jti, expires_at: new Date(expiresAt * 1000) } }, { upsert: true });
}

/** True when `jti` was revoked by a logout. */
export async function isTokenRevoked(model: RevokedTokenModel, jti: string): Promise<boolean> {
  return (await model.exists({ jti })) !== null;
}
