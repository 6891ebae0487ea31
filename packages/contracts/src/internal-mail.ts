/**
 * The wire shapes of identity's `POST /internal/mail` (docs/api.md "Leads: references and mail"):
 * the bilingual body content and requests send, and the per-mail results of its batch form.
 * Identity validates them with its own zod schema (`services/identity/src/mail/internal-mail.ts`).
 */
import type { LeadLanguage } from './leads.ts';

/** One language's content of a mail: plain text, never HTML (identity escapes and lays it out). */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** An optional button: its label and an absolute URL. */
  action?: { label: string; url: string };
  /** Optional small print after the button (e.g. "if this was not you, ignore this mail"). */
  footer?: string[];
}

/** A mail's content in both languages. */
export interface BilingualContent {
  ar: MailContent;
  en: MailContent;
}

/** Who identity mails: one address, the staff inbox, or a client by account id (if they want it). */
export type InternalMailRecipient =
  { to: string } | { audience: 'staff' } | { user_id: string; topic: 'status_updates' };

/**
 * A bilingual body of `POST /internal/mail`: the content in both languages, `lang` the reader's
 * (first in the mail), `kind` a label for the outbox (lower case and underscores), `key` the
 * idempotency key (a keyed mail is written once).
 */
export type InternalMail = InternalMailRecipient & {
  lang: LeadLanguage;
  content: BilingualContent;
  kind?: string;
  key?: string;
};

/**
 * One body's outcome in the batch reply `{success:true, results:[...]}` of
 * `POST /internal/mail` `{mails:[...]}`, in the bodies' order: `sent` false when identity chose
 * not to mail (a client who turned status mails off, an inactive or unknown account).
 */
export type InternalMailResult = { success: true; sent: boolean } | { success: false; status: number; error: string };
