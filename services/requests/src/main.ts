/**
 * Entry point of the requests service: `node src/main.ts`. Env: see `requestsEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required; IDENTITY_URL for guest accounts). Once
 * ready it sweeps orphan uploads at once and every ORPHAN_SWEEP_INTERVAL_MS (issue 11 part 5),
 * and deletes join-application files older than JOIN_FILES_RETENTION_MONTHS at once and every
 * JOIN_FILES_SWEEP_INTERVAL_MS, a day by default (issue 13 part 7).
 */
import {
  createLogger,
  loadEnv,
  rateLimitsEnabled,
  runService,
  serviceMetricsRegistry,
  startBackgroundTask,
} from '@consulting/service-kit';
import { buildApp } from './app.ts';
import { deriveUploadUrlSecret, requestsEnvSchema } from './config.ts';
import { prepareBuckets } from './grid-file-store.ts';
import { createJoinFilesRetention } from './join-files-retention.ts';
import { createOrphanUploadSweeper } from './orphan-upload-sweep.ts';

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
        publicForms: {
          minFillMs: env.FORM_MIN_FILL_MS,
          perEmailPerHour: env.REQUESTS_PER_EMAIL_PER_HOUR,
          rateLimits: rateLimitsEnabled({ RATE_LIMITS: env.RATE_LIMITS }),
        },
        publicUrl: env.PUBLIC_URL,
      },
      logger,
    }),
  background: (connection) => {
    const sweeper = createOrphanUploadSweeper({
      connection,
      logger,
      graceMs: env.ORPHAN_SWEEP_GRACE_MS,
      registry: serviceMetricsRegistry('requests'),
    });
    const retention = createJoinFilesRetention({
      connection,
      logger,
      retentionMonths: env.JOIN_FILES_RETENTION_MONTHS,
      registry: serviceMetricsRegistry('requests'),
    });
    return [
      startBackgroundTask({
        name: 'orphan-upload-sweep',
        intervalMs: env.ORPHAN_SWEEP_INTERVAL_MS,
        logger,
        run: () => sweeper.sweep().then(() => undefined),
      }),
      startBackgroundTask({
        name: 'join-files-retention',
        intervalMs: env.JOIN_FILES_SWEEP_INTERVAL_MS,
        logger,
        run: () => retention.run().then(() => undefined),
      }),
    ];
  },
});
