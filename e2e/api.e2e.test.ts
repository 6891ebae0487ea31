/**
 * The API through the gateway on the running site: every admin endpoint of the skeleton is
 * refused without an admin token (401), with a client's token (403) and with an expired or
 * revoked token (401); bad bodies get 400 and the services keep answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { startSite, type Site } from './support/site.ts';
import { withGuard } from './support/forms.ts';
import { setPasswordFromMail } from './support/passwords.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
let site: Site;
let clientToken: string;
let adminToken: string;
let expiredAdminToken: string;

/** Every admin endpoint of the site (docs/api.md), each refused without an admin's valid token. */
const ADMIN_CALLS: [method: string, path: string][] = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users'],
  ['PUT', '/api/admin/users/000000000000000000000000'],
  ['GET', '/api/admin/users/000000000000000000000000/audit'],
  ['GET', '/api/admin/services'],
  ['POST', '/api/admin/services'],
  ['PUT', '/api/admin/services/000000000000000000000000'],
  ['DELETE', '/api/admin/services/000000000000000000000000'],
  ['GET', '/api/admin/services/000000000000000000000000/audit'],
  ['GET', '/api/admin/sectors'],
  ['POST', '/api/admin/sectors'],
  ['PUT', '/api/admin/sectors/000000000000000000000000'],
  ['DELETE', '/api/admin/sectors/000000000000000000000000'],
  ['GET', '/api/admin/sectors/000000000000000000000000/audit'],
  ['GET', '/api/admin/news'],
  ['POST', '/api/admin/news'],
  ['PUT', '/api/admin/news/000000000000000000000000'],
  ['DELETE', '/api/admin/news/000000000000000000000000'],
  ['GET', '/api/admin/news/000000000000000000000000/audit'],
  ['GET', '/api/admin/messages'],
  ['PUT', '/api/admin/messages/000000000000000000000000'],
  ['DELETE', '/api/admin/messages/000000000000000000000000'],
  ['POST', '/api/admin/messages/000000000000000000000000/reply'],
  ['GET', '/api/admin/messages/000000000000000000000000/audit'],
  ['GET', '/api/admin/service-requests'],
  ['PUT', '/api/admin/service-requests/000000000000000000000000'],
  ['GET', '/api/admin/service-requests/000000000000000000000000/audit'],
  ['GET', '/api/admin/track-requests'],
  ['PUT', '/api/admin/track-requests/000000000000000000000000'],
  ['GET', '/api/admin/track-requests/000000000000000000000000/audit'],
  ['POST', '/api/admin/add-request'],
  ['POST', '/api/admin/add-track-request'],
  ['GET', '/api/admin/requests'],
  ['PUT', '/api/admin/requests/000000000000000000000000'],
  ['GET', '/api/join-applications'],
  ['PUT', '/api/join-applications'],
  ['DELETE', '/api/join-applications?id=000000000000000000000000'],
  ['GET', '/api/admin/join-applications'],
  ['PUT', '/api/admin/join-applications/000000000000000000000000'],
  ['DELETE', '/api/admin/join-applications/000000000000000000000000'],
  ['GET', '/api/admin/join-applications/000000000000000000000000/audit'],
  // Exports, bulk actions, the activity feeds and the dashboard counts.
  ['GET', '/api/admin/messages/export'],
  ['POST', '/api/admin/messages/bulk'],
  ['GET', '/api/admin/service-requests/export'],
  ['POST', '/api/admin/service-requests/bulk'],
  ['GET', '/api/admin/track-requests/export'],
  ['POST', '/api/admin/track-requests/bulk'],
  ['GET', '/api/admin/requests/export'],
  ['POST', '/api/admin/requests/bulk'],
  ['GET', '/api/admin/join-applications/export'],
  ['POST', '/api/admin/join-applications/bulk'],
  ['GET', '/api/admin/users/export'],
  ['GET', '/api/admin/audit/content'],
  ['GET', '/api/admin/audit/requests'],
  ['GET', '/api/admin/audit/identity'],
  ['GET', '/api/admin/counts'],
  ['GET', '/api/admin/privacy/export?email=someone@example.com'],
  ['POST', '/api/admin/privacy/erase'],
];

