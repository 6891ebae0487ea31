import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { modelsReady } from '@consulting/service-kit';
import {
  adminRoleViolations,
  adminRoutesOf,
  openTestDatabase,
  serve,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';

/** The role table over every admin route of content (see ADMIN_ROLE_TABLE). */
describe('content admin routes by role', () => {
  let connection: Connection;
  let app: ReturnType<typeof buildApp>;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    connection = await openTestDatabase('content_roles');
    app = buildApp({
      connection,
      config: { jwtSecret: TEST_SECRET, internalToken: TEST_INTERNAL_TOKEN, identityUrl: 'http://127.0.0.1:9' },
      tokenKeys: TEST_TOKEN_KEYS,
      checkSession: testSessions().check,
      logger: pino({ level: 'silent' }),
    });
    await modelsReady(connection);
    server = await serve(app);
  });
  afterAll(async () => {
    await server.close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('finds the editor routes and the admin-only export in its routers', () => {
    const keys = adminRoutesOf(app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'get /api/admin/news',
        'post /api/admin/messages/{id}/reply',
        'get /api/admin/messages/export',
      ]),
    );
  });

  it('lets editors manage services, sectors, news and messages, but not the export or the feed', async () => {
    expect(await adminRoleViolations(app, server.url)).toEqual([]);
  });
});
