import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Connection } from 'mongoose';
import pino from 'pino';
import { appOperations, type RouteKey } from '@consulting/service-kit';
import {
  healthzStamp,
  openTestDatabase,
  routesOutsideContract,
  servedApiDocument,
  pathsNotRefusingMethod,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { credentialsSchema } from '../src/routes/credentials.ts';
import { config } from './identity-app.ts';

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
  >;
}

describe('identity API reference (GET /openapi.json)', () => {
  let connection: Connection;
  let url: string;
  let close: () => Promise<void>;
  let registered: RouteKey[];
  let documented: RouteKey[];
  let app: ReturnType<typeof buildApp>;
  let document: Document;

  beforeAll(async () => {
    connection = await openTestDatabase('identity_openapi');
    app = buildApp({ connection, config, logger: pino({ level: 'silent' }) });
    ({ url, close, document, registered, documented } = await servedApiDocument<Document>(app));
  });
  afterAll(async () => {
    await close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('registers only public routes the site contract sends to identity', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(routesOutsideContract(app, 'identity')).toEqual([]);
  });

  it('answers /healthz with its version and commit', async () => {
    const { actual, expected } = await healthzStamp(url, path.join(import.meta.dirname, '..'));
    expect(actual).toEqual(expected);
  });

  it('answers another method on every route path with 405 and Allow, never a 500', async () => {
    expect(await pathsNotRefusingMethod(url, registered)).toEqual([]);
    expect(await pathsNotRefusingMethod(url, registered, 'PROPFIND')).toEqual([]);
  });

  it('documents exactly the /api routes the routers register', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(registered.length).toBeGreaterThan(5);
    expect(documented).toEqual(registered);
  });

  it('describes the login body with the schema the route validates with', async () => {
    const login = appOperations(app).find((op) => op.method === 'post' && op.path === '/api/user/login');
    expect(login?.body?.schema).toBe(credentialsSchema);
    const rendered = document.paths['/api/user/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(rendered?.required).toEqual(['email', 'password']);

    const withoutPassword = { email: 'someone@example.com' };
    expect(login?.body?.schema.safeParse(withoutPassword).success).toBe(false);
    const res = await fetch(`${url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(withoutPassword),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Email and password are required' });
  });
});
