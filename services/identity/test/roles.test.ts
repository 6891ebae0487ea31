import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoleViolations, adminRoutesOf, serve } from '@consulting/service-kit/test-support';
import { modelsReady } from '@consulting/service-kit';
import type { Connection } from 'mongoose';
import pino from 'pino';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { config } from './identity-app.ts';

/** Issue 14 part 2: the role table over every admin route of identity (see ADMIN_ROLE_TABLE). */
describe('identity admin routes by role', () => {
  let connection: Connection;
  let app: ReturnType<typeof buildApp>;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    connection = await openTestDatabase('identity_roles');
    app = buildApp({ connection, config, logger: pino({ level: 'silent' }) });
    await modelsReady(connection);
    server = await serve(app);
  });
  afterAll(async () => {
    await server.close();
    await connection.dropDatabase();
    await connection.close();
  });

  it('finds the staff, users and two-factor routes in its routers', () => {
    const keys = adminRoutesOf(app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining(['get /api/admin/staff', 'get /api/admin/users', 'post /api/admin/2fa/setup']),
    );
  });

  it('refuses editors every admin-only route, lets them into their own, refuses clients and anonymous callers', async () => {
    expect(await adminRoleViolations(app, server.url)).toEqual([]);
  });
});
