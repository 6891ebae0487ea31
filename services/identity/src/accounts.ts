/**
 * The account rules shared by the public and internal routes: sign-in checks and the creation of
 * client accounts for guests, made without a password: the owner chooses it from the one-time
 * set-password link mailed to them (architecture "Passwords", `password-links.ts`).
 */
import type { Role } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import { existingAccountMail, setPasswordMail, signInReminderMail } from './mail/account-mails.ts';
import type { Mailer } from './mail/mailer.ts';
import { MailCapReached } from './mail/recipient-cap.ts';
import { isDuplicateKeyError, type UserDocument, type UserModel } from './models/user.model.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { SignInLockout } from './sign-in-lockout.ts';

export interface AccountsDeps {
  User: UserModel;
  mailer: Mailer;
  logger: Logger;
  /** Base URL of the site for links in mail, no trailing slash. */
  publicUrl: string;
  /** The sign-in lockout per account and client address; without it nobody is ever locked. */
  lockout?: SignInLockout;
}

/** Outcome of a sign-in attempt; `invalid` covers unknown email, wrong password and wrong role. */
export type SignInResult = { kind: 'ok'; user: UserDocument } | { kind: 'invalid' } | { kind: 'inactive' };

/**
 * A reminder or an "already have an account" mail is not sent this soon after the set-password
 * mail (the guest chain of spec §7 asks at once; a register form sent twice).
 */
export const REMINDER_QUIET_MS = 10 * 60 * 1000;

