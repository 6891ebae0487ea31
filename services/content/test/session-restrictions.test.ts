/**
 * Content fails closed: it needs identity (IDENTITY_URL) to start, and a session that owes
 * something (identity's answer with each session check) is refused on its guarded routes with
 * 403 and its code, and let in once it settled it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { contentEnvSchema } from '../src/config.ts';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

let content: ContentUnderTest;
beforeAll(async () => {
  content = await startContent('content_restrictions', { seed: false });
});
afterAll(() => content?.close());

describe('a restricted staff session on content', () => {
  it('answers 403 with the code of what it owes, then 200 once settled', async () => {
    const token = adminToken();
    for (const [restriction, code] of [
      ['password_change', 'password_change_required'],
      ['two_factor_enrolment', 'two_factor_enrolment_required'],
    ] as const) {
      content.sessions.restrict(token, restriction);
      const refused = await content.call('GET', '/api/admin/news', { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code });
      expect((await content.call('POST', '/api/admin/news', { token, body: {} })).status).toBe(403);
    }
    content.sessions.restrict(token, null);
    expect((await content.call('GET', '/api/admin/news', { token })).status).toBe(200);
  });
});

describe('IDENTITY_URL', () => {
  it('is required: content refuses to start without identity', () => {
    const base = { MONGODB_URI: 'mongodb://127.0.0.1:1', JWT_SECRET: TEST_SECRET, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN };
    expect(() => loadEnv(contentEnvSchema, base)).toThrow(/IDENTITY_URL is required/);
    expect(loadEnv(contentEnvSchema, { ...base, IDENTITY_URL: 'http://127.0.0.1:4001' }).IDENTITY_URL).toBe(
      'http://127.0.0.1:4001',
    );
  });
});
