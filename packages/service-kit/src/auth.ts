import type { Context, Middleware } from 'koa';
import jwt from 'jsonwebtoken';
import passport from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { randomUUID } from 'node:crypto';
import type { Role } from '@consulting/contracts';
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
}

interface TokenPayload {
  sub: string;
  role: Role;
  email: string;
  name: string;
  jti: string;
  exp: number;
}

export interface AuthOptions {
  /** HMAC secret shared by identity (signs) and every service (verifies). */
  secret: string;
  /** Asked for every verified token; true rejects it with 401 (logout revokes tokens). */
  isRevoked?: (jti: string) => Promise<boolean>;
}

/** Lifetime of tokens: clients 24 h, admins 8 h (short-lived, revocable by logout). */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = { client: 24 * 3600, admin: 8 * 3600 };

/** Signs a JWT (HS256) for a user; `expiresInSeconds` defaults to the role's lifetime. */
export function signToken(
  secret: string,
  user: { id: string; role: Role; email: string; name: string },
  expiresInSeconds = TOKEN_LIFETIME_SECONDS[user.role],
): string {
  return jwt.sign({ role: user.role, email: user.email, name: user.name }, secret, {
    algorithm: 'HS256',
    subject: user.id,
    jwtid: randomUUID(),
    expiresIn: expiresInSeconds,
  });
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
        if (!payload.sub || (payload.role !== 'client' && payload.role !== 'admin')) return done(null, false);
        const user: AuthUser = {
          id: payload.sub,
          role: payload.role,
          email: payload.email,
          name: payload.name,
          jti: payload.jti,
          exp: payload.exp,
        };
        if (!options.isRevoked) return done(null, user);
        options.isRevoked(payload.jti).then(
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

  return { optionalAuth, requireAuth, authenticate };
}
