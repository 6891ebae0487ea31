import { modelsReady } from '@consulting/service-kit';
/**
 * Starts the identity app on its own test database (real server from scripts/test-db.ts) for
 * one test file, with helpers to call it and to read the outbox.
 */
import pino, { type Logger } from 'pino';
import type { Connection } from 'mongoose';
import { openTestDatabase, serve, TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { IdentityConfig } from '../src/config.ts';
import { outboxMailModel, type OutboxMail } from '../src/models/outbox-mail.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { hashPassword } from '../src/passwords.ts';

/**
 * The test config. Limits are off here (tests sign in and mail one address many times);
 * `startIdentity(prefix, { limits })` turns them on for the tests of issue 13's limits.
 */
export const config: IdentityConfig = {
  jwtSecret: TEST_SECRET,
  internalToken: TEST_INTERNAL_TOKEN,
  mailFrom: 'no-reply@test.local',
  publicUrl: 'http://site.test',
  limits: { rateLimits: false },
};

export interface IdentityUnderTest {
  url: string;
  connection: Connection;
  /** POSTs `body` as JSON (or a raw string as is) with optional headers. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** PUTs `body` as JSON with optional headers. */
  put: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** Mails in the outbox to `to`, oldest first. */
  outbox: (to: string) => Promise<OutboxMail[]>;
  /** Inserts a user with a known password directly (as an admin panel would). */
  addUser: (user: {
    name: string;
    email: string;
    password: string;
    role: 'client' | 'admin';
    is_active?: boolean;
  }) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Starts identity on a fresh database `{prefix}_{random}`. `mailer` replaces the outbox mailer
 * (e.g. one that fails, to test a mail transport that is down); `limits` replaces the test
 * config's (limits off); `logger` defaults to a silent one.
 */
export async function startIdentity(
  prefix: string,
  options: {
    mailer?: Mailer;
    limits?: IdentityConfig['limits'];
    logger?: Logger;
    /** Issue 14: the lockout and reset links' clock, and the hook on each forgot-password's work. */
    now?: () => number;
    onPasswordForgot?: (work: Promise<void>) => void;
  } = {},
): Promise<IdentityUnderTest> {
  const connection = await openTestDatabase(prefix);
  const app = buildApp({
    connection,
    config: { ...config, ...(options.limits ? { limits: options.limits } : {}) },
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onPasswordForgot ? { onPasswordForgot: options.onPasswordForgot } : {}),
  });
  await modelsReady(connection);
  const server = await serve(app);
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    url: server.url,
    connection,
    post: (path, body, headers) => call('POST', path, body, headers),
    get: (path, headers) => call('GET', path, undefined, headers),
    put: (path, body, headers) => call('PUT', path, body, headers),
    outbox: async (to) => outboxMailModel(connection).find({ to }).sort({ created_at: 1, _id: 1 }).lean(),
    addUser: async ({ password, ...user }) => {
      await userModel(connection).create({ ...user, password_hash: await hashPassword(password) });
    },
    close: async () => {
      await server.close();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** The password line of a credentials mail. */
export function mailedPassword(text: string): string {
  const match = /^Password: (\S+)$/m.exec(text);
  if (!match) throw new Error('no password in mail');
  return match[1];
}

/** The `jti` claim of a JWT (not verified). */
export function jtiOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
}
