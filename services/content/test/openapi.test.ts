import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { appOperations } from '@consulting/service-kit';
import {
  describeServiceApi,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { contactFormSchema, contactSchema } from '../src/routes/contact.ts';
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
  const served = describeServiceApi<Document>('content', {
    serviceDir: path.join(import.meta.dirname, '..'),
    minRoutes: 20,
    build: (connection) =>
      buildApp({
        connection,
        config: { jwtSecret: TEST_SECRET, internalToken: TEST_INTERNAL_TOKEN, identityUrl: 'http://127.0.0.1:9' },
        tokenKeys: TEST_TOKEN_KEYS,
        checkSession: testSessions().check,
        logger,
      }),
  });

  it('describes the contact form with the schema the route validates with', async () => {
    const { app, document, url } = served();
    const contact = appOperations(app).find((op) => op.method === 'post' && op.path === '/api/contact');
    expect(contact?.body?.schema).toBe(contactFormSchema);
    const rendered = document.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema;
    expect(rendered?.required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'subject', 'message', 'form_token', 'privacy_consent']),
    );

    const withoutEmail = { name: 'Sara', phone: '0500000000', subject: 'Hello', message: 'A question' };
    expect(contactSchema.safeParse(withoutEmail).success).toBe(false);
    expect(contactSchema.safeParse({ ...withoutEmail, email: 'sara@example.com' }).success).toBe(true);
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(withoutEmail),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Please fill in the following fields: Email' });
  });

  it('lists the news filters as query parameters', () => {
    const { document } = served();
    const names = document.paths['/api/news']?.get?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(['category', 'q', 'lang']);
  });

  it('documents the paged admin lists, the export and the activity feed', () => {
    const { document } = served();
    const queryOf = (path: string) =>
      document.paths[path]?.get?.parameters?.filter((p) => p.in === 'query').map((p) => p.name);
    expect(queryOf('/api/admin/messages')).toEqual(['page', 'page_size', 'sort', 'q', 'from', 'to', 'is_read']);
    expect(queryOf('/api/admin/messages/export')).toEqual(queryOf('/api/admin/messages'));
    expect(queryOf('/api/admin/news')).toEqual([
      'page',
      'page_size',
      'sort',
      'q',
      'from',
      'to',
      'is_published',
      'category',
    ]);
    expect(queryOf('/api/admin/services')).toEqual(['page', 'page_size', 'sort', 'q', 'is_active']);
    expect(queryOf('/api/admin/sectors')).toEqual(['page', 'page_size', 'sort', 'q', 'is_active']);
    expect(queryOf('/api/admin/audit/content')).toEqual(
      expect.arrayContaining(['page', 'page_size', 'entity', 'action', 'actor', 'before', 'from', 'to']),
    );
    const exportResponses = (
      document.paths['/api/admin/messages/export']?.get as unknown as {
        responses: Record<string, { content?: Record<string, unknown> }>;
      }
    ).responses;
    expect(Object.keys(exportResponses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(document.paths['/api/admin/messages/bulk']?.post?.requestBody?.content['application/json']).toBeDefined();
  });
});
