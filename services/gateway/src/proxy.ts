import type { Context, Middleware } from 'koa';
import type { IncomingHttpHeaders } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { REQUEST_ID_HEADER } from '@consulting/service-kit';
import { matchRule, type Upstream } from './routing-table.ts';
import type { UpstreamPools } from './upstream-pool.ts';

/**
 * Where each service listens: one URL, a comma-separated list, or an array of URLs, e.g.
 * `{ identity: 'http://127.0.0.1:4001', requests: 'http://127.0.0.1:4003,http://127.0.0.1:4013', ... }`.
 */
export type UpstreamUrls = Record<Upstream, string | readonly string[]>;

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1); never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node answers `100-continue` itself; undici refuses to send the header.
  'expect',
]);

const UNAVAILABLE = { success: false, error: 'Service temporarily unavailable' };

/** Answers up to this many bytes (with a Content-Length) are read whole before being sent on. */
const SMALL_ANSWER_BYTES = 64 * 1024;

/** The client's request headers as a service should see them: hop-by-hop ones dropped, `x-forwarded-*` added. */
function forwardedHeaders(ctx: Context): Record<string, string | string[]> {
  const incoming: IncomingHttpHeaders = ctx.req.headers;
  const named = new Set(
    String(incoming.connection ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase()),
  );
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) headers[name] = value;
  }
  const socket = ctx.req.socket;
  const append = (name: string, value: string) => {
    const previous = incoming[name];
    headers[name] = previous ? `${String(previous)},${value}` : value;
  };
  append('x-forwarded-for', socket.remoteAddress ?? '');
  append('x-forwarded-proto', (socket as TLSSocket).encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = incoming['x-forwarded-host'] ?? incoming.host ?? '';
  headers[REQUEST_ID_HEADER] = ctx.requestId;
  return headers;
}

/** True when the client sends a body (a declared non-zero length, or chunked). */
function hasBody(headers: IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] ?? '0') !== '0';
}

/**
 * The request body to send on: none; a small body of declared length (a JSON form, up to
 * SMALL_ANSWER_BYTES) read whole, which spares a stream pipeline per request; else the stream
 * itself (uploads are never buffered here).
 */
async function requestBody(ctx: Context): Promise<Buffer | Context['req'] | null> {
  const headers = ctx.req.headers;
  if (!hasBody(headers)) return null;
  const length = Number(headers['content-length']);
  if (headers['transfer-encoding'] !== undefined || !Number.isInteger(length) || length > SMALL_ANSWER_BYTES) {
    return ctx.req;
  }
  return buffer(ctx.req);
}

/**
 * Proxies `/api/...` and `/uploads/...` to the owning service's pool of instances (see
 * upstream-pool.ts): request and response bodies are streamed, never buffered (multipart uploads
 * included); hop-by-hop headers are dropped both ways; `x-forwarded-for/proto/host` and the
 * request id (`x-request-id`) are added. A path no rule owns gets 404 JSON under `/api` and
 * falls through otherwise (`/internal/...` is never routed). When no address of a service is
 * known, or the request fails before the service answers (every instance refused or timed
 * out), the answer is
 * `503 {success:false,error:'Service temporarily unavailable'}` for that service's routes only
 * (architecture property 3). Answers are passed through uncompressed, as the services send them.
 */
export function apiProxy(pools: UpstreamPools, logger: Logger): Middleware {
  return async (ctx, next) => {
    const rule = matchRule(ctx.path);
    ctx.state.metricsRoute = rule?.path;
    if (!rule) {
      if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Not found' };
        return;
      }
      return next();
    }
    const pool = pools[rule.upstream];
    if (!pool.hasAddresses()) {
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
      return;
    }
    // The client leaving before the answer is done ends the call to the service (an abort after a
    // finished answer would only cost an AbortError with its stack, on every request).
    const abort = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    let answer: Dispatcher.ResponseData;
    try {
      const body = await requestBody(ctx);
      answer = await pool.dispatcher.request({
        method: ctx.method as Dispatcher.HttpMethod,
        path: ctx.url,
        headers: forwardedHeaders(ctx),
        body,
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      logger.warn({ err: error, url: ctx.url, upstream: rule.upstream }, 'upstream unavailable');
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
      return;
    }
    ctx.status = answer.statusCode;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) ctx.set(name, value);
    }
    // The service answered before the upload was read to its end (a 503 while the database is
    // away, a 413): the rest of the body is still on its way on this connection, so it must not
    // carry another request (RFC 9112 §9.6). Without this, a client's next request on the socket
    // was reset in issue 11's kill test.
    if (!ctx.req.complete) ctx.set('connection', 'close');
    ctx.compress = false;
    if (ctx.method === 'HEAD' || [204, 205, 304].includes(answer.statusCode)) {
      await answer.body.dump();
      return;
    }
    // A small answer of known length (the JSON of almost every API call) is passed on as one
    // buffer: streaming it would cost a stream pipeline per request. Files and answers of unknown
    // length stay streamed.
    const length = Number(answer.headers['content-length']);
    if (!Number.isInteger(length) || length > SMALL_ANSWER_BYTES) {
      ctx.body = answer.body;
      return;
    }
    try {
      ctx.body = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      // The service went away in the middle of its answer.
      logger.warn({ err: error, url: ctx.url, upstream: rule.upstream }, 'upstream answer cut off');
      ctx.remove('content-length');
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
    }
  };
}
