/**
 * The kit every Koa service of the site is built from (docs/architecture.md, "Back end"):
 * bootstrap with graceful shutdown, pino logging with a request id, one JSON error shape,
 * zod validation, auth on identity's ES256 access tokens (passport over jose), mongoose connection with retries, health routes,
 * checked uploads and their GridFS store, signed download URLs, Prometheus metrics, named counters, and the client of
 * identity's internal mail API. Domain rules (reference numbers, mail texts) live in the service that owns the data.
 */
export * from './errors.ts';
export * from './logger.ts';
export * from './log-redaction.ts';
export * from './validation.ts';
export * from './auth.ts';
export * from './database.ts';
export * from './database-metrics.ts';
export * from './uploads.ts';
export * from './grid-files.ts';
export * from './signed-url.ts';
export * from './service.ts';
export * from './metrics.ts';
export * from './supervisor-metrics.ts';
export * from './internal.ts';
export * from './revocation.ts';
export * from './audit.ts';
export * from './background-task.ts';
export * from './openapi.ts';
export * from './routes.ts';
export * from './allowed-methods.ts';
export * from './list-query.ts';
export * from './csv-export.ts';
export * from './public-forms.ts';
export * from './rate-limits.ts';
export * from './internal-mail.ts';
export * from './counters.ts';
