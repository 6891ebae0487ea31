import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTestToken } from '@consulting/service-kit/test-support';
import { bearer, startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_admin_guard');
});
afterAll(() => h?.close());

const admin = { id: 'admin-guard', role: 'admin' as const, email: 'admin@example.sa', name: 'Admin' };
const client = { id: 'client-guard', role: 'client' as const, email: 'client@example.sa', name: 'Client' };
const ID = '0123456789abcdef01234567';

/** Every admin route of the requests service (spec §6: admin only). */
const ADMIN_ROUTES: [method: string, path: string][] = [
  ['GET', '/api/admin/service-requests'],
  ['PUT', `/api/admin/service-requests/${ID}`],
  ['GET', `/api/admin/service-requests/${ID}/audit`],
  ['GET', '/api/admin/track-requests'],
  ['PUT', `/api/admin/track-requests/${ID}`],
  ['GET', `/api/admin/track-requests/${ID}/audit`],
  ['POST', '/api/admin/add-request'],
  ['POST', '/api/admin/add-track-request'],
  ['GET', '/api/admin/requests'],
  ['PUT', `/api/admin/requests/${ID}`],
  ['GET', '/api/join-applications'],
  ['PUT', '/api/join-applications'],
  ['DELETE', `/api/join-applications?id=${ID}`],
  ['GET', '/api/admin/join-applications'],
  ['PUT', `/api/admin/join-applications/${ID}`],
  ['DELETE', `/api/admin/join-applications/${ID}`],
  ['GET', `/api/admin/join-applications/${ID}/audit`],
  // Exports, bulk actions, the dashboard counters and the activity feed.
  ['GET', '/api/admin/service-requests/export'],
  ['POST', '/api/admin/service-requests/bulk'],
  ['GET', '/api/admin/track-requests/export'],
  ['POST', '/api/admin/track-requests/bulk'],
  ['GET', '/api/admin/requests/export'],
  ['POST', '/api/admin/requests/bulk'],
  ['GET', '/api/admin/join-applications/export'],
  ['POST', '/api/admin/join-applications/bulk'],
  ['GET', '/api/admin/counts'],
  ['GET', '/api/admin/audit/requests'],
];

function jtiOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;
}

function call(method: string, path: string, headers: Record<string, string>): Promise<Response> {
  const init: RequestInit = { method, headers };
  if (method === 'PUT') {
    init.body = '{"status":"completed"}';
    init.headers = { 'content-type': 'application/json', ...headers };
  } else if (method === 'POST') {
    init.body = new FormData();
  }
  return fetch(`${h.url}${path}`, init);
}

describe('admin routes refuse everyone but a signed-in admin (spec §6)', () => {
  it.each(ADMIN_ROUTES)('%s %s', async (method, path) => {
    const expectStatus = async (res: Response, status: number, error: string, who: string) => {
      expect(res.status, who).toBe(status);
      expect(await res.json(), who).toEqual({ success: false, error });
    };
    await expectStatus(await call(method, path, {}), 401, 'Authentication required', 'no token');
    const expired = signTestToken(admin, { expiresInSeconds: -60 });
    await expectStatus(
      await call(method, path, { authorization: `Bearer ${expired}` }),
      401,
      'Authentication required',
      'expired token',
    );
    await expectStatus(await call(method, path, bearer(client)), 403, 'Forbidden', 'client token');

    // The same kind of admin token gets past the guard while valid…
    const valid = await call(method, path, bearer(admin));
    expect([401, 403], 'valid admin token').not.toContain(valid.status);
    await valid.arrayBuffer();
    // …and is refused once the admin has logged out (identity revoked its jti).
    const loggedOut = signTestToken(admin);
    h.identity.revoked.add(jtiOf(loggedOut));
    await expectStatus(
      await call(method, path, { authorization: `Bearer ${loggedOut}` }),
      401,
      'Authentication required',
      'after logout',
    );
    expect(h.identity.calls).toContain(`GET /internal/tokens/${jtiOf(loggedOut)}`);
  });
});
