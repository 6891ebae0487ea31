/** What every public form sends besides its fields: a form token, a honeypot and consent (Saudi PDPL). */

/** The form token from `GET /api/forms/token`, sent back with the form. */
export const FORM_TOKEN_FIELD = 'form_token';
/** The honeypot, hidden from people (off-screen, `aria-hidden`, `tabindex=-1`): filled means a bot. */
export const HONEYPOT_FIELD = 'website';
/** The consent checkbox: `true` (JSON) or `'true'`/`'on'`/`'1'` (multipart) when ticked. */
export const CONSENT_FIELD = 'privacy_consent';

/** The privacy policy's version a consent is recorded against; change it when the policy changes. */
export const PRIVACY_POLICY_VERSION = '2026-11-24';

/** A form sent sooner than this after its token was issued is a bot's (ms). */
export const FORM_MIN_FILL_MS = 3000;
/** A form token is accepted for this long after it was issued (ms): 6 hours. */
export const FORM_TOKEN_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/** `GET /api/forms/token` answer. */
export interface FormTokenReply {
  success: true;
  token: string;
  /** Issue time, ms since the epoch. */
  issued_at: number;
  /** The policy version the forms show and record. */
  policy_version: string;
  /**
   * The minimum fill time the services apply (ms): a form sends no sooner than this after the
   * token arrived, so a quick person is never taken for a bot (0 in the e2e stacks).
   */
  min_fill_ms: number;
}

/** What a stored record keeps of the consent. */
export interface ConsentRecord {
  policy_version: string;
  /** ISO time the form was accepted. */
  given_at: string;
}

/** The error texts of the checks, for forms that map them to the page's language. */
export const PUBLIC_FORM_ERRORS = {
  consentRequired: 'Please accept the privacy policy to send this form',
  tokenInvalid: 'This form has expired; please reload the page and send it again',
  rateLimited: 'Too many attempts, please try again later',
} as const;

/** How long a public form's records are kept, shown on the privacy page and the forms (months). */
export const RETENTION_MONTHS = {
  /** Join-application files (CV, photo): deleted by a daily job; `JOIN_FILES_RETENTION_MONTHS`. */
  joinApplicationFiles: 24,
} as const;
