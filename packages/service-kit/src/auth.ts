import type { Context, Middleware } from 'koa';
import { createPublicKey, KeyObject, randomUUID, type JsonWebKey as NodeJsonWebKey } from 'node:crypto';
import jwt, { type JwtPayload, type VerifyOptions } from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy, type JwtFromRequestFunction } from 'passport-jwt';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors as joseErrors,
  type CompactJWSHeaderParameters,
  type JWTVerifyGetKey,
} from 'jose';
import { STAFF_ROLES, type Role } from '@consulting/contracts';
import { HttpError } from './errors.ts';

/**
 * What a session owes first: a new password, or (an admin, when required) a second factor. Until
 * settled every route answers 403 except those that settle it and sign-out.
 */
export type SessionRestriction = 'password_change' | 'two_factor_enrolment';

/** The 403 of a restricted session: its `code` (answered beside `error`) and message. */
export const SESSION_RESTRICTION_ERRORS: Record<SessionRestriction, { code: string; error: string }> = {
  password_change: {
    code: 'password_change_required',
    error: 'A new password is required before anything else: change your password to continue.',
  },
  two_factor_enrolment: {
    code: 'two_factor_enrolment_required',
    error: 'Two-factor sign-in must be set up before anything else: enrol a second factor to continue.',
  },
};

/** What a verified token says about its bearer; `ctx.state.user` after `requireAuth`. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  /** Token id. */
  jti: string;
  /** Issue and expiry times, seconds since the epoch. */
  iat: number;
  exp: number;
  /** Session id (one per sign-in): once identity revokes it, every token carrying it is refused. */
  sid: string;
  /** What the session owes (identity's answer for this call), or null. */
  restriction: SessionRestriction | null;
}

/** A verified token before identity's session check: an `AuthUser` without its restriction. */
export type VerifiedToken = Omit<AuthUser, 'restriction'>;

/** Identity's answer about a token's session: revoked, or live with what it owes (if anything). */
export type SessionState = { revoked: true } | { revoked: false; restriction: SessionRestriction | null };

/** Who a token is for: the claims `sub`, `role`, `email` and `name`. */
export interface TokenSubject {
  id: string;
  role: Role;
  email: string;
  name: string;
}

/** The one issuer (`iss`) of access tokens: identity. */
export const TOKEN_ISSUER = 'consulting-identity';

/** The one signature algorithm of access tokens (ECDSA P-256 with SHA-256). */
export const TOKEN_ALGORITHM = 'ES256';

/** Where identity publishes the public keys of its access tokens (a JSON Web Key Set). */
export const TOKEN_KEYS_PATH = '/.well-known/jwks.json';

/** The audience (`aud`) of a token: `client` for clients, `staff` for admins and editors. */
export type TokenAudience = 'client' | 'staff';

/** The audience of a role's tokens. */
export function audienceOf(role: Role): TokenAudience {
  return role === 'client' ? 'client' : 'staff';
}

/** Lifetime of tokens: clients 24 h, staff (admins and editors) 8 h; also their maximum age from `iat`. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { client: 24 * 3600, admin: 8 * 3600, editor: 8 * 3600 };

/** jose's key resolver: `createRemoteJWKSet` over identity's JWKS, or `createLocalJWKSet`. */
export type TokenKeys = JWTVerifyGetKey;

/**
 * Identity's public keys (`GET {identityUrl}/.well-known/jwks.json`), cached 10 minutes and fetched
 * again for an unknown `kid` (at most every 30 s), so a new signing key is picked up at once.
 */
export function identityTokenKeys(identityUrl: string, timeoutMs = 3000): TokenKeys {
  return createRemoteJWKSet(new URL(`${identityUrl.replace(/\/+$/, '')}${TOKEN_KEYS_PATH}`), {
    timeoutDuration: timeoutMs,
  });
}

const ROLES: readonly Role[] = ['client', 'admin', 'editor'];

/** A non-empty string claim, or undefined. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * What jsonwebtoken checks of every token: ES256 only (no `none`, no HMAC), identity's issuer, one
 * of the audiences, `iat` within the longest lifetime; {@link tokenClaims} checks the role's own.
 */
