import type Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

/**
 * A service's OpenAPI 3.1 document, built with `zod-openapi` from its route declarations
 * (`routes.ts`); bodies show their input side. The gateway merges them at `/api/docs/openapi.json`.
 */

/** The HTTP methods an operation may use (lower case, as OpenAPI path items name them). */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Who may call an operation (`Authorization: Bearer`): `none`; `optional` (a client's token is
 * honoured); `client`; `signed-in` (client or admin); `admin`; `staff` (admin or editor);
 * `signed-url` (no token; the link's `expires` and `sig` are checked). Other roles get 403.
 */
export type OperationAuth = 'none' | 'optional' | 'client' | 'signed-in' | 'admin' | 'staff' | 'signed-url';

/** The error statuses an operation may document with the shared error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/** One operation of a service, as its routes implement it. */
export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI form, the full public path: `/api/news/{id}`. */
  path: string;
  summary: string;
  /** Longer text (Markdown); the auth rule is appended to it. */
  description?: string;
  tags: string[];
  auth: OperationAuth;
  /** The route's own zod object (never a copy); `files`: multipart file field → description. */
  body?: {
    type: 'json' | 'multipart';
    schema: z.ZodObject;
    files?: Record<string, string>;
    description?: string;
    /** Default true. */
    required?: boolean;
  };
  /** Query parameters, as the route's zod object (or a description of them). */
  query?: z.ZodObject;
  /** Path parameters; default: each `{name}` of `path` as a string. */
  params?: z.ZodObject;
  /** The success answer; `otherContent`: other media types of it (by `Accept`), default a string. */
  success: {
    status: number;
    description: string;
    schema?: z.ZodType;
    contentType?: string;
    otherContent?: Record<string, ResponseSchema | undefined>;
  };
  /** Error answers (status → when), `{success:false,error}`; 401/403 from `auth`, 400 from `body`, 503 always. */
  errors?: Partial<Record<ErrorStatus, string>>;
  /** Media types of the errors besides JSON (`text/html` for a mailed link opened in a browser). */
  errorContentTypes?: readonly string[];
  /** Other answers (status → what and in which media types; none for an empty body), e.g. a 303. */
  otherResponses?: Record<number, { description: string; content?: Record<string, ResponseSchema | undefined> }>;
}

/** A response body's schema: the route's zod schema or a plain OpenAPI schema. */
export type ResponseSchema = z.ZodType | oas31.SchemaObject | oas31.ReferenceObject;

/** The one JSON error shape of every service (architecture "Back end"). */
export const errorResponseSchema = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'A message the caller can show' }),
    code: z.string().optional().meta({
      description:
        'A stable reason a client can act on; a 403 of a restricted session: `password_change_required` or `two_factor_enrolment_required`',
    }),
  })
  .meta({ id: 'ErrorResponse', description: 'Every error: `{success:false, error, code?}`' });

/** `{success:true, …}` when an operation gives no schema; plain, so readers invent no example fields. */
export const successResponseSchema: oas31.SchemaObject = {
  type: 'object',
  description: '`{success:true, …}`; the other fields are named in the description',
  properties: { success: { type: 'boolean', const: true } },
  required: ['success'],
};

/** The security scheme every token-checked operation refers to. */
export const BEARER_SCHEME = 'bearerAuth';

const AUTH_TEXT: Record<OperationAuth, string> = {
  none: 'Public.',
  optional: "Public. A client's bearer token is honoured when sent.",
  client: 'Client bearer token (JWT, role `client`) required; an admin token gets 403.',
  'signed-in': 'Client or admin bearer token (JWT) required.',
  admin: 'Admin bearer token (JWT, role `admin`) required; a client or editor token gets 403.',
  staff: 'Staff bearer token (JWT, role `admin` or `editor`) required; a client token gets 403.',
  'signed-url': 'No token: a signed link (`expires`, `sig`, valid 15 minutes) from a record of this API.',
};

const DEFAULT_ERRORS: Record<ErrorStatus, string> = {
  400: 'Invalid input',
  401: 'Authentication required (no token, an expired one, or one revoked by logout)',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'File too large (5 MiB)',
  415: 'Unsupported file type (checked by content)',
  429: 'Too many attempts',
  500: 'Internal server error',
  502: 'A service this one depends on failed',
  503: 'Service or its database unavailable (the gateway answers this too when the service is down)',
};

