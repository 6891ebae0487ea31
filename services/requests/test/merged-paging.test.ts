/**
 * Deep pages of the merged "User requests" list: page 1,000 is the right window of
 * both collections merged, with many rows sharing one created_at across the two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRequestRecord } from '@consulting/contracts';
import { bearer, startHarness, type Harness } from './support/harness.ts';
import { insertDocs, minutesAfterNewYear, requestDoc, sortedBy, type SeedRequest } from './support/seed.ts';

let h: Harness;
let all: SeedRequest[];
const admin = { id: 'admin-deep', role: 'admin' as const, email: 'admin@example.sa', name: 'Admin' };

beforeAll(async () => {
  h = await startHarness('requests_merged_paging');
  // Three rows a minute, from either collection, so created_at ties cross collections.
  const services = Array.from({ length: 1200 }, (_, i) =>
    requestDoc({ user_name: `S${i}`, created_at: minutesAfterNewYear(Math.floor((i * 7) / 3)) }),
  );
  const tracks = Array.from({ length: 900 }, (_, j) =>
    requestDoc({
      request_type: 'opportunity',
      user_name: `T${j}`,
      created_at: minutesAfterNewYear(Math.floor((j * 9) / 3)),
    }),
  );
  await insertDocs(h.connection, 'service_requests', services);
  await insertDocs(h.connection, 'track_requests', tracks);
  all = [...services, ...tracks];
});
afterAll(() => h?.close());

async function page(query: string): Promise<{ requests: UserRequestRecord[]; total: number }> {
  const res = await fetch(`${h.url}/api/admin/requests?${query}`, { headers: bearer(admin) });
  expect(res.status).toBe(200);
  return (await res.json()) as { requests: UserRequestRecord[]; total: number };
}

describe('GET /api/admin/requests deep pages', () => {
  it.each([
    ['-created_at', -1],
    ['created_at', 1],
  ] as const)('page 1,000 holds the right rows (sort %s)', async (sort, direction) => {
    const expected = sortedBy(all, (row) => row.created_at.getTime(), direction).map((row) => row._id.toHexString());
    for (const [number, size] of [
      [1000, 1],
      [1000, 2],
      [1050, 2],
      [21, 100],
      [1, 100],
    ]) {
      const body = await page(`sort=${sort}&page=${number}&page_size=${size}`);
      expect(body.total).toBe(2100);
      const start = (number - 1) * size;
      expect(
        body.requests.map((row) => row.id),
        `page ${number} of ${size}`,
      ).toEqual(expected.slice(start, start + size));
    }
  });
});
