import type { Middleware } from 'koa';

/**
 * Keeps authenticated API answers out of every cache, whatever the service set: an `/api`
 * answer to a request that carries a token, in `Authorization` or in the `token` query
 * parameter (spec §7's admin links), gets `Cache-Control: no-store`; every `/api` answer gets
 * `Authorization` added to its `Vary` (values already there, such as `Accept-Encoding`, are
 * kept), so a shared cache never hands one caller's answer to another. Error answers (429, 404,
 * 503) included.
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
