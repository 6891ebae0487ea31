/**
 * Sign-in lockout that nobody can turn against an account's owner (ASVS V2.2.1), counted on two
 * levels, as large sign-in systems count:
 * - per account and client address: `perAddressThreshold` wrong attempts (passwords, TOTP codes,
 *   recovery codes, the password of a 2FA change) from one address lock the account at that
 *   address only, for `durationMs`, doubled at each further lock of that address, at most
 *   `maxDurationMs`. The owner signing in from anywhere else is not affected.
 * - per account: `accountThreshold` wrong attempts from all addresses together within one
 *   window of `durationMs` lock the account everywhere, with the same backoff. As an address is
 *   locked for at least `durationMs` after `perAddressThreshold` attempts, one address adds at
 *   most `perAddressThreshold` attempts to any window: with `accountThreshold` above it, only
 *   several addresses together can lock the account for its owner.
 * While locked, every attempt answers exactly like a wrong one, nothing is counted, and nothing
 * tells anyone whether the email has an account. Each lock mails the owner once, with a
 * one-time unlock link (random, stored as its SHA-256 hash, valid `unlockTtlMs`) that lifts
 * every lock of the account. A successful sign-in resets the account's count and its address's.
 * Every change is an atomic update, so several identity instances count as one.
 */
import { randomBytes } from 'node:crypto';
import { linkTokenHash } from './password-links.ts';
import type { Logger } from 'pino';
import { isStaffRole, type PasswordArea } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import { composeMail, type MailLanguage } from './mail/compose.ts';
import { lockoutContent } from './mail/lockout-mail.ts';
import type { Mailer } from './mail/mailer.ts';
import { MailCapReached } from './mail/recipient-cap.ts';
import type { SignInFailureModel } from './models/sign-in-failure.model.ts';
import type { UnlockLinkModel } from './models/unlock-link.model.ts';
import { isDuplicateKeyError, type UserDocument, type UserModel } from './models/user.model.ts';

/**
 * The lockout's numbers (docs/api.md "Sign-in lockout"): SIGN_IN_LOCKOUT_THRESHOLD,
 * SIGN_IN_ACCOUNT_LOCKOUT_THRESHOLD, SIGN_IN_LOCKOUT_MINUTES, SIGN_IN_LOCKOUT_MAX_MINUTES and
 * UNLOCK_LINK_TTL_HOURS.
 */
