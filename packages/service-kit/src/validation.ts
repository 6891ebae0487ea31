import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * Parses `data` with a zod schema and returns the typed result.
 * Throws ZodError, which the error handler answers with 400 `{success:false,error}`.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return schema.parse(data);
}

/**
 * JSON body parser (1 MiB limit). A malformed body is a 400 `Malformed JSON body`; the service
 * keeps running (issue #2 "Bad input").
 */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: '1mb',
    onError: () => {
      throw new HttpError(400, 'Malformed JSON body');
    },
  });
}
