/**
 * Public content reads are revalidated cheaply: an ETag on every public GET, 304 with
 * no body for a matching If-None-Match, and a new ETag (and the new content) right after an
 * admin edit, while `Cache-Control: no-cache` keeps browsers asking every time.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

let content: ContentUnderTest;

beforeAll(async () => {
  content = await startContent('content_conditional');
});
afterAll(async () => {
  await content?.close();
});

/**
 * A GET as a browser revalidating its cached copy sends it: only `If-None-Match`. (fetch() would
 * add `Cache-Control: no-cache` to a request with a validator, which asks the server to skip 304.)
 */
function get(path: string, etag?: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${content.url}${path}`, { headers: etag ? { 'if-none-match': etag } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') headers.set(name, value);
        const status = res.statusCode ?? 0;
        resolve(new Response(status === 304 ? null : Buffer.concat(chunks), { status, headers }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('conditional GET of public content', () => {
  it.each(['/api/services', '/api/home', '/api/news', '/api/settings'])(
    '%s carries an ETag and answers 304 without a body to a matching If-None-Match',
    async (path) => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
      await first.arrayBuffer();

      const again = await get(path, tag!);
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      expect(await again.text()).toBe('');

      const other = await get(path, '"something-else"');
      expect(other.status).toBe(200);
      expect(other.headers.get('etag')).toBe(tag);
    },
  );

  it('gives a new ETag and the new content on the next read after an admin edit', async () => {
    const before = await get('/api/services');
    const tag = before.headers.get('etag')!;
    const { services } = (await before.json()) as { services: { id: string; title_en: string }[] };

    const edited = await content.call('PUT', `/api/admin/services/${services[0].id}`, {
      token: adminToken(),
      body: { title_en: 'Renamed by the admin' },
    });
    expect(edited.status).toBe(200);

    const after = await get('/api/services', tag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
    const body = (await after.json()) as { services: { id: string; title_en: string }[] };
    expect(body.services.find((s) => s.id === services[0].id)?.title_en).toBe('Renamed by the admin');
  });

  it('leaves admin reads and writes without an ETag', async () => {
    const res = await fetch(`${content.url}/api/admin/services`, {
      headers: { authorization: `Bearer ${adminToken()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeNull();
    await res.arrayBuffer();
  });
});
