/**
 * Wire shapes of the password routes (docs/api.md "Passwords"). The rule itself
 * (zxcvbn-ts, score 3 or more) runs on the server only, so its dictionaries never reach a page;
 * browsers may check the length with {@link MIN_PASSWORD_LENGTH} before sending.
 */
import type { UserRecord } from './wire.ts';

/** A password has at least 12 characters (ASVS 2.1.1) and is not a common one (server-checked). */
export const MIN_PASSWORD_LENGTH = 12;

/** The longest password accepted (characters, ASVS 2.1.2); a longer one is refused, never cut. */
export const MAX_PASSWORD_LENGTH = 128;

/** Which sign-in page a reset link leads back to: the client area's or the admin panel's. */
export type PasswordArea = 'client' | 'admin';

/** `POST /api/user/password` and `POST /api/admin/password`: 200, the user without the flag. */
export interface PasswordChangedResponse {
  success: true;
  user: UserRecord;
}

/** `POST /api/password/forgot`: always 202 with this body, whatever the email (no enumeration). */
export interface PasswordForgotResponse {
  success: true;
  message: string;
}

/** `POST /api/password/reset`: 200; the caller signs in with the new password. */
export interface PasswordResetResponse {
  success: true;
  /** The area of the account, so the page links to the right sign-in page. */
  area: PasswordArea;
}
