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
import { publicContentRouter } from './routes/public-content.ts';
import { contentFormGuard, formTokenRouter } from './routes/public-forms.ts';
import { siteContentAdminRouter } from './site-content/admin-routes.ts';
import { internalSiteSettingsRouter, siteContentRouter } from './site-content/public-routes.ts';

export interface ContentDeps {
  /** An open mongoose connection to the content database. */
  connection: Connection;
  config: ContentConfig;
  logger: Logger;
  /** The service clock (default: system time); scheduled news is public once `publish_at` <= `now()`. */
  now?: () => Date;
  /** The public keys of access tokens; default identity's JWKS at `config.identityUrl` (tests: a test key). */
  tokenKeys?: TokenKeys;
  /** The session check of each token; default identity's `GET /internal/tokens/:jti?sid=` (tests: in memory). */
  checkSession?: AuthOptions['checkSession'];
}

/** This service's version and commit, answered by `/healthz`; read once at start. */
export const SERVICE_BUILD = readBuildStamp(path.resolve(import.meta.dirname, '..'));

/**
 * The content service (architecture "Back end"): the public catalogue, news, settings and
 * site-content reads; contact messages and newsletter subscriptions; the staff CRUD and messages
 * inbox (replies mailed through identity), each admin change audited (feed:
 * `GET /api/admin/audit/content`); identity's privacy export and erasure (`/internal/privacy`).
 * Public reads are revalidated on every request (`Cache-Control: no-cache`, ETag), so an admin's
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
  // Public reads carry an ETag (304 on a matching If-None-Match); the JSON is written once
  // (`serializeJson`), since @koa/etag would stringify an object body and Koa again to send it.
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
    publicContentRouter(models),
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

/** Turns a plain object or array body into the JSON text Koa would send (its type stays JSON). */
async function serializeJson(ctx: Koa.Context, next: Koa.Next): Promise<void> {
  await next();
  const body: unknown = ctx.body;
  if (body === null || typeof body !== 'object') return;
  const proto: unknown = Object.getPrototypeOf(body);
  if (Array.isArray(body) || proto === Object.prototype || proto === null) ctx.body = JSON.stringify(body);
}
