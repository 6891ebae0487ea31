import bcrypt from 'bcryptjs';
import { randomInt } from 'node:crypto';

/** bcrypt cost factor (architecture "Passwords"). */
export const BCRYPT_COST = 10;

/**
 * Length of a server-generated password. Spec §9 names 8 characters for the browser's random
 * password; the server, which is the one that actually sets it, uses a longer one.
 */
export const SERVER_PASSWORD_LENGTH = 16;

// No look-alike characters (0/O, 1/l/I), so a password read from a mail can be typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A password of `length` characters drawn with a CSPRNG (node:crypto `randomInt`). */
export function generatePassword(length = SERVER_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}

/** bcrypt hash of `password` at cost 10. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

// Compared against when no user matches, so an unknown email takes as long as a wrong password.
const DUMMY_HASH = bcrypt.hashSync(generatePassword(), BCRYPT_COST);

/** True when `password` matches `hash`; with no hash, spends the same time and returns false. */
export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== undefined && matches;
}