const TOKEN_VERIFY_OPTIONS = {
  algorithms: [TOKEN_ALGORITHM],
  issuer: TOKEN_ISSUER,
  audience: ['client', 'staff'],
  maxAge: TOKEN_LIFETIME_SECONDS.client,
} satisfies VerifyOptions;

const pems = new WeakMap<object, string>();

/**
 * The SPKI PEM (for jsonwebtoken) of the key in `keys` matching `rawToken`'s header, cached per key.
 * Rejects with HttpError 401 for an unknown key or unreadable header, 503 when keys cannot be fetched.
 */
async function publicKeyOf(keys: TokenKeys, rawToken: string): Promise<string> {
  const [protectedPart = '', payload = '', signature = ''] = rawToken.split('.');
  let header;
  try {
    header = decodeProtectedHeader(rawToken);
  } catch {
    throw new HttpError(401, 'Authentication required');
  }
  let key;
  try {
    key = await keys(header as CompactJWSHeaderParameters, { protected: protectedPart, payload, signature });
  } catch (error) {
    // No key for this header: a forged or foreign token. Anything else: identity's keys are out of reach.
    const unreachable =
      !(error instanceof joseErrors.JOSEError) ||
      error instanceof joseErrors.JWKSTimeout ||
      error instanceof joseErrors.JWKSInvalid;
    throw new HttpError(
      unreachable ? 503 : 401,
      unreachable ? 'Identity service unavailable' : 'Authentication required',
    );
  }
  if (key instanceof Uint8Array) throw new HttpError(401, 'Authentication required');
  let pem = pems.get(key);
  if (pem === undefined) {
    const keyObject =
      key instanceof KeyObject
        ? key
        : 'type' in key && 'algorithm' in key
          ? KeyObject.from(key)
          : createPublicKey({ key: key as NodeJsonWebKey, format: 'jwk' });
    pem = keyObject.export({ type: 'spki', format: 'pem' }).toString();
    pems.set(key, pem);
  }
  return pem;
}

/**
 * A verified token's claims, or null unless: a known role, `sub`, `jti`, `sid`, `email`, `name`,
 * its role's audience, and at most its role's lifetime from `iat` to `nowSeconds` and to `exp`.
 */
function tokenClaims(payload: JwtPayload, nowSeconds: number): VerifiedToken | null {
  const role = payload.role as Role;
  const [id, jti, sid, email, name] = [payload.sub, payload.jti, payload.sid, payload.email, payload.name].map(text);
  if (!ROLES.includes(role) || !id || !jti || !sid || !email || !name) return null;
  if (payload.aud !== audienceOf(role)) return null;
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return null;
  if (nowSeconds - iat > TOKEN_LIFETIME_SECONDS[role] || exp - iat > TOKEN_LIFETIME_SECONDS[role]) return null;
  return { id, role, email, name, jti, sid, iat, exp };
}

/**
 * Verifies an access token as every service does, at `nowMs` (ms since the epoch): its claims, or
 * null for any failed check. Rejects with HttpError 503 when identity's keys cannot be fetched.
 */
