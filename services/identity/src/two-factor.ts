/**
 * TOTP two-factor sign-in for staff (RFC 6238 through otplib: SHA-1, 6 digits, 30-second steps,
 * the defaults every authenticator app reads from a QR code; required of admins while
 * `REQUIRE_ADMIN_2FA` is on). Enrolment stores a pending secret, a first right code turns it on
 * and hands out ten recovery codes once (only their SHA-256 hashes are kept). With it on, a
 * right password at `/api/admin/login` yields a challenge instead of a session: random, stored
 * as its hash, valid 5 minutes and usable once (ASVS V2.8.4); the session starts only after
 * `POST /api/admin/login/2fa` with a code or a recovery code.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Types } from 'mongoose';
import { HttpError } from '@consulting/service-kit';
import type { TwoFactorModel } from './models/two-factor.model.ts';

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Consulting';

/** How many recovery codes enabling hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** Lifetime of a sign-in challenge: 5 minutes, in seconds. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;

/** Codes one step before or after the server's clock are accepted (clock drift), in seconds. */
const CLOCK_TOLERANCE_SECONDS = 30;

// No look-alike characters, so a code copied from paper can be typed.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed, without spaces or dashes and in lower case. */
function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function hashChallenge(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}

/** A fresh recovery code `xxxxx-xxxxx` (10 characters of a 31-letter alphabet: ~49 bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a staff member scans to enrol: the secret (for typing by hand), its URI and QR code. */
export interface TwoFactorSetup {
  /** Base32 secret. */
  secret: string;
  /** `otpauth://totp/…` URI of the secret. */
  otpauth_url: string;
  /** The URI as a QR code, a `data:image/png;base64,…` URL. */
  qr_data_url: string;
}

/** A second factor as sent by the sign-in or disable form: a 6-digit code or a recovery code. */
export interface SecondFactor {
  code?: string;
  recovery_code?: string;
}

