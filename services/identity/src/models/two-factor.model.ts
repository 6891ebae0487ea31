import { Schema, type Connection, type Model, type Types } from 'mongoose';

/**
 * A staff member's TOTP two-factor sign-in (RFC 6238), one document per user
 * who started enrolling, kept apart from the user document so the secret is never read with an
 * account. The secrets are never selected unless asked for (`+secret`, `+pending_secret`,
 * `+recovery_code_hashes`) and never serialised.
 */
export interface TwoFactor {
  user_id: Types.ObjectId;
  /** The Base32 TOTP secret in use; set by enabling, removed by disabling. */
  secret?: string;
  /** The secret of an enrolment not yet confirmed with a code (`POST /api/admin/2fa/setup`). */
  pending_secret?: string;
  /** When two-factor sign-in was enabled; absent while it is off. */
  enabled_at?: Date;
  /** SHA-256 hashes (hex) of the recovery codes still unused; each one works once. */
  recovery_code_hashes: string[];
  /**
   * The TOTP time step (30 s periods since the epoch) of the last code accepted: a code of that
   * step or an earlier one is refused, so an observed code cannot be replayed.
   */
  last_step?: number;
  /** SHA-256 (hex) of the open sign-in challenge, removed by its first use. */
  challenge_hash?: string;
  challenge_expires_at?: Date;
  created_at: Date;
  updated_at: Date;
}

export type TwoFactorModel = Model<TwoFactor>;

const twoFactorSchema = new Schema<TwoFactor>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    secret: { type: String, select: false },
    pending_secret: { type: String, select: false },
    enabled_at: { type: Date },
    recovery_code_hashes: { type: [String], default: [], select: false },
    last_step: { type: Number },
    challenge_hash: { type: String, select: false },
    challenge_expires_at: { type: Date },
  },
  {
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
    versionKey: false,
    toJSON: {
      transform: (_doc, ret: Partial<TwoFactor>) => {
        delete ret.secret;
        delete ret.pending_secret;
        delete ret.recovery_code_hashes;
        delete ret.challenge_hash;
        return ret;
      },
    },
  },
);
twoFactorSchema.index({ user_id: 1 }, { unique: true });
twoFactorSchema.index({ challenge_hash: 1 }, { sparse: true });

/** The `two_factor` model on `connection` (one per connection; safe to call again). */
export function twoFactorModel(connection: Connection): TwoFactorModel {
  return (
    (connection.models.TwoFactor as TwoFactorModel | undefined) ??
    connection.model<TwoFactor>('TwoFactor', twoFactorSchema, 'two_factor')
  );
}
