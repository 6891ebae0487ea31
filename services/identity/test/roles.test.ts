import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRoleViolations,
  adminRoutesOf,
  claimsOf,
  serve,
  signTestToken,
} from '@consulting/service-kit/test-support';
import { modelsReady } from '@consulting/service-kit';
import type { Connection } from 'mongoose';
import pino from 'pino';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { sessionModel } from '../src/models/session.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { config } from './identity-app.ts';

/** The role table over every admin route of identity (see ADMIN_ROLE_TABLE). */
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
    // Identity refuses a token whose session it does not hold: each role gets a user and a session.
    const tokens = { admin: '', editor: '', client: '' };
    for (const role of ['admin', 'editor', 'client'] as const) {
      const user = await userModel(connection).create({
        name: role,
        email: `${role}@roles.test`,
        role,
        password_hash: 'x',
      });
      tokens[role] = signTestToken({ id: user._id.toString(), role, email: user.email, name: role });
      const { sid, jti, exp } = claimsOf(tokens[role]) as { sid: string; jti: string; exp: number };
      await sessionModel(connection).create({ sid, jti, user_id: user._id, role, expires_at: new Date(exp * 1000) });
    }
    expect(await adminRoleViolations(app, server.url, tokens)).toEqual([]);
  });
});
