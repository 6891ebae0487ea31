/** Wire shapes of identity's `POST /internal/mail` (docs/api.md "Leads: references and mail"). */
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

/** A mail body: `lang` the reader's (first), `kind` an outbox label (snake_case), `key` for idempotency. */
export type InternalMail = InternalMailRecipient & {
  lang: LeadLanguage;
  content: BilingualContent;
  kind?: string;
  key?: string;
};

/** One mail's outcome in the batch reply `{success:true, results:[...]}`, in order; `sent` false: not mailed. */
export type InternalMailResult = { success: true; sent: boolean } | { success: false; status: number; error: string };
