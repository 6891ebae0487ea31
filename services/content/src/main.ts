/**
 * Entry point of the content service: `node src/main.ts`. Env: see `contentEnvSchema`
 * (MONGODB_URI, JWT_SECRET, INTERNAL_TOKEN and IDENTITY_URL required: identity's keys verify
 * every access token and identity checks each one's session).
 * Once connected it builds the indexes and seeds whatever is still empty (services, sectors,
 * statistics, news, settings); later starts insert nothing and keep admin edits. Every
 * LEAD_MAIL_SWEEP_INTERVAL_MS it hands identity the contact messages' lead mails still pending.
 */
import {
  databaseCredentials,
  createLogger,
  internalMailSender,
  loadEnv,
  runService,
  startBackgroundTask,
  sweepPendingMails,
} from '@consulting/service-kit';
import { LEAD_MAIL_NAMES } from '@consulting/contracts';
import { contactMessageModel } from './models/contact-message.model.ts';
import { contactLeadMails } from './routes/contact.ts';
import { buildApp, SERVICE_BUILD } from './app.ts';
import { prepareMediaBucket } from './media/media-store.ts';
import { contentConfigFrom, contentEnvSchema } from './config.ts';
import { seedContent } from './seed.ts';

const env = loadEnv(contentEnvSchema, process.env, {
  requiredInProduction: ['PUBLIC_URL'],
});
const logger = createLogger('content');
if (!env.IDENTITY_URL) logger.warn('IDENTITY_URL not set: admin logouts are not checked by content');

await runService({
  logger,
  stamp: SERVICE_BUILD,
  port: env.PORT,
  host: env.HOST,
  mongoUri: env.MONGODB_URI,
  mongoCredentials: databaseCredentials(env),
  dbName: env.CONTENT_DB,
  // The media library's GridFS bucket exists before the first upload.
  prepare: (connection) =>
    prepareMediaBucket(connection)
      .then(() => seedContent(connection, logger))
      .then(() => undefined),
  build: (connection) => buildApp({ connection, config: contentConfigFrom(env), logger }),
  // Contact messages whose lead mails identity could not take at once.
  background: (connection) => [
    startBackgroundTask({
      name: 'lead-mail-sweep',
      intervalMs: env.LEAD_MAIL_SWEEP_INTERVAL_MS,
      logger,
      run: () =>
        sweepPendingMails({
          model: contactMessageModel(connection),
          names: LEAD_MAIL_NAMES,
          mailsOf: (doc) => contactLeadMails(doc, env.PUBLIC_URL.replace(/\/+$/, '')),
          send: internalMailSender({ identityUrl: env.IDENTITY_URL, internalToken: env.INTERNAL_TOKEN }),
          logger,
          graceMs: env.LEAD_MAIL_SWEEP_GRACE_MS,
        }).then(() => undefined),
    }),
  ],
});
