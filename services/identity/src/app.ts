import type Koa from 'koa';
import path from 'node:path';
import { readBuildStamp } from '@consulting/contracts/build-stamp';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  allowedMethods,
  appApiDocument,
  auditModel,
  createAuth,
  createBaseApp,
  isDatabaseReady,
  jsonBody,
  openApiRoute,
  reportDatabaseUp,
  serviceMetricsRegistry,
} from '@consulting/service-kit';
import { createAccounts } from './accounts.ts';
import { identityLimitsOf, type IdentityConfig } from './config.ts';
import { emailLimits } from './email-limits.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { staffInboxOf } from './mail/internal-mail.ts';
import { siteStaffInbox } from './mail/site-staff-inbox.ts';
import { capMailsPerRecipient } from './mail/recipient-cap.ts';
import { reportOutboxMetrics } from './mail/outbox-metrics.ts';
import { sessionModel } from './models/session.model.ts';
import { userModel } from './models/user.model.ts';
import { createPrivacy } from './privacy.ts';
import { createPrivacyPeer } from './privacy-peers.ts';
import { adminOutboxRouter } from './routes/admin-outbox.ts';
import { adminPrivacyRouter } from './routes/admin-privacy.ts';
import { adminSessionRouter } from './routes/admin-session.ts';
import { adminUsersRouter } from './routes/admin-users.ts';
import { internalRouter } from './routes/internal.ts';
import { mailPreferencesRouter } from './routes/mail-preferences.ts';
import { userRouter } from './routes/user.ts';
import { createSessions } from './sessions.ts';
import { loadTokenKeys } from './token-keys.ts';
import { restrictionOfAccount } from './session-restrictions.ts';
import { tokenKeysRouter } from './routes/token-keys.ts';
import { twoFactorModel } from './models/two-factor.model.ts';
import { adminStaffRouter } from './routes/admin-staff.ts';
import { adminTwoFactorRouter } from './routes/admin-two-factor.ts';
import { ownSessionsRouter } from './routes/own-sessions.ts';
import { createTwoFactor } from './two-factor.ts';
import { createSignInLockout, DEFAULT_LOCKOUT } from './sign-in-lockout.ts';
import { signInFailureModel } from './models/sign-in-failure.model.ts';
import { unlockLinkModel } from './models/unlock-link.model.ts';
import { signInUnlockRouter } from './routes/sign-in-unlock.ts';
import { createPasswordChanges, DEFAULT_RESET_TTL_MS } from './password-changes.ts';
import { passwordResetModel } from './models/password-reset.model.ts';
import { passwordsRouter } from './routes/passwords.ts';

export interface IdentityDeps {
  /** An open mongoose connection to the identity database. */
  connection: Connection;
  config: IdentityConfig;
  logger: Logger;
  /**
   * The mailer; defaults to `createMailer`, which writes every mail to the outbox collection
   * for the outbox worker. The per-recipient cap is always applied
   * on top of it.
   */
  mailer?: Mailer;
  /** Called after a mail is queued or requeued (admin resend): wakes this process's outbox worker. */
  onMailQueued?: () => void;
  /** The clock (ms since the epoch) of the lockout and reset links; tests move it. */
  now?: () => number;
  /** Receives the work of each `POST /api/password/forgot`, which runs after its answer (tests wait for it). */
  onPasswordForgot?: (work: Promise<void>) => void;
}

/** This service's version and commit, answered by `/healthz`; read once at start. */
export const SERVICE_BUILD = readBuildStamp(path.resolve(import.meta.dirname, '..'));

/**
 * The identity service (architecture "Back end"): clients and admins, login, verify, logout,
 * sessions (one per sign-in, revoked by logout, deactivation or a new password, and
 * checked on every authenticated call of every service), guest accounts with server-generated
 * passwords, admin management of users (with an audit trail), account mail (capped per
 * recipient per hour), per-email limits on the public routes, and internal routes for the other
 * services (token revocation, accounts, mail: identity owns the site's mail), and the admin's
 * personal-data export and erasure across the three services (Saudi PDPL:
 * identity asks content and requests at `config.privacyPeers`). Routes carry their full public
 * path (the gateway does not strip `/api`). `GET /metrics` adds `database_up` and the outbox's
 * gauges (`mail/outbox-metrics.ts`).
 */
