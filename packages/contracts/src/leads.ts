/** Wire shapes of leads (docs/api.md "Leads: references and mail"): references, form language, mail choices. */

/** The field every public form sends with the page's language ('ar' | 'en'; default 'ar', spec §1). */
export const LANGUAGE_FIELD = 'lang';

/** The two languages of the site (spec §1); a record keeps the one its form was sent in. */
export const LEAD_LANGUAGES = ['ar', 'en'] as const;
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

/** Reference prefixes per kind (`SR-2026-000042`), counted per kind and UTC year from 1. */
export const REFERENCE_PREFIXES = {
  service_request: 'SR',
  track_request: 'TR',
  join_application: 'JA',
  contact_message: 'CM',
} as const;
export type LeadKind = keyof typeof REFERENCE_PREFIXES;

/** The shape of a reference number: prefix, year, six or more digits. */
export const REFERENCE_PATTERN = /^(SR|TR|JA|CM)-\d{4}-\d{6,}$/;

/** The name of `kind`'s counter for the year of `now` (UTC): `SR-2026`. */
export function referenceCounterName(kind: LeadKind, now: Date): string {
  return `${REFERENCE_PREFIXES[kind]}-${now.getUTCFullYear()}`;
}

/** Reference number `seq` (from 1) of `kind` in the year of `now` (UTC): `SR-2026-000042`, more digits past 999999. */
export function formatReference(kind: LeadKind, now: Date, seq: number): string {
  return `${referenceCounterName(kind, now)}-${String(seq).padStart(6, '0')}`;
}

/**
 * The mails a new public submission may still owe identity, as its stored `pending_mails` names
 * them: the staff inbox's alert and the submitter's confirmation.
 */
export const LEAD_MAIL_NAMES = ['alert', 'confirmation'] as const;
export type LeadMailName = (typeof LEAD_MAIL_NAMES)[number];

/** A client's mail choices, stored on their account; every one is on by default. */
export interface MailPreferences {
  /** Mail the client when staff change the status of one of their requests or applications. */
  status_updates: boolean;
}

/** `GET /api/user/preferences` and `PUT /api/user/preferences` (client token). */
export interface MailPreferencesResponse {
  success: true;
  mail_preferences: MailPreferences;
}

/** `POST /api/contact` (spec §7), with the message's reference number (absent for a bot's). */
export interface ContactSentResponse {
  success: true;
  message: string;
  reference?: string;
}

/** What a lead mail says about one new submission, whatever its kind (spec §5 contact, §9 requests). */
export interface LeadSummary<K extends LeadKind = LeadKind> {
  kind: K;
  /** The record's id (the mails' keys). */
  id: string;
  reference?: string;
  name: string;
  email: string;
  phone?: string;
  /** The subject (contact), the track or service (requests), the specialization (join). */
  topic?: string;
  /** What they wrote; the staff alert quotes its first lines only ({@link leadExcerpt}). */
  message?: string;
  /** The language the form was sent in. */
  lang: LeadLanguage;
}

/** Lines of a message the staff alert quotes, and its longest length (characters). */
const ALERT_MESSAGE_LINES = 6;
const ALERT_MESSAGE_CHARS = 600;

/** The first 6 lines of `message`, cut to 600 characters with '…', plus a line '…' when lines were cut. */
export function leadExcerpt(message: string): string {
  const lines = message.trim().split(/\r?\n/).slice(0, ALERT_MESSAGE_LINES).join('\n');
  const cut = lines.length > ALERT_MESSAGE_CHARS ? `${lines.slice(0, ALERT_MESSAGE_CHARS)}…` : lines;
  return cut.length < message.trim().length && !cut.endsWith('…') ? `${cut}\n…` : cut;
}
