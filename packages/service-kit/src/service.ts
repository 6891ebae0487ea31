import Koa, { type Context } from 'koa';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Connection } from 'mongoose';
import type { BuildStamp } from '@consulting/contracts';
import { errorHandler, HttpError } from './errors.ts';
import { connectDatabase, modelsReady, type DatabaseCredentials } from './database.ts';
import { requestLogger } from './logger.ts';
import type { BackgroundTask } from './background-task.ts';
import { httpMetrics, type HttpMetrics, type MetricsRegistry } from './metrics.ts';

/** Environment every service reads; values are validated at start and never logged. */
export const baseEnvSchema = z.object({
  MONGODB_URI: z.string().min(1),
  /** A least-privilege database user; both unset without authentication (embedded mode). */
  MONGODB_USERNAME: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  MONGODB_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** Keys the services' HMACs (form tokens, signed links, preview links, the 2FA challenge); never an access token. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  HOST: z.string().default('127.0.0.1'),
});

export interface LoadEnvOptions {
  /** Required when `NODE_ENV=production`, so a developer default never reaches a live site. */
  requiredInProduction?: readonly string[];
}

/**
 * `env` with the file at `NAME_FILE` (compose/Kubernetes secrets) read into `NAME`, trailing
 * newline dropped, for each of `names` whose `NAME` is unset. Throws
 * `Error('Invalid environment: NAME_FILE: …')` for an unreadable or empty file.
 */
export function resolveSecretFiles(env: NodeJS.ProcessEnv, names: readonly string[]): NodeJS.ProcessEnv {
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const name of names) {
    const key = `${name}_FILE`;
    const file = env[key];
    if (!file || (env[name] !== undefined && env[name] !== '')) continue;
    let value: string;
    try {
      value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new Error(`Invalid environment: ${key}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`, {
        cause: error,
      });
    }
    if (value === '') throw new Error(`Invalid environment: ${key}: ${file} is empty`);
    resolved[name] = value;
  }
  return resolved;
}

/**
 * Parses `env` (with `resolveSecretFiles` for `schema`'s keys) with `schema`. Throws
 * `Error('Invalid environment: …')` naming every invalid or, in production, missing variable,
 * never a value.
 */
export function loadEnv<S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
  options: LoadEnvOptions = {},
): z.infer<S> {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const resolved = resolveSecretFiles(env, names);
  const problems: string[] = [];
  if (resolved.NODE_ENV === 'production') {
    for (const name of options.requiredInProduction ?? []) {
      if (resolved[name] === undefined || resolved[name] === '') problems.push(`${name}: required in production`);
    }
  }
  const parsed = schema.safeParse(resolved);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  if (!parsed.success || problems.length > 0) throw new Error(`Invalid environment: ${problems.join('; ')}`);
  return parsed.data;
}

export interface BaseAppOptions {
  /** Who may read `GET /metrics` (default everyone: services listen internally only). */
  metricsAccess?: (ctx: Context) => boolean;
  /** The 503 error text while `isReady()` is false (default: the database is not available). */
  notReadyMessage?: string;
  /** The service's version and commit (`readBuildStamp`), answered by `/healthz`. */
  build?: BuildStamp;
}

/** One metrics registry per service name and process, shared by the start-up and the real app. */
const processMetrics = new Map<string, HttpMetrics>();

function metricsFor(service: string): HttpMetrics {
  let metrics = processMetrics.get(service);
  if (!metrics) {
    metrics = httpMetrics({ service, defaultMetrics: !process.env.VITEST });
    processMetrics.set(service, metrics);
  }
  return metrics;
}

/** The process's `GET /metrics` registry of `service`, for its own metrics (`registeredCounter`). */
export function serviceMetricsRegistry(service: string): MetricsRegistry {
  return metricsFor(service).registry;
}

/**
 * A Koa app with what every service shares: `GET /metrics` (Prometheus; 404 to a caller
 * `metricsAccess` refuses), request logging with an id, the JSON error shape, `GET /healthz`
 * (`{status:'ok'}` plus `version`, `commit`) and `GET /readyz` (503 `{success:false,error:'not
 * ready'}` unless `isReady()`). While not ready, all else but `/metrics` and `/openapi.json`
 * answers 503 `notReadyMessage` at once. Add routers after this.
 */
export function createBaseApp(logger: Logger, isReady: () => boolean, options: BaseAppOptions = {}): Koa {
  const app = new Koa();
  // Services sit behind the gateway: trust the one X-Forwarded-For entry it appends, not the
  // client-supplied entries before it.
  app.proxy = true;
  app.maxIpsCount = 1;
  const metrics = metricsFor(String(logger.bindings().name ?? 'service'));
  app.use(metrics.middleware);
  app.use(async (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== '/metrics') return next();
    ctx.state.metricsRoute = '/metrics';
    if (options.metricsAccess && !options.metricsAccess(ctx)) {
      ctx.status = 404;
      ctx.body = { success: false, error: 'Not found' };
      return;
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  app.use(requestLogger(logger));
  app.use(errorHandler());
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/healthz') {
      ctx.state.metricsRoute = '/healthz';
      ctx.body = options.build
        ? { status: 'ok', version: options.build.version, commit: options.build.commit }
        : { status: 'ok' };
      return;
    }
    if (ctx.method === 'GET' && ctx.path === '/readyz') {
      ctx.state.metricsRoute = '/readyz';
      const ready = isReady();
      ctx.status = ready ? 200 : 503;
      ctx.body = ready ? { status: 'ready' } : { success: false, error: 'not ready' };
      return;
    }
    // Not ready (database away): answer at once instead of waiting for the driver to time out.
    if (ctx.path !== '/openapi.json' && !isReady()) {
      throw new HttpError(503, options.notReadyMessage ?? 'Database not available, please try again shortly');
    }
    await next();
  });
  // Errors outside the request cycle are logged once, not printed by Koa's default handler.
  app.on('error', (error: unknown) => logger.debug({ err: error }, 'koa error event'));
  return app;
}

