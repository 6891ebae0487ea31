/**
 * Entry point of the identity service: `node src/main.ts`. Env: see `identityEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Seeds the first admin once connected.
 */
import { createLogger, loadEnv, runService } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { identityConfigFrom, identityEnvSchema } from './config.ts';
import { seedFirstAdmin } from './seed.ts';

const env = loadEnv(identityEnvSchema);
const config = identityConfigFrom(env);
const logger = createLogger('identity');
if (!config.smtpUrl) logger.info('no SMTP_URL: mail goes to the outbox collection (embedded mode)');

await runService({
  logger,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  dbName: env.IDENTITY_DB,
  prepare: (connection) =>
    seedFirstAdmin({
      connection,
      email: env.ADMIN_EMAIL,
      password: env.ADMIN_PASSWORD,
      name: env.ADMIN_NAME,
      publicUrl: config.publicUrl,
      logger,
    }).then(() => undefined),
  build: (connection) => buildApp({ connection, config, logger }),
});
