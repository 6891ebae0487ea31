/**
 * Password links (architecture "Passwords"): the one-time links that let a person choose a
 * password, either the first one of an account made without one (a guest's, a client an admin
 * added, a new staff member's, or one whose password an admin reset: 72 hours) or a new one
 * after "forgot password" (30 minutes). A link is 32 random bytes; only their SHA-256 is stored
 * (`password_resets`). It works once, and a newer link of the same account voids the older ones.
 *
 * A mail never stores a link: it is written to the outbox with {@link LINK_SLOT} where the link
 * goes and `link: {purpose, user_id}`, and the outbox worker makes the link when it sends the
 * mail ({@link PasswordLinks.render}). So the outbox and its backups hold no usable link, and a
 * retry or an admin's resend mails a fresh one (voiding the one before).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { isStaffRole } from '@consulting/contracts';
import type { OutboxMailLink } from './models/outbox-mail.model.ts';
import type { PasswordLinkPurpose, PasswordResetModel } from './models/password-reset.model.ts';
import type { UserModel } from './models/user.model.ts';

/** What a mail's body holds where the worker puts the link (in the text and the HTML part). */
export const LINK_SLOT = '%%PASSWORD_LINK%%';

/** Lifetime of a set-password link (72 hours), in ms. */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

/** Hex SHA-256 of a link's token: what `password_resets` stores instead of the token. */
export function linkTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The password links on `deps`; `now` gives the time in ms since the epoch. */
export function createPasswordLinks(deps: {
  User: UserModel;
  PasswordReset: PasswordResetModel;
  /** Base URL of the site, no trailing slash. */
  publicUrl: string;
  /** Lifetime of a reset link (ms). */
  resetTtlMs: number;
  now: () => number;
}) {
  const { User, PasswordReset, publicUrl, resetTtlMs, now } = deps;

  /**
   * Makes a new link of `purpose` for the active account `userId`: voids the account's open
   * links, stores the new one's hash, and resolves its absolute URL, the reset page of the
   * account's own area (`/user/reset-password?token=…` or `/admin/reset-password?token=…`), or
   * null when the account is gone or inactive. Rejects on a database error.
   */
  async function issue(userId: Types.ObjectId, purpose: PasswordLinkPurpose): Promise<string | null> {
    const user = await User.findById(userId).select('role is_active').lean();
    if (!user?.is_active) return null;
    const at = new Date(now());
    await PasswordReset.updateMany({ user_id: userId, used_at: { $exists: false } }, { $set: { used_at: at } });
    const token = randomBytes(32).toString('base64url');
    const ttl = purpose === 'set_password' ? SET_PASSWORD_TTL_MS : resetTtlMs;
    await PasswordReset.create({
      token_hash: linkTokenHash(token),
      user_id: userId,
      purpose,
      expires_at: new Date(at.getTime() + ttl),
    });
    return `${publicUrl}/${isStaffRole(user.role) ? 'admin' : 'user'}/reset-password?token=${token}`;
  }

  /**
   * The body to send of an outbox mail with `link`: a new link ({@link issue}) in place of every
   * {@link LINK_SLOT} of `text` and `html`. Resolves null when the account can no longer have a
   * link (gone or inactive: the mail is not sent). A mail without `link` is returned as it is.
   */
  async function render<M extends { text: string; html?: string; link?: OutboxMailLink }>(
    mail: M,
  ): Promise<{ text: string; html?: string } | null> {
    if (!mail.link) return { text: mail.text, ...(mail.html ? { html: mail.html } : {}) };
    const url = await issue(mail.link.user_id, mail.link.purpose);
    if (!url) return null;
    const escaped = url.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return {
      text: mail.text.replaceAll(LINK_SLOT, url),
      ...(mail.html ? { html: mail.html.replaceAll(LINK_SLOT, escaped) } : {}),
    };
  }

  return { issue, render };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;
