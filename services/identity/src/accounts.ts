/**
 * The account rules shared by the public and internal routes: sign-in checks and the creation of
 * client accounts for guests with a server-generated password (architecture "Passwords").
 */
import type { Role } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import type { Logger } from 'pino';
import { credentialsMail, signInReminderMail } from './mail/account-mails.ts';
import type { Mailer } from './mail/mailer.ts';
import { isDuplicateKeyError, type UserDocument, type UserModel } from './models/user.model.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

export interface AccountsDeps {
  User: UserModel;
  mailer: Mailer;
  logger: Logger;
  /** Base URL of the site for links in mail, no trailing slash. */
  publicUrl: string;
}

/** Outcome of a sign-in attempt; `invalid` covers unknown email, wrong password and wrong role. */
export type SignInResult = { kind: 'ok'; user: UserDocument } | { kind: 'invalid' } | { kind: 'inactive' };

/** A reminder is not sent this soon after the credentials mail (the guest chain of spec §7 asks at once). */
export const REMINDER_QUIET_MS = 10 * 60 * 1000;

/** Normalises an email the way the model stores it (trimmed, lower-case). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account operations on `deps`. */
export function createAccounts(deps: AccountsDeps) {
  const { User, mailer, logger, publicUrl } = deps;
  const loginUrl = `${publicUrl}/user/login`;

  /**
   * Checks `email`/`password` for an account of `role`. An account of another role is
   * `invalid`, exactly like a wrong password (admins cannot use the client login and vice
   * versa). `inactive` only when the password is right.
   */
  async function signIn(email: string, password: string, role: Role): Promise<SignInResult> {
    const user = await User.findOne({ email: normalizeEmail(email) });
    const matches = await verifyPassword(password, user?.password_hash);
    if (!user || !matches || user.role !== role) return { kind: 'invalid' };
    if (!user.is_active) return { kind: 'inactive' };
    return { kind: 'ok', user };
  }

  /**
   * Creates a client account for a guest with a server-generated password and mails the
   * credentials (spec §7 guest submission). If the email already has an account nothing
   * changes and `created` is false. If the mail cannot be sent, the new account is removed
   * again (its password would be unknown to anyone) and HttpError 502 is thrown.
   */
  async function createClientAccount(input: {
    name: string;
    email: string;
    phone?: string;
  }): Promise<{ created: boolean; user: UserDocument }> {
    const email = normalizeEmail(input.email);
    const existing = await User.findOne({ email });
    if (existing) return { created: false, user: existing };
    const password = generatePassword();
    let user: UserDocument;
    try {
      user = await User.create({
        name: input.name,
        email,
        phone: input.phone,
        role: 'client',
        password_hash: await hashPassword(password),
        auto_created: true,
        must_change_password: true,
      });
    } catch (error) {
      // Two submissions of one email at once: the unique index lets one win.
      const winner = isDuplicateKeyError(error) ? await User.findOne({ email }) : null;
      if (winner) return { created: false, user: winner };
      throw error;
    }
    try {
      await mailer.send(credentialsMail(user, password, loginUrl));
    } catch (error) {
      logger.error({ err: error, to: email }, 'credentials mail failed; removing the new account');
      await User.deleteOne({ _id: user._id });
      throw new HttpError(502, 'Could not send the account email; please try again later');
    }
    return { created: true, user };
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
      await mailer.send(signInReminderMail(user, loginUrl, `${publicUrl}/contact`));
    } catch (error) {
      logger.error({ err: error, to: user.email }, 'sign-in reminder mail failed');
    }
  }

  return { signIn, createClientAccount, remindSignIn };
}

export type Accounts = ReturnType<typeof createAccounts>;
