import mongoose from 'mongoose';
import type { Logger } from 'pino';

/**
 * How often (milliseconds) the driver checks the database server in the background. The
 * driver's default, 10 s, let `/readyz` say 200 for up to ten seconds after the database went
 * away and 503 for as long after it came back (not ready while the
 * database is down, ready again without a restart). A `hello` every 2 s per service is cheap.
 */
export const DATABASE_HEARTBEAT_MS = 2000;

/**
 * How long (milliseconds) an operation waits for a reachable database server before it fails
 * with a `MongoServerSelectionError` (answered 503, see `isDatabaseUnavailableError`). With the
 * server up, selection is immediate; this only bounds how long a caller waits while the
 * database is away (the driver's default is 30 s; the gateway may retry a GET twice more).
 */
export const DATABASE_SELECTION_TIMEOUT_MS = 2000;

/**
 * The write concern of every service connection ("Nothing acknowledged is ever
 * lost"): a write is acknowledged only once it is in the journal on disk (`journal`, sent as
 * `j: true`) and on a majority of a replica set (`w: 'majority'`; a standalone server counts as
 * its own majority). Set on the client, so every collection, GridFS bucket and mongoose model
 * of the connection inherits it. mongo-java-server accepts and ignores it (our embedded backend
 * fsyncs every write before its reply anyway).
 */
export const DATABASE_WRITE_CONCERN = { w: 'majority', journal: true } as const;

/** A database user, kept out of the URI so the password can come from a secret file. */
export interface DatabaseCredentials {
  username: string;
  password: string;
}

/**
 * `MONGODB_USERNAME`/`MONGODB_PASSWORD` of a loaded environment as credentials, or undefined
 * when no user is set. Throws when only one of the two is given.
 */
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
 * Connects a mongoose connection to `uri`/`dbName` as `credentials` (when given), retrying every `retryMs` until it succeeds
 * (a service starts even when the database is not up yet; `/readyz` says 503 meanwhile).
 * Resolves with the connection once connected. Each service owns its own database (`dbName`).
 * Afterwards the driver keeps watching the server every `DATABASE_HEARTBEAT_MS`: mongoose's
 * `readyState` (hence `isDatabaseReady`) follows a database that stops and starts again, and
 * the same connection serves again once it is back. Every write asks for
 * `DATABASE_WRITE_CONCERN` (majority, journaled).
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

/**
 * True for the errors the driver throws when the database server cannot be reached (no server
 * selected within `serverSelectionTimeoutMS`, a dropped or refused socket, a closed client):
 * the caller should retry later, so `toErrorResponse` answers them 503 rather than 500.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  // By name, not `instanceof`: the workspace holds two copies of the driver (mongoose's own and
  // the top-level `mongodb` that GridFS and the scripts import), and an error raised by one is
  // not an instance of the other's classes. The cause is followed too (a wrapped network error).
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

/**
 * A raw Node socket error from inside the driver. When the database dies between two commands
 * on a pooled connection, the driver's write to the half-closed socket throws Node's own
 * `EPIPE` ("This socket has been ended by the other party") unwrapped, not a
 * `MongoNetworkError` (MongoDB driver 6, when the server is killed). It is a database that
 * went away all the same.
 */
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
 * Resolves once every model on the connection has created its collection and indexes
 * (mongoose `Model.init()`; a collection another instance made first is no error). Call it
 * before the app takes requests: mongoose creates them in the background, and a document
 * written while its collection is being created can be lost on the embedded server
 * (architecture "Database on these machines").
 */
export async function modelsReady(connection: mongoose.Connection): Promise<void> {
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
}
