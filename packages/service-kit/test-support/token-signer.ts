/**
 * The test stand-in for identity's token keys: a P-256 key pair made once per test process, its
 * JWKS, and a signer of access tokens shaped as identity signs them (ES256, `kid`, `iss`, `aud`,
 * `sid`). Claims and header can be overridden to build the tokens a service must refuse.
 */
import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createLocalJWKSet, type JWK } from 'jose';
import type { Role } from '@consulting/contracts';
import {
  audienceOf,
  TOKEN_ALGORITHM,
  TOKEN_ISSUER,
  TOKEN_LIFETIME_SECONDS,
  type SessionRestriction,
  type SessionState,
  type TokenKeys,
  type TokenSubject,
  type VerifiedToken,
} from '../src/auth.ts';

/** A fresh P-256 key pair: its PKCS8 PEM private key and public JWK (with its RFC 7638 `kid`). */
export function testKeyPair(): { privateKey: KeyObject; pem: string; jwk: JWK } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { crv, kty, x, y } = publicKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return {
    privateKey,
    pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    jwk: { crv, kty, x, y, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
  };
}

const TEST_PAIR = testKeyPair();

/** The test signing key (PKCS8 PEM), identity's `TOKEN_SIGNING_KEY` in tests. */
export const TEST_TOKEN_SIGNING_KEY = TEST_PAIR.pem;

/** The JWKS of the test key, as identity publishes it. */
export const TEST_JWKS: { keys: JWK[] } = { keys: [TEST_PAIR.jwk] };

/** A key resolver over {@link TEST_JWKS}, for `createAuth({keys})` in tests. */
export const TEST_TOKEN_KEYS: TokenKeys = createLocalJWKSet(TEST_JWKS);

/** What a test token may change: any claim (undefined removes it), the header, the key. */
export interface TestTokenOptions {
  /** Session id; default a random UUID. `null` leaves the claim out. */
  sid?: string | null;
  /** Claims set over (or, when undefined, removed from) the usual ones. */
  claims?: Record<string, unknown>;
  /** Header members set over the usual `{alg:'ES256', kid, typ:'JWT'}`. */
  header?: Record<string, unknown>;
  /** Signs with this key pair instead of the test key (e.g. an unknown key). */
  key?: { privateKey: KeyObject; jwk: JWK };
  /** Issue time, ms since the epoch; default now. */
  nowMs?: number;
  /** Seconds from issue to expiry; default the role's lifetime (negative: already expired). */
  expiresInSeconds?: number;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A signed ES256 access token for `subject` as identity signs it (the role's audience and
 * lifetime, a random `jti` and `sid`), changed by `options`.
 */
export function signTestToken(subject: TokenSubject & { role: Role }, options: TestTokenOptions = {}): string {
  const key = options.key ?? TEST_PAIR;
  const iat = Math.floor((options.nowMs ?? Date.now()) / 1000);
  const claims: Record<string, unknown> = {
    role: subject.role,
    email: subject.email,
    name: subject.name,
    iss: TOKEN_ISSUER,
    aud: audienceOf(subject.role),
    sub: subject.id,
    jti: randomUUID(),
    iat,
    exp: iat + (options.expiresInSeconds ?? TOKEN_LIFETIME_SECONDS[subject.role]),
    ...(options.sid === null ? {} : { sid: options.sid ?? randomUUID() }),
  };
  for (const [name, value] of Object.entries(options.claims ?? {})) {
    if (value === undefined) delete claims[name];
    else claims[name] = value;
  }
  const input = `${encode({ alg: TOKEN_ALGORITHM, kid: key.jwk.kid, typ: 'JWT', ...options.header })}.${encode(claims)}`;
  const signature = sign('sha256', Buffer.from(input), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** The claims of a JWT, unverified (tests read `jti` and `sid` with it). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

/**
 * An in-memory stand-in for identity's session check (`createAuth({checkSession})`): every
 * session is live and owes nothing until a test revokes it or gives it a restriction.
 */
export function testSessions() {
  const revoked = new Set<string>();
  const restrictions = new Map<string, SessionRestriction>();
  return {
    check: (token: Pick<VerifiedToken, 'jti' | 'sid'>): Promise<SessionState> =>
      Promise.resolve(
        revoked.has(token.sid) || revoked.has(token.jti)
          ? { revoked: true }
          : { revoked: false, restriction: restrictions.get(token.sid) ?? null },
      ),
    /** Revokes the session of `token` (a JWT). */
    revoke: (token: string) => revoked.add(String(claimsOf(token).sid)),
    /** Makes the session of `token` owe `restriction` (null lifts it). */
    restrict: (token: string, restriction: SessionRestriction | null) => {
      const sid = String(claimsOf(token).sid);
      if (restriction) restrictions.set(sid, restriction);
      else restrictions.delete(sid);
    },
  };
}