/** Normalises an email the way the model stores it (trimmed, lower-case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account operations on `deps`. */
export function createAccounts(deps: AccountsDeps) {
  const { User, mailer, logger, publicUrl, lockout } = deps;
  const loginUrl = `${publicUrl}/user/login`;
  const contactUrl = `${publicUrl}/contact`;
  const forgotUrl = `${publicUrl}/user/forgot-password`;
  const MAIL_FAILED = 'Could not send the account email; please try again later';

  /**
   * Checks `email`/`password` for an account of `role` (or of one of several roles: the staff
   * login takes `STAFF_ROLES`) signing in from the client address `ip`. An account of another
   * role is `invalid` exactly like a wrong password, and nothing is counted on it: a route signs
   * in only its own area's accounts, so the client route cannot lock a staff account.
   * `inactive` only when the password is right. With `deps.lockout`
   * (`sign-in-lockout.ts`), a wrong password counts towards the account's lockout at `ip`, a
   * locked account is `invalid` even with the right password. The caller resets the count
   * (`SignInLockout.recordSuccess`) once the whole sign-in succeeded, second factor included.
   */
  async function signIn(
    email: string,
    password: string,
    role: Role | readonly Role[],
    ip: string,
  ): Promise<SignInResult> {
    const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
    const user = await User.findOne({ email: normalizeEmail(email) });
    const matches = await verifyPassword(password, user?.password_hash);
    if (!user || !roles.includes(user.role)) return { kind: 'invalid' };
    // A locked account answers like a wrong password, right one or not.
    if (await lockout?.isLocked(user, ip)) return { kind: 'invalid' };
    if (!matches) {
      await lockout?.recordFailure(user, ip);
      return { kind: 'invalid' };
    }
    if (!user.is_active) return { kind: 'inactive' };
    if (user.password_hash && needsRehash(user.password_hash)) await rehash(user, password);
    return { kind: 'ok', user };
  }

  /**
   * Stores `password` (just verified against an older hash: bcrypt, or argon2 with other
   * parameters) again as argon2id, unless the password changed meanwhile. A failure is logged:
   * the sign-in goes on, and the next one tries again.
   */
  async function rehash(user: UserDocument, password: string): Promise<void> {
    try {
      const fresh = await hashPassword(password);
      await User.updateOne(
        { _id: user._id, password_hash: user.password_hash },
        { $set: { password_hash: fresh } },
        { timestamps: false },
      );
    } catch (error) {
      logger.warn({ err: error, user: user._id.toString() }, 'password hash not upgraded; tried again next sign-in');
    }
  }

  /** The outbox key of an account's set-password mail: one per account, so a second write is a no-op. */
  const accountMailKey = (userId: Types.ObjectId) => `set-password:${userId.toString()}`;

  /** Writes the set-password mail of the new client `user` to the outbox (its link is made at send time). */
  function sendAccountMail(user: UserDocument): Promise<void> {
    return mailer.send(setPasswordMail(user, loginUrl, forgotUrl), {
      key: accountMailKey(user._id),
      kind: 'set_password',
      link: { purpose: 'set_password', user_id: user._id },
    });
  }

  /** Marks the set-password mail of `userId` as written to the outbox. */
  async function clearPendingMail(userId: Types.ObjectId): Promise<void> {
    await User.updateOne(
      { _id: userId },
      { $unset: { account_mail_pending: 1, account_mail_claimed_until: 1 } },
      { timestamps: false },
    );
  }

  /**
   * Creates a client account for a guest, without a password, and mails them the one-time link
   * to choose it (spec §7 guest submission, {@link setPasswordMail}; valid 72 hours). If the
   * email already has an account nothing changes and `created` is false. The mail only goes
   * into the outbox (the outbox worker makes the link and delivers it, with retries, so SMTP
   * being down does not matter here). If even the outbox cannot be written, the new account is
   * removed again and HttpError 502 is thrown.
   *
   * Crash safety ("no account without its mail"): the account is inserted with
   * `account_mail_pending` (one atomic document write), the mail is written to the outbox, then
   * the mark is removed. A process or database that dies in between leaves a marked account,
   * and `deliverPendingAccountMails` writes its mail (the outbox key makes a repeat a no-op).
   * A mail over the per-recipient cap (`MailCapReached`) keeps the account marked: the sweep
   * writes it once the recipient's hour is over, and `created` is true.
   */
  async function createClientAccount(input: {
    name: string;
    email: string;
    phone?: string;
  }): Promise<{ created: boolean; user: UserDocument }> {
    const email = normalizeEmail(input.email);
    const existing = await User.findOne({ email });
    if (existing) return { created: false, user: existing };
    const user = new User({
      name: input.name,
      email,
      phone: input.phone,
      role: 'client',
      auto_created: true,
      account_mail_pending: true,
    });
    try {
      await user.save();
    } catch (error) {
      // Two submissions of one email at once: the unique index lets one win.
      const winner = isDuplicateKeyError(error) ? await User.findOne({ email }) : null;
      if (winner) return { created: false, user: winner };
      throw error;
    }
    try {
      await sendAccountMail(user);
    } catch (error) {
      if (error instanceof MailCapReached) {
        // Logged by the cap; the account stays marked and the sweep writes its mail later.
        return { created: true, user };
      }
      logger.error({ err: error, to: email }, 'set-password mail failed; removing the new account');
      await User.deleteOne({ _id: user._id }).catch((deleteError: unknown) =>
        logger.error(
          { err: deleteError, user: user._id.toString() },
          'the account could not be removed; the sweep writes its set-password mail',
        ),
      );
      throw new HttpError(502, MAIL_FAILED);
    }
    await clearPendingMail(user._id).catch((error: unknown) =>
      logger.warn(
        { err: error, user: user._id.toString() },
        'set-password mail written but the account still marked; the sweep clears it',
      ),
    );
    user.account_mail_pending = undefined;
    return { created: true, user };
  }

  /**
   * Writes to the outbox the set-password mail of every account still marked
   * `account_mail_pending` that was created more than `graceMs` ms before `now` (ms since the
   * epoch), i.e. left behind by a process or database that died between the account's insert
   * and its mail (younger ones may still be on their way in the request that created them).
   * Each account is claimed for `graceMs` first, so several identity instances sweeping at once
   * write it once; the outbox key makes a repeat after a crash a no-op. A mail the outbox does
   * not take (database away, recipient's cap) stays pending (logged, tried again next sweep).
   * Resolves how many were written and failed; rejects on a database error.
   */
  async function deliverPendingAccountMails(options: {
    graceMs: number;
    now?: number;
  }): Promise<{ sent: number; failed: number }> {
    const { graceMs, now = Date.now() } = options;
    // A pending copy of a mail with a generated password in clear (`pending_credentials_mail`,
    // from a backup of an older version) goes; the account gets a set-password mail instead.
    await User.collection.updateMany(
      { pending_credentials_mail: { $exists: true } },
      { $unset: { pending_credentials_mail: 1 }, $set: { account_mail_pending: true } },
    );
    const pending = await User.find({ account_mail_pending: true, created_at: { $lt: new Date(now - graceMs) } });
    let sent = 0;
    let failed = 0;
    for (const user of pending) {
      const claim = await User.updateOne(
        {
          _id: user._id,
          account_mail_pending: true,
          $or: [
            { account_mail_claimed_until: { $exists: false } },
            { account_mail_claimed_until: { $lte: new Date(now) } },
          ],
        },
        { $set: { account_mail_claimed_until: new Date(now + graceMs) } },
        { timestamps: false },
      );
      if (claim.modifiedCount !== 1) continue; // written meanwhile, or another instance has it
      try {
        await sendAccountMail(user);
      } catch (error) {
        failed += 1;
        // Over the recipient's hourly cap it simply waits for a later sweep.
        if (!(error instanceof MailCapReached)) {
          logger.error(
            { err: error, to: user.email, user: user._id.toString() },
            'pending set-password mail failed; retrying later',
          );
        }
        await User.updateOne(
          { _id: user._id },
          { $unset: { account_mail_claimed_until: 1 } },
          { timestamps: false },
        ).catch(() => undefined);
        continue;
      }
      await clearPendingMail(user._id);
      sent += 1;
      logger.info({ to: user.email, user: user._id.toString() }, 'pending set-password mail written');
    }
    return { sent, failed };
  }

  /**
   * `POST /api/user/send-password`: for an active, automatically created client account with
   * this email, mails a new set-password link ({@link setPasswordMail}) when it has no password
   * yet, else a sign-in reminder ({@link signInReminderMail}); does nothing for other emails,
   * and nothing within `REMINDER_QUIET_MS` of the account's creation (its first mail has just
   * gone out). Never throws for an unknown email: callers answer the same whatever happened
   * (no account enumeration).
   */
  async function remindSignIn(email: string, now = Date.now()): Promise<void> {
    const user = await User.findOne({
      email: normalizeEmail(email),
      role: 'client',
      auto_created: true,
      is_active: true,
    });
    if (!user || now - user.created_at.getTime() < REMINDER_QUIET_MS) return;
    try {
      if (user.password_hash) {
        await mailer.send(signInReminderMail(user, loginUrl, forgotUrl), { kind: 'sign_in_reminder' });
      } else {
        await mailer.send(setPasswordMail(user, loginUrl, forgotUrl), {
          kind: 'set_password',
          link: { purpose: 'set_password', user_id: user._id },
        });
      }
    } catch (error) {
      // Over the recipient's cap: skipped without a trace for the caller (the cap logged it).
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'sign-in reminder mail failed');
    }
  }

  /**
   * `POST /api/user/register` (no enumeration): resolves the same way whether or not
   * `input.email` has an account; only that inbox learns which. A new email gets an account
   * and its set-password mail (`createClientAccount`); an email with an account gets
   * {@link existingAccountMail} (unless the account is younger than `REMINDER_QUIET_MS`: its
   * set-password mail has just gone) and nothing changes. A mail over the per-recipient cap is
   * skipped silently (a new account's stays pending for the sweep). Mails go into the outbox, so
   * SMTP being down changes nothing here. Throws HttpError 502 'Could not send the account
   * email; please try again later' when the outbox cannot be written, in both cases alike.
   */
  async function register(input: { name: string; email: string; phone?: string }, now = Date.now()): Promise<void> {
    const { created, user } = await createClientAccount(input);
    if (created || now - user.created_at.getTime() < REMINDER_QUIET_MS) return;
    try {
      await mailer.send(existingAccountMail(user, loginUrl, contactUrl, forgotUrl), { kind: 'existing_account' });
    } catch (error) {
      if (error instanceof MailCapReached) return;
      logger.error({ err: error, to: user.email }, '"already have an account" mail failed');
      throw new HttpError(502, MAIL_FAILED);
    }
  }

  return { signIn, createClientAccount, register, deliverPendingAccountMails, remindSignIn };
}

export type Accounts = ReturnType<typeof createAccounts>;
