/**
 * `multipartUpload` on bad bodies: 400, 413 or 415, never a 5xx; and the
 * handler after it keeps its own errors (a bug there is still a 500, not hidden as a 400).
 */
import Koa from 'koa';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../test-support/index.ts';
import {
  createLogger,
  errorHandler,
  EXPECTED_MULTIPART,
  MALFORMED_MULTIPART,
  multipartUpload,
  requestLogger,
} from '../src/index.ts';

const BOUNDARY = 'kitboundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const end = `--${BOUNDARY}--\r\n`;

let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  const app = new Koa();
  app.use(requestLogger(createLogger('kit-uploads-test')));
  app.use(errorHandler());
  const router = new Router();
  const upload = multipartUpload([{ name: 'attachment', maxCount: 1 }]);
  router.post('/upload', upload, (ctx) => {
    ctx.body = { success: true, fields: ctx.request.body ?? null };
  });
  router.post('/buggy', upload, () => {
    throw new Error('a bug in the handler');
  });
  app.use(router.routes());
  server = await serve(app);
});
afterAll(() => server?.close());

const post = (path: string, body: string, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body });

describe('multipartUpload on bad bodies', () => {
  it('reads a good body', async () => {
    const res = await post('/upload', part('name', 'Sara') + end);
    expect(await res.json()).toEqual({ success: true, fields: { name: 'Sara' } });
  });

  it('answers 400 to a truncated body or a missing boundary, 415 to another type, 413 to too many fields', async () => {
    const truncated = await post('/upload', part('name', 'Sara'));
    expect([truncated.status, await truncated.json()]).toEqual([400, { success: false, error: MALFORMED_MULTIPART }]);
    const noBoundary = await post('/upload', part('name', 'Sara') + end, 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    const json = await post('/upload', '{"name":"Sara"}', 'application/json');
    expect([json.status, await json.json()]).toEqual([415, { success: false, error: EXPECTED_MULTIPART }]);
    const many = await post('/upload', Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')).join('') + end);
    expect([many.status, await many.json()]).toEqual([
      413,
      { success: false, error: 'Upload error: LIMIT_FIELD_COUNT' },
    ]);
  });

  it('leaves the errors of the handler after it alone', async () => {
    const res = await post('/buggy', part('name', 'Sara') + end);
    expect(res.status).toBe(500);
  });
});
