/**
 * Bad input never reaches a 500, and the API document tells the truth (docs/api.md
 * "Conventions"), through the gateway of the real site:
 * - another method on an `/api` path (TRACE, PROPFIND, a DELETE where there is none) answers 405
 *   with `Allow` and the JSON error, on each service; the path's own methods still work;
 * - a malformed `before` cursor on each activity feed is a 400; a well-formed one pages;
 * - the confirmation link answers the media types and statuses the document lists for it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let adminToken: string;

/** One raw HTTP call through the gateway (fetch refuses TRACE): status, headers, body text. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${site.url}${path}`, { method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  site = await startSite({ env: { REQUIRE_ADMIN_2FA: 'false' } });
  const res = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(site.admin),
  });
  adminToken = String(((await res.json()) as { token?: string }).token);
});
afterAll(() => site?.stop());

describe('another method on an /api path', () => {
  it.each([
    ['TRACE', '/api/services', 'HEAD, GET'],
    ['PROPFIND', '/api/services', 'HEAD, GET'],
    ['TRACE', '/api/admin/users', 'HEAD, GET, POST'],
    ['DELETE', '/api/user/login', 'POST'],
    ['TRACE', '/api/requests/confirm', 'HEAD, GET, POST'],
    ['PATCH', '/api/notifications', 'HEAD, GET'],
  ])('%s %s answers 405 with Allow: %s and the JSON error', async (method, path, allow) => {
    const res = await raw(method, path, { authorization: `Bearer ${adminToken}` });
    expect(res.status).toBe(405);
    expect(String(res.headers.allow).split(', ').sort()).toEqual(allow.split(', ').sort());
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ success: false, error: 'Method not allowed' });
  });

  it('still answers the methods the path has', async () => {
    expect((await raw('GET', '/api/services')).status).toBe(200);
    expect((await raw('GET', '/api/admin/users', { authorization: `Bearer ${adminToken}` })).status).toBe(200);
    const options = await raw('OPTIONS', '/api/services');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('HEAD, GET');
  });
});

describe('the activity feeds refuse a malformed cursor', () => {
  const feeds = ['/api/admin/audit/content', '/api/admin/audit/identity', '/api/admin/audit/requests'];
  const admin = () => ({ authorization: `Bearer ${adminToken}` });

  it.each(feeds)('%s: a malformed `before` is a 400, never a 500', async (feed) => {
    for (const before of [
      '2026-01-01T:Z_0123456789abcdef01234567',
      '2026-13-45T99:99:99Z_0123456789abcdef01234567',
      'not-a-cursor',
    ]) {
      const res = await raw('GET', `${feed}?before=${encodeURIComponent(before)}`, admin());
      expect(res.status, before).toBe(400);
      expect(JSON.parse(res.body)).toEqual({ success: false, error: 'before must be a cursor from next_before' });
    }
  });

  it.each(feeds)('%s: a well-formed `before` pages as before', async (feed) => {
    const before = `${new Date(Date.now() + 60_000).toISOString()}_ffffffffffffffffffffffff`;
    const res = await raw('GET', `${feed}?before=${encodeURIComponent(before)}&page_size=5`, admin());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, page: 1, page_size: 5 });
  });
});

describe('the confirmation link answers what the document says', () => {
  interface Operation {
    responses: Record<string, { content?: Record<string, unknown> }>;
  }

  it('documents an HTML page and JSON for each status it answers', async () => {
    const document = (await (await fetch(`${site.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const { get, post } = document.paths['/api/requests/confirm']!;
    for (const status of ['200', '404']) {
      expect(Object.keys(get!.responses[status]!.content!).sort(), `GET ${status}`).toEqual([
        'application/json',
        'text/html',
      ]);
    }
    expect(Object.keys(post!.responses['404']!.content!).sort()).toEqual(['application/json', 'text/html']);
    expect(post!.responses).toHaveProperty('303');

    // A browser gets the page, a JSON caller the JSON error: both are listed above.
    const page = await raw('GET', '/api/requests/confirm?token=unknown');
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const json = await raw('POST', '/api/requests/confirm?token=unknown', { accept: 'application/json' });
    expect(json.status).toBe(404);
    expect(JSON.parse(json.body)).toEqual({
      success: false,
      error: 'This confirmation link was already used or is invalid',
    });
  });
});
