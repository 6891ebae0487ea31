import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import { allowedMethods, createBaseApp } from '@consulting/service-kit';
import { rawCall as call, serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';

/** A service built as the real ones are: the kit's base app, its routers, then `allowedMethods`. */
function service(): ReturnType<typeof createBaseApp> {
  const app = createBaseApp(pino({ level: 'silent' }), () => true);
  const router = new Router();
  router.get('/api/services', (ctx) => (ctx.body = { success: true, services: [] }));
  app.use(router.routes());
  app.use(allowedMethods([router]));
  return app;
}

describe('the gateway and another method on an /api path', () => {
  let content: Awaited<ReturnType<typeof serve>>;
  let gateway: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    content = await serve(service());
    gateway = await serve(
      buildGateway({
        upstreams: { identity: content.url, content: content.url, requests: content.url },
        authRateLimitPerMinute: 0,
        logger: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(async () => {
    await gateway?.close();
    await content?.close();
  });

  it('passes TRACE on to the owning service and its 405 with Allow back', async () => {
    const res = await call(`${gateway.url}/api/services`, 'TRACE');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('HEAD, GET');
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Method not allowed' });
    expect((await call(`${gateway.url}/api/services`, 'GET')).status).toBe(200);
  });

  it("answers its own API reference's other methods with 405 and Allow", async () => {
    const res = await call(`${gateway.url}/api/docs/openapi.json`, 'PROPFIND');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Method not allowed' });
  });

  it('answers a path no service owns with the JSON 404, whatever the method', async () => {
    const res = await call(`${gateway.url}/api/nowhere`, 'TRACE');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Not found' });
  });
});
