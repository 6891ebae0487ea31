import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { Role, UserRecord } from '@consulting/contracts';

/** A client or admin as stored (spec §3 "Client user", "Admin user record"). */
export interface User {
  name: string;
  /** Lower-cased and trimmed; unique across clients and admins. */
  email: string;
  phone?: string;
  company?: string;
  role: Role;
  /**
   * argon2id hash (architecture "Passwords"; a bcrypt one until the next sign-in); never leaves
   * the service. Absent until the owner sets a password from their set-password link: such an
   * account cannot sign in.
   */
  password_hash?: string;
  is_active: boolean;
  /** True for accounts created by the server for guests (register, internal accounts). */
  auto_created: boolean;
  /**
   * Set on an account whose password someone else chose (an admin): the owner must choose their
   * own at the next sign-in. Cleared by any change or reset of the password.
   */
  must_change_password?: boolean;
  /**
   * Sign-in lockout: wrong passwords in a row since the last successful
   * sign-in or lockout, and the end of the current lockout (`sign-in-lockout.ts`).
   */
  failed_sign_ins?: number;
  /** Start of the window `failed_sign_ins` counts in (the account-wide count, `sign-in-lockout.ts`). */
  failed_sign_ins_since?: Date;
  locked_until?: Date;
  /** Account-wide locks since the last successful sign-in or unlock; the backoff exponent. */
  lockouts?: number;
  /** When the password was last changed or reset (reset links older than it are void). */
  password_changed_at?: Date;
  /**
   * The client's mail choices; a missing one counts as on (`status_updates`:
   * mail when staff change the status of their request or application).
   */
  mail_preferences?: { status_updates?: boolean };
  /**
   * True from the insert of a server-created account until its set-password mail is in the
   * outbox: written with the account (one atomic document write), so a crash in between leaves
   * an account whose mail the sweep still queues (`Accounts.deliverPendingAccountMails`). The
   * mail holds no secret: its link is made when the outbox worker sends it.
   */
  account_mail_pending?: boolean;
  /** While a sweep queues the pending mail: other sweeps leave it alone until then. */
  account_mail_claimed_until?: Date;
  created_at: Date;
  updated_at: Date;
}

export type UserDocument = HydratedDocument<User>;
export type UserModel = Model<User>;

const userSchema = new Schema<User>(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, trim: true },
    company: { type: String, trim: true },
    role: { type: String, enum: ['client', 'admin', 'editor'], required: true, default: 'client' },
    password_hash: { type: String },
    is_active: { type: Boolean, default: true },
    auto_created: { type: Boolean, default: false },
    must_change_password: { type: Boolean },
    mail_preferences: { type: new Schema({ status_updates: { type: Boolean } }, { _id: false }) },
    failed_sign_ins: { type: Number },
    failed_sign_ins_since: { type: Date },
    locked_until: { type: Date },
    lockouts: { type: Number },
    password_changed_at: { type: Date },
    account_mail_pending: { type: Boolean },
    account_mail_claimed_until: { type: Date },
  },
  {
    timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
    versionKey: false,
    // Secrets never leave through a serialised document, whatever a future route does with it.
    toJSON: {
      transform: (_doc, ret: Partial<User>) => {
        delete ret.password_hash;
        return ret;
      },
    },
  },
);
userSchema.index({ email: 1 }, { unique: true });
// The admin users list: each sort with its `_id` tiebreak (usersListSpec), and the
// role / is_active filters with the default newest-first order. `q` (a regex in four fields)
// cannot use an index; `from`/`to` use the created_at one.
userSchema.index({ created_at: -1, _id: -1 });
userSchema.index({ name: 1, _id: 1 });
userSchema.index({ email: 1, _id: 1 });
userSchema.index({ role: 1, created_at: -1, _id: -1 });
userSchema.index({ is_active: 1, created_at: -1, _id: -1 });

/** The `users` model on `connection` (one per connection; safe to call again). */
export function userModel(connection: Connection): UserModel {
  return (connection.models.User as UserModel | undefined) ?? connection.model<User>('User', userSchema, 'users');
}

/** The API shape of a user (contracts `UserRecord`); the password hash is never included. */
export function toUserRecord(user: UserDocument): UserRecord {
  return {
    id: user._id.toString(),
    name: user.name,
    full_name: user.name,
    email: user.email,
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.company ? { company: user.company } : {}),
    role: user.role,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
    ...(user.must_change_password ? { must_change_password: true } : {}),
  };
}

/** True when `error` is MongoDB's duplicate-key error (E11000), e.g. a concurrent insert of one email. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}
