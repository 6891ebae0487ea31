/**
 * The kit every Koa service is built from (docs/architecture.md, "Back end"); domain rules live in
 * the service that owns the data.
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
