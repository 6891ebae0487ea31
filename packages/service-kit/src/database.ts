import mongoose from 'mongoose';
import type { Logger } from 'pino';

/** How often (ms) the driver checks the server, so `/readyz` follows the database within 2 s. */
export const DATABASE_HEARTBEAT_MS = 2000;

/**
 * How long (ms) an operation waits for a reachable server before a `MongoServerSelectionError`
 * (answered 503): it bounds a caller's wait while the database is away.
 */
export const DATABASE_SELECTION_TIMEOUT_MS = 2000;

/**
 * Every connection's write concern ("Nothing acknowledged is ever lost"): acknowledged once
 * journaled (`j: true`) on a majority. Set on the client, so every collection, bucket and model
 * inherits it; the embedded server ignores it (it fsyncs every write).
 */
export const DATABASE_WRITE_CONCERN = { w: 'majority', journal: true } as const;

/** A database user, kept out of the URI so the password can come from a secret file. */
export interface DatabaseCredentials {
  username: string;
  password: string;
}

/** `MONGODB_USERNAME`/`MONGODB_PASSWORD` as credentials, or undefined; throws when only one is set. */
export function databaseCredentials(env: {
  MONGODB_USERNAME?: string;
  MONGODB_PASSWORD?: string;
}): DatabaseCredentials | undefined {
  const { MONGODB_USERNAME: username, MONGODB_PASSWORD: password } = env;
  if (username === undefined && password === undefined) return undefined;
  if (username === undefined || password === undefined) {
    throw new Error('Invalid environment: MONGODB_USERNAME and MONGODB_PASSWORD go together');
  }
  return { username, password };
}

/**
 * Connects to the service's own database `uri`/`dbName`, retrying every `retryMs` until it
 * succeeds (`/readyz` 503 meanwhile). The connection then follows a database that stops and
 * starts again (`isDatabaseReady`); writes use `DATABASE_WRITE_CONCERN`.
 */
export async function connectDatabase(
  uri: string,
  dbName: string,
  logger: Logger,
  { retryMs = 1000, credentials }: { retryMs?: number; credentials?: DatabaseCredentials } = {},
): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection();
  for (;;) {
    try {
      await connection.openUri(uri, {
        dbName,
        serverSelectionTimeoutMS: DATABASE_SELECTION_TIMEOUT_MS,
        heartbeatFrequencyMS: DATABASE_HEARTBEAT_MS,
        writeConcern: DATABASE_WRITE_CONCERN,
        ...(credentials ? { auth: credentials } : {}),
      });
      logger.info({ dbName }, 'database connected');
      return connection;
    } catch (error) {
      logger.warn({ err: error, dbName }, 'database not reachable, retrying');
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}

/** True for a driver error meaning the database is unreachable: `toErrorResponse` answers 503. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  // By name, not `instanceof`: the workspace holds two copies of the driver. Causes are followed.
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if (UNAVAILABLE_ERROR_NAMES.has(e.name)) return true;
    // Mongoose's own: a command buffered while disconnected that timed out waiting.
    if (e.name === 'MongooseError' && /buffering timed out/.test(e.message)) return true;
    if (isDriverSocketError(e)) return true;
  }
  return false;
}

/** Driver errors that mean no server could be reached or the connection to it broke. */
const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoPoolClosedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
]);

/** Socket errors that mean the peer went away. */
const SOCKET_GONE_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/** A raw socket error the driver lets through (`EPIPE` on a pooled socket of a killed server). */
function isDriverSocketError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return code !== undefined && SOCKET_GONE_CODES.has(code) && /[\\/]mongodb[\\/]lib[\\/]/.test(error.stack ?? '');
}

/** True when the connection is open (mongoose readyState 1). */
export function isDatabaseReady(connection: mongoose.Connection | undefined): boolean {
  return connection?.readyState === 1;
}

/**
 * Resolves once every model has its collection and indexes (`Model.init()`). Call it before taking
 * requests: the embedded server can lose a write racing its collection's creation.
 */
export async function modelsReady(connection: mongoose.Connection): Promise<void> {
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
}
