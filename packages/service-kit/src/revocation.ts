import { z } from 'zod';
import { HttpError } from './errors.ts';
import { INTERNAL_TOKEN_HEADER } from './internal.ts';

const revocationResponse = z.object({ revoked: z.boolean() });

/**
 * Wraps a "was this token logged out?" lookup for createAuth's `isRevoked`. A token that is not
 * revoked is asked about on every call, so a logout takes effect at once on every service; a
 * revoked answer never changes back, so it is remembered (at most `maxRemembered` jtis).
 * Fails closed: when the lookup throws, it throws HttpError 503 and never lets the token in.
 */
export function rememberRevoked(
  isTokenRevoked: (jti: string) => Promise<boolean>,
  maxRemembered = 10_000,
): (jti: string) => Promise<boolean> {
  const revokedJtis = new Set<string>();
  return async (jti) => {
    if (revokedJtis.has(jti)) return true;
    let revoked: boolean;
    try {
      revoked = await isTokenRevoked(jti);
    } catch {
      throw new HttpError(503, 'Identity service unavailable');
    }
    if (revoked) {
      if (revokedJtis.size >= maxRemembered) revokedJtis.clear();
      revokedJtis.add(jti);
    }
    return revoked;
  };
}

/**
 * Asks identity (`GET {identityUrl}/internal/tokens/:jti` with the internal token, at most
 * `timeoutMs`, default 3000 ms) whether a token was revoked by a logout. Throws on any failure.
 */
export async function askIdentityIfRevoked(
  identityUrl: string,
  internalToken: string,
  jti: string,
  timeoutMs = 3000,
): Promise<boolean> {
  const response = await fetch(`${identityUrl.replace(/\/+$/, '')}/internal/tokens/${encodeURIComponent(jti)}`, {
    headers: { [INTERNAL_TOKEN_HEADER]: internalToken, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`identity answered ${response.status}`);
  return revocationResponse.parse(await response.json()).revoked;
}

/** `isRevoked` for createAuth in a service other than identity: identity's answer, remembered. */
export function identityRevocationCheck(options: { identityUrl: string; internalToken: string; timeoutMs?: number }) {
  return rememberRevoked((jti) =>
    askIdentityIfRevoked(options.identityUrl, options.internalToken, jti, options.timeoutMs),
  );
}