export interface LockoutSettings {
  /** Wrong attempts from one address that lock the account at that address; default 5. */
  perAddressThreshold: number;
  /** Wrong attempts from all addresses within `durationMs` that lock the account; default 20. */
  accountThreshold: number;
  /** The first lock, and the window of the account's count, in ms; default 15 minutes. */
  durationMs: number;
  /** The longest lock, in ms; default 4 hours. */
  maxDurationMs: number;
  /** Lifetime of a mailed unlock link, in ms; default 24 hours. */
  unlockTtlMs: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = {
  perAddressThreshold: 5,
  accountThreshold: 20,
  durationMs: 15 * 60 * 1000,
  maxDurationMs: 4 * 60 * 60 * 1000,
  unlockTtlMs: 24 * 60 * 60 * 1000,
};

/** How long an address's failure row outlives its last change (then its backoff starts over), ms. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** The refusal of an unknown, used or expired unlock link, in both languages. */
export const UNLOCK_LINK_INVALID = {
  ar: 'انتهت صلاحية رابط فك القفل أو سبق استخدامه',
  en: 'This unlock link has expired or was already used',
} as const;

/** The "forgot password" page of the area `role` signs in to, absolute. */
export function forgotPasswordUrl(publicUrl: string, role: string): string {
  return `${publicUrl}${isStaffRole(role) ? '/admin' : '/user'}/forgot-password`;
}

/** The length in ms of a lock after `priorLocks` earlier ones: doubled each time, at most the maximum. */
export function lockDurationMs(settings: LockoutSettings, priorLocks: number): number {
  return Math.min(settings.durationMs * 2 ** Math.min(priorLocks, 30), settings.maxDurationMs);
}

/** The lockout operations; `now` gives the time in ms since the epoch. */
export function createSignInLockout(deps: {
  User: UserModel;
  SignInFailure: SignInFailureModel;
  UnlockLink: UnlockLinkModel;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  settings: LockoutSettings;
  now: () => number;
}) {
  const { User, SignInFailure, UnlockLink, mailer, logger, publicUrl, settings, now } = deps;
  const notLockedAt = (at: Date) => ({ $or: [{ locked_until: { $exists: false } }, { locked_until: { $lte: at } }] });

  /**
   * True while `user` may not sign in from `ip`: the account is locked, or this address is
   * (unless the password was set since that lock began).
   */
  async function isLocked(
    user: Pick<UserDocument, '_id' | 'locked_until' | 'password_changed_at'>,
    ip: string,
  ): Promise<boolean> {
    const at = now();
    if (user.locked_until && user.locked_until.getTime() > at) return true;
    const row = await SignInFailure.findOne({ user_id: user._id, ip, locked_until: { $gt: new Date(at) } })
      .select('locked_at')
      .lean();
    if (!row) return false;
    return !(user.password_changed_at && row.locked_at && user.password_changed_at >= row.locked_at);
  }

  /** Stores a new unlock link for `user` and mails it with the notice of a `durationMs` lock. */
  async function mailUnlockLink(user: UserDocument, durationMs: number, lang: MailLanguage): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await UnlockLink.create({
      token_hash: linkTokenHash(token),
      user_id: user._id,
      expires_at: new Date(now() + settings.unlockTtlMs),
    });
    const area = isStaffRole(user.role) ? 'admin' : 'user';
    const content = lockoutContent({
      name: user.name,
      minutes: Math.round(durationMs / 60_000),
      unlockUrl: `${publicUrl}/${area}/unlock?token=${token}`,
      unlockHours: Math.round(settings.unlockTtlMs / 3_600_000),
      forgotUrl: forgotPasswordUrl(publicUrl, user.role),
    });
    // The body carries the link: the outbox removes it once the mail is sent.
    await mailer.send(composeMail(user.email, content, lang), { kind: 'unlock_link', dropBody: true });
  }

