import { z } from 'zod';
import { HttpError } from '@consulting/service-kit';

/**
 * Zod building blocks of the content forms (spec §5) and the one place their errors become
 * the texts a visitor or an admin reads.
 */

/** Issue message of a required field that is absent, not text, or blank after trimming. */
export const MISSING = 'missing';

/** Required text: trimmed, non-empty, at most `max` characters; anything else counts as missing. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: MISSING })
    .trim()
    .min(1, { error: MISSING })
    .max(max, { error: `${label} is too long (at most ${max} characters)` });

/** Optional text: trimmed, at most `max` characters; null becomes '', absent stays undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(max, { error: `${label} is too long (at most ${max} characters)` }),
    )
    .optional();

/** A required email address, lowercased ('Invalid email address' as in spec §5). */
export const requiredEmail = () =>
  requiredText('Email', 254)
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((email) => email.toLowerCase());

/** A 0/1 flag (spec §3 `is_active`, `is_published`); also accepts true/false and '0'/'1'. */
export const flag01 = (name: string) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: `${name} must be 0 or 1`,
    })
    .transform((value): 0 | 1 => (value === true || value === 1 || value === '1' ? 1 : 0));

/** A boolean; also accepts 0 and 1. */
export const booleanField = (name: string) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: `${name} must be true or false` })
    .transform((value) => value === true || value === 1);

/** Display order (spec §3, §5): an integer; anything non-numeric becomes 0; absent stays undefined. */
export const sortOrder = () =>
  z
    .unknown()
    .transform((value): number | undefined => {
      if (value === undefined) return undefined;
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
      return Number.isSafeInteger(Math.trunc(n)) ? Math.trunc(n) : 0;
    })
    // Without it zod 4 refuses an absent key ('expected nonoptional'): a form without a sort
    // order could not create a service or sector.
    .optional();

/**
 * An image link: '' (none), a site path ('/images/a.jpg') or an http(s) URL. Other schemes
 * (`javascript:`, `data:`) are refused because the pages put it in `src` attributes.
 */
export const imageUrl = () =>
  optionalText('Image link', 2000).refine(
    (url) => url === undefined || url === '' || /^(\/(?!\/)|https?:\/\/)/i.test(url),
    { error: 'image_url must be an http(s) URL or a path on this site' },
  );

/** The texts of {@link parseInput}'s 400s in the form's language. */
export interface InputTexts {
  notObject: string;
  /** The message naming the missing fields, given their labels. */
  missing: (labels: string[]) => string;
  invalid: string;
}

const ENGLISH: InputTexts = {
  notObject: 'Expected a JSON object',
  missing: (labels) => `Please fill in the following fields: ${labels.join(', ')}`,
  invalid: 'Invalid input',
};

/**
 * Parses a JSON body (or a query) with `schema`; an absent body counts as `{}`. Throws HttpError
 * 400 with `texts` (default English, spec §5): `missing` naming every missing required field (the
 * schema's, and `requiredWhen(body)`'s blank ones) by `labels` (field path → the form's words),
 * `notObject` when the body is not an object, else the first validation message.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  body: unknown,
  labels: Record<string, string>,
  options: { texts?: InputTexts; requiredWhen?: (body: Record<string, unknown>) => string[] } = {},
): z.output<S> {
  const texts = options.texts ?? ENGLISH;
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, texts.notObject);
  const record = input as Record<string, unknown>;
  const parsed = schema.safeParse(input);
  const missing = new Set<string>();
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      if (issue.message === MISSING) missing.add(issue.path.map(String).join('.'));
  for (const field of options.requiredWhen?.(record) ?? []) {
    const value = record[field];
    if (typeof value !== 'string' || value.trim() === '') missing.add(field);
  }
  if (missing.size > 0) throw new HttpError(400, texts.missing([...missing].map((field) => labels[field] ?? field)));
  if (parsed.success) return parsed.data;
  throw new HttpError(400, parsed.error.issues[0]?.message ?? texts.invalid);
}

/** Throws HttpError 400 'Nothing to update' when a partial update sends no known field. */
export function assertSomethingToUpdate(update: object): void {
  if (!Object.values(update).some((value) => value !== undefined)) throw new HttpError(400, 'Nothing to update');
}
