/**
 * Only identity signs tokens (OWASP ASVS Level 2, V3.5), through the
 * gateway on the real site: a forged HS256 admin token (signed with the data folder's JWT
 * secret) and a token without `sid` are refused by content, requests and identity while the
 * real admin token works; `?token=` is refused on an ordinary route and read on verify; a
 * client who owes a new password gets 403 with its code on every service, can still change the
 * password, and the same session then works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let adminToken: string;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function call(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${site.url}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** One staff route of each service. */
const STAFF_ROUTES = ['/api/admin/news', '/api/admin/service-requests', '/api/admin/users'];

beforeAll(async () => {
  site = await startSite({ env: { REQUIRE_ADMIN_2FA: 'false' } });
  const login = await call('POST', '/api/admin/login', undefined, site.admin);
  expect(login.status).toBe(200);
  adminToken = String(login.body.token);
}, 180_000);
afterAll(() => site?.stop());

describe('tokens only identity signs', () => {
  it('refuses a forged HS256 admin token and a token without sid everywhere; the real one works', async () => {
    const { JWT_SECRET } = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8')) as {
      JWT_SECRET: string;
    };
    const real = claimsOf(adminToken);
    const now = Math.floor(Date.now() / 1000);
    const forge = (claims: Record<string, unknown>) => {
      const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
      return `${input}.${createHmac('sha256', JWT_SECRET).update(input).digest('base64url')}`;
    };
    const forged = forge({ ...real, iat: now, exp: now + 10 * 365 * 86400 });
    const sessionless = forge({ sub: real.sub, role: 'admin', email: real.email, name: real.name, exp: now + 3600 });
    // The real token with its session id removed: its signature no longer matches either.
    const [header, , signature] = adminToken.split('.');
    const { sid: _sid, ...withoutSid } = real;
    const stripped = `${header}.${encode(withoutSid)}.${signature}`;
    for (const route of STAFF_ROUTES) {
      for (const [what, token] of Object.entries({ forged, sessionless, stripped })) {
        expect((await call('GET', route, token)).status, `${what} on ${route}`).toBe(401);
      }
      expect((await call('GET', route, adminToken)).status, route).toBe(200);
    }
  });

  it('reads ?token= on verify only', async () => {
    expect((await call('GET', `/api/admin/news?token=${adminToken}`)).status).toBe(401);
    expect((await call('GET', `/api/admin/users?token=${adminToken}`)).status).toBe(401);
    const verify = await call('GET', `/api/admin/verify?token=${adminToken}`);
    expect(verify.body).toMatchObject({ success: true, valid: true, restriction: null });
  });

  it('holds a client who owes a new password to the password change on every service, then lets them in', async () => {
    const email = 'owes-password@example.com';
    const created = await call('POST', '/api/admin/users', adminToken, {
      name: 'Owes Password',
      email,
      password: 'First-Pass-2026!',
    });
    expect(created.status).toBe(201);
    const id = String((created.body.user as { id: string }).id);
    // A password an admin sets must be changed at the next sign-in.
    expect((await call('PUT', `/api/admin/users/${id}`, adminToken, { password: 'Set-By-Admin-2026!' })).status).toBe(
      200,
    );
    const login = await call('POST', '/api/user/login', undefined, { email, password: 'Set-By-Admin-2026!' });
    expect(login.body).toMatchObject({ must_change_password: true, restriction: 'password_change' });
    const token = String(login.body.token);
    for (const route of ['/api/user/sessions', '/api/user/requests', '/api/notifications']) {
      const refused = await call('GET', route, token);
      expect(refused.status, route).toBe(403);
      expect(refused.body, route).toMatchObject({ code: 'password_change_required' });
    }
    const changed = await call('POST', '/api/user/password', token, {
      current_password: 'Set-By-Admin-2026!',
      new_password: 'Chosen-By-Client-2026!',
    });
    expect(changed.status).toBe(200);
    for (const route of ['/api/user/sessions', '/api/user/requests', '/api/notifications']) {
      expect((await call('GET', route, token)).status, route).toBe(200);
    }
  });
});
