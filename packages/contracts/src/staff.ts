/** Wire shapes of staff management, two-factor sign-in and the session list. Dates are ISO 8601 strings. */
import type { StaffRole, UserRecord } from './wire.ts';

/** A staff member as `GET /api/admin/staff` lists them. */
export interface StaffRecord extends UserRecord {
  role: StaffRole;
  /** The env-seeded first admin: never deactivated, demoted or removed. */
  first_admin: boolean;
  /** True when they turned two-factor sign-in on. */
  two_factor_enabled: boolean;
}

/** `GET /api/admin/staff`. */
export interface StaffListResponse {
  success: true;
  staff: StaffRecord[];
}

/** `POST /api/admin/login` for a staff member with two-factor sign-in on (no session yet). */
export interface TwoFactorChallengeResponse {
  success: true;
  two_factor_required: true;
  /** Goes to `POST /api/admin/login/2fa` with a code; valid 5 minutes. */
  challenge: string;
}

/** `GET /api/admin/2fa`. */
export interface TwoFactorStatusResponse {
  success: true;
  enabled: boolean;
  recovery_codes_left: number;
}

/** `POST /api/admin/2fa/setup`: what the staff member scans or types into an authenticator app. */
export interface TwoFactorSetupResponse {
  success: true;
  /** Base32 secret. */
  secret: string;
  otpauth_url: string;
  /** A `data:image/png;base64,…` QR code of `otpauth_url`. */
  qr_data_url: string;
}

/** `POST /api/admin/2fa/enable`: the recovery codes, shown once. */
export interface TwoFactorEnableResponse {
  success: true;
  recovery_codes: string[];
}

/** One of the caller's own sessions, as `GET /api/user/sessions` lists it. */
export interface OwnSessionRecord {
  id: string;
  /** When the sign-in happened. */
  created_at: string;
  /** When its token stops working anyway. */
  expires_at: string;
  /** Client IP as identity saw it, when known. */
  ip?: string;
  /** The browser's User-Agent (at most 300 characters), when sent. */
  user_agent?: string;
  /** True for the session of the token that asked. */
  current: boolean;
}

/** `GET /api/user/sessions`. */
export interface OwnSessionsResponse {
  success: true;
  sessions: OwnSessionRecord[];
}
