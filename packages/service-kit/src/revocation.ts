import { z } from 'zod';
import type { SessionState, VerifiedToken } from './auth.ts';
import { HttpError } from './errors.ts';
import { INTERNAL_TOKEN_HEADER } from './internal.ts';

const sessionStateResponse = z.object({
  revoked: z.boolean(),
  restriction: z.enum(['password_change', 'two_factor_enrolment']).nullable().optional(),
});

/** What a session check needs of a token: its id and its session id. */
export type SessionToken = Pick<VerifiedToken, 'jti' | 'sid'>;

/**
 * Wraps a session check for `checkSession`: live answers are never cached (a revocation acts at
 * once), revoked ones are remembered (up to `maxRemembered` jtis). Fails closed: HttpError 503.
 */
export function rememberRevoked(
  checkSession: (token: SessionToken) => Promise<SessionState>,
  maxRemembered = 10_000,
): (token: SessionToken) => Promise<SessionState> {
  const revokedJtis = new Set<string>();
  return async (token) => {
    if (revokedJtis.has(token.jti)) return { revoked: true };
    let state: SessionState;
    try {
      state = await checkSession(token);
    } catch {
      throw new HttpError(503, 'Identity service unavailable');
    }
    if (state.revoked) {
      if (revokedJtis.size >= maxRemembered) revokedJtis.clear();
      revokedJtis.add(token.jti);
    }
    return state;
  };
}

/**
 * Asks identity (`GET {identityUrl}/internal/tokens/:jti?sid=…`, within `timeoutMs`, default 3000)
 * whether a token's session is revoked or live with its `restriction`. Throws on any failure.
 */
export async function askIdentityForSession(
  identityUrl: string,
  internalToken: string,
  token: SessionToken,
  timeoutMs = 3000,
): Promise<SessionState> {
  const response = await fetch(
    `${identityUrl.replace(/\/+$/, '')}/internal/tokens/${encodeURIComponent(token.jti)}?sid=${encodeURIComponent(token.sid)}`,
    {
      headers: { [INTERNAL_TOKEN_HEADER]: internalToken, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  if (!response.ok) throw new Error(`identity answered ${response.status}`);
  const answer = sessionStateResponse.parse(await response.json());
  return answer.revoked ? { revoked: true } : { revoked: false, restriction: answer.restriction ?? null };
}

/**
 * `checkSession` for createAuth in a service other than identity: identity's answer for the
 * token's `jti` and `sid`, revoked answers remembered ({@link rememberRevoked}).
 */
export function identitySessionCheck(options: { identityUrl: string; internalToken: string; timeoutMs?: number }) {
  return rememberRevoked((token) =>
    askIdentityForSession(options.identityUrl, options.internalToken, token, options.timeoutMs),
  );
}
