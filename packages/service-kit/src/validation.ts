import type { Middleware } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { z } from 'zod';
import { LEAD_LANGUAGES } from '@consulting/contracts';
import { HttpError } from './errors.ts';

/**
 * Parses `data` with a zod schema and returns the typed result.
 * Throws ZodError, which the error handler answers with 400 `{success:false,error}`.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  return schema.parse(data);
}

/**
 * The `lang` field of a public form (the page's language, stored on the record for the
 * submitter's mails): 'ar' or 'en'; absent, null or '' is 'ar' (spec §1 default); anything else
 * fails with "lang must be 'ar' or 'en'".
 */
export const leadLanguageSchema = z
  .preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(LEAD_LANGUAGES, { error: "lang must be 'ar' or 'en'" }).optional(),
  )
  .transform((value) => value ?? 'ar');

/** JSON body parser (1 MiB limit). A malformed body is a 400 `Malformed JSON body`; the service keeps running. */
export function jsonBody(): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: '1mb',
    onError: () => {
      throw new HttpError(400, 'Malformed JSON body');
    },
  });
}
