import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs a path for a short-lived download link: returns `path?expires=<s>&sig=<hex>` where the
 * signature is HMAC-SHA256 over `path` and `expires` (seconds since the epoch).
 * `ttlSeconds` defaults to 15 minutes.
 */
export function signPath(secret: string, path: string, ttlSeconds = 15 * 60, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const sig = createHmac('sha256', secret).update(`${path}\n${expires}`).digest('hex');
  return `${path}?expires=${expires}&sig=${sig}`;
}

/** True when `sig` is the valid signature of `path` and `expires` has not passed. */
export function verifySignedPath(
  secret: string,
  path: string,
  expires: unknown,
  sig: unknown,
  now = Date.now(),
): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig))
    return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = createHmac('sha256', secret).update(`${path}\n${expires}`).digest();
  return timingSafeEqual(expected, Buffer.from(sig, 'hex'));
}
