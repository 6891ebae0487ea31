/**
 * One running content service per test file: its own database on the run's real server
 * (scripts/test-db.ts), seeded as at first start, and helpers to call it.
 */
import pino from 'pino';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import {
  signTestToken,
  startServiceUnderTest,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../../src/app.ts';
import { contentModels, type ContentModels } from '../../src/content-models.ts';
import { seedContent } from '../../src/seed.ts';

export const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });

export interface CallOptions {
  /** Sent as JSON, or as is when a string (malformed JSON tests). */
  body?: unknown;
  /** A bearer token. */
  token?: string;
}

type JsonBody = Awaited<ReturnType<Response['json']>>;

export interface ContentUnderTest {
  app: Koa;
  url: string;
  connection: Connection;
  models: ContentModels;
  /** The in-memory session check (unless `identitySessions`): tests revoke or restrict sessions with it. */
  sessions: ReturnType<typeof testSessions>;
  /** Calls the service; resolves the status and the parsed JSON body (as `Response.json()` types it). */
  call: (method: string, path: string, options?: CallOptions) => Promise<{ status: number; body: JsonBody }>;
  close: () => Promise<void>;
}

/**
 * Starts the app on a fresh database; seeds it unless `seed` is false. Tokens verify with the
 * test key; sessions are checked in memory (`sessions`), or, with `identitySessions`, by
 * identity's `GET /internal/tokens/:jti?sid=` at `identityUrl` (default a closed port).
 */
export async function startContent(
  prefix: string,
  options: { seed?: boolean; identityUrl?: string; identitySessions?: boolean } = {},
): Promise<ContentUnderTest> {
  const sessions = testSessions();
  const service = await startServiceUnderTest(prefix, async (connection) => {
    if (options.seed !== false) await seedContent(connection, logger);
    return buildApp({
      connection,
      config: {
        jwtSecret: TEST_SECRET,
        internalToken: TEST_INTERNAL_TOKEN,
        identityUrl: options.identityUrl ?? 'http://127.0.0.1:9',
      },
      logger,
      tokenKeys: TEST_TOKEN_KEYS,
      ...(options.identitySessions ? {} : { checkSession: sessions.check }),
    });
  });
  return {
    app: service.app,
    url: service.url,
    connection: service.connection,
    models: contentModels(service.connection),
    sessions,
    call: async (method, path, { body, token } = {}) => {
      const res = await service.request(method, path, body, token ? { authorization: `Bearer ${token}` } : {});
      return { status: res.status, body: await res.json() };
    },
    close: service.close,
  };
}

/** A freshly signed admin token (its own session). */
export const adminToken = (): string =>
  signTestToken({ id: 'admin-1', role: 'admin', email: 'admin@example.com', name: 'Admin' });

/** A freshly signed client token (its own session). */
export const clientToken = (): string =>
  signTestToken({ id: 'client-1', role: 'client', email: 'client@example.com', name: 'Client' });

/** The fields of a news item as the public API answers it, sorted. */
export const NEWS_RECORD_KEYS = [
  'author',
  'author_en',
  'category',
  'content_ar',
  'content_en',
  'created_at',
  'featured',
  'id',
  'image',
  'image_media',
  'published_ar',
  'published_en',
  'summary_ar',
  'summary_en',
  'title_ar',
  'title_en',
  'updated_at',
  'views',
].sort();