async function call(method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  site = await startSite();
  // A guest request creates the client account; the link to set its password arrives by mail.
  const form = new FormData();
  for (const [k, v] of Object.entries({
    service_name: 'events',
    user_name: 'Omar',
    user_email: 'omar@example.com',
    message: 'A product launch event',
  })) {
    form.append(k, v);
  }
  await withGuard(form, site.url);
  expect((await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: form })).status).toBe(201);
  const password = await setPasswordFromMail(site.url, site.outbox, 'omar@example.com');
  clientToken = String(
    (await call('POST', '/api/user/login', undefined, { email: 'omar@example.com', password })).body.token,
  );
  adminToken = String((await call('POST', '/api/admin/login', undefined, site.admin)).body.token);
  const { JWT_SECRET } = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8')) as {
    JWT_SECRET: string;
  };
  const claims = jwt.decode(adminToken) as { sub: string; email: string; name: string };
  expiredAdminToken = jwt.sign(
    { role: 'admin', email: claims.email, name: claims.name, exp: Math.floor(Date.now() / 1000) - 60 },
    JWT_SECRET,
    { subject: claims.sub, jwtid: 'expired-token' },
  );
});
afterAll(() => site?.stop());

describe('admin endpoints through the gateway', () => {
  it.each(ADMIN_CALLS)(
    '%s %s: 401 without a token or with an expired one, 403 with a client token',
    async (method, url) => {
      const body = method === 'PUT' || method === 'POST' ? { status: 'approved' } : undefined;
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      expect((await call(method, url, expiredAdminToken, body)).status).toBe(401);
      expect((await call(method, url, clientToken, body)).status).toBe(403);
    },
  );

  it('refuses an expired admin token and a revoked one', async () => {
    expect((await call('GET', '/api/admin/service-requests', expiredAdminToken)).status).toBe(401);
    expect((await call('GET', '/api/admin/service-requests', adminToken)).status).toBe(200);
    expect((await call('POST', '/api/admin/logout', adminToken)).status).toBe(200);
    expect((await call('GET', '/api/admin/verify', adminToken)).body.valid).toBe(false);
    expect((await call('GET', '/api/admin/service-requests', adminToken)).status).toBe(401);
  });

  it('lets a client read only its own requests, whatever the query says', async () => {
    const mine = await call('GET', '/api/user/requests?user_email=admin%40example.com', clientToken);
    expect(mine.status).toBe(200);
    const all = [
      ...(mine.body.service_requests as { user_email: string }[]),
      ...(mine.body.track_requests as { user_email: string }[]),
    ];
    expect(all.map((r) => r.user_email)).toEqual(['omar@example.com']);
    expect((await call('GET', '/api/user/requests')).status).toBe(401);
  });
});

describe('bad input through the gateway', () => {
  it('answers malformed JSON with 400 and keeps serving', async () => {
    const res = await fetch(`${site.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    expect((await fetch(`${site.url}/api/services`)).status).toBe(200);
  });

  it('refuses a renamed executable with 415 and a 5 MiB PDF with 413, storing nothing', async () => {
    const send = async (file: Blob) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        service_name: 'launch',
        user_name: 'Lina',
        user_email: 'lina@example.com',
        message: 'Branding',
      }))
        form.append(k, v);
      form.append('attachment', file, 'brief.pdf');
      await withGuard(form, site.url);
      return fetch(`${site.url}/api/service-requests`, { method: 'POST', body: form });
    };
    const fake = await send(new Blob([await readFile(path.join(testdata, 'not-a-pdf.pdf'))]));
    expect(fake.status).toBe(415);
    const pdf = await readFile(path.join(testdata, 'project-brief.pdf'));
    const big = await send(new Blob([pdf, new Uint8Array(5 * 1024 * 1024 - pdf.length)]));
    expect(big.status).toBe(413);
    const admin = String((await call('POST', '/api/admin/login', undefined, site.admin)).body.token);
    const list = await call('GET', '/api/admin/service-requests', admin);
    expect((list.body.requests as { user_email: string }[]).some((r) => r.user_email === 'lina@example.com')).toBe(
      false,
    );
    await expect(site.outbox('lina@example.com')).resolves.toEqual([]);
  });
});
