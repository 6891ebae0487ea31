/**
 * Per target email limits on identity's public routes ("per target email"),
 * in the `rate_limits` collection every identity instance shares. The gateway limits the same
 * routes per client IP; these stop one address from being hammered from many IPs.
 */
import type { Connection } from 'mongoose';
import { sharedRateLimiter } from '@consulting/service-kit';
import { normalizeEmail } from './accounts.ts';

/** The limits identity applies; see `identityEnvSchema` for the env names and defaults. */
export interface IdentityLimits {
  /** False only for RATE_LIMITS=off (load tests, the bench): no per-email limit, no mail cap. */
  rateLimits: boolean;
  /**
   * Sign-in attempts per email, per sign-in area (client, staff) and client address, per 15
   * minutes; default 10. Keyed by address too, so nobody can spend an owner's attempts.
   */
  signInPerEmailPer15Min: number;
  /** `POST /api/user/register` calls per email per hour; default 5. */
  registerPerEmailPerHour: number;
  /** `POST /api/user/send-password` calls per email per hour; default 5. */
  sendPasswordPerEmailPerHour: number;
  /** `POST /api/password/forgot` calls per email per hour; default 5. */
  forgotPasswordPerEmailPerHour: number;
  /** Mails to one recipient per hour, all of identity's mail (`capMailsPerRecipient`); default 10. */
  mailPerRecipientPerHour: number;
}

/** Every limit at its default, limits on. */
export const DEFAULT_IDENTITY_LIMITS: IdentityLimits = {
  rateLimits: true,
  signInPerEmailPer15Min: 10,
  registerPerEmailPerHour: 5,
  sendPasswordPerEmailPerHour: 5,
  forgotPasswordPerEmailPerHour: 5,
  mailPerRecipientPerHour: 10,
};

/** The per-email limits: sign-in (per area and address), register, send-password, forgot-password. */
export type EmailLimitName = 'sign_in_email' | 'register_email' | 'send_password_email' | 'forgot_password_email';

export interface EmailLimits {
  /**
   * Counts one call for `email` (trimmed, lower-cased) under `name`, apart for each `scope`
   * when given (sign-in: `{area}|{client address}`); HttpError 429
   * 'Too many attempts, please try again later' with `Retry-After` (seconds) once spent. It is
   * counted before the email is looked up, the same for an email with or without an account,
   * so a limited answer tells nothing about who has one.
   */
  consume(name: EmailLimitName, email: string, scope?: string): Promise<void>;
}

/** Builds the per-email limits of `limits` on `connection`. */
export function emailLimits(connection: Connection, limits: IdentityLimits): EmailLimits {
  const limiter = sharedRateLimiter(
    connection,
    {
      sign_in_email: { points: limits.signInPerEmailPer15Min, durationSeconds: 15 * 60 },
      register_email: { points: limits.registerPerEmailPerHour, durationSeconds: 3600 },
      send_password_email: { points: limits.sendPasswordPerEmailPerHour, durationSeconds: 3600 },
      forgot_password_email: { points: limits.forgotPasswordPerEmailPerHour, durationSeconds: 3600 },
    },
    { enabled: limits.rateLimits },
  );
  return {
    consume: (name, email, scope) =>
      limiter.consume(name, scope === undefined ? normalizeEmail(email) : `${normalizeEmail(email)}|${scope}`),
  };
}
