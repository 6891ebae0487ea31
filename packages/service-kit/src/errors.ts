import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { isDatabaseUnavailableError } from './database.ts';

/** An error that becomes `{success:false, error: message}` with `status` as the HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  /** Response headers the error answer carries, e.g. `Retry-After` on a 429. */
  readonly headers: Record<string, string>;
  /** A stable machine-readable reason, answered as `code` beside `error` (e.g. `password_change_required`). */
  readonly code?: string;
  constructor(status: number, message: string, headers: Record<string, string> = {}, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.headers = headers;
    if (code) this.code = code;
  }
}

interface MulterLikeError extends Error {
  code?: string;
  field?: string;
}

/** Multer's limit codes answered 413 rather than 400: the body holds too much, not something wrong. */
const TOO_LARGE_MULTIPART = new Set(['LIMIT_PART_COUNT', 'LIMIT_FIELD_COUNT', 'LIMIT_FIELD_VALUE', 'LIMIT_FIELD_KEY']);

/** Maps a thrown value to an HTTP status and a message a caller can show. */
export function toErrorResponse(error: unknown): { status: number; message: string; expose: boolean } {
  if (error instanceof HttpError) return { status: error.status, message: error.message, expose: true };
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return { status: 400, message: `${where}${first?.message ?? 'Invalid input'}`, expose: true };
  }
  const e = error as MulterLikeError & { status?: number; statusCode?: number; expose?: boolean; type?: string };
  if (e?.name === 'MulterError') {
    if (e.code === 'LIMIT_FILE_SIZE')
      return { status: 413, message: 'File size should be less than 5MB', expose: true };
    // Too many fields or parts, or one too long, is a body too large.
    return {
      status: e.code !== undefined && TOO_LARGE_MULTIPART.has(e.code) ? 413 : 400,
      message: `Upload error: ${e.code ?? e.message}${e.field ? ` (${e.field})` : ''}`,
      expose: true,
    };
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: e.type === 'entity.parse.failed' ? 'Malformed JSON body' : e.message, expose: true };
  }
  // A database that is down or restarting is a passing state the caller can retry.
  if (isDatabaseUnavailableError(error))
    return { status: 503, message: 'Database not available, please try again shortly', expose: false };
  return { status: 500, message: 'Internal server error', expose: false };
}

/**
 * Turns every error below it into the one JSON error shape `{success:false,error}`; 5xx errors
 * are logged with their stack and answered with a generic text (no internals leak).
 */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { success: false, error: 'Not found' };
      }
    } catch (error) {
      const { status, message, expose } = toErrorResponse(error);
      if (!expose) ctx.log?.error({ err: error }, 'unhandled error');
      ctx.status = status;
      if (error instanceof HttpError) ctx.set(error.headers);
      ctx.body = {
        success: false,
        error: message,
        ...(error instanceof HttpError && error.code ? { code: error.code } : {}),
      };
    }
  };
}
