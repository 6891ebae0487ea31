import type { Middleware } from 'koa';
import send from 'koa-send';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { PUBLIC_WRITE_LIMITS } from './public-write-limits.ts';

/**
 * The API reference: `GET /api/docs` → Swagger UI (start-up in `/api/docs/init.js`: the CSP
 * forbids inline scripts); `GET /api/docs/openapi.json` → the services' documents merged live.
 */

/** Where Swagger UI's files are: the package's own answer (`getAbsoluteFSPath`). */
const SWAGGER_UI_DIR = (createRequire(import.meta.url)('swagger-ui-dist/absolute-path.js') as () => string)();

/** The reader's files served from SWAGGER_UI_DIR; nothing else of the package is reachable. */
const READER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-16x16.png', 'favicon-32x32.png']);

const DOCS_PATH = '/api/docs';
const DOCUMENT_PATH = `${DOCS_PATH}/openapi.json`;

const READER_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="${DOCS_PATH}/favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

/** The reader's start-up: Swagger UI on the merged document (no external validator badge). */
const READER_INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${DOCUMENT_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // Over a hundred operations in two dozen groups: the groups start closed, as large API
    // references do, and open on a click (all open at once also stopped rendering after the
    // first group in swagger-ui 5, with no error shown).
    docExpansion: 'none',
  });
});
`;

/** The parts of a service's OpenAPI document the merge reads. */
interface ServiceDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
}

/** How one service's part of the reference went: included, or left out and why. */
export interface ServiceDocumentStatus {
  status: 'included' | 'unavailable';
  /** Operations taken from it (included). */
  operations?: number;
  /** Why it was left out (unavailable): a status, a timeout, a refused connection. */
  error?: string;
}

const GATEWAY_PATHS = {
  [DOCS_PATH]: {
    get: {
      summary: 'This reader (Swagger UI)',
      tags: ['Reference'],
      security: [],
      responses: { 200: { description: 'An HTML page', content: { 'text/html': {} } } },
    },
  },
  [DOCUMENT_PATH]: {
    get: {
      summary: 'The merged OpenAPI document of every service',
      description:
        "Fetched live from each service's `/openapi.json`; a service that is down is left out and named in `x-services` and in `info.description`.",
      tags: ['Reference'],
      security: [],
      responses: { 200: { description: 'This document', content: { 'application/json': {} } } },
    },
  },
};

/** The gateway's own answer to a public write over its per-IP limit (public-write-limits.ts). */
const GATEWAY_RATE_LIMITED = {
  description: "Too many calls from this address (the gateway's per-IP limit; `Retry-After` gives the seconds to wait)",
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
};

/**
 * Adds the gateway's `429` to each `POST` it rate-limits (PUBLIC_WRITE_LIMITS) whose service
 * document does not list one already: the gateway answers it before the service is asked.
 */
function addGatewayRateLimits(paths: Record<string, Record<string, unknown>>): void {
  for (const path of PUBLIC_WRITE_LIMITS.keys()) {
    const operation = paths[path]?.post as { responses?: Record<string, unknown> } | undefined;
    if (operation?.responses && !('429' in operation.responses)) operation.responses['429'] = GATEWAY_RATE_LIMITED;
  }
}

/** A service's base URL (`http://127.0.0.1:4002`), or an undici dispatcher bound to it (its pool). */
export type DocumentSource = string | { dispatcher: Dispatcher };

async function fetchServiceDocument(source: DocumentSource, timeoutMs: number): Promise<ServiceDocument> {
  const signal = AbortSignal.timeout(timeoutMs);
  let document: ServiceDocument;
  if (typeof source === 'string') {
    const res = await fetch(`${source}/openapi.json`, { signal });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    document = (await res.json()) as ServiceDocument;
  } else {
    const res = await source.dispatcher.request({ method: 'GET', path: '/openapi.json', signal });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`answered ${res.statusCode}`);
    }
    document = (await res.body.json()) as ServiceDocument;
  }
  if (!document || typeof document !== 'object' || typeof document.paths !== 'object') {
    throw new Error('answered something that is not an OpenAPI document');
  }
  return document;
}

/**
 * Fetches every service's `GET /openapi.json` at once (each within `timeoutMs` ms) and merges
 * them with the gateway's routes by name, first wins. A failing service is left out, never a
 * throw: `x-services` gives each one's status, `info.description` names the missing.
 */
export async function mergedApiDocument(
  upstreams: Record<string, DocumentSource>,
  timeoutMs = 1500,
  logger?: Logger,
): Promise<Record<string, unknown> & { 'x-services': Record<string, ServiceDocumentStatus> }> {
  const names = Object.keys(upstreams).sort();
  const results = await Promise.allSettled(names.map((name) => fetchServiceDocument(upstreams[name]!, timeoutMs)));
  const paths: Record<string, Record<string, unknown>> = structuredClone(GATEWAY_PATHS);
  const components: Record<string, Record<string, unknown>> = {};
  const services: Record<string, ServiceDocumentStatus> = {};
  results.forEach((result, index) => {
    const name = names[index]!;
    if (result.status === 'rejected') {
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      logger?.warn({ service: name, err: result.reason }, 'API reference: service document unavailable');
      services[name] = { status: 'unavailable', error };
      return;
    }
    let operations = 0;
    for (const [path, item] of Object.entries(result.value.paths ?? {})) {
      const merged = (paths[path] ??= {});
      for (const [method, operation] of Object.entries(item)) {
        if (method in merged) continue;
        merged[method] = operation;
        operations += 1;
      }
    }
    for (const [kind, entries] of Object.entries(result.value.components ?? {})) {
      components[kind] = { ...entries, ...components[kind] };
    }
    services[name] = { status: 'included', operations };
  });
  addGatewayRateLimits(paths);
  const missing = names.filter((name) => services[name]?.status !== 'included');
  const description = [
    'Every `/api` and `/uploads` route of the site, generated in each service from the zod schemas its routes validate with, merged by the gateway when this document is asked for. Errors are always `{success:false, error}`.',
    missing.length > 0
      ? `**Incomplete:** left out because the service did not answer: ${missing.join(', ')}. Reload when it is back.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    openapi: '3.1.0',
    info: { title: 'Consulting site API', version: '1.0.0', description },
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components,
    'x-services': services,
  };
}

/**
 * Serves `/api/docs`; any other `/api/docs/...` is 404 `{success:false,error:'Not found'}`.
 * `timeoutMs` bounds each service document's fetch (default 1500 ms).
 */
export function apiDocs(options: {
  upstreams: Record<string, DocumentSource>;
  timeoutMs?: number;
  logger?: Logger;
}): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== DOCS_PATH && !ctx.path.startsWith(`${DOCS_PATH}/`)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.body = { success: false, error: 'Method not allowed' };
      return;
    }
    const file = ctx.path.slice(DOCS_PATH.length + 1);
    if (file === '') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'html';
      ctx.body = READER_HTML;
    } else if (file === 'openapi.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await mergedApiDocument(options.upstreams, options.timeoutMs, options.logger);
    } else if (file === 'init.js') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/javascript';
      ctx.body = READER_INIT;
    } else if (READER_FILES.has(file)) {
      // Not content-hashed names, so cached for an hour only.
      await send(ctx, file, { root: SWAGGER_UI_DIR, maxage: 3_600_000 });
    } else {
      ctx.status = 404;
      ctx.body = { success: false, error: 'Not found' };
    }
  };
}
