import { describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import { createBaseApp } from '../src/index.ts';
import { servedDuringTests } from '../test-support/index.ts';

describe('a service whose database is away', () => {
  let ready = true;
  let writes = 0;
  const app = createBaseApp(pino({ name: 'not-ready-test', level: 'silent' }), () => ready);
  const router = new Router();
  router.post('/api/things', (ctx) => {
    writes += 1;
    ctx.status = 201;
    ctx.body = { success: true };
  });
  app.use(router.routes());
  const site = servedDuringTests(app);

  it('answers API calls 503 at once with the JSON error shape, runs no handler, and serves again when ready', async () => {
    ready = false;
    const started = Date.now();
    const refused = await fetch(`${site.url}/api/things`, { method: 'POST' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Database not available, please try again shortly',
    });
    expect((await fetch(`${site.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${site.url}/metrics`)).status).toBe(200);
    expect(writes).toBe(0);

    ready = true;
    expect((await fetch(`${site.url}/api/things`, { method: 'POST' })).status).toBe(201);
    expect(writes).toBe(1);
  });
});
