/** koa-conditional-get 3 ships no types: a middleware that answers 304 when `ctx.fresh`. */
declare module 'koa-conditional-get' {
  import type { Middleware } from 'koa';
  export default function conditionalGet(): Middleware;
}
