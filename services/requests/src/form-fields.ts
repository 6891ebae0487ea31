import { z } from 'zod';
import { HttpError } from '@consulting/service-kit';

/** The issue message of a required field that is absent or blank. */
const MISSING = 'missing';
export const INVALID_EMAIL = 'Invalid email address';

/** A required text of at most `max` characters (any length without), trimmed; absent or blank is missing. */
export function requiredText(max?: number) {
  const text = z.string({ error: MISSING }).trim().min(1, { error: MISSING });
  return max === undefined ? text : text.max(max);
}

/** An optional text of at most `max` characters, trimmed; blank reads as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** A required email of at most 254 characters, lower-cased; else 'Invalid email address'. */
export const requiredEmail = () =>
  requiredText(254)
    .pipe(z.email({ error: INVALID_EMAIL }))
    .transform((value) => value.toLowerCase());

/**
 * Parses a form's text fields with `schema`. Throws HttpError 400 `missing(fields)` for the
 * missing or blank required fields (in schema order), else 400 'Invalid email address' when
 * `bareEmailError`, else 400 '{field}: {problem}' of the first issue.
 */
export function parseForm<T>(
  schema: z.ZodType<T>,
  body: unknown,
  missing: (fields: string[]) => string,
  bareEmailError = true,
): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const absent = parsed.error.issues.filter((issue) => issue.message === MISSING).map((issue) => String(issue.path[0]));
  if (absent.length > 0) throw new HttpError(400, missing(absent));
  const first = parsed.error.issues[0];
  if (bareEmailError && first.message === INVALID_EMAIL) throw new HttpError(400, first.message);
  throw new HttpError(400, first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message);
}

/** Spec §5's message naming the missing fields by `labels`, in the labels' order. */
export function pleaseFillIn(labels: Record<string, string>): (fields: string[]) => string {
  return (fields) =>
    `Please fill in the following fields: ${Object.keys(labels)
      .filter((field) => fields.includes(field))
      .map((field) => labels[field])
      .join(', ')}`;
}
