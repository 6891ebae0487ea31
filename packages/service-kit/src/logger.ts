import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
}

/** The header the gateway sets and every service logs and echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A pino JSON logger named for the service; level from `LOG_LEVEL` (default info, silent in tests). */
export function createLogger(service: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ name: service, level });
}

/** Request headers that carry credentials; their values never reach the log. */
const SECRET_HEADERS = ['authorization', 'cookie', 'x-internal-token'];

/** The request as pino-http logs it, with tokens (`?token=`, credential headers) replaced by `[redacted]`. */
function redactRequest(req: { url?: string; headers?: Record<string, unknown> }) {
  const headers = { ...req.headers };
  for (const name of SECRET_HEADERS) if (name in headers) headers[name] = '[redacted]';
  const url = req.url?.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
  return { ...req, url, headers };
}

/**
 * Logs each request once on completion (pino-http) with the request id taken from
 * `x-request-id` or created here; sets `ctx.log`, `ctx.requestId` and echoes the header.
 * Tokens in the query (`?token=`, spec §7 admin verify/logout) and credential headers are
 * redacted from the log.
 */
export function requestLogger(logger: Logger): Middleware {
  const http = pinoHttp({
    logger,
    serializers: { req: redactRequest },
    genReqId: (req, res) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id = typeof incoming === 'string' && incoming.length <= 128 ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
  return async (ctx, next) => {
    http(ctx.req, ctx.res);
    ctx.log = ctx.req.log;
    ctx.requestId = String(ctx.req.id);
    await next();
  };
}
