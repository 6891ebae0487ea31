import { describe, expect, it } from 'vitest';
import path from 'node:path';
import pino from 'pino';
import { appOperations } from '@consulting/service-kit';
import { describeServiceApi } from '@consulting/service-kit/test-support';
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
  const served = describeServiceApi<Document>('identity', {
    serviceDir: path.join(import.meta.dirname, '..'),
    minRoutes: 5,
    build: (connection) => buildApp({ connection, config, logger: pino({ level: 'silent' }) }),
  });

  it('describes the login body with the schema the route validates with', async () => {
    const { app, document, url } = served();
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