export function buildApp(deps: IdentityDeps): Koa {
  const { connection, config, logger } = deps;
  const limits = identityLimitsOf(config);
  const requireAdminTwoFactor = config.requireAdminTwoFactor ?? true;
  const User = userModel(connection);
  const Session = sessionModel(connection);
  // Throws (the service does not start) when TOKEN_SIGNING_KEY is not a P-256 private key.
  const tokenKeys = loadTokenKeys(config.tokenSigningKey, config.tokenPreviousKeys);
  const sessions = createSessions({
    Session,
    User,
    tokenKeys,
    ...(deps.now ? { now: deps.now } : {}),
    restrictionOf: (account) => restrictionOfAccount(account, { requireAdminTwoFactor }, twoFactor),
  });
  const transport =
    deps.mailer ?? createMailer({ connection, logger, ...(deps.onMailQueued ? { onQueued: deps.onMailQueued } : {}) });
  const mailer = capMailsPerRecipient(transport, {
    connection,
    perHour: limits.mailPerRecipientPerHour,
    enabled: limits.rateLimits,
    logger,
  });
  const now = deps.now ?? Date.now;
  const lockout = createSignInLockout({
    User,
    SignInFailure: signInFailureModel(connection),
    UnlockLink: unlockLinkModel(connection),
    mailer,
    logger,
    publicUrl: config.publicUrl,
    settings: config.passwords?.lockout ?? DEFAULT_LOCKOUT,
    now,
  });
  const accounts = createAccounts({ User, mailer, logger, publicUrl: config.publicUrl, lockout });
  const passwords = createPasswordChanges({
    User,
    PasswordReset: passwordResetModel(connection),
    Session,
    sessions,
    mailer,
    logger,
    publicUrl: config.publicUrl,
    resetTtlMs: config.passwords?.resetTtlMs ?? DEFAULT_RESET_TTL_MS,
    now,
  });
  const perEmail = emailLimits(connection, limits);
  // Registered here so modelsReady() creates the audit collection before requests arrive.
  auditModel(connection);
  // Identity verifies with its own key set and checks sessions in process (no HTTP to itself).
  const auth = createAuth({
    keys: tokenKeys.keys,
    checkSession: (token) => sessions.check(token.jti, token.sid),
  });
  // Staff's optional TOTP second factor.
  const twoFactor = createTwoFactor({ TwoFactor: twoFactorModel(connection), now });
  const peers = config.privacyPeers;
  const privacy = createPrivacy({
    connection,
    User,
    Session,
    sessions,
    jwtSecret: config.jwtSecret,
    logger,
    ...(peers
      ? {
          peers: {
            content: createPrivacyPeer('content', { urls: peers.content, internalToken: config.internalToken }),
            requests: createPrivacyPeer('requests', { urls: peers.requests, internalToken: config.internalToken }),
          },
        }
      : {}),
  });

  const app = createBaseApp(logger, () => isDatabaseReady(connection), { build: SERVICE_BUILD });
  // On the registry `GET /metrics` reads: the one of the logger's service name.
  const metricsRegistry = serviceMetricsRegistry(String(logger.bindings().name ?? 'service'));
  reportDatabaseUp(metricsRegistry, () => connection);
  reportOutboxMetrics({ registry: metricsRegistry, connection, logger });
  app.use(
    openApiRoute(() =>
      appApiDocument(app, {
        title: 'Identity service',
        version: '1.0.0',
        description: 'Clients and admins: sign-in, tokens, accounts and the admin users page.',
      }),
    ),
  );
  app.use(jsonBody());
  const routers = [
    tokenKeysRouter(tokenKeys),
    userRouter({ accounts, sessions, limits: perEmail, lockout }),
    adminSessionRouter({
      accounts,
      auth,
      User,
      sessions,
      limits: perEmail,
      twoFactor,
      lockout,
      requireAdminTwoFactor,
    }),
    adminTwoFactorRouter({ auth, User, sessions, limits: perEmail, twoFactor, lockout }),
    signInUnlockRouter({ lockout }),
    adminStaffRouter({ auth, User, sessions, connection, mailer, twoFactor, logger, publicUrl: config.publicUrl }),
    ownSessionsRouter({ auth, Session }),
    adminUsersRouter({ auth, User, sessions, connection, mailer, logger, publicUrl: config.publicUrl }),
    adminPrivacyRouter({ auth, privacy }),
    adminOutboxRouter({ auth, connection, ...(deps.onMailQueued ? { onQueued: deps.onMailQueued } : {}) }),
    passwordsRouter({
      auth,
      passwords,
      limits: perEmail,
      ...(deps.onPasswordForgot ? { onForgot: deps.onPasswordForgot } : {}),
    }),
    mailPreferencesRouter({ auth, User }),
    internalRouter({
      accounts,
      User,
      sessions,
      internalToken: config.internalToken,
      mailer,
      // Lead alerts to the staff inbox are not capped per recipient.
      staffMailer: transport,
      // The staff inbox of the site settings first, when content is known.
      staffInbox: staffInboxOf(
        User,
        config.staffInbox,
        config.contentUrls
          ? siteStaffInbox({ contentUrls: config.contentUrls, internalToken: config.internalToken })
          : undefined,
      ),
      logger,
    }),
  ];
  for (const router of routers) app.use(router.routes());
  // Another method on a route's path: 405 with `Allow`, never a 500 (docs/api.md "Conventions").
  app.use(allowedMethods(routers));
  return app;
}