export interface RunningService {
  server: Server;
  /** The port actually bound (useful with port 0 in tests). */
  port: number;
  /** Stops accepting connections, waits for open requests, then runs `onClose`. */
  close: () => Promise<void>;
}

/** Wait after a load balancer has seen the draining `/readyz` 503, for requests it had already sent (ms). */
const DRAIN_MARGIN_MS = 200;

/**
 * Starts draining: `GET /readyz` answers 503 while all else is served, so the gateway drops this
 * instance first. Resolves once a probe got the 503 (plus a margin), or after `maxMs`.
 */
async function drain(server: Server, maxMs: number): Promise<void> {
  let seen: () => void = () => {};
  const probed = new Promise<void>((resolve) => (seen = resolve));
  const handlers = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' || req.url !== '/readyz') {
      for (const handler of handlers) handler.call(server, req, res);
      return;
    }
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ success: false, error: 'shutting down' }), () => seen());
  });
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    probed.then(() => new Promise((r) => setTimeout(r, DRAIN_MARGIN_MS))),
    new Promise((r) => (timer = setTimeout(r, maxMs))),
  ]);
  clearTimeout(timer);
}

/**
 * Listens on `host:port`; with `handleSignals`, SIGTERM/SIGINT shut down gracefully. With
 * `drainMs` > 0, closing first drains (`/readyz` 503) for up to `drainMs` ms.
 */
export async function listen(
  app: Koa,
  options: {
    port: number;
    host?: string;
    logger: Logger;
    onClose?: () => Promise<void>;
    handleSignals?: boolean;
    drainMs?: number;
  },
): Promise<RunningService> {
  const server = app.listen(options.port, options.host ?? '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (options.drainMs ? drain(server, options.drainMs) : Promise.resolve())
      .then(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 5000).unref();
          }),
      )
      .then(() => options.onClose?.());
    return closing;
  };
  if (options.handleSignals) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        options.logger.info({ signal }, 'shutting down');
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  }
  options.logger.info({ port }, 'listening');
  return { server, port, close };
}

export interface RunServiceOptions {
  logger: Logger;
  port: number;
  host: string;
  mongoUri: string;
  /** The database user (`MONGODB_USERNAME`, `MONGODB_PASSWORD`); unset without authentication. */
  mongoCredentials?: DatabaseCredentials;
  /** The service's own database (each service owns one). */
  dbName: string;
  /** Runs once connected, before the real app answers (indexes, seeds). A failure is logged, not fatal. */
  prepare?: (connection: Connection) => Promise<void>;
  /** Builds the service's app on the open connection. */
  build: (connection: Connection) => Koa;
  /** The service's version and commit, answered by `/healthz` while it starts (the app's own answers after). */
  stamp?: BuildStamp;
  /** Longest wait on SIGTERM for the gateway to see `/readyz` 503 before the server closes (ms; 2500). */
  drainMs?: number;
  /** Starts background tasks once the real app answers; stopped on shutdown before the connection. */
  background?: (connection: Connection) => BackgroundTask[];
}

/**
 * Starts a service: listens at once with a stand-in app (`/healthz` 200, else 503) while the
 * database connects, runs `prepare`, hands the server to the real app and starts `background`.
 * SIGTERM/SIGINT close the server, stop the tasks, then close the connection.
 */
export async function runService(options: RunServiceOptions): Promise<RunningService> {
  const { logger } = options;
  const database: { connection?: Connection; tasks?: BackgroundTask[] } = {};
  const starting = createBaseApp(logger, () => false, {
    notReadyMessage: 'Service is starting, please retry shortly',
    build: options.stamp,
  });
  const running = await listen(starting, {
    port: options.port,
    host: options.host,
    logger,
    handleSignals: true,
    // The gateway probes every second with a 1.5 s timeout.
    drainMs: options.drainMs ?? 2500,
    onClose: async () => {
      await Promise.all((database.tasks ?? []).map((task) => task.stop()));
      await database.connection?.close();
    },
  });
  const connection = await connectDatabase(options.mongoUri, options.dbName, logger, {
    credentials: options.mongoCredentials,
  });
  database.connection = connection;
  try {
    await options.prepare?.(connection);
  } catch (error) {
    logger.error({ err: error }, 'start-up preparation failed');
  }
  // Koa composes its middleware when the request handler is made, so the real app replaces
  // the stand-in's handler on the already listening server.
  const app = options.build(connection);
  await modelsReady(connection);
  running.server.removeAllListeners('request');
  running.server.on('request', app.callback());
  logger.info('ready');
  database.tasks = options.background?.(connection);
  return running;
}
