import Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import type { Connection } from 'mongoose';
import { auditFeed, auditFeedQuerySchema, auditTrail } from './audit.ts';
import { appRouters, auditTrailOperation, openApiDocument, type ApiOperation, type OperationAuth } from './openapi.ts';
import { jsonBody } from './validation.ts';

/** One API route, declared once: its OpenAPI operation and handler, for {@link apiRouter} and {@link appApiDocument}. */
export interface ApiRoute extends ApiOperation {
  /** Middleware after the auth guard (e.g. multipart); without it a `json` body is parsed by `jsonBody()`. */
  use?: readonly Middleware[];
  handler: Middleware;
}

/** A route's declaration without its handler, for {@link addRoute}. */
export type RouteOperation = Omit<ApiRoute, 'handler'>;

/** The guard of each `auth` (`createAuth`'s `staffOnly`, …); `none`, `optional`, `signed-url` need none. */
export type AuthGuards = Partial<Record<OperationAuth, Middleware>>;

/** The `auth` values a route cannot be registered without a guard for. */
const GUARDED = new Set<OperationAuth>(['client', 'signed-in', 'admin', 'staff']);

const declared = new WeakMap<Router, ApiOperation[]>();

/** `/api/news/{id}` → `/api/news/:id`. */
const koaPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Registers `handler` for `operation` behind its guard and body parser, and records it for the
 * document. Throws Error when `guards` lacks a guarded `auth`.
 */
export function addRoute(router: Router, guards: AuthGuards, operation: RouteOperation, handler: Middleware): void {
  const guard = guards[operation.auth];
  if (!guard && GUARDED.has(operation.auth))
    throw new Error(`${operation.method.toUpperCase()} ${operation.path}: no guard for auth '${operation.auth}'`);
  const parse = operation.use ?? (operation.body?.type === 'json' ? [jsonBody()] : []);
  router.register(koaPath(operation.path), [operation.method], [...(guard ? [guard] : []), ...parse, handler]);
  declared.set(router, [...(declared.get(router) ?? []), operation]);
}

/** Registers each of `routes` on `router` (see {@link addRoute}), in order. */
export function addRoutes(router: Router, guards: AuthGuards, routes: readonly ApiRoute[]): Router {
  for (const { handler, ...operation } of routes) addRoute(router, guards, operation, handler);
  return router;
}

/** A new router of `routes` (see {@link addRoute}), in order. */
export function apiRouter(guards: AuthGuards, routes: readonly ApiRoute[]): Router {
  return addRoutes(new Router(), guards, routes);
}

/** The operations declared on the routers `app` mounts, in mounting order. */
export function appOperations(app: Koa): ApiOperation[] {
  return appRouters(app).flatMap((router) => declared.get(router) ?? []);
}

/** The OpenAPI 3.1 document of the routes `app` mounts ({@link openApiDocument}). */
export function appApiDocument(app: Koa, info: Parameters<typeof openApiDocument>[0]) {
  return openApiDocument(info, appOperations(app));
}

/** `GET {itemPath}/audit` ({@link auditTrailOperation}); `parseId` throws HttpError 404 for a malformed id. */
export function auditTrailApiRoute(
  itemPath: string,
  options: Parameters<typeof auditTrailOperation>[1] & {
    connection: Connection;
    entity: string;
    parseId: (raw: string) => string;
  },
): ApiRoute {
  const { connection, entity, parseId, ...text } = options;
  return {
    ...auditTrailOperation(itemPath, text),
    handler: async (ctx) => {
      ctx.body = { success: true, audit: await auditTrail(connection, entity, parseId(String(ctx.params.id))) };
    },
  };
}

/**
 * `GET {path}` (admin only): a service's whole audit trail, newest first, paged or by the
 * `before` cursor ({@link auditFeed}); `entities` are the kinds of record the service audits.
 */
export function auditFeedApiRoute(
  path: string,
  connection: Connection,
  entities: readonly string[],
  text: { summary?: string; description?: string } = {},
): ApiRoute {
  return {
    method: 'get',
    path,
    summary: text.summary ?? "This service's activity feed (audit trail), newest first",
    description:
      text.description ??
      `Filters \`entity\` (${entities.join(', ')}), \`action\`, \`actor\` (admin email), \`from\`/\`to\` on \`at\`; \`before\` (a page's \`next_before\`) lists the entries strictly older, ignoring \`page\`.`,
    tags: ['Admin: activity'],
    auth: 'admin',
    query: auditFeedQuerySchema(entities),
    success: {
      status: 200,
      description: '`AuditFeedPage` `{success:true, audit: AuditEntry[], total, page, page_size, next_before}`',
    },
    errors: { 400: 'A bad query value (unknown entity or action, a malformed cursor or date, page out of range)' },
    handler: async (ctx) => {
      ctx.body = await auditFeed(connection, entities, ctx.query);
    },
  };
}
