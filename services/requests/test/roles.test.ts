import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoleViolations, adminRoutesOf } from '@consulting/service-kit/test-support';
import { startHarness, type Harness } from './support/harness.ts';

/**
 * The role table over every admin route of requests (see ADMIN_ROLE_TABLE):
 * none of them is an editor's.
 */
describe('requests admin routes by role', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness('requests_roles');
  });
  afterAll(() => h?.close());

  it('finds every admin route in its routers, the spec routes outside /api/admin too', () => {
    const keys = adminRoutesOf(h.app).map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining(['get /api/admin/counts', 'get /api/join-applications']));
  });

  it('refuses editors, clients and anonymous callers every admin route', async () => {
    expect(await adminRoleViolations(h.app, h.url)).toEqual([]);
  });
});
