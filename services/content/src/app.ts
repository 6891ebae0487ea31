import type Koa from 'koa';
import path from 'node:path';
import { readBuildStamp } from '@consulting/contracts/build-stamp';
import type { Connection } from 'mongoose';
import conditionalGet from 'koa-conditional-get';
import etag from '@koa/etag';
import type { Logger } from 'pino';
import {
  allowedMethods,
  appApiDocument,
  createAuth,
  createBaseApp,
  identitySessionCheck,
  identityTokenKeys,
  isDatabaseReady,
  openApiRoute,
  reportDatabaseUp,
  serviceMetricsRegistry,
  internalMailSender,
  type AuthOptions,
  type TokenKeys,
} from '@consulting/service-kit';
import { adminAuditFeedRouter, contentAudit } from './admin-audit.ts';
import type { ContentConfig } from './config.ts';
import { contentModels } from './content-models.ts';
import { identityMailer } from './mail/identity-mail.ts';
import { newsPreviewSecret } from './news/news-preview.ts';
import { adminMediaRouter } from './media/admin-media.ts';
import { mediaFilesRouter } from './media/media-files.ts';
import { adminMessagesRouter } from './routes/admin-messages.ts';
import { adminNewsRouter } from './routes/admin-news.ts';
import { adminSectorsRouter } from './routes/admin-sectors.ts';
import { adminServicesRouter } from './routes/admin-services.ts';
import { apiStatusRouter } from './routes/api-status.ts';
import { contactRouter } from './routes/contact.ts';
import { homeRouter } from './routes/home.ts';
import { internalPrivacyRouter } from './routes/internal-privacy.ts';
import { newsRouter } from './routes/news.ts';
import { newsletterRouter } from './routes/newsletter.ts';
import { contentFormGuard, formTokenRouter } from './routes/public-forms.ts';
import { sectorsRouter } from './routes/sectors.ts';
import { servicesRouter } from './routes/services.ts';
import { settingsRouter } from './routes/settings.ts';
import { siteContentAdminRouter } from './site-content/admin-routes.ts';
import { internalSiteSettingsRouter, siteContentRouter } from './site-content/public-routes.ts';
import { statisticsRouter } from './routes/statistics.ts';

export interface ContentDeps {
  /** An open mongoose connection to the content database. */
  connection: Connection;
  config: ContentConfig;
  logger: Logger;
  /**
   * The service clock (default: the system time). Scheduled news is public once
   * its `publish_at` is not after `now()`; tests pass a fake clock.
   */
  now?: () => Date;
  /** The public keys of access tokens; default identity's JWKS at `config.identityUrl` (tests: a test key). */
  tokenKeys?: TokenKeys;
  /** The session check of each token; default identity's `GET /internal/tokens/:jti?sid=` (tests: in memory). */
  checkSession?: AuthOptions['checkSession'];
}

/** This service's version and commit, answered by `/healthz`; read once at start. */
export const SERVICE_BUILD = readBuildStamp(path.resolve(import.meta.dirname, '..'));

/**
 * The content service (architecture "Back end"): services, sectors, statistics, news, site
 * settings and the home bundle for the public site; contact messages and newsletter
 * subscriptions from its forms; admin CRUD of services, sectors and news and the messages
 * inbox (replies go out by mail through identity, which owns mail), each admin change recorded
 * in content's audit trail, whose whole feed is `GET /api/admin/audit/content`, and the
 * internal routes of identity's personal-data export and erasure
 * (`/internal/privacy`). Admin lists are
 * paged, sorted, filtered and searched. Routes carry their full public path. Public
 * reads are not cached (here or, through `Cache-Control: no-cache`, by browsers), so an admin's
 * change shows on the next request.
 */
