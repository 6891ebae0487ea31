import type Koa from 'koa';
import path from 'node:path';
import { readBuildStamp } from '@consulting/contracts/build-stamp';
import type mongoose from 'mongoose';
import {
  allowedMethods,
  appApiDocument,
  auditModel,
  createAuth,
  createBaseApp,
  HttpError,
  identityTokenKeys,
  isDatabaseReady,
  openApiRoute,
  rememberRevoked,
  reportDatabaseUp,
  serviceMetricsRegistry,
  type createLogger,
  type TokenKeys,
} from '@consulting/service-kit';
import { requestFileStore } from './grid-file-store.ts';
import { createHttpIdentityClient, type IdentityClient } from './identity-client.ts';
import { joinApplicationModel } from './models/join-application.model.ts';
import { notificationModel } from './models/notification.model.ts';
import { serviceRequestModel } from './models/service-request.model.ts';
import { trackRequestModel } from './models/track-request.model.ts';
import { publicFormGuard, type PublicFormsConfig } from './public-form-guard.ts';
import { adminAddRequestsRouter } from './routes/admin-add-requests.ts';
import { adminOverviewRouter } from './routes/admin-overview.ts';
import { adminRequestsRouter } from './routes/admin-requests.ts';
import { attachmentsRouter } from './routes/attachments.ts';
import { clientRequestsRouter } from './routes/client-requests.ts';
import { joinApplicationFilesRouter, joinApplicationsRouter } from './routes/join-applications.ts';
import { notificationsRouter } from './routes/notifications.ts';
import { requestConfirmationRouter } from './routes/request-confirmation.ts';
import { serviceRequestsRouter } from './routes/service-requests.ts';
import { trackRequestsRouter } from './routes/track-requests.ts';
import { userRequestsRouter } from './routes/user-requests.ts';
import type { RequestStores, RequestsRuntime } from './runtime.ts';
import { privacyRouter } from './privacy-router.ts';

export interface RequestsConfig {
  /** The HMAC secret of form tokens (and, derived, of download links); never verifies an access token. */
  jwtSecret: string;
  /** Shared secret for identity's `/internal` API. */
  internalToken: string;
  /** Base URL of identity, e.g. http://127.0.0.1:4001: its JWKS, session checks, accounts and mail. */
  identityUrl: string;
  /** HMAC secret of file download links (attachments and join application files). */
  uploadUrlSecret: string;
  /** Public forms: minimum fill time, per-email limits, limits on or off; defaults in `PublicFormsConfig`. */
  publicForms?: PublicFormsConfig;
  /** The site's origin in mailed links (`PUBLIC_URL`); default http://localhost:8080. */
  publicUrl?: string;
}

export interface RequestsAppDeps {
  /**
   * The service's database. A function when the app listens before `connectDatabase` resolves:
   * it returns undefined meanwhile, and data routes answer 503 (so does `/readyz`).
   */
  database: mongoose.Connection | (() => mongoose.Connection | undefined);
  config: RequestsConfig;
  logger: ReturnType<typeof createLogger>;
  /** Defaults to the HTTP client of identity's internal API at `config.identityUrl`. */
  identity?: IdentityClient;
  /** The public keys of access tokens; default identity's JWKS at `config.identityUrl` (tests: a test key). */
  tokenKeys?: TokenKeys;
}

/** This service's version and commit, answered by `/healthz`; read once at start. */
export const SERVICE_BUILD = readBuildStamp(path.resolve(import.meta.dirname, '..'));

/**
 * The requests service as a Koa app (architecture "Back end"): service and track requests,
 * join applications, the client's and the admin's lists, status updates (each status change
 * notifies the record's owner), the admin's add-request dialogs and "User requests" page, an
 * audit trail of every admin change, the paged, searchable lists with their CSV exports and bulk
 * actions, the dashboard's counters and the activity feed, the client's notifications (the bell) and signed file
 * downloads (request PDFs, applicants' images and CVs), the public forms' bot checks, per-email
 * limits and consent records, and the held requests with their confirmation link, on the kit's
 * base app (request ids, JSON errors, /healthz, /readyz). Routes carry their full public paths;
 * the gateway forwards `/api/...` and `/uploads/...` unchanged.
 */
export function buildApp(deps: RequestsAppDeps): Koa {
  const { database, config, logger } = deps;
  const currentConnection = typeof database === 'function' ? database : () => database;
  const identity =
    deps.identity ?? createHttpIdentityClient({ baseUrl: config.identityUrl, internalToken: config.internalToken });

  const storesByConnection = new WeakMap<mongoose.Connection, RequestStores>();
  const stores = (): RequestStores => {
    const connection = currentConnection();
    if (!connection || !isDatabaseReady(connection))
      throw new HttpError(503, 'Database not available, please try again shortly');
    let found = storesByConnection.get(connection);
    if (!found) {
      // Compiled with the others, so `modelsReady` creates the audit trail's collection and
      // indexes before the first admin change: on mongo-java-server the first audit insert
      // racing its index build could fail (seen as a 500 on the first admin add-request).
      auditModel(connection);
      found = {
        connection,
        serviceRequests: serviceRequestModel(connection),
        trackRequests: trackRequestModel(connection),
        joinApplications: joinApplicationModel(connection),
        notifications: notificationModel(connection),
        attachments: requestFileStore(connection, 'attachments', 'application/pdf'),
        joinApplicationFiles: requestFileStore(connection, 'join_applications'),
      };
      storesByConnection.set(connection, found);
    }
    return found;
  };

  // Compiling the models now, when the database is already open, lets the start-up step
  // (`modelsReady` in runService) build their indexes before the first request.
  const initial = currentConnection();
  if (initial && isDatabaseReady(initial)) stores();

  const runtime: RequestsRuntime = {
    stores,
    identity,
    auth: createAuth({
      keys: deps.tokenKeys ?? identityTokenKeys(config.identityUrl),
      checkSession: rememberRevoked((token) => identity.checkSession(token)),
    }),
    uploadUrlSecret: config.uploadUrlSecret,
    // Caught bots are counted where `GET /metrics` reads: the registry of the logger's service name.
    publicForms: publicFormGuard(
      config.jwtSecret,
      serviceMetricsRegistry(String(logger.bindings().name ?? 'service')),
      config.publicForms,
    ),
    publicUrl: (config.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
  };

  const app = createBaseApp(logger, () => isDatabaseReady(currentConnection()), { build: SERVICE_BUILD });
  reportDatabaseUp(serviceMetricsRegistry(String(logger.bindings().name ?? 'service')), currentConnection);
  app.use(
    openApiRoute(() =>
      appApiDocument(app, {
        title: 'Requests service',
        version: '1.0.0',
        description:
          'Service and track requests, join applications, notifications, the admin request pages and signed file downloads.',
      }),
    ),
  );
  const routers = [
    serviceRequestsRouter(runtime),
    trackRequestsRouter(runtime),
    clientRequestsRouter(runtime),
    adminRequestsRouter(runtime),
    adminAddRequestsRouter(runtime),
    adminOverviewRouter(runtime),
    userRequestsRouter(runtime),
    attachmentsRouter(runtime),
    joinApplicationsRouter(runtime),
    joinApplicationFilesRouter(runtime),
    notificationsRouter(runtime),
    requestConfirmationRouter(runtime),
    privacyRouter(runtime, config.internalToken),
  ];
  for (const router of routers) app.use(router.routes());
  // Another method on a route's path: 405 with `Allow`, never a 500 (docs/api.md "Conventions").
  app.use(allowedMethods(routers));
  return app;
}