/** The two-factor operations over the `two_factor` collection; `now` gives the time in ms since the epoch. */
export function createTwoFactor(deps: { TwoFactor: TwoFactorModel; now?: () => number }) {
  const { TwoFactor, now = Date.now } = deps;

  /** True when `userId` has two-factor sign-in on. */
  async function isEnabled(userId: Types.ObjectId | string): Promise<boolean> {
    return (await TwoFactor.exists({ user_id: userId, enabled_at: { $exists: true } })) !== null;
  }

  /** Whether `userId` has two-factor sign-in on, and how many recovery codes are left unused. */
  async function status(userId: Types.ObjectId | string): Promise<{ enabled: boolean; recovery_codes_left: number }> {
    const row = await TwoFactor.findOne({ user_id: userId }).select('+recovery_code_hashes enabled_at').lean();
    const enabled = Boolean(row?.enabled_at);
    return { enabled, recovery_codes_left: enabled ? (row?.recovery_code_hashes.length ?? 0) : 0 };
  }

  /** The ids (strings) among `userIds` that have two-factor sign-in on (the staff list). */
  async function enabledAmong(userIds: readonly Types.ObjectId[]): Promise<Set<string>> {
    const rows = await TwoFactor.find({ user_id: { $in: userIds }, enabled_at: { $exists: true } })
      .select('user_id')
      .lean();
    return new Set(rows.map((row) => row.user_id.toString()));
  }

  /**
   * Starts (or restarts) an enrolment for `user`: a new pending secret, its URI labelled with
   * the user's email and the QR code of it. HttpError 409 when two-factor sign-in is already on
   * (disable it first).
   */
  async function setup(user: { _id: Types.ObjectId; email: string }): Promise<TwoFactorSetup> {
    if (await isEnabled(user._id)) throw new HttpError(409, 'التحقق بخطوتين مفعّل بالفعل');
    const secret = generateSecret();
    await TwoFactor.updateOne(
      { user_id: user._id },
      { $set: { pending_secret: secret }, $setOnInsert: { recovery_code_hashes: [] } },
      { upsert: true },
    );
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
    return { secret, otpauth_url: otpauthUrl, qr_data_url: await QRCode.toDataURL(otpauthUrl) };
  }

  /** The time step of `code` when it is right for `secret` now (±1 step), else null. */
  async function stepOf(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epochTolerance: CLOCK_TOLERANCE_SECONDS });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /**
   * Turns two-factor sign-in on with the first right `code` of the pending secret; resolves the
   * ten recovery codes, shown once (only their hashes are stored). HttpError 400 'لا يوجد
   * تسجيل قيد الإعداد' without a pending enrolment, 400 'رمز التحقق غير صحيح' for a wrong code.
   */
  async function enable(userId: Types.ObjectId, code: string): Promise<string[]> {
    const row = await TwoFactor.findOne({ user_id: userId }).select('+pending_secret enabled_at').lean();
    if (!row?.pending_secret || row.enabled_at) throw new HttpError(400, 'لا يوجد تسجيل قيد الإعداد');
    const step = await stepOf(row.pending_secret, code.trim());
    if (step === null) throw new HttpError(400, 'رمز التحقق غير صحيح');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const result = await TwoFactor.updateOne(
      { user_id: userId, pending_secret: row.pending_secret, enabled_at: { $exists: false } },
      {
        $set: {
          secret: row.pending_secret,
          enabled_at: new Date(),
          recovery_code_hashes: codes.map(hashRecoveryCode),
          last_step: step,
        },
        $unset: { pending_secret: 1 },
      },
    );
    // A second enable at the same moment lost the race: its codes were never stored.
    if (result.modifiedCount !== 1) throw new HttpError(400, 'لا يوجد تسجيل قيد الإعداد');
    return codes;
  }

  /**
   * Checks a second factor of `userId` and uses it up: a code whose time step is later than the
   * last accepted one (a code is not accepted twice, nor an older one), or an unused recovery
   * code (removed, so it works once). Both checks are single atomic updates, so two requests
   * with one code cannot both pass. False for anything else (off, wrong, reused).
   */
  async function consume(userId: Types.ObjectId | string, factor: SecondFactor): Promise<boolean> {
    if (factor.recovery_code) {
      const result = await TwoFactor.updateOne(
        {
          user_id: userId,
          enabled_at: { $exists: true },
          recovery_code_hashes: hashRecoveryCode(factor.recovery_code),
        },
        { $pull: { recovery_code_hashes: hashRecoveryCode(factor.recovery_code) } },
      );
      return result.modifiedCount === 1;
    }
    if (!factor.code) return false;
    const row = await TwoFactor.findOne({ user_id: userId, enabled_at: { $exists: true } })
      .select('+secret last_step')
      .lean();
    if (!row?.secret) return false;
    const step = await stepOf(row.secret, factor.code.trim());
    if (step === null) return false;
    const result = await TwoFactor.updateOne(
      {
        user_id: userId,
        enabled_at: { $exists: true },
        $or: [{ last_step: { $exists: false } }, { last_step: { $lt: step } }],
      },
      { $set: { last_step: step } },
    );
    return result.modifiedCount === 1;
  }

  /** Turns two-factor sign-in off for `userId`: the secret and every recovery code are removed. */
  async function disable(userId: Types.ObjectId | string): Promise<void> {
    await TwoFactor.deleteOne({ user_id: userId });
  }

  /**
   * A sign-in challenge for `user` (who gave the right password and has two-factor sign-in on):
   * 32 random bytes (base64url), of which only the SHA-256 hash is stored, valid
   * {@link CHALLENGE_LIFETIME_SECONDS} s. A new one replaces the user's previous one. It is not
   * a session token: no service accepts it as one.
   */
  async function issueChallenge(user: { _id: Types.ObjectId }): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    await TwoFactor.updateOne(
      { user_id: user._id, enabled_at: { $exists: true } },
      {
        $set: {
          challenge_hash: hashChallenge(challenge),
          challenge_expires_at: new Date(now() + CHALLENGE_LIFETIME_SECONDS * 1000),
        },
      },
    );
    return challenge;
  }

  /**
   * Uses up `challenge` (one atomic update: of two requests with it, one gets it) and resolves
   * the id of its user while it was unexpired, else null (unknown, used, replaced or expired).
   */
  async function consumeChallenge(challenge: string): Promise<string | null> {
    const row = await TwoFactor.findOneAndUpdate(
      { challenge_hash: hashChallenge(challenge), enabled_at: { $exists: true } },
      { $unset: { challenge_hash: 1, challenge_expires_at: 1 } },
    )
      .select('user_id challenge_expires_at')
      .lean();
    if (!row?.challenge_expires_at || row.challenge_expires_at.getTime() <= now()) return null;
    return row.user_id.toString();
  }

  return { isEnabled, status, enabledAmong, setup, enable, consume, disable, issueChallenge, consumeChallenge };
}

export type TwoFactorService = ReturnType<typeof createTwoFactor>;
