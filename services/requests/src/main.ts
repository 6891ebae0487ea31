/**
 * Starts the requests service: reads the environment (config.ts), listens at once (readiness
 * says 503 until the database is connected), connects with retries, stops on SIGTERM/SIGINT.
 */
import type mongoose from 'mongoose';
import { connectDatabase, createLogger, listen, loadEnv } from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { deriveUploadUrlSecret, requestsEnvSchema } from './config.ts';

const env = loadEnv(requestsEnvSchema);
const logger = createLogger('requests');
// Filled once connectDatabase resolves; until then data routes and /readyz answer 503.
const database: { connection?: mongoose.Connection } = {};

const app = buildApp({
  database: () => database.connection,
  config: {
    jwtSecret: env.JWT_SECRET,
    internalToken: env.INTERNAL_TOKEN,
    identityUrl: env.IDENTITY_URL,
    uploadUrlSecret: env.UPLOAD_URL_SECRET ?? deriveUploadUrlSecret(env.JWT_SECRET),
  },
  logger,
});

await listen(app, {
  port: env.PORT,
  host: env.HOST,
  logger,
  handleSignals: true,
  onClose: async () => {
    await database.connection?.close();
  },
});
database.connection = await connectDatabase(env.MONGODB_URI, env.REQUESTS_DB, logger);
