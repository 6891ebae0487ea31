import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { createBaseApp, isDatabaseReady, jsonBody } from '@consulting/service-kit';
import type { ContentConfig } from './config.ts';
import { serviceModel } from './models/service.model.ts';
import { apiStatusRouter } from './routes/api-status.ts';
import { servicesRouter } from './routes/services.ts';

export interface ContentDeps {
  /** An open mongoose connection to the content database. */
  connection: Connection;
  config: ContentConfig;
  logger: Logger;
}

/**
 * The content service (architecture "Back end"): services, and later sectors, news,
 * statistics, settings and contact messages. Routes carry their full public path.
 */
export function buildApp(deps: ContentDeps): Koa {
  const { connection, logger } = deps;
  const Service = serviceModel(connection);

  const app = createBaseApp(logger, () => isDatabaseReady(connection));
  app.use(jsonBody());
  for (const router of [apiStatusRouter(), servicesRouter({ Service })]) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  return app;
}