export async function verifyAccessToken(token: string, keys: TokenKeys, nowMs: number): Promise<VerifiedToken | null> {
  let key: string;
  try {
    key = await publicKeyOf(keys, token);
  } catch (error) {
    if (error instanceof HttpError && error.status === 503) throw error;
    return null;
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  try {
    const payload = jwt.verify(token, key, { ...TOKEN_VERIFY_OPTIONS, clockTimestamp: nowSeconds });
    return typeof payload === 'string' ? null : tokenClaims(payload, nowSeconds);
  } catch {
    return null;
  }
}

/** A bearer token from `Authorization: Bearer …`, or null. */
const headerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The bearer header's token, else `?token=` of the request's URL, else null. */
const headerOrQueryToken = ExtractJwt.fromExtractors([headerToken, ExtractJwt.fromUrlQueryParameter('token')]);

export interface AuthOptions {
  /** The public keys tokens are verified with ({@link identityTokenKeys} outside identity). */
  keys: TokenKeys;
  /**
   * Identity's answer about each verified token's session, asked on every call: revoked (401) or
   * live; a rejection (HttpError 503) fails the call, so no token gets in unchecked.
   */
  checkSession: (token: VerifiedToken) => Promise<SessionState>;
}

export interface AuthenticateOptions {
  /** Also read `?token=` (spec §7: `GET /api/admin/verify`, `POST /api/admin/logout` only). */
  queryToken?: boolean;
}

/**
 * A service's auth middlewares: passport-jwt verifies the token, {@link tokenClaims} its claims,
 * then `checkSession` runs.
 * - `authenticate(ctx, {queryToken?})`: the live token's `AuthUser`, or null;
 * - `optionalAuth`: sets `ctx.state.user` for an unrestricted session, else a guest;
 * - `requireAuthAllowing(allowed, ...roles)`: 401 `Authentication required` without a valid
 *   token; 403 `Forbidden` for another role; 403 `{error, code}` ({@link SESSION_RESTRICTION_ERRORS})
 *   for a restriction not `allowed`; `requireAuth(...roles)` allows none;
 * - `staffOnly` (admin, editor) and `adminOnly`: the `/api/admin` guards (docs/api.md).
 */
export function createAuth(options: AuthOptions) {
  const instance = new passport.Passport();
  const names = { header: `access-token-${randomUUID()}`, query: `access-token-query-${randomUUID()}` };
  const strategy = (jwtFromRequest: JwtFromRequestFunction) =>
    new JwtStrategy(
      {
        jwtFromRequest,
        secretOrKeyProvider: (_req, rawToken, done) => {
          publicKeyOf(options.keys, String(rawToken)).then(
            (key) => done(null, key),
            (error: unknown) => done(error),
          );
        },
        algorithms: TOKEN_VERIFY_OPTIONS.algorithms,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_VERIFY_OPTIONS.audience,
        jsonWebTokenOptions: { maxAge: TOKEN_VERIFY_OPTIONS.maxAge },
      },
      (payload: JwtPayload, done: (error: unknown, user?: AuthUser | false) => void) => {
        const verified = tokenClaims(payload, Math.floor(Date.now() / 1000));
        if (!verified) return done(null, false);
        options.checkSession(verified).then(
          (state) => done(null, state.revoked ? false : { ...verified, restriction: state.restriction }),
          (error: unknown) => done(error),
        );
      },
    );
  instance.use(names.header, strategy(headerToken));
  instance.use(names.query, strategy(headerOrQueryToken));

  function authenticate(ctx: Context, authOptions: AuthenticateOptions = {}): Promise<AuthUser | null> {
    const name = authOptions.queryToken ? names.query : names.header;
    return new Promise((resolve, reject) => {
      instance.authenticate(name, { session: false }, (error: unknown, user: AuthUser | false, info: unknown) => {
        // passport-jwt reports a key it could not fetch as a failure; identity being unreachable is a 503.
        if (error) reject(error);
        else if (info instanceof HttpError && info.status === 503) reject(info);
        else resolve(user || null);
      })(ctx.req, ctx.res, (error?: unknown) => (error ? reject(error) : resolve(null)));
    });
  }

  const optionalAuth: Middleware = async (ctx, next) => {
    const user = await authenticate(ctx);
    if (user && !user.restriction) ctx.state.user = user;
    await next();
  };

  function requireAuthAllowing(allowed: readonly SessionRestriction[], ...roles: Role[]): Middleware {
    return async (ctx, next) => {
      const user = await authenticate(ctx);
      if (!user) throw new HttpError(401, 'Authentication required');
      if (roles.length > 0 && !roles.includes(user.role)) throw new HttpError(403, 'Forbidden');
      if (user.restriction && !allowed.includes(user.restriction)) {
        const { error, code } = SESSION_RESTRICTION_ERRORS[user.restriction];
        throw new HttpError(403, error, {}, code);
      }
      ctx.state.user = user;
      await next();
    };
  }

  const requireAuth = (...roles: Role[]): Middleware => requireAuthAllowing([], ...roles);

  return {
    optionalAuth,
    requireAuth,
    requireAuthAllowing,
    authenticate,
    staffOnly: requireAuth(...STAFF_ROLES),
    adminOnly: requireAuth('admin'),
  };
}

/** The auth middlewares `createAuth` builds. */
export type Auth = ReturnType<typeof createAuth>;
