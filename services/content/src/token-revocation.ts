import { z } from 'zod';
import { HttpError, INTERNAL_TOKEN_HEADER } from '@consulting/service-kit';

const revocationResponse = z.object({ revoked: z.boolean() });

/**
 * `isRevoked` for the kit's createAuth: asks identity (`GET {identityUrl}/internal/tokens/:jti`
 * with the internal token, at most `timeoutMs`, default 3000 ms) whether an admin logged the
 * token out. A revoked jti never becomes valid again, so it is remembered (at most
 * `maxRemembered`); a valid one is asked about every time, so a logout takes effect at once.
 * Fails closed: when identity cannot answer it throws HttpError 503, never lets the token in.
 */
export function identityRevocationCheck(options: {
  identityUrl: string;
  internalToken: string;
  timeoutMs?: number;
  maxRemembered?: number;
}): (jti: string) => Promise<boolean> {
  const base = options.identityUrl.replace(/\/+$/, '');
  const revokedJtis = new Set<string>();
  return async (jti) => {
    if (revokedJtis.has(jti)) return true;
    let revoked: boolean;
    try {
      const response = await fetch(`${base}/internal/tokens/${encodeURIComponent(jti)}`, {
        headers: { [INTERNAL_TOKEN_HEADER]: options.internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`identity answered ${response.status}`);
      revoked = revocationResponse.parse(await response.json()).revoked;
    } catch {
      throw new HttpError(503, 'Identity service unavailable');
    }
    if (revoked) {
      if (revokedJtis.size >= (options.maxRemembered ?? 10_000)) revokedJtis.clear();
      revokedJtis.add(jti);
    }
    return revoked;
  };
}
