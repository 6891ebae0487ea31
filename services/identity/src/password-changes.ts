/**
 * Passwords people manage themselves (architecture "Passwords"): change (client area and admin
 * panel), forgot/reset by a single-use mailed link valid 30 minutes, the first password of an
 * account made without one (its set-password link, valid 72 hours, is redeemed as a reset), and
 * the end of a password an admin chose (`must_change_password`). Every change or reset revokes
 * sessions (a change keeps the caller's own, a reset none), voids older links and mails a notice.
 */
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import { isStaffRole, type PasswordArea } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import { normalizeEmail } from './accounts.ts';
import { composeMail, type MailLanguage } from './mail/compose.ts';
import type { Mailer } from './mail/mailer.ts';
import { passwordChangedContent, passwordResetContent } from './mail/password-mails.ts';
import { MailCapReached } from './mail/recipient-cap.ts';
import type { PasswordResetModel } from './models/password-reset.model.ts';
import type { SessionModel } from './models/session.model.ts';
import type { UserDocument, UserModel } from './models/user.model.ts';
import { assertPasswordRule } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { LINK_SLOT, linkTokenHash } from './password-links.ts';
import { forgotPasswordUrl } from './sign-in-lockout.ts';
import type { Sessions } from './sessions.ts';

/** Default lifetime of a reset link ("valid for 30 minutes"), in ms; PASSWORD_RESET_TTL_MINUTES. */
export const DEFAULT_RESET_TTL_MS = 30 * 60 * 1000;

/** The refusals of the password routes, in both languages. */
export const PASSWORD_TEXTS = {
  wrongCurrent: { ar: 'كلمة المرور الحالية غير صحيحة', en: 'The current password is wrong' },
  sameAsCurrent: {
    ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية',
    en: 'The new password must differ from the current one',
  },
  linkInvalid: {
    ar: 'انتهت صلاحية هذا الرابط أو سبق استخدامه؛ اطلب رابطاً جديداً',
    en: 'This link has expired or was already used; ask for a new one',
  },
  forgotReply: {
    ar: 'إن كان هذا البريد لحساب لدينا فسيصله رابط لاختيار كلمة مرور جديدة، يعمل مرة واحدة خلال 30 دقيقة.',
    en: 'If this email belongs to an account, a link to choose a new password is on its way; it works once, within 30 minutes.',
  },
} as const;

/** Hex SHA-256 of a reset token: what `password_resets` stores instead of the token. */

/** The words of an account a password must not lean on (zxcvbn user inputs). */
function userInputsOf(user: Pick<UserDocument, 'email' | 'name'>): string[] {
  return [user.email, user.name];
}

