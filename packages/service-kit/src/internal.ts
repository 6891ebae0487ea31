import type { Middleware } from 'koa';
import { timingSafeEqual } from 'node:crypto';
import { HttpError } from './errors.ts';

/** Header carrying the shared secret on service-to-service calls (`/internal/...`). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * Guards internal routes: 403 unless the caller sends the shared internal token. The gateway
 * never routes `/internal` paths, so browsers cannot reach them at all.
 */
export function requireInternal(token: string): Middleware {
  const expected = Buffer.from(token);
  return async (ctx, next) => {
    const sent = Buffer.from(String(ctx.get(INTERNAL_TOKEN_HEADER)));
    if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new HttpError(403, 'Forbidden');
    await next();
  };
}

/**
 * `POST {baseUrl}{path}` (an `/internal` route) with JSON `body` and the internal token: the
 * response whatever its status; rejects on a network error or after `timeoutMs`.
 */
export function postInternal(
  baseUrl: string,
  path: string,
  options: { internalToken: string; body: unknown; timeoutMs: number },
): Promise<Response> {
  return fetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [INTERNAL_TOKEN_HEADER]: options.internalToken,
    },
    body: JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}