  /** After a lock: logs it and, for an active account, mails the owner without the caller waiting. */
  function announceLock(user: UserDocument, durationMs: number, scope: 'account' | 'address'): void {
    logger.warn(
      { user: user._id.toString(), scope, duration_ms: durationMs },
      'sign-in locked after repeated failures',
    );
    if (!user.is_active) return;
    void mailUnlockLink(user, durationMs, 'ar').catch((error: unknown) => {
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'lockout notice mail failed');
    });
  }

  /** Counts one failure of `user` from `ip`; locks the address at its threshold. */
  async function countAddress(user: UserDocument, ip: string, at: Date): Promise<void> {
    let row;
    try {
      row = await SignInFailure.findOneAndUpdate(
        { user_id: user._id, ip, ...notLockedAt(at) },
        {
          $inc: { count: 1 },
          $set: { expires_at: new Date(at.getTime() + FAILURE_MEMORY_MS) },
          $setOnInsert: { locks: 0 },
        },
        { new: true, upsert: true },
      ).lean();
    } catch (error) {
      // The row exists but is locked: the upsert's insert met the unique index. Not counted.
      if (isDuplicateKeyError(error)) return;
      throw error;
    }
    if (!row || row.count < settings.perAddressThreshold) return;
    const durationMs = lockDurationMs(settings, row.locks);
    const locked = await SignInFailure.updateOne(
      { _id: row._id, locks: row.locks, count: { $gte: settings.perAddressThreshold }, ...notLockedAt(at) },
      {
        $set: { count: 0, locked_at: at, locked_until: new Date(at.getTime() + durationMs) },
        $inc: { locks: 1 },
      },
    );
    if (locked.modifiedCount === 1) announceLock(user, durationMs, 'address');
  }

  /** Counts one failure of `user` in the account's window; locks the account at its threshold. */
  async function countAccount(user: UserDocument, at: Date): Promise<void> {
    const windowStart = new Date(at.getTime() - settings.durationMs);
    const options = { new: true, timestamps: false, projection: { failed_sign_ins: 1, lockouts: 1 } } as const;
    const counted =
      (await User.findOneAndUpdate(
        { _id: user._id, failed_sign_ins_since: { $gt: windowStart }, ...notLockedAt(at) },
        { $inc: { failed_sign_ins: 1 } },
        options,
      ).lean()) ??
      (await User.findOneAndUpdate(
        {
          _id: user._id,
          $and: [
            notLockedAt(at),
            { $or: [{ failed_sign_ins_since: { $exists: false } }, { failed_sign_ins_since: { $lte: windowStart } }] },
          ],
        },
        { $set: { failed_sign_ins: 1, failed_sign_ins_since: at } },
        options,
      ).lean());
    if (!counted || (counted.failed_sign_ins ?? 0) < settings.accountThreshold) return;
    const prior = counted.lockouts ?? 0;
    const durationMs = lockDurationMs(settings, prior);
    const locked = await User.updateOne(
      // The locking update unsets the count: of several instances at the threshold, one wins.
      { _id: user._id, failed_sign_ins: { $gte: settings.accountThreshold }, ...notLockedAt(at) },
      {
        $set: { locked_until: new Date(at.getTime() + durationMs), lockouts: prior + 1 },
        $unset: { failed_sign_ins: 1, failed_sign_ins_since: 1 },
      },
      { timestamps: false },
    );
    if (locked.modifiedCount === 1) announceLock(user, durationMs, 'account');
  }

  /**
   * Counts a wrong attempt on `user` from the address `ip` (a wrong password, TOTP or recovery
   * code): towards the lock of that address and the account's. An attempt made while either is
   * locked is not counted. The attempt that locks mails the owner once (of several instances
   * counting at once, one makes the locking update), without the caller waiting for the mail.
   * Rejects on a database error.
   */
  async function recordFailure(user: UserDocument, ip: string): Promise<void> {
    if (await isLocked(user, ip)) return;
    const at = new Date(now());
    await countAddress(user, ip, at);
    await countAccount(user, at);
  }

  /** Resets the account's count and the address's after a successful sign-in from `ip`. */
  async function recordSuccess(user: UserDocument, ip: string): Promise<void> {
    await SignInFailure.deleteOne({ user_id: user._id, ip });
    if (!user.failed_sign_ins && !user.locked_until && !user.lockouts) return;
    await User.updateOne(
      { _id: user._id },
      { $unset: { failed_sign_ins: 1, failed_sign_ins_since: 1, locked_until: 1, lockouts: 1 } },
      { timestamps: false },
    );
  }

  /**
   * `POST /api/password/unlock`: uses the unlock link `token` once. Lifts the account's lock and
   * every address's lock and count on it (each address keeps its backoff). Throws HttpError 400
   * {@link UNLOCK_LINK_INVALID} (in `lang`) for an unknown, used or expired link or an account
   * gone or inactive. Resolves the area the account signs in to.
   */
  async function unlock(token: string, lang: MailLanguage): Promise<PasswordArea> {
    const at = new Date(now());
    const open = { token_hash: linkTokenHash(token), used_at: { $exists: false }, expires_at: { $gt: at } };
    const link = await UnlockLink.findOneAndUpdate(open, { $set: { used_at: at } }).lean();
    const invalid = new HttpError(400, UNLOCK_LINK_INVALID[lang]);
    if (!link) throw invalid;
    const user = await User.findOneAndUpdate(
      { _id: link.user_id, is_active: true },
      { $unset: { failed_sign_ins: 1, failed_sign_ins_since: 1, locked_until: 1, lockouts: 1 } },
      { timestamps: false },
    );
    if (!user) throw invalid;
    await SignInFailure.updateMany(
      { user_id: link.user_id },
      { $set: { count: 0 }, $unset: { locked_until: 1, locked_at: 1 } },
    );
    logger.info({ user: user._id.toString() }, 'sign-in lock lifted by the mailed unlock link');
    return isStaffRole(user.role) ? 'admin' : 'client';
  }

  return { isLocked, recordFailure, recordSuccess, unlock };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;

/** The client address a sign-in is counted under (`ctx.ip`, behind the gateway's trusted proxy). */
export function clientAddressOf(ctx: { ip: string }): string {
  return ctx.ip || 'unknown';
}
