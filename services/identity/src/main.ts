/**
 * Entry point of the identity service: `node src/main.ts`. Env: see `identityEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Listens at once with a stand-in app so
 * `/healthz` answers while the database connects, then seeds the first admin and swaps in the
 * real app.
 */
import type { Connection } from 'mongoose';
import { connectDatabase, createBaseApp, createLogger, HttpError, listen, loadEnv } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { identityConfigFrom, identityEnvSchema } from './config.ts';
import { seedFirstAdmin } from './seed.ts';

const env = loadEnv(identityEnvSchema);
const config = identityConfigFrom(env);
const logger = createLogger('identity');
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

const connection = await connectDatabase(env.MONGODB_URI, env.IDENTITY_DB, logger);
database.connection = connection;
try {
  await seedFirstAdmin({
    connection,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    name: env.ADMIN_NAME,
    publicUrl: config.publicUrl,
    logger,
  });
} catch (error) {
  logger.error({ err: error }, 'first admin could not be created');
}
if (!config.smtpUrl) logger.info('no SMTP_URL: mail goes to the outbox collection (embedded mode)');

// Koa composes its middleware when the request handler is made, so the real app replaces the
// stand-in's handler on the already listening server.
const app = buildApp({ connection, config, logger });
running.server.removeAllListeners('request');
running.server.on('request', app.callback());
logger.info('identity ready');
