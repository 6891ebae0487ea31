import type { Context, Middleware } from 'koa';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type Role } from '@consulting/contracts';
import { HttpError } from './errors.ts';

/** What a verified token says about its bearer; `ctx.state.user` after `requireAuth`. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  name: string;
  /** Token id, used for revocation on logout. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /**
   * Session id (issue 13 part 5): identity records one session per sign-in, and a session it
   * revokes (logout, deactivation, a new password) refuses every token carrying its id. Absent
   * from tokens signed before sessions existed; those are revoked by `jti` only.
   */
  sid?: string;
}

interface TokenPayload {
  sub: string;
  role: Role;
  email: string;
  name: string;
  jti: string;
  exp: number;
  sid?: unknown;
}

/** Who a token is for: the claims `sub`, `role`, `email` and `name`. */
export interface TokenSubject {
  id: string;
  role: Role;
  email: string;
  name: string;
}

export interface AuthOptions {
  /** HMAC secret shared by identity (signs) and every service (verifies). */
  secret: string;
  /**
   * Asked for every verified token with its `jti` and the verified token itself (issue 13: its
   * `sid`); true rejects it with 401 (logout, deactivation or a new password revoke tokens).
   * A rejection of the promise fails the call (e.g. HttpError 503 when identity cannot say).
   */
  isRevoked?: (jti: string, token: AuthUser) => Promise<boolean>;
}

/** Lifetime of tokens: clients 24 h, staff (admins and editors, issue 14) 8 h (short-lived, revocable by logout). */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { client: 24 * 3600, admin: 8 * 3600, editor: 8 * 3600 };

const ROLES: readonly Role[] = ['client', 'admin', 'editor'];

/** Signs a JWT (HS256) for a user, without a session id; `expiresInSeconds` defaults to the role's lifetime. */
export function signToken(
  secret: string,
  user: TokenSubject,
  expiresInSeconds = TOKEN_LIFETIME_SECONDS[user.role],
): string {
  return signSessionToken(secret, user, undefined, expiresInSeconds).token;
}

/**
 * Signs a JWT (HS256) for `user` carrying the session id `sid` (claim `sid`, issue 13 part 5;
 * none when undefined) and a fresh random `jti`. `expiresInSeconds` defaults to the role's
 * lifetime ({@link TOKEN_LIFETIME_SECONDS}). Returns the token, its `jti` and its expiry (the
 * `exp` claim as a Date), which identity stores with the session.
 */
export function signSessionToken(
  secret: string,
  user: TokenSubject,
  sid: string | undefined,
  expiresInSeconds = TOKEN_LIFETIME_SECONDS[user.role],
): { token: string; jti: string; expiresAt: Date } {
  const jti = randomUUID();
  const token = jwt.sign({ role: user.role, email: user.email, name: user.name, ...(sid ? { sid } : {}) }, secret, {
    algorithm: 'HS256',
    subject: user.id,
    jwtid: jti,
    expiresIn: expiresInSeconds,
  });
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

/** Reads a bearer token from `Authorization: Bearer …`, or from `?token=` (spec §7 admin verify/logout). */
export function extractToken(ctx: Context): string | null {
  const header = ExtractJwt.fromAuthHeaderAsBearerToken()(ctx.req);
  if (header) return header;
  const query = ctx.query.token;
  return typeof query === 'string' && query ? query : null;
}

/**
 * Builds the auth middlewares of a service on passport-jwt.
 * - `optionalAuth`: sets `ctx.state.user` when a valid token is sent, else leaves it unset
 *   (an invalid token on an optional route is treated as a guest).
 * - `requireAuth(...roles)`: 401 `Authentication required` without a valid token (missing,
 *   malformed, expired, revoked); 403 `Forbidden` when the role is not allowed.
 * - `authenticate(ctx)`: the verified, unrevoked token's `AuthUser` (with `sid` when it has one), or null.
 * - `staffOnly` = `requireAuth('admin', 'editor')` and `adminOnly` = `requireAuth('admin')`: the
 *   two guards of every `/api/admin` route (issue 14 part 2, roles table in docs/api.md): an
 *   editor's routes (services, sectors, news, contact messages, their own account) take
 *   `staffOnly`, everything else `adminOnly`.
 */
export function createAuth(options: AuthOptions) {
  const strategyName = `jwt-${randomUUID()}`;
  const instance = new passport.Passport();
  instance.use(
    strategyName,
    new JwtStrategy(
      {
        jwtFromRequest: (req) => {
          const header = ExtractJwt.fromAuthHeaderAsBearerToken()(req);
          if (header) return header;
          const url = new URL(req.url ?? '/', 'http://x');
          return url.searchParams.get('token');
        },
        secretOrKey: options.secret,
        algorithms: ['HS256'],
      },
      (payload: TokenPayload, done: (error: unknown, user?: AuthUser | false) => void) => {
        if (!payload.sub || !ROLES.includes(payload.role)) return done(null, false);
        const user: AuthUser = {
          id: payload.sub,
          role: payload.role,
          email: payload.email,
          name: payload.name,
          jti: payload.jti,
          exp: payload.exp,
          ...(typeof payload.sid === 'string' && payload.sid ? { sid: payload.sid } : {}),
        };
        if (!options.isRevoked) return done(null, user);
        options.isRevoked(payload.jti, user).then(
          (revoked) => done(null, revoked ? false : user),
          (error: unknown) => done(error),
        );
      },
    ),
  );

  function authenticate(ctx: Context): Promise<AuthUser | null> {
    return new Promise((resolve, reject) => {
      instance.authenticate(strategyName, { session: false }, (error: unknown, user: AuthUser | false) => {
        if (error) reject(error);
        else resolve(user || null);
      })(ctx.req, ctx.res, (error?: unknown) => (error ? reject(error) : resolve(null)));
    });
  }

  const optionalAuth: Middleware = async (ctx, next) => {
    const user = await authenticate(ctx);
    if (user) ctx.state.user = user;
    await next();
  };

  function requireAuth(...roles: Role[]): Middleware {
    return async (ctx, next) => {
      const user = await authenticate(ctx);
      if (!user) throw new HttpError(401, 'Authentication required');
      if (roles.length > 0 && !roles.includes(user.role)) throw new HttpError(403, 'Forbidden');
      ctx.state.user = user;
      await next();
    };
  }

  return {
    optionalAuth,
    requireAuth,
    authenticate,
    staffOnly: requireAuth(...STAFF_ROLES),
    adminOnly: requireAuth('admin'),
  };
}
