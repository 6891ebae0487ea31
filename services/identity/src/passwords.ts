/**
 * Password hashing (architecture "Passwords"): argon2id at the OWASP Password Storage Cheat
 * Sheet's parameters through the `argon2` package. Hashes made with bcrypt still verify; the
 * sign-in that proves such a password stores it again as argon2id ({@link needsRehash}).
 */
import * as argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import { randomInt } from 'node:crypto';

/** argon2id parameters: 19 MiB of memory (in KiB), 2 passes, 1 lane (OWASP's first choice). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// No look-alike characters (0/O, 1/l/I), so a printed password can be typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A password of `length` characters drawn with a CSPRNG (node:crypto `randomInt`). Only the
 * first admin's, printed once at the first start (`seed.ts`), is made this way: no mail ever
 * carries a password.
 */
export function generatePassword(length = 20): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/** The argon2id hash of `password` (PHC string `$argon2id$v=19$m=19456,p=1,t=2$…`). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** True for a bcrypt hash (`$2a$`, `$2b$`, `$2y$`), the format of accounts made before argon2id. */
function isBcryptHash(hash: string): boolean {
  return /^\$2[aby]\$/.test(hash);
}

// Compared against when there is no hash (unknown email, or an account whose password is not
// set yet), so that takes as long as a wrong password.
const DUMMY_HASH = await hashPassword(generatePassword());

/**
 * True when `password` matches `hash` (argon2id, or bcrypt for an older account); with no hash,
 * or one in neither format, spends the same time and returns false.
 */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash && isBcryptHash(hash)) return bcrypt.compare(password, hash);
  const usable = hash?.startsWith('$argon2') ? hash : undefined;
  const matches = await argon2.verify(usable ?? DUMMY_HASH, password).catch(() => false);
  return usable !== undefined && matches;
}

/**
 * True when `hash` (of a password just verified) should be stored again: a bcrypt hash, or an
 * argon2 one made with other parameters than {@link ARGON2_OPTIONS}.
 */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith('$argon2')) return true;
  return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, ARGON2_OPTIONS);
}
