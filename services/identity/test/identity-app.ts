/**
 * Starts the identity app on its own test database (real server from scripts/test-db.ts) for
 * one test file, with helpers to call it and to read the outbox.
 */
import pino, { type Logger } from 'pino';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import {
  startServiceUnderTest,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_SIGNING_KEY,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import type { IdentityConfig } from '../src/config.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailWorker } from '../src/mail/outbox-worker.ts';
import { outboxMailModel, type OutboxMail } from '../src/models/outbox-mail.model.ts';
import { passwordResetModel } from '../src/models/password-reset.model.ts';
import { DEFAULT_RESET_TTL_MS } from '../src/password-changes.ts';
import { createPasswordLinks } from '../src/password-links.ts';
import { userModel } from '../src/models/user.model.ts';
import { hashPassword } from '../src/passwords.ts';

/**
 * The test config. Limits are off here (tests sign in and mail one address many times);
 * `startIdentity(prefix, { limits })` turns them on for the tests of the limits.
 */
export const config: IdentityConfig = {
  jwtSecret: TEST_SECRET,
  tokenSigningKey: TEST_TOKEN_SIGNING_KEY,
  internalToken: TEST_INTERNAL_TOKEN,
  mailFrom: 'no-reply@test.local',
  publicUrl: 'http://site.test',
  limits: { rateLimits: false },
  requireAdminTwoFactor: false,
};

export interface IdentityUnderTest {
  app: Koa;
  url: string;
  connection: Connection;
  /** POSTs `body` as JSON (or a raw string as is) with optional headers. */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** PUTs `body` as JSON with optional headers. */
  put: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** Mails in the outbox to `to`, oldest first (as stored: a password link is not made yet). */
  outbox: (to: string) => Promise<OutboxMail[]>;
  /**
   * Sends every due outbox mail with the embedded outbox worker (password links made with the
   * app's clock) and resolves the mails delivered to `to` so far, oldest first, as the file
   * mailbox holds them (links included).
   */
  delivered: (to: string) => Promise<{ to: string; subject: string; text: string; html?: string }[]>;
  /**
   * Sets `password` on the account of `email` with the newest password link delivered to it
   * (`POST /api/password/reset`); resolves the password. Throws when no link came or it is refused.
   */
  setPasswordFromMail: (email: string, password?: string) => Promise<string>;
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
    /** The lockout and reset links' clock, and the hook on each forgot-password's work. */
    now?: () => number;
    onPasswordForgot?: (work: Promise<void>) => void;
    /** REQUIRE_ADMIN_2FA (off unless given). */
    requireAdminTwoFactor?: boolean;
  } = {},
): Promise<IdentityUnderTest> {
  const service = await startServiceUnderTest(prefix, (connection) =>
    buildApp({
      connection,
      config: {
        ...config,
        ...(options.limits ? { limits: options.limits } : {}),
        ...(options.requireAdminTwoFactor ? { requireAdminTwoFactor: true } : {}),
      },
      logger: options.logger ?? pino({ level: 'silent' }),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.onPasswordForgot ? { onPasswordForgot: options.onPasswordForgot } : {}),
    }),
  );
  const { connection } = service;
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'identity-mailbox-'));
  const mailboxFile = path.join(mailDir, 'mailbox.jsonl');
  const worker = createMailWorker({
    connection,
    logger: pino({ level: 'silent' }),
    from: config.mailFrom,
    mailboxFile,
    renderBody: passwordLinksRender(connection, options.now),
  });
  const delivered = async (to: string) => {
    await worker.deliverDue();
    const lines = (await readFile(mailboxFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    return lines
      .map((line) => JSON.parse(line) as { to: string; subject: string; text: string; html?: string })
      .filter((mail) => mail.to === to);
  };
  const call = service.request;
  return {
    app: service.app,
    url: service.url,
    connection,
    post: (path, body, headers) => call('POST', path, body, headers),
    get: (path, headers) => call('GET', path, undefined, headers),
    put: (path, body, headers) => call('PUT', path, body, headers),
    outbox: async (to) => outboxMailModel(connection).find({ to }).sort({ created_at: 1, _id: 1 }).lean(),
    delivered,
    setPasswordFromMail: async (email, password = CHOSEN_TEST_PASSWORD) => {
      const links = (await delivered(email)).filter((mail) => /reset-password\?token=/.test(mail.text));
      const token = linkTokenOf(links.at(-1)?.text ?? '');
      const res = await call('POST', '/api/password/reset', { token, new_password: password, lang: 'en' });
      if (res.status !== 200) throw new Error(`set-password link refused: ${res.status} ${await res.text()}`);
      return password;
    },
    addUser: async ({ password, ...user }) => {
      await userModel(connection).create({ ...user, password_hash: await hashPassword(password) });
    },
    close: async () => {
      worker.close();
      await rm(mailDir, { recursive: true, force: true });
      await service.close();
    },
  };
}

/** The outbox worker's `renderBody` as identity's: password links of the test config, with `now`'s clock. */
export function passwordLinksRender(connection: Connection, now: () => number = Date.now) {
  return createPasswordLinks({
    User: userModel(connection),
    PasswordReset: passwordResetModel(connection),
    publicUrl: config.publicUrl,
    resetTtlMs: DEFAULT_RESET_TTL_MS,
    now,
  }).render;
}

/** A password the rule accepts, set from mailed links by default. */
export const CHOSEN_TEST_PASSWORD = 'Tamarind-Harbour-Lantern-84';

/** The token of the password link in a delivered mail's text. */
export function linkTokenOf(text: string): string {
  const match = /\/(?:user|admin)\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error('no password link in mail');
  return match[1];
}

/** The `jti` claim of a JWT (not verified). */
export function jtiOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
}
