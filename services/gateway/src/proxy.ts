import type { Middleware } from 'koa';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER } from '@consulting/service-kit';
import { resolveUpstream, type Upstream } from './routing-table.ts';

/** Where each service listens, e.g. `{ identity: 'http://127.0.0.1:4001', ... }`. */
export type UpstreamUrls = Record<Upstream, string>;

function sendJsonError(res: ServerResponse | Socket, status: number, error: string): void {
  if (!('writeHead' in res)) {
    res.destroy();
    return;
  }
  if (!res.headersSent) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  }
  res.end(JSON.stringify({ success: false, error }));
}

/**
 * Proxies `/api/...` and `/uploads/...` to the owning service (http-proxy-middleware), streaming
 * bodies untouched (uploads are not buffered here). A path with no owner gets 404; a service
 * that is down or times out gets `503 {success:false,error}` for its own routes only
 * (architecture property 3). The request id is forwarded in `x-request-id`.
 */
export function apiProxy(upstreams: UpstreamUrls, logger: Logger, timeoutMs = 30_000): Middleware {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstreams.content,
    router: (req) => upstreams[resolveUpstream(new URL(req.url ?? '/', 'http://x').pathname) ?? 'content'],
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: timeoutMs,
    timeout: timeoutMs,
    logger: { info: () => {}, warn: (m: string) => logger.warn(m), error: (m: string) => logger.error(m) },
    on: {
      error: (error, req, res) => {
        logger.warn({ err: error, url: req.url }, 'upstream unavailable');
        sendJsonError(res, 503, 'Service temporarily unavailable');
      },
    },
  });
  return async (ctx, next) => {
    const upstream = resolveUpstream(ctx.path);
    if (!upstream) {
      if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Not found' };
        return;
      }
      return next();
    }
    ctx.req.headers[REQUEST_ID_HEADER] = ctx.requestId;
    ctx.respond = false;
    await proxy(ctx.req, ctx.res);
  };
}
