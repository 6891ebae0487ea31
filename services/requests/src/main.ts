/**
 * Entry point of the requests service: `node src/main.ts`. Env: see `requestsEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN and IDENTITY_URL required: identity's keys verify
 * every access token, identity checks each one's session and keeps guest accounts). Once
 * ready it sweeps orphan uploads at once and every ORPHAN_SWEEP_INTERVAL_MS,
 * and deletes join-application files older than JOIN_FILES_RETENTION_MONTHS at once and every
 * JOIN_FILES_SWEEP_INTERVAL_MS, a day by default; hands identity the lead mails
 * it could not take at submission time every LEAD_MAIL_SWEEP_INTERVAL_MS.
 */
import {
  databaseCredentials,
  createLogger,
  loadEnv,
  rateLimitsEnabled,
  runService,
  serviceMetricsRegistry,
  startBackgroundTask,
} from '@consulting/service-kit';
import { buildApp, SERVICE_BUILD } from './app.ts';
import { deriveUploadUrlSecret, requestsEnvSchema } from './config.ts';
import { prepareBuckets } from './grid-file-store.ts';
import { createJoinFilesRetention } from './join-files-retention.ts';
import { createHttpIdentityClient } from './identity-client.ts';
import { sweepLeadMails } from './lead-mails.ts';
import { serviceRequestModel } from './models/service-request.model.ts';
import { trackRequestModel } from './models/track-request.model.ts';
import { joinApplicationModel } from './models/join-application.model.ts';
import { notificationModel } from './models/notification.model.ts';
import { createOrphanUploadSweeper } from './orphan-upload-sweep.ts';

const env = loadEnv(requestsEnvSchema, process.env, {
  requiredInProduction: ['PUBLIC_URL'],
});
const logger = createLogger('requests');

await runService({
  logger,
  stamp: SERVICE_BUILD,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  mongoCredentials: databaseCredentials(env),
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
      // Lead mails identity could not take at submission time.
      startBackgroundTask({
        name: 'lead-mail-sweep',
        intervalMs: env.LEAD_MAIL_SWEEP_INTERVAL_MS,
        logger,
        run: () =>
          sweepLeadMails({
            models: {
              serviceRequests: serviceRequestModel(connection),
              trackRequests: trackRequestModel(connection),
              joinApplications: joinApplicationModel(connection),
              notifications: notificationModel(connection),
            },
            identity: createHttpIdentityClient({ baseUrl: env.IDENTITY_URL, internalToken: env.INTERNAL_TOKEN }),
            publicUrl: env.PUBLIC_URL,
            logger,
            graceMs: env.LEAD_MAIL_SWEEP_GRACE_MS,
          }).then(() => undefined),
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
