import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  auditModel,
  createAuth,
  createBaseApp,
  isDatabaseReady,
  jsonBody,
  openApiRoute,
} from '@consulting/service-kit';
import { createAccounts } from './accounts.ts';
import type { IdentityConfig } from './config.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { isTokenRevoked, revokedTokenModel } from './models/revoked-token.model.ts';
import { userModel } from './models/user.model.ts';
import { identityApiDocument } from './openapi.ts';
import { adminSessionRouter } from './routes/admin-session.ts';
import { adminUsersRouter } from './routes/admin-users.ts';
import { internalRouter } from './routes/internal.ts';
import { userRouter } from './routes/user.ts';

export interface IdentityDeps {
  /** An open mongoose connection to the identity database. */
  connection: Connection;
  config: IdentityConfig;
  logger: Logger;
  /** Defaults to `createMailer` from the config (SMTP, or the outbox collection). */
  mailer?: Mailer;
}

/**
 * The identity service (architecture "Back end"): clients and admins, login, verify, logout,
 * guest accounts with server-generated passwords, admin management of users (with an audit
 * trail), account mail, and internal routes for the other services (token revocation, accounts,
 * mail: identity owns the site's mail). Routes carry their full public path (the gateway does not strip `/api`).
 */
export function buildApp(deps: IdentityDeps): Koa {
  const { connection, config, logger } = deps;
  const User = userModel(connection);
  const RevokedToken = revokedTokenModel(connection);
  const mailer = deps.mailer ?? createMailer({ connection, logger, from: config.mailFrom, smtpUrl: config.smtpUrl });
  const accounts = createAccounts({ User, mailer, logger, publicUrl: config.publicUrl });
  // Registered here so modelsReady() creates the audit collection before requests arrive.
  auditModel(connection);
  const auth = createAuth({ secret: config.jwtSecret, isRevoked: (jti) => isTokenRevoked(RevokedToken, jti) });

  const app = createBaseApp(logger, () => isDatabaseReady(connection));
  app.use(openApiRoute(identityApiDocument));
  app.use(jsonBody());
  for (const router of [
    userRouter({ accounts, jwtSecret: config.jwtSecret }),
    adminSessionRouter({ accounts, auth, User, RevokedToken, jwtSecret: config.jwtSecret }),
    adminUsersRouter({ auth, User, connection }),
    internalRouter({ accounts, User, RevokedToken, internalToken: config.internalToken, mailer, logger }),
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return app;
}