/** The `{name}` segments of an OpenAPI path, in order. */
function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** How every guarded route answers a session that owes something first (`createAuth`). */
const RESTRICTED =
  '; a session that owes a new password or a second factor first answers 403 with `code` `password_change_required` or `two_factor_enrolment_required` (except on the routes that settle it)';

function errorsOf(operation: ApiOperation): Partial<Record<ErrorStatus, string>> {
  const implied: Partial<Record<ErrorStatus, string>> = {};
  if (['client', 'signed-in', 'admin', 'staff'].includes(operation.auth)) {
    implied[401] = DEFAULT_ERRORS[401];
  }
  if (operation.auth === 'admin') implied[403] = `Forbidden (not an admin token)${RESTRICTED}`;
  if (operation.auth === 'staff') implied[403] = `Forbidden (not a staff token)${RESTRICTED}`;
  if (operation.auth === 'client') implied[403] = `Forbidden (not a client token)${RESTRICTED}`;
  if (operation.auth === 'signed-in') implied[403] = `A restricted session${RESTRICTED}`;
  if (operation.auth === 'signed-url') implied[403] = 'The link is invalid or has expired';
  // A malformed body (JSON that does not parse, a broken multipart form) is refused with a 400.
  if (operation.body) implied[400] = DEFAULT_ERRORS[400];
  return { ...implied, ...operation.errors, 503: operation.errors?.[503] ?? DEFAULT_ERRORS[503] };
}

/** A text body (an HTML page, plain text) when no schema is given. */
const TEXT_BODY: oas31.SchemaObject = { type: 'string' };

function contentOf(types: Record<string, ResponseSchema | undefined>) {
  return Object.fromEntries(Object.entries(types).map(([type, schema]) => [type, { schema: schema ?? TEXT_BODY }]));
}

function toZodOperation(operation: ApiOperation): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {
    [String(operation.success.status)]: {
      description: operation.success.description,
      content: {
        [operation.success.contentType ?? 'application/json']: {
          schema: operation.success.schema ?? { $ref: '#/components/schemas/SuccessResponse' },
        },
        ...contentOf(operation.success.otherContent ?? {}),
      },
    },
  };
  for (const [status, answer] of Object.entries(operation.otherResponses ?? {})) {
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: answer.description,
      ...(answer.content ? { content: contentOf(answer.content) } : {}),
    };
  }
  const errorPages = Object.fromEntries((operation.errorContentTypes ?? []).map((type) => [type, undefined]));
  for (const [status, text] of Object.entries(errorsOf(operation))) {
    responses[status as `${4 | 5}${string}`] = {
      description: text,
      content: { 'application/json': { schema: errorResponseSchema }, ...contentOf(errorPages) },
    };
  }
  const names = pathParameterNames(operation.path);
  const params =
    operation.params ??
    (names.length > 0
      ? z.object(
          Object.fromEntries(names.map((name) => [name, z.string().meta({ description: `The record's ${name}` })])),
        )
      : undefined);
  const body = operation.body;
  const bodySchema =
    body?.type === 'multipart' && body.files
      ? body.schema.extend(
          Object.fromEntries(
            Object.entries(body.files).map(([field, text]) => [
              field,
              z
                .unknown()
                .optional()
                .meta({ description: text, override: { type: 'string', format: 'binary' } }),
            ]),
          ),
        )
      : body?.schema;
  return {
    summary: operation.summary,
    description: [operation.description, `**Auth:** ${AUTH_TEXT[operation.auth]}`].filter(Boolean).join('\n\n'),
    tags: operation.tags,
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    security:
      operation.auth === 'none' || operation.auth === 'signed-url'
        ? []
        : operation.auth === 'optional'
          ? [{}, { [BEARER_SCHEME]: [] }]
          : [{ [BEARER_SCHEME]: [] }],
    'x-auth': operation.auth,
    ...(params || operation.query
      ? {
          requestParams: {
            ...(params ? { path: params } : {}),
            ...(operation.query ? { query: operation.query } : {}),
          },
        }
      : {}),
    ...(body && bodySchema
      ? {
          requestBody: {
            required: body.required ?? true,
            ...(body.description ? { description: body.description } : {}),
            content: {
              [body.type === 'json' ? 'application/json' : 'multipart/form-data']: { schema: bodySchema },
            },
          },
        }
      : {}),
    responses,
  };
}