/** The password operations; `now` gives the time in ms since the epoch. */
export function createPasswordChanges(deps: {
  User: UserModel;
  PasswordReset: PasswordResetModel;
  Session: SessionModel;
  sessions: Sessions;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  resetTtlMs: number;
  now: () => number;
}) {
  const { User, PasswordReset, Session, sessions, mailer, logger, publicUrl, resetTtlMs, now } = deps;

  /** Mails `content` to `user`, never failing the caller: the password is already changed. */
  async function notify(user: UserDocument, lang: MailLanguage): Promise<void> {
    const mail = composeMail(
      user.email,
      passwordChangedContent(user.name, forgotPasswordUrl(publicUrl, user.role)),
      lang,
    );
    await mailer.send(mail).catch((error: unknown) => {
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'password notice mail failed');
    });
  }

  /**
   * Stores `passwordHash` as the password of `userId` at `at`: clears `must_change_password` and
   * any lockout, and voids every reset link still open. Resolves the updated user (null if gone).
   */
  async function setPassword(userId: Types.ObjectId, passwordHash: string, at: Date): Promise<UserDocument | null> {
    const user = await User.findOneAndUpdate(
      { _id: userId },
      {
        $set: { password_hash: passwordHash, password_changed_at: at },
        $unset: { must_change_password: 1, failed_sign_ins: 1, locked_until: 1 },
      },
      { new: true },
    );
    await PasswordReset.updateMany({ user_id: userId, used_at: { $exists: false } }, { $set: { used_at: at } });
    return user;
  }

  /**
   * `POST /api/user/password` and `POST /api/admin/password`: the signed-in user `userId` (whose
   * token carries session `sid`, kept) changes their password. Throws HttpError 400 in `lang`
   * for a wrong current password, a new password equal to it, or one that breaks the rule
   * (`assertPasswordRule`); 401 'Authentication required' when the account is gone. On success
   * the user's other sessions are revoked, older reset links voided, `must_change_password`
   * cleared, the notice mailed; resolves the updated user.
   */
  async function change(input: {
    userId: string;
    sid?: string;
    currentPassword: string;
    newPassword: string;
    lang: MailLanguage;
  }): Promise<UserDocument> {
    const { userId, sid, currentPassword, newPassword, lang } = input;
    const user = await User.findById(userId);
    if (!user || !user.is_active) throw new HttpError(401, 'Authentication required');
    if (!(await verifyPassword(currentPassword, user.password_hash)))
      throw new HttpError(400, PASSWORD_TEXTS.wrongCurrent[lang]);
    if (newPassword === currentPassword) throw new HttpError(400, PASSWORD_TEXTS.sameAsCurrent[lang]);
    assertPasswordRule(newPassword, userInputsOf(user), lang);
    const at = new Date(now());
    const updated = await setPassword(user._id, await hashPassword(newPassword), at);
    if (!updated) throw new HttpError(401, 'Authentication required');
    await Session.updateMany(
      { user_id: user._id, revoked_at: { $exists: false }, ...(sid ? { sid: { $ne: sid } } : {}) },
      { $set: { revoked_at: at, revoked_reason: 'password_set' } },
    );
    await notify(updated, lang);
    return updated;
  }

  /**
   * The work of `POST /api/password/forgot` after its answer: for an active account of `email`,
   * writes the reset mail in `lang` to the outbox; the outbox worker makes its link when it
   * sends it (`PasswordLinks.issue`: valid `resetTtlMs`, voiding the account's older links,
   * leading to the reset page of the account's own area, so a staff member who asked on the
   * client page still gets the panel's link). For any other email does nothing. This is also
   * the resend of a set-password link: an account without a password yet sets one this way.
   * Resolves when done; rejects on a database or mail error (a mail over the recipient cap is skipped).
   */
  async function sendResetLink(email: string, lang: MailLanguage): Promise<void> {
    const user = await User.findOne({ email: normalizeEmail(email), is_active: true });
    if (!user) return;
    const minutes = Math.round(resetTtlMs / 60_000);
    const mail = composeMail(user.email, passwordResetContent(user.name, LINK_SLOT, minutes), lang);
    try {
      // The link is made when the mail is sent (`password-links.ts`): the outbox never holds it.
      await mailer.send(mail, { kind: 'password_reset', link: { purpose: 'reset', user_id: user._id } });
    } catch (error) {
      if (!(error instanceof MailCapReached)) throw error;
    }
  }

  /**
   * `POST /api/password/forgot`: starts {@link sendResetLink} without waiting for it, so the
   * answer takes the same time whether or not the email has an account (no
   * enumeration); a failure is logged. Resolves the promise of that work (tests await it).
   */
  function forgot(email: string, lang: MailLanguage): Promise<void> {
    return sendResetLink(email, lang).catch((error: unknown) => {
      logger.error({ err: error }, 'password reset link not sent');
    });
  }

  /**
   * `POST /api/password/reset`: sets `newPassword` for the account of the reset link `token`.
   * Throws HttpError 400 {@link PASSWORD_TEXTS}.linkInvalid (in `lang`) for an unknown, expired,
   * used or voided link or an account no longer active, and 400 with the rule's message when
   * the password breaks it, the link then staying usable. The link is claimed atomically, so of
   * two uses at once one wins. On success every session of the user is revoked, the lockout
   * and `must_change_password` cleared, the notice mailed; resolves the account's area.
   */
  async function reset(input: { token: string; newPassword: string; lang: MailLanguage }): Promise<PasswordArea> {
    const { token, newPassword, lang } = input;
    const invalid = new HttpError(400, PASSWORD_TEXTS.linkInvalid[lang]);
    const at = new Date(now());
    const open = { token_hash: linkTokenHash(token), used_at: { $exists: false }, expires_at: { $gt: at } };
    const link = await PasswordReset.findOne(open).lean();
    const user = link ? await User.findById(link.user_id) : null;
    if (!link || !user || !user.is_active) throw invalid;
    if (user.password_changed_at && user.password_changed_at > link.created_at) throw invalid;
    assertPasswordRule(newPassword, userInputsOf(user), lang);
    const passwordHash = await hashPassword(newPassword);
    const claimed = await PasswordReset.updateOne({ _id: link._id, ...open }, { $set: { used_at: at } });
    if (claimed.modifiedCount !== 1) throw invalid;
    const updated = await setPassword(user._id, passwordHash, at);
    if (!updated) throw invalid;
    await sessions.revokeAllOf(user._id, 'password_set');
    await notify(updated, lang);
    return isStaffRole(updated.role) ? 'admin' : 'client';
  }

  return { change, forgot, reset };
}

export type PasswordChanges = ReturnType<typeof createPasswordChanges>;
