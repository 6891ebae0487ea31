/**
 * Issue 13 part 5 in the kit: tokens carry a session id (`sid`), createAuth hands the verified
 * token to `isRevoked`, and the revocation check asks identity with the `jti` and the `sid`,
 * never remembering a "not revoked" answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import pino from 'pino';
import {
  askIdentityIfRevoked,
  createAuth,
  createBaseApp,
  identityRevocationCheck,
  signSessionToken,
  signToken,
  TOKEN_LIFETIME_SECONDS,
  type AuthUser,
} from '../src/index.ts';
import { serve, TEST_INTERNAL_TOKEN, TEST_SECRET } from '../test-support/index.ts';

const user = { id: 'u1', role: 'client' as const, email: 'c@example.com', name: 'C' };
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

describe('signSessionToken', () => {
  it('signs the session id as `sid` and returns the jti and expiry the token carries', () => {
    const { token, jti, expiresAt } = signSessionToken(TEST_SECRET, user, 'session-1');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ sub: 'u1', role: 'client', sid: 'session-1', jti });
    expect(expiresAt.getTime()).toBe((claims.exp as number) * 1000);
    expect((claims.exp as number) - (claims.iat as number)).toBe(TOKEN_LIFETIME_SECONDS.client);
    expect(signSessionToken(TEST_SECRET, user, 'session-1').jti).not.toBe(jti);
    expect(claimsOf(signToken(TEST_SECRET, user))).not.toHaveProperty('sid');
  });
});

describe('createAuth', () => {
  const seen: AuthUser[] = [];
  const auth = createAuth({
    secret: TEST_SECRET,
    isRevoked: async (jti, token) => {
      seen.push(token);
      return token.sid === 'revoked-session' || jti === 'never';
    },
  });
  const router = new Router();
  router.get('/me', auth.requireAuth(), (ctx) => {
    ctx.body = { success: true, user: ctx.state.user as AuthUser };
  });
  const app = createBaseApp(pino({ level: 'silent' }), () => true);
  app.use(router.routes());
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    server = await serve(app);
  });
  afterAll(() => server?.close());
  const me = (token: string) => fetch(`${server.url}/me`, { headers: { authorization: `Bearer ${token}` } });

  it('hands the verified token, with its sid, to isRevoked and refuses a revoked session with 401', async () => {
    const live = signSessionToken(TEST_SECRET, user, 'live-session');
    const res = await me(live.token);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ id: 'u1', sid: 'live-session', jti: live.jti });
    expect(seen.at(-1)).toMatchObject({ sid: 'live-session', jti: live.jti });

    expect((await me(signSessionToken(TEST_SECRET, user, 'revoked-session').token)).status).toBe(401);

    expect((await me(signToken(TEST_SECRET, user))).status).toBe(200);
    expect(seen.at(-1)).not.toHaveProperty('sid');
  });
});

describe('asking identity', () => {
  const asked: string[] = [];
  const revoked = new Set<string>();
  let identity: Server;
  let url: string;
  beforeAll(async () => {
    identity = createServer((req, res) => {
      asked.push(req.url ?? '');
      const sid = new URL(req.url ?? '/', 'http://x').searchParams.get('sid');
      const ok = req.headers['x-internal-token'] === TEST_INTERNAL_TOKEN;
      res.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: ok, revoked: sid !== null && revoked.has(sid) }));
    });
    await new Promise<void>((resolve) => identity.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(identity.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => identity.close(() => resolve())));

  it('sends `?sid=` only when the token has one (the old form stays as it was)', async () => {
    asked.length = 0;
    await askIdentityIfRevoked(url, TEST_INTERNAL_TOKEN, 'j/1');
    await askIdentityIfRevoked(url, TEST_INTERNAL_TOKEN, 'j2', 1000, 's 2');
    expect(asked).toEqual(['/internal/tokens/j%2F1', '/internal/tokens/j2?sid=s%202']);
  });

  it("identityRevocationCheck passes the token's sid, asks again while not revoked, then remembers", async () => {
    asked.length = 0;
    const check = identityRevocationCheck({ identityUrl: url, internalToken: TEST_INTERNAL_TOKEN });
    expect(await check('j3', { sid: 's3' })).toBe(false);
    expect(await check('j3', { sid: 's3' })).toBe(false);
    revoked.add('s3'); // identity revokes the session (deactivation, new password, logout)
    expect(await check('j3', { sid: 's3' })).toBe(true);
    expect(await check('j3', { sid: 's3' })).toBe(true);
    expect(asked).toEqual(['/internal/tokens/j3?sid=s3', '/internal/tokens/j3?sid=s3', '/internal/tokens/j3?sid=s3']);
    expect(await check('j4')).toBe(false);
    expect(asked.at(-1)).toBe('/internal/tokens/j4');
  });
});
