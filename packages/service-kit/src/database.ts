import mongoose from 'mongoose';
import type { Logger } from 'pino';

/**
 * Connects a mongoose connection to `uri`/`dbName`, retrying every `retryMs` until it succeeds
 * (a service starts even when the database is not up yet; `/readyz` says 503 meanwhile).
 * Resolves with the connection once connected. Each service owns its own database (`dbName`).
 */
export async function connectDatabase(
  uri: string,
  dbName: string,
  logger: Logger,
  retryMs = 1000,
): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection();
  for (;;) {
    try {
      await connection.openUri(uri, { dbName, serverSelectionTimeoutMS: 5000 });
      logger.info({ dbName }, 'database connected');
      return connection;
    } catch (error) {
      logger.warn({ err: error, dbName }, 'database not reachable, retrying');
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}

/** True when the connection is open (mongoose readyState 1). */
export function isDatabaseReady(connection: mongoose.Connection | undefined): boolean {
  return connection?.readyState === 1;
}

/**
 * Resolves once every model on the connection has created its collection and indexes
 * (mongoose `Model.init()`). Call it before the app takes requests: mongoose creates them in the
 * background, and on mongo-java-server a document inserted while its collection is being
 * created can be lost (the create replaces the collection the insert made).
 */
export async function modelsReady(connection: mongoose.Connection): Promise<void> {
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
}
