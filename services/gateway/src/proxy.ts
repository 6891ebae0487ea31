import type { Context, Middleware } from 'koa';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { redactText, REQUEST_ID_HEADER } from '@consulting/service-kit';
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
 * The body to send on: none; a small one of declared length read whole; else the stream through
 * our PassThrough (never buffered), so it can be taken back when the service answers early.
 */
async function requestBody(ctx: Context): Promise<Buffer | PassThrough | null> {
  const headers = ctx.req.headers;
  if (!hasBody(headers)) return null;
  const length = Number(headers['content-length']);
  if (headers['transfer-encoding'] !== undefined || !Number.isInteger(length) || length > SMALL_ANSWER_BYTES) {
    return ctx.req.pipe(new PassThrough());
  }
  return buffer(ctx.req);
}

/** How long the gateway waits for the rest of an upload a service answered early (ms). */
const EARLY_ANSWER_DRAIN_MS = 5000;
/** How much of such an upload it reads and drops at most (bytes): the services' upload limits and then some. */
const EARLY_ANSWER_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of `req`'s body (at most `ms` ms and `maxBytes` bytes); true when it
 * arrived whole. A client still sending to a closed connection would get EPIPE, not the answer.
 */
function drainRequest(req: IncomingMessage, ms: number, maxBytes: number): Promise<boolean> {
  if (req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), ms);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.resume();
  });
}

/**
 * Proxies `/api/...` and `/uploads/...` to the owning service's pool, bodies streamed, hop-by-hop
 * headers dropped, `x-forwarded-*` and `x-request-id` added. An unowned path gets 404 JSON under
 * `/api`, else falls through. A service unreachable answers `503 {success:false,error:'Service
 * temporarily unavailable'}` for its routes only (architecture property 3). Failed URLs are
 * logged redacted.
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
    const pool = pools[rule.service];
    if (!pool.hasAddresses()) {
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
      return;
    }
    // A client leaving before the answer is done ends the call to the service.
    const abort = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) abort.abort();
    });
    let answer: Dispatcher.ResponseData;
    let body: Awaited<ReturnType<typeof requestBody>>;
    try {
      body = await requestBody(ctx);
      answer = await pool.dispatcher.request({
        method: ctx.method as Dispatcher.HttpMethod,
        path: ctx.url,
        headers: forwardedHeaders(ctx),
        body,
        signal: abort.signal,
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      logger.warn({ err: error, url: redactText(ctx.url), upstream: rule.service }, 'upstream unavailable');
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
      return;
    }
    ctx.status = answer.statusCode;
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) ctx.set(name, value);
    }
    // Answered before the upload was read: take the rest (bounded) so the client gets the answer,
    // then close the connection so no leftover reaches a later request (RFC 9112 §9.6).
    ctx.compress = false;
    if (!ctx.req.complete) {
      ctx.set('connection', 'close');
      const length = Number(answer.headers['content-length']);
      if (body instanceof PassThrough && Number.isInteger(length) && length <= SMALL_ANSWER_BYTES) {
        // The answer first (the call to the service is then let go), then the rest of the upload.
        let early: Buffer;
        try {
          early = Buffer.from(await answer.body.arrayBuffer());
        } catch {
          ctx.remove('content-length');
          ctx.status = 503;
          early = Buffer.from(JSON.stringify(UNAVAILABLE));
          ctx.type = 'json';
        }
        ctx.req.unpipe(body);
        body.destroy();
        await drainRequest(ctx.req, EARLY_ANSWER_DRAIN_MS, EARLY_ANSWER_DRAIN_BYTES);
        ctx.body = early;
        return;
      }
    }
    if (ctx.method === 'HEAD' || [204, 205, 304].includes(answer.statusCode)) {
      await answer.body.dump();
      return;
    }
    // A small answer of known length is passed on as one buffer; others stay streamed.
    const length = Number(answer.headers['content-length']);
    if (!Number.isInteger(length) || length > SMALL_ANSWER_BYTES) {
      ctx.body = answer.body;
      return;
    }
    try {
      ctx.body = Buffer.from(await answer.body.arrayBuffer());
    } catch (error) {
      // The service went away in the middle of its answer.
      logger.warn({ err: error, url: redactText(ctx.url), upstream: rule.service }, 'upstream answer cut off');
      ctx.remove('content-length');
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
    }
  };
}
