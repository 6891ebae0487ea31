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
 * A service's last middleware: an unanswered request to a known path gets `405 {success:false,
 * error:'Method not allowed'}` with `Allow` (any method token), `OPTIONS` a 204 with it; unknown
 * paths pass on to the 404 (docs/api.md "Conventions").
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
