import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { redactedError, redactingLoggerOptions, redactValue } from './log-redaction.ts';

declare module 'koa' {
  interface DefaultContext {
    log: Logger;
    requestId: string;
  }
}

/** The header the gateway sets and every service logs and echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A pino JSON logger named for the service; level from `LOG_LEVEL` (default info, silent in
 * tests). No credential or link token reaches its lines (`redactingLoggerOptions`).
 */
export function createLogger(service: string): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
  return pino({ name: service, level, ...redactingLoggerOptions() });
}

/** A request or response as pino-http serializes it, with every token and credential redacted. */
const redactMessage = (message: unknown) => redactValue({ ...(message as Record<string, unknown>) });

/**
 * Logs each request once (pino-http) with `x-request-id` (given or created, echoed); sets
 * `ctx.log`, `ctx.requestId`. Credential headers and secret query values read `[redacted]`.
 */
export function requestLogger(logger: Logger): Middleware {
  const http = pinoHttp({
    logger,
    serializers: { req: redactMessage, res: redactMessage, err: redactedError },
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
