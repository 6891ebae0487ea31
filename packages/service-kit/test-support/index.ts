/**
 * Helpers for service tests: a real database connection per test file (its own database
 * name, so files never see each other's data) and a running HTTP server to call with fetch.
 */
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type Koa from 'koa';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

/** The URI of the run's database server (scripts/test-db.ts). */
export function testMongoUri(): string {
  return inject('mongoUri');
}

/** Opens a connection to a fresh database named `{prefix}_{random}`; drop it in afterAll. */
export async function openTestDatabase(prefix: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection();
  await connection.openUri(testMongoUri(), { dbName: `${prefix}_${randomBytes(4).toString('hex')}` });
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

/** A 32-byte hex secret for tests. */
export const TEST_SECRET = 'test-secret-'.padEnd(48, 'x');
/** The internal service token for tests. */
export const TEST_INTERNAL_TOKEN = 'internal-test-token-0123456789';
