import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { appRouters, documentedRoutes, routerRoutes } from '@consulting/service-kit';
import { openTestDatabase, serve, TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { contentOperations } from '../src/openapi.ts';
import { contactSchema } from '../src/routes/contact.ts';
import { logger } from './support/content-harness.ts';

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      }
    >
  >;
}

describe('content API reference (GET /openapi.json)', () => {
  let connection: Connection;
  let server: Awaited<ReturnType<typeof serve>>;
  let app: ReturnType<typeof buildApp>;
  let document: Document;

  beforeAll(async () => {
    connection = await openTestDatabase('content_openapi');
    app = buildApp({ connection, config: { jwtSecret: TEST_SECRET, internalToken: TEST_INTERNAL_TOKEN }, logger });
    server = await serve(app);
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  });
  afterAll(async () => {
    await server.close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('documents exactly the /api routes the routers register', () => {
    expect(document.openapi).toMatch(/^3\./);
    const registered = routerRoutes(appRouters(app)).filter((route) => /^\/(api|uploads)(\/|$)/.test(route.path));
    expect(registered.length).toBeGreaterThan(20);
    expect(documentedRoutes(document)).toEqual(registered);
  });

  it('describes the contact form with the schema the route validates with', async () => {
    const contact = contentOperations.find((op) => op.method === 'post' && op.path === '/api/contact');
    expect(contact?.body?.schema).toBe(contactSchema);
    const rendered = document.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema;
    expect(rendered?.required).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message']));

    const withoutEmail = { name: 'Sara', phone: '0500000000', subject: 'Hello', message: 'A question' };
    expect(contactSchema.safeParse(withoutEmail).success).toBe(false);
    expect(contactSchema.safeParse({ ...withoutEmail, email: 'sara@example.com' }).success).toBe(true);
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(withoutEmail),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Please fill in the following fields: Email' });
  });

  it('lists the news filters as query parameters', () => {
    const names = document.paths['/api/news']?.get?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(['category', 'q', 'lang']);
  });
});
