/**
 * The account rules shared by the public and internal routes: sign-in checks and the creation of
 * client accounts for guests with a server-generated password (architecture "Passwords").
 */
import type { Role } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import { credentialsMail, existingAccountMail, signInReminderMail } from './mail/account-mails.ts';
import type { Mailer } from './mail/mailer.ts';
import { MailCapReached } from './mail/recipient-cap.ts';
import { isDuplicateKeyError, type UserDocument, type UserModel } from './models/user.model.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';
import type { SignInLockout } from './sign-in-lockout.ts';

export interface AccountsDeps {
  User: UserModel;
  mailer: Mailer;
  logger: Logger;
  /** Base URL of the site for links in mail, no trailing slash. */
  publicUrl: string;
  /** Issue 14 part 2: the per-account sign-in lockout; without it nobody is ever locked. */
  lockout?: SignInLockout;
}

/** Outcome of a sign-in attempt; `invalid` covers unknown email, wrong password and wrong role. */
export type SignInResult = { kind: 'ok'; user: UserDocument } | { kind: 'invalid' } | { kind: 'inactive' };

/**
 * A reminder or an "already have an account" mail is not sent this soon after the credentials
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
  const MAIL_FAILED = 'Could not send the account email; please try again later';

  /**
   * Checks `email`/`password` for an account of `role` (or of one of several roles: the staff
   * login takes `STAFF_ROLES`, issue 14). An account of another role is
   * `invalid`, exactly like a wrong password (admins cannot use the client login and vice
   * versa). `inactive` only when the password is right. With `deps.lockout` (issue 14), a wrong
   * password counts towards the account's lockout, a locked account is `invalid` even with the
   * right password, and a successful sign-in resets the count.
   */
  async function signIn(email: string, password: string, role: Role | readonly Role[]): Promise<SignInResult> {
    const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
    const user = await User.findOne({ email: normalizeEmail(email) });
    const matches = await verifyPassword(password, user?.password_hash);
    // Issue 14 part 2: a locked account answers like a wrong password, right one or not.
    if (user && lockout?.isLocked(user)) return { kind: 'invalid' };
    if (user && !matches) await lockout?.recordFailure(user);
    if (!user || !matches || !roles.includes(user.role)) return { kind: 'invalid' };
    if (!user.is_active) return { kind: 'inactive' };
    await lockout?.recordSuccess(user);
    return { kind: 'ok', user };
  }

  /** The outbox key of an account's credentials mail: one per account, so a re-delivery is a no-op. */
  const credentialsMailKey = (userId: Types.ObjectId) => `credentials:${userId.toString()}`;

  /** Removes the pending mail of `userId` (its password with it) once the mail has gone out. */
  async function clearPendingMail(userId: Types.ObjectId): Promise<void> {
    await User.updateOne({ _id: userId }, { $unset: { pending_credentials_mail: 1 } }, { timestamps: false });
  }

  /**
   * Creates a client account for a guest with a server-generated password and mails the
   * credentials (spec §7 guest submission). If the email already has an account nothing
   * changes and `created` is false. The mail only goes into the outbox (issue 14 part 4: the
   * outbox worker delivers it, with retries, so SMTP being down does not matter here). If even
   * the outbox cannot be written, the new account is removed again (its password would be
   * unknown to anyone) and HttpError 502 is thrown.
   *
   * Crash safety (issue 11 part 5): the account is inserted together with its credentials mail
   * (`pending_credentials_mail`, one atomic document write), the mail is sent, then the pending
   * copy is removed. A process or database that dies in between leaves an account whose mail
   * is still pending, and `deliverPendingCredentialsMails` sends it; a removal of the account
   * or of the pending copy that fails (the database just went away) is logged and left to it.
   *
   * Issue 13: the password is hashed before the email is looked up, so an existing email takes
   * as long as a new one (bcrypt is most of the time). A credentials mail over the
   * per-recipient cap (`MailCapReached`) keeps the account with its mail pending: the sweep
   * sends it once the recipient's hour is over, and `created` is true.
   */
  async function createClientAccount(input: {
    name: string;
    email: string;
    phone?: string;
  }): Promise<{ created: boolean; user: UserDocument }> {
    const email = normalizeEmail(input.email);
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const existing = await User.findOne({ email });
    if (existing) return { created: false, user: existing };
    const user = new User({
      name: input.name,
      email,
      phone: input.phone,
      role: 'client',
      password_hash: passwordHash,
      auto_created: true,
      must_change_password: true,
    });
    const mail = credentialsMail(user, password, loginUrl);
    user.pending_credentials_mail = mail;
    try {
      await user.save();
    } catch (error) {
      // Two submissions of one email at once: the unique index lets one win.
      const winner = isDuplicateKeyError(error) ? await User.findOne({ email }) : null;
      if (winner) return { created: false, user: winner };
      throw error;
    }
    try {
      await mailer.send(mail, { key: credentialsMailKey(user._id), kind: 'credentials' });
    } catch (error) {
      if (error instanceof MailCapReached) {
        // Logged by the cap; the mail stays pending on the account and the sweep sends it later.
        return { created: true, user };
      }
      logger.error({ err: error, to: email }, 'credentials mail failed; removing the new account');
      await User.deleteOne({ _id: user._id }).catch((deleteError: unknown) =>
        logger.error(
          { err: deleteError, user: user._id.toString() },
          'the account could not be removed; its pending credentials mail is sent by the sweep',
        ),
      );
      throw new HttpError(502, MAIL_FAILED);
    }
    await clearPendingMail(user._id).catch((error: unknown) =>
      logger.warn(
        { err: error, user: user._id.toString() },
        'credentials mail sent but its pending copy not removed; the sweep removes it',
      ),
    );
    user.pending_credentials_mail = undefined;
    return { created: true, user };
  }

  /**
   * Issue 11 part 5: queues in the outbox (issue 14 part 4; the outbox worker delivers it) every
   * credentials mail still pending on an account created more than
   * `graceMs` ms before `now` (ms since the epoch), i.e. left behind by a process or database
   * that died between the account's insert and the mail (younger ones may still be on their
   * way in the request that created them). Each mail is claimed for `graceMs` first, so
   * several identity instances sweeping at once queue it once; the outbox key makes a repeat
   * after a crash a no-op. A mail the outbox does not take (database away, recipient's cap)
   * stays pending (logged, tried again next sweep). Resolves how many were sent and failed; rejects on a database error.
   * Never logs a mail body or password.
   */
  async function deliverPendingCredentialsMails(options: {
    graceMs: number;
    now?: number;
  }): Promise<{ sent: number; failed: number }> {
    const { graceMs, now = Date.now() } = options;
    const pending = await User.find({
      pending_credentials_mail: { $exists: true },
      created_at: { $lt: new Date(now - graceMs) },
    })
      .select('+pending_credentials_mail')
      .lean();
    let sent = 0;
    let failed = 0;
    for (const user of pending) {
      const claim = await User.updateOne(
        {
          _id: user._id,
          pending_credentials_mail: { $exists: true },
          $or: [
            { 'pending_credentials_mail.claimed_until': { $exists: false } },
            { 'pending_credentials_mail.claimed_until': { $lte: new Date(now) } },
          ],
        },
        { $set: { 'pending_credentials_mail.claimed_until': new Date(now + graceMs) } },
        { timestamps: false },
      );
      const mail = user.pending_credentials_mail;
      if (claim.modifiedCount !== 1 || !mail) continue; // sent meanwhile, or another instance has it
      const { to, subject, text, html } = mail;
      try {
        await mailer.send(
          { to, subject, text, ...(html ? { html } : {}) },
          { key: credentialsMailKey(user._id), kind: 'credentials' },
        );
      } catch (error) {
        failed += 1;
        // Over the recipient's hourly cap (issue 13) it simply waits for a later sweep.
        if (!(error instanceof MailCapReached)) {
          logger.error(
            { err: error, to, user: user._id.toString() },
            'pending credentials mail failed; retrying later',
          );
        }
        await User.updateOne(
          { _id: user._id },
          { $unset: { 'pending_credentials_mail.claimed_until': 1 } },
          { timestamps: false },
        ).catch(() => undefined);
        continue;
      }
      await clearPendingMail(user._id);
      sent += 1;
      logger.info({ to, user: user._id.toString() }, 'pending credentials mail sent');
    }
    return { sent, failed };
  }

  /**
   * Mails a sign-in reminder (no password) to an active, automatically created client account
   * with this email; does nothing for other emails, and nothing within `REMINDER_QUIET_MS` of
   * the account's creation (the credentials mail has just gone out). Never throws for an
   * unknown email: callers answer the same whatever happened (no account enumeration).
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
      await mailer.send(signInReminderMail(user, loginUrl, contactUrl), { kind: 'sign_in_reminder' });
    } catch (error) {
      // Over the recipient's cap: skipped without a trace for the caller (the cap logged it).
      if (!(error instanceof MailCapReached))
        logger.error({ err: error, to: user.email }, 'sign-in reminder mail failed');
    }
  }

  /**
   * `POST /api/user/register` (issue 13 part 3, no enumeration): resolves the same way whether
   * or not `input.email` has an account, after about the same time (bcrypt runs either way);
   * only that inbox learns which. A new email gets an account and its credentials mail
   * (`createClientAccount`); an email with an account gets {@link existingAccountMail} (unless
   * the account is younger than `REMINDER_QUIET_MS`: its credentials mail has just gone) and
   * nothing changes. A mail over the per-recipient cap is skipped silently (a new account's
   * stays pending for the sweep). Mails go into the outbox, so SMTP being down changes nothing
   * here (issue 14 part 4). Throws HttpError 502 'Could not send the account email;
   * please try again later' when the outbox cannot be written, in both cases alike.
   */
  async function register(input: { name: string; email: string; phone?: string }, now = Date.now()): Promise<void> {
    const { created, user } = await createClientAccount(input);
    if (created || now - user.created_at.getTime() < REMINDER_QUIET_MS) return;
    try {
      await mailer.send(existingAccountMail(user, loginUrl, contactUrl), { kind: 'existing_account' });
    } catch (error) {
      if (error instanceof MailCapReached) return;
      logger.error({ err: error, to: user.email }, '"already have an account" mail failed');
      throw new HttpError(502, MAIL_FAILED);
    }
  }

  return { signIn, createClientAccount, register, deliverPendingCredentialsMails, remindSignIn };
}

export type Accounts = ReturnType<typeof createAccounts>;
