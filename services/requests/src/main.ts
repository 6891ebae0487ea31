/**
 * Entry point of the requests service: `node src/main.ts`. Env: see `requestsEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required; IDENTITY_URL for guest accounts).
 */
import { createLogger, loadEnv, runService } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { deriveUploadUrlSecret, requestsEnvSchema } from './config.ts';
import { prepareBuckets } from './grid-file-store.ts';

const env = loadEnv(requestsEnvSchema);
const logger = createLogger('requests');

await runService({
  logger,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  dbName: env.REQUESTS_DB,
  prepare: prepareBuckets,
  build: (connection) =>
    buildApp({
      database: connection,
      config: {
        jwtSecret: env.JWT_SECRET,
        internalToken: env.INTERNAL_TOKEN,
        identityUrl: env.IDENTITY_URL,
        uploadUrlSecret: env.UPLOAD_URL_SECRET ?? deriveUploadUrlSecret(env.JWT_SECRET),
      },
      logger,
    }),
});