/**
 * `GET {itemPath}/audit` (`/api/admin/news/{id}/audit`) → `{success:true, audit: AuditEntry[]}`,
 * newest first; 404 `notFound` for a malformed id. `auth` defaults to `admin`.
 */
export function auditTrailOperation(
  itemPath: string,
  options: { noun: string; tag: string; notFound: string; auth?: 'admin' | 'staff' },
): ApiOperation {
  const article = /^[aeiou]/i.test(options.noun) ? 'An' : 'A';
  return {
    method: 'get',
    path: `${itemPath}/audit`,
    summary: `${article} ${options.noun}'s audit trail`,
    tags: [options.tag],
    auth: options.auth ?? 'admin',
    success: { status: 200, description: '`AuditTrailResponse` `{success:true, audit: AuditEntry[]}`, newest first' },
    errors: { 404: `${options.notFound} (malformed id)` },
  };
}

/**
 * An OpenAPI 3.1 document of `operations`. Throws Error for a repeated method and path, a path not
 * in OpenAPI form (`:id`), or `params` missing a `{name}` of its path.
 */
export function openApiDocument(
  info: { title: string; version: string; description?: string },
  operations: readonly ApiOperation[],
): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const operation of operations) {
    if (operation.path.includes('/:')) throw new Error(`${operation.path}: use {name}, not :name, in OpenAPI paths`);
    if (operation.params) {
      const missing = pathParameterNames(operation.path).filter((name) => !(name in operation.params!.shape));
      if (missing.length > 0) throw new Error(`${operation.path}: params do not describe ${missing.join(', ')}`);
    }
    const item = (paths[operation.path] ??= {});
    if (item[operation.method])
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} is described twice`);
    item[operation.method] = toZodOperation(operation);
  }
  return createDocument({
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { SuccessResponse: successResponseSchema },
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The `token` of `POST /api/user/login` or `POST /api/admin/login`.',
        },
      },
    },
  });
}

/** One route: lower-case method and the path in OpenAPI form (`/api/news/{id}`). */
export interface RouteKey {
  method: string;
  path: string;
}

const key = (route: RouteKey) => `${route.method} ${route.path}`;

function sortedUnique(routes: RouteKey[]): RouteKey[] {
  const byKey = new Map(routes.map((route) => [key(route), route]));
  return [...byKey.values()].sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * The routes `routers` register, `{method, path}` in OpenAPI form, sorted, unique; the implicit
 * HEAD of each GET and middleware-only layers left out.
 */
export function routerRoutes(routers: Iterable<Router>): RouteKey[] {
  const routes: RouteKey[] = [];
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        routes.push({ method: method.toLowerCase(), path: String(layer.path).replace(/:(\w+)/g, '{$1}') });
      }
    }
  }
  return sortedUnique(routes);
}

/** The routers mounted on `app` with `app.use(router.routes())`, in order. */
export function appRouters(app: Koa): Router[] {
  return app.middleware.flatMap((middleware) => {
    const router = (middleware as { router?: unknown }).router;
    return router && typeof router === 'object' && 'stack' in router ? [router as Router] : [];
  });
}

/** The operations a document describes, as `{method, path}`, sorted. */
export function documentedRoutes(document: { paths?: Record<string, object | undefined> }): RouteKey[] {
  const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
  return sortedUnique(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((method) => methods.has(method))
        .map((method) => ({ method, path })),
    ),
  );
}

/**
 * `GET {path}` (default `/openapi.json`) → 200 `build()`'s document, built once. Not under `/api`:
 * browsers cannot reach it; the gateway fetches it to merge.
 */
export function openApiRoute(build: () => object, path = '/openapi.json'): Middleware {
  let document: object | undefined;
  return async (ctx, next) => {
    if (ctx.path !== path || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    document ??= build();
    ctx.body = document;
  };
}
