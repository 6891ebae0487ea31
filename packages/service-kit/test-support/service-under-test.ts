/**
 * Helpers for service tests: a real database connection per test file (its own database
 * name, so files never see each other's data) and a running HTTP server to call with fetch.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DATABASE_WRITE_CONCERN, modelsReady } from '../src/database.ts';

/** The URI of the run's database server (scripts/test-db.ts). */
export function testMongoUri(): string {
  return inject('mongoUri');
}

/**
 * Opens a connection to a fresh database named `{prefix}_{random}`; drop it in afterAll. It
 * writes with the services' write concern (`DATABASE_WRITE_CONCERN`), so every service test
 * shows the server accepts it.
 */
export async function openTestDatabase(prefix: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection();
  await connection.openUri(testMongoUri(), {
    dbName: `${prefix}_${randomBytes(4).toString('hex')}`,
    writeConcern: DATABASE_WRITE_CONCERN,
  });
  return connection;
}

/** Starts `app` on a free loopback port; returns its base URL and a close function. */
export async function serve(app: Koa): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves `app` from the enclosing `describe`'s `beforeAll` to its `afterAll`; `url` is set once it listens. */
export function servedDuringTests(app: Koa): { readonly url: string } {
  const site = { url: '' };
  let close = async () => {};
  beforeAll(async () => {
    ({ url: site.url, close } = await serve(app));
  });
  afterAll(() => close());
  return site;
}

/** A service app served for one test file, on a fresh database of its own. */
export interface ServiceUnderTest {
  app: Koa;
  url: string;
  server: Server;
  connection: mongoose.Connection;
  /**
   * `fetch` of `{url}{path}`: a `body` is sent as JSON (a string as it is, for malformed-JSON
   * tests) with `content-type: application/json`; resolves the `Response`.
   */
  request: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  /** Stops the server, drops the database and closes the connection. */
  close: () => Promise<void>;
}

/**
 * The one way a service's tests start it: opens a fresh database named after `prefix`
 * (`openTestDatabase`), builds the app on it with `build`, waits until every model's collection
 * and indexes exist (`modelsReady`, as `runService` does before taking requests) and then for
 * `prepare` (e.g. GridFS buckets), and serves it on a loopback port.
 */
export async function startServiceUnderTest(
  prefix: string,
  build: (connection: mongoose.Connection) => Koa | Promise<Koa>,
  options: { prepare?: (connection: mongoose.Connection) => Promise<void> } = {},
): Promise<ServiceUnderTest> {
  const connection = await openTestDatabase(prefix);
  const app = await build(connection);
  await modelsReady(connection);
  await options.prepare?.(connection);
  const served = await serve(app);
  return {
    app,
    url: served.url,
    server: served.server,
    connection,
    request: (method, path, body, headers = {}) =>
      fetch(`${served.url}${path}`, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await served.close();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
