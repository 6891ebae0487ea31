import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { appOperations, createLogger } from '@consulting/service-kit';
import { describeServiceApi, TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
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
  // A service answers 503 while its database is away, so the field checks need a real one.
  const served = describeServiceApi<Document>('requests', {
    serviceDir: path.join(import.meta.dirname, '..'),
    minRoutes: 20,
    build: (connection) =>
      buildApp({
        database: () => connection,
        config: {
          jwtSecret: TEST_SECRET,
          internalToken: TEST_INTERNAL_TOKEN,
          identityUrl: 'http://127.0.0.1:9',
          uploadUrlSecret: UPLOAD_SECRET,
        },
        logger: createLogger('requests'),
      }),
  });

  it('documents the attachment downloads under /uploads', () => {
    expect(served().registered).toContainEqual({ method: 'get', path: '/uploads/attachments/{id}' });
  });

  it('describes the track request form with the schema the route validates with', async () => {
    const { app, document, url } = served();
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
