import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { appOperations, createLogger, type RouteKey } from '@consulting/service-kit';
import {
  openTestDatabase,
  healthzStamp,
  routesOutsideContract,
  servedApiDocument,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  pathsNotRefusingMethod,
} from '@consulting/service-kit/test-support';
import type mongoose from 'mongoose';
import { buildApp } from '../src/app.ts';
import { submissionFormSchema, submissionSchema } from '../src/submission.ts';
import { personFields, UPLOAD_SECRET } from './support/harness.ts';

interface Schema {
  required?: string[];
  properties?: Record<string, { type?: string; format?: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
}

describe('requests API reference (GET /openapi.json)', () => {
  let url: string;
  let close: () => Promise<void>;
  let registered: RouteKey[];
  let documented: RouteKey[];
  let app: ReturnType<typeof buildApp>;
  let document: Document;
  let connection: mongoose.Connection;

  beforeAll(async () => {
    // A service answers 503 while its database is away, so the field checks need a real one.
    connection = await openTestDatabase('requests_openapi');
    app = buildApp({
      database: () => connection,
      config: {
        jwtSecret: TEST_SECRET,
        internalToken: TEST_INTERNAL_TOKEN,
        identityUrl: 'http://127.0.0.1:9',
        uploadUrlSecret: UPLOAD_SECRET,
      },
      logger: createLogger('requests'),
    });
    ({ url, close, document, registered, documented } = await servedApiDocument<Document>(app));
  });
  afterAll(async () => {
    await close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('registers only public routes the site contract sends to requests', () => {
    expect(registered.length).toBeGreaterThan(0);
    expect(routesOutsideContract(app, 'requests')).toEqual([]);
  });

  it('answers /healthz with its version and commit', async () => {
    const { actual, expected } = await healthzStamp(url, path.join(import.meta.dirname, '..'));
    expect(actual).toEqual(expected);
  });

  it('answers another method on every route path with 405 and Allow, never a 500', async () => {
    expect(await pathsNotRefusingMethod(url, registered)).toEqual([]);
    expect(await pathsNotRefusingMethod(url, registered, 'PROPFIND')).toEqual([]);
  });

  it('documents exactly the /api and /uploads routes the routers register', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(registered.length).toBeGreaterThan(20);
    expect(registered).toContainEqual({ method: 'get', path: '/uploads/attachments/{id}' });
    expect(documented).toEqual(registered);
  });

  it('describes the track request form with the schema the route validates with', async () => {
    const track = appOperations(app).find((op) => op.method === 'post' && op.path === '/api/track-requests');
    expect(track?.body?.schema).toBe(submissionFormSchema);
    const rendered = document.paths['/api/track-requests']?.post?.requestBody?.content['multipart/form-data']?.schema;
    // The form's own fields and the public-form guard fields (form token, consent) are required.
    expect(rendered?.required).toEqual(
      expect.arrayContaining(['user_name', 'user_email', 'message', 'form_token', 'privacy_consent']),
    );
    expect(rendered?.properties?.website).toMatchObject({ type: 'string' });
    expect(rendered?.properties?.attachment).toMatchObject({ type: 'string', format: 'binary' });

    const fields = { service_name: 'launch', user_name: 'Omar', message: 'We need help' };
    expect(submissionSchema.safeParse(fields).success).toBe(false);
    expect(submissionSchema.safeParse({ ...fields, user_email: 'omar@example.sa' }).success).toBe(true);
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...personFields(), ...fields })) form.append(name, value);
    const res = await fetch(`${url}/api/track-requests`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Please fill in the following fields: Email' });
  });
});
