import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import { allowedMethods, createBaseApp, methodsAt } from '../src/index.ts';
import { rawCall as call, serve } from '../test-support/index.ts';

function routers(): Router[] {
  const notes = new Router({ prefix: '/api/notes' });
  notes.get('/', (ctx) => (ctx.body = { success: true, notes: [] }));
  notes.post('/', (ctx) => {
    ctx.status = 201;
    ctx.body = { success: true };
  });
  notes.put('/:id', (ctx) => (ctx.body = { success: true, id: ctx.params.id }));
  const more = new Router();
  more.use(async (_ctx, next) => next());
  more.delete('/api/notes/:id', (ctx) => (ctx.body = { success: true }));
  return [notes, more];
}

describe('allowedMethods: another method on a known path', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const app = createBaseApp(pino({ level: 'silent' }), () => true);
    const all = routers();
    for (const router of all) app.use(router.routes());
    app.use(allowedMethods(all));
    site = await serve(app);
  });
  afterAll(() => site.close());

  it.each(['TRACE', 'PROPFIND', 'PATCH', 'DELETE'])('answers %s with 405, Allow and the JSON error', async (method) => {
    const res = await call(`${site.url}/api/notes`, method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('HEAD, GET, POST');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Method not allowed' });
  });

  it('lists the methods of every router that has the path', async () => {
    const res = await call(`${site.url}/api/notes/7`, 'TRACE');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('PUT, DELETE');
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const res = await call(`${site.url}/api/notes/7`, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('PUT, DELETE');
  });

  it('keeps the routes working and an unknown path a 404', async () => {
    expect((await call(`${site.url}/api/notes`, 'GET')).status).toBe(200);
    expect((await call(`${site.url}/api/notes`, 'HEAD')).status).toBe(200);
    expect((await call(`${site.url}/api/notes/7`, 'DELETE')).status).toBe(200);
    const unknown = await call(`${site.url}/api/elsewhere`, 'TRACE');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ success: false, error: 'Not found' });
  });
});

describe('methodsAt', () => {
  it('names the methods of a path, none for an unknown one', () => {
    expect(methodsAt(routers(), '/api/notes/abc')).toEqual(['PUT', 'DELETE']);
    expect(methodsAt(routers(), '/api/other')).toEqual([]);
  });
});
