import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { HttpError } from './errors.ts';

/** The text of a 405 answer (`{success:false, error}`). */
export const METHOD_NOT_ALLOWED = 'Method not allowed';

/**
 * The methods the routes of `routers` answer at `path` (upper case; HEAD wherever GET is, as
 * @koa/router adds it), in the order the routers register them; empty when no route has
 * `path`.
 */
export function methodsAt(routers: readonly Router[], path: string): string[] {
  const methods = new Set<string>();
  for (const router of routers) {
    for (const layer of router.match(path, 'GET').path) {
      for (const method of layer.methods) methods.add(method);
    }
  }
  return [...methods];
}

/**
 * The last middleware of a service, after all of its `routers` (mounted with `router.routes()`):
 * a request no route answered whose path some route has gets, for any other method,
 * `405 {success:false, error:'Method not allowed'}` with an `Allow` header listing the methods
 * that path has; an `OPTIONS` request gets `204` with the same `Allow`. A path no route has
 * passes on (the base app's `404 {success:false, error:'Not found'}`). Every method counts, the
 * ones HTTP names (TRACE, CONNECT) and any other token (PROPFIND): none reaches a 500
 * (docs/api.md "Conventions").
 */
export function allowedMethods(routers: readonly Router[]): Middleware {
  return async (ctx, next) => {
    const methods = methodsAt(routers, ctx.path);
    if (methods.length === 0 || methods.includes(ctx.method)) return next();
    const allow = methods.join(', ');
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Allow', allow);
      return;
    }
    throw new HttpError(405, METHOD_NOT_ALLOWED, { Allow: allow });
  };
}
