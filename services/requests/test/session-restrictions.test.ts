/**
 * A session that owes something (identity's `GET /internal/tokens/:jti?sid=` answers its
 * restriction) is refused on requests' guarded routes with 403 and its code, for clients and
 * staff alike, and let in once identity says it settled it; a revoked session is 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, signTestToken } from '@consulting/service-kit/test-support';
import { startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_restrictions');
});
afterAll(() => h?.close());

const client = { id: '0123456789abcdef01234567', role: 'client' as const, email: 'c@x.sa', name: 'C' };
const admin = { id: '0123456789abcdef01234568', role: 'admin' as const, email: 'a@x.sa', name: 'A' };
const get = (path: string, token: string) =>
  fetch(`${h.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('restricted sessions on requests', () => {
  it('answer 403 with the code until identity lifts the restriction; a revoked session is 401', async () => {
    for (const [user, path] of [
      [client, '/api/user/requests'],
      [admin, '/api/admin/service-requests'],
    ] as const) {
      const token = signTestToken(user);
      const sid = String(claimsOf(token).sid);
      h.identity.restrictions.set(sid, 'password_change');
      const refused = await get(path, token);
      expect(refused.status, path).toBe(403);
      expect(await refused.json(), path).toMatchObject({ success: false, code: 'password_change_required' });
      h.identity.restrictions.delete(sid);
      expect((await get(path, token)).status, path).toBe(200);
      h.identity.revoked.add(sid);
      expect((await get(path, token)).status, path).toBe(401);
    }
  });
});
