import { Schema, type Connection, type Model } from 'mongoose';
import { modelOn } from './model-on.ts';

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
  return modelOn(connection, 'RevokedToken', revokedTokenSchema, 'revoked_tokens');
}
