/**
 * The bodies `POST /internal/mail` accepts and who each one mails ("Leads"):
 * - `{to, subject, text}`: one plain mail, as before;
 * - `{to | audience:'staff' | user_id+topic:'status_updates', lang, content:{ar,en}, kind?, key?}`:
 *   a bilingual mail laid out by `composeMail`, the reader's language first.
 */
import type { InternalMailResult } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { UserModel } from '../models/user.model.ts';
import { composeMail } from './compose.ts';
import type { MailMessage } from './mailer.ts';

/** The plain body: one address, a subject and a text. */
export const plainMailSchema = z.object({
  to: z.email().max(254),
  subject: z.string().trim().min(1).max(500),
  text: z.string().min(1).max(100_000),
});

const paragraph = z.string().min(1).max(20_000);

/** One language's content (`MailContent` of compose.ts): plain text, escaped by `composeMail`. */
const mailContentSchema = z.object({
  subject: z.string().trim().min(1).max(500),
  paragraphs: z.array(paragraph).min(1).max(50),
  action: z
    .object({
      label: z.string().trim().min(1).max(200),
      url: z.url({ protocol: /^https?$/ }).max(2000),
    })
    .optional(),
  footer: z.array(paragraph).max(10).optional(),
});

/**
 * A bilingual body: exactly one recipient (`to`, `audience:'staff'` or `user_id` with
 * `topic:'status_updates'`), `lang` (default 'ar', spec §1), both contents, an optional `kind`
 * (a label such as 'lead_alert', lower case and underscores) and `key` (idempotency key, ≤ 200).
 */
export const composedMailSchema = z
  .object({
    to: z.email().max(254).optional(),
    audience: z.literal('staff').optional(),
    user_id: z
      .string()
      .refine((id) => mongoose.isObjectIdOrHexString(id), { error: 'must be an account id' })
      .optional(),
    topic: z.literal('status_updates').optional(),
    lang: z.enum(['ar', 'en']).default('ar'),
    content: z.object({ ar: mailContentSchema, en: mailContentSchema }),
    kind: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'must be lower case letters, digits and underscores' })
      .optional(),
    key: z.string().trim().min(1).max(200).optional(),
  })
  .refine((mail) => [mail.to, mail.audience, mail.user_id].filter((v) => v !== undefined).length === 1, {
    error: 'Give exactly one recipient: to, audience or user_id',
  })
  .refine((mail) => (mail.user_id === undefined) === (mail.topic === undefined), {
    error: "user_id goes with topic 'status_updates'",
  });

export type ComposedMail = z.infer<typeof composedMailSchema>;

/** Where a validated body goes, and through which mailer. */
export type MailPlan =
  /** Mail `message` through the per-recipient capped mailer. */
  | { route: 'capped'; message: MailMessage; key?: string; kind?: string }
  /** Mail the staff inbox through the uncapped transport (a busy day must not silence lead alerts). */
  | { route: 'staff'; message: MailMessage; key?: string; kind?: string }
  /** Nothing to send: the client turned these mails off, or the account is inactive or gone. */
  | { route: 'skip'; reason: 'opted_out' | 'no_active_account' };

/** Most bodies in one batch `POST /internal/mail` (`{mails: [...]}`). */
export const MAIL_BATCH_MAX = 100;

/**
 * The batch form of `POST /internal/mail`: `{mails: [body, ...]}`, 1 to {@link MAIL_BATCH_MAX}
 * bodies, each a plain or a composed mail (checked one by one: a bad one fails alone).
 */
export const mailBatchSchema = z.object({ mails: z.array(z.unknown()).min(1).max(MAIL_BATCH_MAX) });

/** One body's outcome in the batch reply, in the bodies' order (the wire type of contracts). */
export type MailBatchResult = InternalMailResult;

/** True for a {@link MailPlan} (not an error a plan was rejected with). */
export function isPlan(value: unknown): value is MailPlan {
  return typeof value === 'object' && value !== null && 'route' in value;
}

/**
 * Decides who `mail` goes to: `to` as is (capped); the staff inbox `staffInbox` for
 * `audience:'staff'` (uncapped), or HttpError 503 'No staff inbox is set' when there is none;
 * for `user_id`, the account's email (capped) unless it is gone or inactive
 * (`no_active_account`) or its `mail_preferences.status_updates` is false (`opted_out`).
 * Rejects when the database does.
 */
export async function planComposedMail(
  mail: ComposedMail,
  options: { User: UserModel; staffInbox: () => Promise<string | undefined> },
): Promise<MailPlan> {
  const content = { ar: mail.content.ar, en: mail.content.en };
  const { key, kind } = mail;
  if (mail.to) return { route: 'capped', message: composeMail(mail.to, content, mail.lang), key, kind };
  if (mail.audience === 'staff') {
    const inbox = await options.staffInbox();
    if (!inbox) throw new HttpError(503, 'No staff inbox is set');
    return { route: 'staff', message: composeMail(inbox, content, mail.lang), key, kind };
  }
  const user = await options.User.findById(mail.user_id).select('email is_active mail_preferences').lean();
  if (!user || !user.is_active) return { route: 'skip', reason: 'no_active_account' };
  if (user.mail_preferences?.status_updates === false) return { route: 'skip', reason: 'opted_out' };
  return { route: 'capped', message: composeMail(user.email, content, mail.lang), key, kind };
}

/**
 * The staff inbox: the one editors set in the site settings (`fromSettings`,
 * see `site-staff-inbox.ts`) when there is one and content answers; else `configured`
 * (STAFF_INBOX, else ADMIN_EMAIL, from the env) when given; else the email of the oldest active
 * admin (embedded set-ups and tests that set neither).
 */
export function staffInboxOf(
  User: UserModel,
  configured: string | undefined,
  fromSettings?: () => Promise<string | undefined>,
): () => Promise<string | undefined> {
  return async () => {
    const set = await fromSettings?.();
    if (set) return set;
    if (configured) return configured;
    const admin = await User.findOne({ role: 'admin', is_active: true }).sort({ created_at: 1 }).select('email').lean();
    return admin?.email;
  };
}
