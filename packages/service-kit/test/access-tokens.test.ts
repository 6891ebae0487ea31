/**
 * Access tokens only identity can sign (ASVS V3.5): createAuth accepts an ES256 token of a known
 * key, issuer and audience, within its role's age, with a session; it refuses everything else
 * with 401, answers a restricted session 403 with its code, and reads `?token=` only when asked.
 * A service's remote key set picks up a new signing key (a rotation) by its unknown `kid`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import Koa from 'koa';
import Router from '@koa/router';
import pino from 'pino';
import { createHmac } from 'node:crypto';
import { createAuth, createBaseApp, identityTokenKeys, TOKEN_KEYS_PATH, type AuthUser } from '../src/index.ts';
import {
  serve,
  signTestToken,
  TEST_JWKS,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
  testKeyPair,
  testSessions,
} from '../test-support/index.ts';

const admin = { id: 'a1', role: 'admin' as const, email: 'admin@x.sa', name: 'Admin' };
const client = { id: 'c1', role: 'client' as const, email: 'client@x.sa', name: 'Client' };
const sessions = testSessions();
const auth = createAuth({ keys: TEST_TOKEN_KEYS, checkSession: sessions.check });
const router = new Router();
router.get('/staff', auth.staffOnly, (ctx) => {
  ctx.body = { success: true, user: ctx.state.user as AuthUser };
});
router.get('/client', auth.requireAuth('client'), (ctx) => {
  ctx.body = { success: true };
});
router.post('/password', auth.requireAuthAllowing(['password_change']), (ctx) => {
  ctx.body = { success: true };
});
router.get('/verify', async (ctx) => {
  ctx.body = { user: await auth.authenticate(ctx, { queryToken: true }) };
});
const app = createBaseApp(pino({ level: 'silent' }), () => true);
app.use(router.routes());
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve(app);
});
afterAll(() => server?.close());

const call = (path: string, token?: string, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An HS256 token as the shared secret could sign it, which no service may accept. */
function hs256(claims: Record<string, unknown>, secret = TEST_SECRET): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('createAuth over ES256 tokens', () => {
  it('lets a staff token in on a staff route, with its claims and session', async () => {
    const token = signTestToken(admin, { sid: 'session-1' });
    const res = await call('/staff', token);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: 'a1', role: 'admin', sid: 'session-1', restriction: null });
  });

  it('refuses forged, foreign and malformed tokens with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...admin, sub: 'a1', iss: 'consulting-identity', aud: 'staff', sid: 's', jti: 'j', iat: now };
    const refused = {
      'HS256 with the shared secret': hs256({ ...claims, exp: now + 3600 }),
      'a ten-year HS256 token without sid': hs256({ sub: 'a1', role: 'admin', exp: now + 10 * 365 * 86400 }),
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, exp: now + 60 })}.`,
      'an unknown key': signTestToken(admin, { key: testKeyPair() }),
      'an unknown kid': signTestToken(admin, { header: { kid: 'not-a-key' } }),
      'another issuer': signTestToken(admin, { claims: { iss: 'someone-else' } }),
      'no issuer': signTestToken(admin, { claims: { iss: undefined } }),
      'the client audience': signTestToken(admin, { claims: { aud: 'client' } }),
      'no session id': signTestToken(admin, { sid: null }),
      expired: signTestToken(admin, { expiresInSeconds: -1 }),
      'issued more than 8 hours ago': signTestToken(admin, { nowMs: Date.now() - 8 * 3600_000 - 60_000 }),
      'a lifetime over 8 hours': signTestToken(admin, { expiresInSeconds: 10 * 365 * 86400 }),
      'no iat': signTestToken(admin, { claims: { iat: undefined } }),
      'an unknown role': signTestToken(admin, { claims: { role: 'root' } }),
    };
    for (const [what, token] of Object.entries(refused)) expect((await call('/staff', token)).status, what).toBe(401);
  });

  it('refuses a client token on a staff route and a staff token on a client route', async () => {
    expect((await call('/staff', signTestToken(client))).status).toBe(403);
    expect((await call('/staff', signTestToken(client, { claims: { role: 'admin' } }))).status).toBe(401);
    expect((await call('/client', signTestToken(admin))).status).toBe(403);
    expect((await call('/client', signTestToken(admin, { claims: { role: 'client' } }))).status).toBe(401);
    expect((await call('/client', signTestToken(client))).status).toBe(200);
  });

  it('refuses any token whose payload or signature was changed (property)', async () => {
    const token = signTestToken(admin);
    const [header, payload, signature] = token.split('.');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('payload', 'signature'),
        fc.nat(),
        fc.integer({ min: 1, max: 63 }),
        async (part, position, flip) => {
          const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
          const change = (text: string) => {
            const at = position % text.length;
            const next = alphabet[(alphabet.indexOf(text[at]!) + flip) % 64]!;
            return `${text.slice(0, at)}${next}${text.slice(at + 1)}`;
          };
          const tampered =
            part === 'payload'
              ? `${header}.${change(payload!)}.${signature}`
              : `${header}.${payload}.${change(signature!)}`;
          fc.pre(tampered !== token);
          expect((await call('/staff', tampered)).status).toBe(401);
        },
      ),
      { numRuns: 60, seed: 31 },
    );
  });

  it('refuses every token aged past its role lifetime, whatever its exp (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 8 * 3600 + 5, max: 400 * 86400 }), async (ageSeconds) => {
        const token = signTestToken(admin, { nowMs: Date.now() - ageSeconds * 1000, expiresInSeconds: 8 * 3600 });
        expect((await call('/staff', token)).status).toBe(401);
      }),
      { numRuns: 25, seed: 31 },
    );
  });

  it('answers a restricted session 403 with its code, except where the restriction is settled', async () => {
    const token = signTestToken(admin);
    sessions.restrict(token, 'password_change');
    const refused = await call('/staff', token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, code: 'password_change_required' });
    expect((await call('/password', token, 'POST')).status).toBe(200);
    sessions.restrict(token, 'two_factor_enrolment');
    expect(await (await call('/staff', token)).json()).toMatchObject({ code: 'two_factor_enrolment_required' });
    expect((await call('/password', token, 'POST')).status).toBe(403);
    sessions.restrict(token, null);
    expect((await call('/staff', token)).status).toBe(200);
    sessions.revoke(token);
    expect((await call('/staff', token)).status).toBe(401);
  });

  it('reads ?token= only where asked', async () => {
    const token = signTestToken(admin);
    expect((await fetch(`${server.url}/staff?token=${token}`)).status).toBe(401);
    expect((await (await fetch(`${server.url}/verify?token=${token}`)).json()).user).toMatchObject({ id: 'a1' });
  });
});

describe('key rotation through a remote JWKS', () => {
  const published = { keys: [...TEST_JWKS.keys] };
  const identity = new Koa();
  identity.use((ctx) => {
    if (ctx.path === TOKEN_KEYS_PATH) ctx.body = published;
  });
  let jwks: Awaited<ReturnType<typeof serve>>;
  let service: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    jwks = await serve(identity);
    const remote = createAuth({ keys: identityTokenKeys(jwks.url), checkSession: testSessions().check });
    const routes = new Router();
    routes.get('/staff', remote.staffOnly, (ctx) => {
      ctx.body = { success: true };
    });
    const kitApp = createBaseApp(pino({ level: 'silent' }), () => true);
    kitApp.use(routes.routes());
    service = await serve(kitApp);
  });
  afterAll(async () => {
    await service?.close();
    await jwks?.close();
  });
  const staff = (token: string) =>
    fetch(`${service.url}/staff`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);

  it('accepts old and new keys during the overlap, picks up a new kid, refuses the old key once removed', async () => {
    // jose fetches the keys again on an unknown kid at most every 30 s (its cooldown, on Date).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const old = signTestToken(admin);
      expect(await staff(old)).toBe(200);
      // Identity signs with a new key and still publishes the old one: the overlap.
      const next = testKeyPair();
      published.keys = [next.jwk, ...TEST_JWKS.keys];
      vi.setSystemTime(Date.now() + 31_000);
      expect(await staff(signTestToken(admin, { key: next }))).toBe(200);
      expect(await staff(old)).toBe(200);
      // The overlap is over: the old key is removed and its tokens are refused.
      published.keys = [next.jwk];
      vi.setSystemTime(Date.now() + 11 * 60_000);
      expect(await staff(signTestToken(admin, { key: next }))).toBe(200);
      expect(await staff(old)).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
