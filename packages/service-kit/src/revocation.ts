import { z } from 'zod';
import type { AuthUser } from './auth.ts';
import { HttpError } from './errors.ts';
import { INTERNAL_TOKEN_HEADER } from './internal.ts';

const revocationResponse = z.object({ revoked: z.boolean() });

/** What a revocation lookup may know of a token besides its `jti`: its session id (issue 13). */
export type RevocationSubject = Pick<AuthUser, 'sid'>;

/**
 * Wraps a "was this token revoked?" lookup for createAuth's `isRevoked`. A token that is not
 * revoked is asked about on every call, so a logout, a deactivation or a new password takes
 * effect at once on every service (issue 13 part 5: "not revoked" is never cached); a revoked
 * answer never changes back (identity never un-revokes a session), so it is remembered (at most
 * `maxRemembered` jtis). The token (`{sid?}`) is passed on to the lookup when createAuth gives it.
 * Fails closed: when the lookup throws, it throws HttpError 503 and never lets the token in.
 */
export function rememberRevoked(
  isTokenRevoked: (jti: string, token?: RevocationSubject) => Promise<boolean>,
  maxRemembered = 10_000,
): (jti: string, token?: RevocationSubject) => Promise<boolean> {
  const revokedJtis = new Set<string>();
  return async (jti, token) => {
    if (revokedJtis.has(jti)) return true;
    let revoked: boolean;
    try {
      revoked = await isTokenRevoked(jti, token);
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
 * Asks identity (`GET {identityUrl}/internal/tokens/:jti[?sid=…]` with the internal token, at
 * most `timeoutMs`, default 3000 ms) whether a token was revoked: by a logout, or (issue 13
 * part 5) because its session was revoked or its user is inactive or gone. `sid` is the token's
 * session id when it has one; identity also finds the session by `jti` alone, so callers that
 * only pass the `jti` get the same answer for tokens identity issued. Throws on any failure.
 */
export async function askIdentityIfRevoked(
  identityUrl: string,
  internalToken: string,
  jti: string,
  timeoutMs = 3000,
  sid?: string,
): Promise<boolean> {
  const query = sid ? `?sid=${encodeURIComponent(sid)}` : '';
  const response = await fetch(
    `${identityUrl.replace(/\/+$/, '')}/internal/tokens/${encodeURIComponent(jti)}${query}`,
    {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  if (!response.ok) throw new Error(`identity answered ${response.status}`);
  return revocationResponse.parse(await response.json()).revoked;
}

/**
 * `isRevoked` for createAuth in a service other than identity: identity's answer for the
 * token's `jti` and `sid`, revoked answers remembered ({@link rememberRevoked}).
 */
export function identityRevocationCheck(options: { identityUrl: string; internalToken: string; timeoutMs?: number }) {
  return rememberRevoked((jti, token) =>
    askIdentityIfRevoked(options.identityUrl, options.internalToken, jti, options.timeoutMs, token?.sid),
  );
}
