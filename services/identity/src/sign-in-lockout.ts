/**
 * Sign-in lockout per account (issue 14 part 2): after `threshold` wrong passwords in a row on
 * an existing account, it is locked for `durationMs`; while locked every sign-in answers exactly
 * like a wrong password (so nothing tells an attacker, or anyone, whether the email has an
 * account), and the account's owner gets one notice mail per lockout. A successful sign-in resets
 * the count. The state lives on the user document and changes by atomic updates, so it holds
 * across identity instances.
 */
import type { Logger } from 'pino';
import { isStaffRole } from '@consulting/contracts';
import { composeMail } from './mail/compose.ts';
import type { Mailer } from './mail/mailer.ts';
import { lockoutContent } from './mail/password-mails.ts';
import { MailCapReached } from './mail/recipient-cap.ts';
import type { UserDocument, UserModel } from './models/user.model.ts';

/** SIGN_IN_LOCKOUT_THRESHOLD and SIGN_IN_LOCKOUT_MINUTES (defaults 5 and 15). */
export interface LockoutSettings {
  /** Wrong passwords in a row that lock the account. */
  threshold: number;
  /** How long a lockout lasts, in milliseconds. */
  durationMs: number;
}

export const DEFAULT_LOCKOUT: LockoutSettings = { threshold: 5, durationMs: 15 * 60 * 1000 };

/** The "forgot password" page of the area `role` signs in to, absolute. */
export function forgotPasswordUrl(publicUrl: string, role: string): string {
  return `${publicUrl}${isStaffRole(role) ? '/admin' : '/user'}/forgot-password`;
}

/** The lockout operations over `User`; `now` gives the time in ms since the epoch. */
export function createSignInLockout(deps: {
  User: UserModel;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  settings: LockoutSettings;
  now: () => number;
}) {
  const { User, mailer, logger, publicUrl, settings, now } = deps;

  /** True while `user` is locked. */
  function isLocked(user: Pick<UserDocument, 'locked_until'>): boolean {
    return user.locked_until !== undefined && user.locked_until.getTime() > now();
  }

  /**
   * Counts a wrong password on `user`; the attempt that reaches the threshold locks the account
   * (and resets the count) and mails the notice to an active account, once: of several
   * instances counting at once only one makes the locking update. The mail goes out without the
   * caller waiting for it (the answer must not take longer for an existing account); its failure
   * is logged. Rejects on a database error.
   */
  async function recordFailure(user: UserDocument): Promise<void> {
    const at = new Date(now());
    const notLocked = { $or: [{ locked_until: { $exists: false } }, { locked_until: { $lte: at } }] };
    const counted = await User.findOneAndUpdate(
      { _id: user._id, ...notLocked },
      { $inc: { failed_sign_ins: 1 } },
      { new: true, timestamps: false, projection: { failed_sign_ins: 1 } },
    ).lean();
    if (!counted || (counted.failed_sign_ins ?? 0) < settings.threshold) return;
    const locked = await User.updateOne(
      { _id: user._id, failed_sign_ins: { $gte: settings.threshold }, ...notLocked },
      { $set: { locked_until: new Date(at.getTime() + settings.durationMs), failed_sign_ins: 0 } },
      { timestamps: false },
    );
    if (locked.modifiedCount !== 1) return;
    logger.warn({ user: user._id.toString() }, 'account locked after repeated failed sign-ins');
    if (!user.is_active) return;
    const minutes = Math.round(settings.durationMs / 60_000);
    const mail = composeMail(user.email, lockoutContent(user.name, minutes, forgotPasswordUrl(publicUrl, user.role)));
    void mailer.send(mail).catch((error: unknown) => {
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'lockout notice mail failed');
    });
  }

  /** Resets the count after a successful sign-in (no write when there is nothing to reset). */
  async function recordSuccess(user: UserDocument): Promise<void> {
    if (!user.failed_sign_ins && !user.locked_until) return;
    await User.updateOne({ _id: user._id }, { $unset: { failed_sign_ins: 1, locked_until: 1 } }, { timestamps: false });
  }

  return { isLocked, recordFailure, recordSuccess };
}

export type SignInLockout = ReturnType<typeof createSignInLockout>;
