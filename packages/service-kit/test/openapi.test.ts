import { describe, expect, it } from 'vitest';
import Koa from 'koa';
import Router from '@koa/router';
import { z } from 'zod';
import {
  auditTrailOperation,
  appRouters,
  documentedRoutes,
  openApiDocument,
  openApiRoute,
  routerRoutes,
  type ApiOperation,
} from '../src/openapi.ts';
import { apiRouter, appApiDocument } from '../src/routes.ts';
import { serve } from '../test-support/index.ts';

const noteSchema = z.object({
  title: z.string().trim().min(1),
  body: z.string().max(100).optional(),
});

const operations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/notes',
    summary: 'Create a note',
    tags: ['Notes'],
    auth: 'admin',
    body: { type: 'json', schema: noteSchema },
    success: { status: 201, description: '`{success:true, note}`' },
    errors: { 400: 'Title is required' },
  },
  {
    method: 'post',
    path: '/api/notes/{id}/files',
    summary: 'Attach a file',
    tags: ['Notes'],
    auth: 'optional',
    body: { type: 'multipart', schema: noteSchema, files: { file: 'A PDF' } },
    success: { status: 200, description: 'ok' },
  },
  {
    method: 'get',
    path: '/api/notes',
    summary: 'List notes',
    tags: ['Notes'],
    auth: 'none',
    query: z.object({ q: z.string().optional() }),
    success: { status: 200, description: 'ok' },
  },
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('openApiDocument', () => {
  const document = openApiDocument({ title: 'Notes', version: '1.0.0' }, operations) as Json;

  it('renders a JSON body from the zod schema, with the shared error shape and the admin bearer rule', () => {
    expect(document.openapi).toBe('3.1.0');
    const create = document.paths['/api/notes'].post;
    expect(create.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { title: { type: 'string', minLength: 1 }, body: { type: 'string', maxLength: 100 } },
      required: ['title'],
    });
    expect(Object.keys(create.responses)).toEqual(['201', '400', '401', '403', '503']);
    expect(create.responses['400']).toMatchObject({
      description: 'Title is required',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
    });
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      properties: { success: { const: false }, error: { type: 'string' } },
      required: ['success', 'error'],
    });
    expect(create.responses['201']).toMatchObject({
      description: '`{success:true, note}`',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SuccessResponse' } } },
    });
    expect(document.components.schemas.SuccessResponse).toMatchObject({ required: ['success'] });
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    expect(create['x-auth']).toBe('admin');
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('renders multipart file fields as binary, path parameters from the path and query parameters', () => {
    const attach = document.paths['/api/notes/{id}/files'].post;
    const schema = attach.requestBody.content['multipart/form-data'].schema;
    expect(schema.properties.file).toMatchObject({ type: 'string', format: 'binary', description: 'A PDF' });
    expect(schema.required).toEqual(['title']);
    expect(attach.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    expect(attach.security).toEqual([{}, { bearerAuth: [] }]);
    // A public operation has no auth errors, only the service-unavailable one.
    const list = document.paths['/api/notes'].get;
    expect(Object.keys(list.responses)).toEqual(['200', '503']);
    expect(list.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'q' })]);
    expect(list.security).toEqual([]);
  });

  it('lists every media type and status an operation answers: pages, redirects, a malformed body', () => {
    const confirm = openApiDocument({ title: 't', version: '1' }, [
      {
        method: 'post',
        path: '/api/links/confirm',
        summary: 'Confirm a mailed link',
        tags: ['Links'],
        auth: 'none',
        body: { type: 'json', schema: noteSchema, required: false },
        success: { status: 200, description: 'JSON when asked for', otherContent: { 'text/html': undefined } },
        otherResponses: { 303: { description: 'To the dashboard', content: { 'text/plain': undefined } } },
        errors: { 404: 'Unknown link' },
        errorContentTypes: ['text/html'],
      },
    ]) as Json;
    const operation = confirm.paths['/api/links/confirm'].post;
    expect(Object.keys(operation.responses)).toEqual(['200', '303', '400', '404', '503']);
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/json', 'text/html']);
    expect(operation.responses['200'].content['text/html'].schema).toEqual({ type: 'string' });
    expect(operation.responses['303']).toEqual({
      description: 'To the dashboard',
      content: { 'text/plain': { schema: { type: 'string' } } },
    });
    for (const status of ['400', '404', '503']) {
      expect(Object.keys(operation.responses[status].content), status).toEqual(['application/json', 'text/html']);
    }
    expect(operation.responses['400'].description).toBe('Invalid input');
  });

  it('refuses Koa-style paths and operations described twice', () => {
    const base = operations[0]!;
    expect(() => openApiDocument({ title: 't', version: '1' }, [{ ...base, path: '/api/notes/:id' }])).toThrow(
      /use \{name\}/,
    );
    expect(() => openApiDocument({ title: 't', version: '1' }, [base, base])).toThrow(/described twice/);
  });
});

