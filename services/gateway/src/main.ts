/**
 * Gateway process. Env: PORT (8080), HOST (127.0.0.1), IDENTITY_URL, CONTENT_URL, REQUESTS_URL
 * (comma-separated instance URLs), FRONTEND_ROOT (bundles from disk), REMOTES_JSON, PUBLIC_URL
 * (required in production), FRONTEND_ORIGINS (compose: each bundle's container),
 * AUTH_RATE_LIMIT_PER_MINUTE (30), FORM_RATE_LIMIT_PER_HOUR (20), RATE_LIMITS ('off': bench only),
 * MONGODB_URI and GATEWAY_DB_NAME (the limits' shared store), METRICS_TOKEN, TRUST_PROXY,
 * SITE_CONTENT_TIMEOUT_MS (300). See `GatewayOptions` for each.
 */
import path from 'node:path';
import { z } from 'zod';
import type { Connection } from 'mongoose';
import {
  connectDatabase,
  createLogger,
  listen,
  databaseCredentials,
  loadEnv,
  rateLimitsEnabled,
  reportSupervisorRestarts,
  serviceMetricsRegistry,
} from '@consulting/service-kit';
import { buildGateway } from './app.ts';
import { DEFAULT_FORM_RATE_LIMIT_PER_HOUR } from './public-write-limits.ts';
import { closeUpstreamPools, createUpstreamPools, parseAddressList } from './upstream-pool.ts';

/** One URL or a comma-separated list of URLs, checked at start. */
const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .superRefine((value, check) => {
      try {
        parseAddressList(value);
      } catch (error) {
        check.addIssue({ code: 'custom', message: (error as Error).message });
      }
    });

const env = loadEnv(
  z.object({
    PORT: z.coerce.number().int().default(8080),
    HOST: z.string().default('127.0.0.1'),
    IDENTITY_URL: addressList('http://127.0.0.1:4001'),
    CONTENT_URL: addressList('http://127.0.0.1:4002'),
    REQUESTS_URL: addressList('http://127.0.0.1:4003'),
    FRONTEND_ROOT: z.string().optional(),
    REMOTES_JSON: z.string().optional(),
    FRONTEND_ORIGINS: z.string().optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(DEFAULT_FORM_RATE_LIMIT_PER_HOUR),
    RATE_LIMITS: z.string().optional(),
    MONGODB_URI: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    GATEWAY_DB_NAME: z.string().min(1).default('consulting_gateway'),
    PUBLIC_URL: z.string().url().optional(),
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    SITE_CONTENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(10_000).default(300),
    MONGODB_USERNAME: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
    MONGODB_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  }),
  process.env,
  { requiredInProduction: ['PUBLIC_URL', 'MONGODB_URI'] },
);
const logger = createLogger('gateway');
// Under `npm start`, the supervisor's restart counts (scripts/stack.ts) on this /metrics.
reportSupervisorRestarts(serviceMetricsRegistry('gateway'));
const upstreams = createUpstreamPools(
  { identity: env.IDENTITY_URL, content: env.CONTENT_URL, requests: env.REQUESTS_URL },
  { logger },
);
// The limits' store connects in the background, with retries; meanwhile counts are per instance.
let database: Connection | undefined;
const rateLimitStore = env.MONGODB_URI
  ? connectDatabase(env.MONGODB_URI, env.GATEWAY_DB_NAME, logger, { credentials: databaseCredentials(env) }).then(
      (connection) => (database = connection),
    )
  : undefined;
const app = buildGateway({
  upstreams,
  frontendRoot: env.FRONTEND_ROOT ? path.resolve(env.FRONTEND_ROOT) : undefined,
  frontendOrigins: env.FRONTEND_ORIGINS ? (JSON.parse(env.FRONTEND_ORIGINS) as Record<string, string>) : undefined,
  remoteOverrides: env.REMOTES_JSON ? (JSON.parse(env.REMOTES_JSON) as Record<string, string>) : {},
  authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
  formRateLimitPerHour: env.FORM_RATE_LIMIT_PER_HOUR,
  rateLimitsEnabled: rateLimitsEnabled({ RATE_LIMITS: env.RATE_LIMITS }),
  rateLimitStore,
  publicUrl: env.PUBLIC_URL,
  metricsToken: env.METRICS_TOKEN,
  trustProxy: env.TRUST_PROXY === 'true',
  siteContentTimeoutMs: env.SITE_CONTENT_TIMEOUT_MS,
  logger,
});
await listen(app, {
  port: env.PORT,
  host: env.HOST,
  logger,
  handleSignals: true,
  onClose: async () => {
    await closeUpstreamPools(upstreams);
    await database?.close();
  },
});
