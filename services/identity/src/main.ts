/**
 * Entry point of the identity service: `node src/main.ts`. Env: see `identityEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN required). Seeds the first admin once connected;
 * once ready, sends credentials mails left pending by a crash, at once and every
 * CREDENTIALS_MAIL_SWEEP_INTERVAL_MS (issue 11 part 5). The sweep's mail counts against the
 * same per-recipient cap as the app's (issue 13), in the shared `rate_limits` collection.
 */
import type { Connection } from 'mongoose';
import { createLogger, loadEnv, runService, startBackgroundTask } from '@consulting/service-kit';
import { createAccounts } from './accounts.ts';
import { buildApp } from './app.ts';
import { identityConfigFrom, identityEnvSchema, identityLimitsOf } from './config.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { capMailsPerRecipient } from './mail/recipient-cap.ts';
import { userModel } from './models/user.model.ts';
import { seedFirstAdmin } from './seed.ts';

const env = loadEnv(identityEnvSchema);
const config = identityConfigFrom(env);
const logger = createLogger('identity');
if (!config.smtpUrl) logger.info('no SMTP_URL: mail goes to the outbox collection (embedded mode)');
// One transport for the app and the sweep (with SMTP, one transport and its connections); each
// puts the per-recipient cap on top of it.
let mailer: Mailer | undefined;
const mailerOn = (connection: Connection): Mailer =>
  (mailer ??= createMailer({ connection, logger, from: config.mailFrom, smtpUrl: config.smtpUrl }));

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
  build: (connection) => buildApp({ connection, config, logger, mailer: mailerOn(connection) }),
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
    return [
      startBackgroundTask({
        name: 'credentials-mail-sweep',
        intervalMs: env.CREDENTIALS_MAIL_SWEEP_INTERVAL_MS,
        logger,
        run: () =>
          accounts
            .deliverPendingCredentialsMails({ graceMs: env.CREDENTIALS_MAIL_SWEEP_GRACE_MS })
            .then(() => undefined),
      }),
    ];
  },
});
