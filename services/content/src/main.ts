/**
 * Entry point of the content service: `node src/main.ts`. Env: see `contentEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required; IDENTITY_URL to honour admin logouts).
 * Once connected it builds the indexes and seeds whatever is still empty (services, sectors,
 * statistics, news, settings); later starts insert nothing and keep admin edits.
 */
import { createLogger, loadEnv, runService } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { contentConfigFrom, contentEnvSchema } from './config.ts';
import { seedContent } from './seed.ts';

const env = loadEnv(contentEnvSchema);
const logger = createLogger('content');
if (!env.IDENTITY_URL) logger.warn('IDENTITY_URL not set: admin logouts are not checked by content');

await runService({
  logger,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  dbName: env.CONTENT_DB,
  prepare: (connection) => seedContent(connection, logger).then(() => undefined),
  build: (connection) => buildApp({ connection, config: contentConfigFrom(env), logger }),
});
