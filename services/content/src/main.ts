/**
 * Entry point of the content service: `node src/main.ts`. Env: see `contentEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Listens at once with a stand-in app so
 * `/healthz` answers while the database connects, then seeds the services and swaps in the
 * real app.
 */
import type { Connection } from 'mongoose';
import { connectDatabase, createBaseApp, createLogger, HttpError, listen, loadEnv } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { contentConfigFrom, contentEnvSchema } from './config.ts';
import { seedServices } from './seed.ts';

const env = loadEnv(contentEnvSchema);
const logger = createLogger('content');
// Filled once connected; the shutdown hook closes whatever is open by then.
const database: { connection?: Connection } = {};

const starting = createBaseApp(logger, () => false);
starting.use(() => {
  throw new HttpError(503, 'Service is starting, please retry shortly');
});
const running = await listen(starting, {
  port: env.PORT,
  host: env.HOST,
  logger,
  handleSignals: true,
  onClose: async () => {
    await database.connection?.close();
  },
});

const connection = await connectDatabase(env.MONGODB_URI, env.CONTENT_DB, logger);
database.connection = connection;
try {
  await seedServices(connection, logger);
} catch (error) {
  logger.error({ err: error }, 'services could not be seeded');
}

// Koa composes its middleware when the request handler is made, so the real app replaces the
// stand-in's handler on the already listening server.
const app = buildApp({ connection, config: contentConfigFrom(env), logger });
running.server.removeAllListeners('request');
running.server.on('request', app.callback());
logger.info('content ready');
