/**
 * Entry point of the content service: `node src/main.ts`. Env: see `contentEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Seeds the six tracks once connected.
 */
import { createLogger, loadEnv, runService } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { contentConfigFrom, contentEnvSchema } from './config.ts';
import { seedServices } from './seed.ts';

const env = loadEnv(contentEnvSchema);
const logger = createLogger('content');

await runService({
  logger,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  dbName: env.CONTENT_DB,
  prepare: (connection) => seedServices(connection, logger).then(() => undefined),
  build: (connection) => buildApp({ connection, config: contentConfigFrom(env), logger }),
});