export function buildApp(deps: ContentDeps): Koa {
  const { connection, config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  // The signed preview links of news drafts.
  const previewSecret = newsPreviewSecret(config.jwtSecret, config.newsPreviewSecret);
  const models = contentModels(connection);
  const auth = createAuth({
    keys: deps.tokenKeys ?? identityTokenKeys(config.identityUrl),
    checkSession:
      deps.checkSession ??
      identitySessionCheck({ identityUrl: config.identityUrl, internalToken: config.internalToken }),
  });
  // Editors manage services, sectors, news and messages; the feed is admin-only.
  const { staffOnly, adminOnly } = auth;
  const audit = contentAudit(connection);
  // Counted where `GET /metrics` reads: the registry of the logger's service name.
  const metricsRegistry = serviceMetricsRegistry(String(logger.bindings().name ?? 'service'));
  const guard = contentFormGuard(config.jwtSecret, metricsRegistry, config.publicForms);
  const sendMail = identityMailer({ identityUrl: config.identityUrl, internalToken: config.internalToken });

  const app = createBaseApp(logger, () => isDatabaseReady(connection), { build: SERVICE_BUILD });
  reportDatabaseUp(metricsRegistry, () => connection);
  app.use(
    openApiRoute(() =>
      appApiDocument(app, {
        title: 'Content service',
        version: '1.0.0',
        description: 'Services, sectors, news, statistics, settings, contact messages and the newsletter.',
      }),
    ),
  );
  app.use(async (ctx, next) => {
    await next();
    // A route's own rule stands: a CSV export is `no-store`.
    if (ctx.method === 'GET' && ctx.path.startsWith('/api') && !ctx.response.get('Cache-Control'))
      ctx.set('Cache-Control', 'no-cache');
  });
  // Public reads carry an ETag, and a repeat read with a matching If-None-Match gets 304 with no
  // body; with `no-cache` the browser still asks every time, so an admin change shows at once.
  // The JSON is written once (`serializeJson`): @koa/etag hashes `JSON.stringify(body)` of an
  // object body and Koa would then serialise it again to send it.
  const conditional = conditionalGet();
  const tagged = etag();
  app.use((ctx, next) =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    ctx.path.startsWith('/api/') &&
    !ctx.path.startsWith('/api/admin')
      ? conditional(ctx, () => tagged(ctx, () => serializeJson(ctx, next)))
      : next(),
  );
  const routers = [
    apiStatusRouter(),
    servicesRouter(models),
    sectorsRouter(models),
    statisticsRouter(models),
    settingsRouter(models),
    newsRouter(models, { now, previewSecret }),
    homeRouter(models, now),
    formTokenRouter(config.jwtSecret, config.publicForms?.minFillMs),
    contactRouter(models, guard, connection, {
      send: internalMailSender({ identityUrl: config.identityUrl, internalToken: config.internalToken }),
      publicUrl: (config.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, ''),
    }),
    newsletterRouter(models, guard, connection),
    adminServicesRouter(models, staffOnly, audit),
    adminSectorsRouter(models, staffOnly, audit),
    adminNewsRouter(models, staffOnly, audit, { now, previewSecret }),
    // The media library and its public files.
    adminMediaRouter(connection, staffOnly, audit),
    mediaFilesRouter(connection),
    adminMessagesRouter(models, { staffOnly, adminOnly }, { audit, sendMail }),
    adminAuditFeedRouter(connection, adminOnly),
    internalPrivacyRouter({ models, connection, internalToken: config.internalToken }),
    // The editor-owned site content, its public snapshot and the staff inbox.
    siteContentAdminRouter({ connection, models, staffOnly, audit }),
    siteContentRouter(connection, models, now),
    internalSiteSettingsRouter(models, config.internalToken),
  ];
  for (const router of routers) app.use(router.routes());
  // Another method on a route's path: 405 with `Allow`, never a 500 (docs/api.md "Conventions").
  app.use(allowedMethods(routers));
  return app;
}

/**
 * Turns a plain object or array body into its JSON text once the route has answered, the same
 * text Koa would send (its `Content-Type`, already `application/json`, stays), so the ETag
 * hashes and the response sends one string instead of serialising the body twice (see
 * `shared-read.ts`).
 */
async function serializeJson(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object') return;
  const proto: unknown = Object.getPrototypeOf(body);
  if (Array.isArray(body) || proto === Object.prototype || proto === null) ctx.body = JSON.stringify(body);
}