describe('routerRoutes, appRouters and documentedRoutes', () => {
  it("list a Koa app's routes in OpenAPI form, without the HEAD @koa/router adds", () => {
    const notes = new Router({ prefix: '/api/notes' });
    notes.get('/', () => undefined);
    notes.put('/:id', () => undefined);
    const other = new Router();
    other.post(['/api/a', '/api/b'], () => undefined);
    other.use(async (_ctx, next) => next());
    const app = new Koa();
    app.use(async (_ctx, next) => next());
    app.use(notes.routes());
    app.use(notes.allowedMethods());
    app.use(other.routes());

    expect(appRouters(app)).toEqual([notes, other]);
    expect(routerRoutes(appRouters(app))).toEqual([
      { method: 'get', path: '/api/notes' },
      { method: 'post', path: '/api/a' },
      { method: 'post', path: '/api/b' },
      { method: 'put', path: '/api/notes/{id}' },
    ]);
  });

  it('lists the operations of a document', () => {
    const document = openApiDocument({ title: 'Notes', version: '1.0.0' }, operations);
    expect(documentedRoutes(document)).toEqual([
      { method: 'get', path: '/api/notes' },
      { method: 'post', path: '/api/notes' },
      { method: 'post', path: '/api/notes/{id}/files' },
    ]);
  });
});

describe('openApiRoute', () => {
  it('serves the document at GET /openapi.json, building it once, and passes other requests on', async () => {
    let builds = 0;
    const app = new Koa();
    app.use(
      openApiRoute(() => {
        builds += 1;
        return { openapi: '3.1.0', info: { title: 'x', version: '1' } };
      }),
    );
    app.use((ctx) => {
      ctx.body = 'next';
    });
    const server = await serve(app);
    try {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${server.url}/openapi.json`);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(await res.json()).toMatchObject({ openapi: '3.1.0' });
      }
      expect(builds).toBe(1);
      expect(await (await fetch(`${server.url}/api/openapi.json`)).text()).toBe('next');
    } finally {
      await server.close();
    }
  });
});

describe('auditTrailOperation', () => {
  it('describes the admin audit reader of a record under its item path', () => {
    const op = auditTrailOperation('/api/admin/join-applications/{id}', {
      noun: 'application',
      tag: 'Admin: join applications',
      notFound: 'Application not found',
    });
    expect(op).toMatchObject({
      method: 'get',
      path: '/api/admin/join-applications/{id}/audit',
      summary: "An application's audit trail",
      auth: 'admin',
      errors: { 404: 'Application not found (malformed id)' },
    });
    const doc = openApiDocument({ title: 't', version: '1', description: 'd' }, [op]) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths['/api/admin/join-applications/{id}/audit']?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '503']),
    );
  });
});

describe('apiRouter and appApiDocument', () => {
  const note = operations[0]!;
  const adminOnly: Koa.Middleware = async (ctx, next) => {
    if (ctx.get('authorization') !== 'Bearer admin') throw Object.assign(new Error('no'), { status: 401 });
    await next();
  };

  it('registers each declared route behind its guard and JSON parser, and documents exactly those', async () => {
    const router = apiRouter({ admin: adminOnly }, [
      {
        ...note,
        handler: (ctx) => {
          const input = noteSchema.parse(ctx.request.body);
          ctx.status = 201;
          ctx.body = { success: true, note: input };
        },
      },
    ]);
    const app = new Koa();
    app.silent = true;
    app.use(router.routes());
    const document = appApiDocument(app, { title: 'Notes', version: '1' });
    expect(documentedRoutes(document)).toEqual(routerRoutes(appRouters(app)));
    expect(documentedRoutes(document)).toEqual([{ method: 'post', path: '/api/notes' }]);

    const { url, close } = await serve(app);
    try {
      const post = (headers: Record<string, string>) =>
        fetch(`${url}/api/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ title: 'Hello' }),
        });
      expect((await post({})).status).toBe(401);
      const created = await post({ authorization: 'Bearer admin' });
      expect(created.status).toBe(201);
      expect(await created.json()).toEqual({ success: true, note: { title: 'Hello' } });
    } finally {
      await close();
    }
  });

  it('turns {name} path segments into router parameters', async () => {
    const router = apiRouter({}, [
      {
        method: 'get',
        path: '/api/notes/{id}',
        summary: 'One note',
        tags: ['Notes'],
        auth: 'none',
        success: { status: 200, description: 'ok' },
        handler: (ctx) => {
          ctx.body = { success: true, id: ctx.params.id };
        },
      },
    ]);
    const app = new Koa();
    app.use(router.routes());
    const { url, close } = await serve(app);
    try {
      expect(await (await fetch(`${url}/api/notes/n1`)).json()).toEqual({ success: true, id: 'n1' });
    } finally {
      await close();
    }
  });

  it('refuses a guarded route without its guard', () => {
    expect(() => apiRouter({}, [{ ...note, handler: () => undefined }])).toThrow(/no guard for auth 'admin'/);
  });
});
