/**
 * Entry point of the identity service: `node src/main.ts`. Env: see `identityEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Seeds the first admin once connected;
 * once ready, writes the set-password mails of accounts left without one by a crash, at once
 * and every CREDENTIALS_MAIL_SWEEP_INTERVAL_MS. The sweep's mail counts against the same
 * per-recipient cap as the app's, in the shared `rate_limits` collection. Every mail goes into
 * the outbox collection; the outbox worker started here sends it (SMTP_URL, else the embedded
 * JSON transport into the file mailbox MAILBOX_FILE) with retries (MAIL_RETRY_BASE_MS,
 * MAIL_MAX_ATTEMPTS), polling every 2 s and woken at once by each mail this process queues,
 * and makes each mail's password link as it sends it (`password-links.ts`). An hourly sweep
 * removes the bodies of mails sent more than MAIL_BODY_RETENTION_DAYS ago.
 */
import type { Connection } from 'mongoose';
import {
  createLogger,
  databaseCredentials,
  loadEnv,
  runService,
  serviceMetricsRegistry,
  startBackgroundTask,
} from '@consulting/service-kit';
import { createAccounts } from './accounts.ts';
import { buildApp, SERVICE_BUILD } from './app.ts';
import { identityConfigFrom, identityEnvSchema, identityLimitsOf } from './config.ts';
import { createMailer, type MailHandOver, type Mailer } from './mail/mailer.ts';
import { createMailWorker, MAIL_LEASE_MS, type MailWorker, type RunningMailWorker } from './mail/outbox-worker.ts';
import { capMailsPerRecipient } from './mail/recipient-cap.ts';
import { MAIL_BODY_SWEEP_INTERVAL_MS, removeExpiredMailBodies } from './mail/body-retention.ts';
import { passwordResetModel } from './models/password-reset.model.ts';
import { userModel } from './models/user.model.ts';
import { DEFAULT_RESET_TTL_MS } from './password-changes.ts';
import { createPasswordLinks } from './password-links.ts';
import { seedFirstAdmin } from './seed.ts';

const env = loadEnv(identityEnvSchema, process.env, {
  requiredInProduction: ['PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'],
});
const config = identityConfigFrom(env);
const logger = createLogger('identity');
if (!config.smtpUrl) {
  logger.info(
    { mailbox: env.MAILBOX_FILE ?? null },
    'no SMTP_URL: mail is delivered to the file mailbox (embedded mode; `npm run outbox` reads it)',
  );
}
// One outbox mailer for the app and the sweep (each puts the per-recipient cap on top of it),
// and one worker (with SMTP, one pooled transport) that takes each mail the mailer writes,
// leased to it, once it runs (before that, a queued mail wakes it).
let running: RunningMailWorker | undefined;
const wakeWorker = () => running?.wake();
const handOver: MailHandOver = {
  leaseMs: MAIL_LEASE_MS,
  accepts: () => running?.accepts() ?? false,
  accept: (mail) => running?.accept(mail),
};
let mailer: Mailer | undefined;
const mailerOn = (connection: Connection): Mailer =>
  (mailer ??= createMailer({ connection, logger, onQueued: wakeWorker, handOver }));
let worker: MailWorker | undefined;
const workerOn = (connection: Connection): MailWorker =>
  (worker ??= createMailWorker({
    connection,
    logger,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    ...(env.MAILBOX_FILE ? { mailboxFile: env.MAILBOX_FILE } : {}),
    renderBody: createPasswordLinks({
      User: userModel(connection),
      PasswordReset: passwordResetModel(connection),
      publicUrl: config.publicUrl,
      resetTtlMs: config.passwords?.resetTtlMs ?? DEFAULT_RESET_TTL_MS,
      now: Date.now,
    }).render,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
    registry: serviceMetricsRegistry('identity'),
  }));

await runService({
  logger,
  stamp: SERVICE_BUILD,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  mongoCredentials: databaseCredentials(env),
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
  build: (connection) =>
    buildApp({ connection, config, logger, mailer: mailerOn(connection), onMailQueued: wakeWorker }),
  background: (connection) => {
    const limits = identityLimitsOf(config);
    const accounts = createAccounts({
      User: userModel(connection),
      mailer: capMailsPerRecipient(mailerOn(connection), {
        connection,
        perHour: limits.mailPerRecipientPerHour,
        enabled: limits.rateLimits,
        logger,
      }),
      logger,
      publicUrl: config.publicUrl,
    });
    running = workerOn(connection).start();
    return [
      running,
      startBackgroundTask({
        name: 'credentials-mail-sweep',
        intervalMs: env.CREDENTIALS_MAIL_SWEEP_INTERVAL_MS,
        logger,
        run: () =>
          accounts.deliverPendingAccountMails({ graceMs: env.CREDENTIALS_MAIL_SWEEP_GRACE_MS }).then(() => undefined),
      }),
      startBackgroundTask({
        name: 'mail-body-retention',
        intervalMs: MAIL_BODY_SWEEP_INTERVAL_MS,
        logger,
        run: () =>
          removeExpiredMailBodies(connection, { retentionDays: env.MAIL_BODY_RETENTION_DAYS }).then(() => undefined),
      }),
    ];
  },
});
