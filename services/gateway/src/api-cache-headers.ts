import type { Middleware } from 'koa';

/**
 * Keeps authenticated API answers out of caches: an `/api` answer to a request with a token
 * (`Authorization` or `?token=`) gets `Cache-Control: no-store`; every `/api` answer, errors
 * included, gets `Authorization` added to `Vary`.
 */
export function apiCacheHeaders(): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    try {
      await next();
    } finally {
      ctx.vary('Authorization');
      if (ctx.req.headers.authorization !== undefined || new URLSearchParams(ctx.querystring).has('token')) {
        ctx.set('Cache-Control', 'no-store');
      }
    }
  };
}
