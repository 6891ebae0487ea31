import type { Context } from 'koa';
import type { FilterQuery, HydratedDocument, Model, SortOrder } from 'mongoose';
import { z } from 'zod';
import { HttpError } from './errors.ts';
import {
  BULK_IDS_MAX,
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  LIST_SEARCH_MAX,
  type ListPage,
} from '@consulting/contracts';

/** How one admin list may be queried; its filters are enums or booleans, so unknown values are 400. */
export interface ListSpec<F extends z.ZodRawShape = z.ZodRawShape> {
  /** Fields `sort` may name (`field` ascending, `-field` descending). */
  sortFields: readonly string[];
  /** The order without `sort`, e.g. `-created_at`. */
  defaultSort: string;
  /** Fields `q` searches (spec §2 "Other admin pages"); none means the list takes no `q`. */
  searchFields?: readonly string[];
  /** The field `from` / `to` bound; none means the list takes no date range. */
  dateField?: string;
  /** The list's own filters, as zod fields (optional, query-string typed). */
  filters?: F;
}

/** A parsed list query: where the page starts and how the rows are ordered and chosen. */
export interface ParsedListQuery<Filters> {
  page: number;
  page_size: number;
  /** Rows skipped: `(page - 1) * page_size`. */
  skip: number;
  /** Mongo sort, the named field then `_id` in the same direction, so pages never overlap. */
  sort: Record<string, SortOrder>;
  /** The search text, trimmed; null when absent or blank. */
  q: string | null;
  /** Inclusive bounds on `dateField`; null when not given. */
  from: Date | null;
  to: Date | null;
  /** The list's own filters, as parsed by its zod shape. */
  filters: Filters;
}

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be a whole number from ${min} to ${max}` });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dateBound = (name: string) =>
  z
    .string()
    .refine(
      (text) =>
        (DATE_ONLY.test(text) || z.iso.datetime({ offset: true }).safeParse(text).success) &&
        !Number.isNaN(Date.parse(text)),
      {
        error: `${name} must be an ISO 8601 date (2026-01-31) or date-time`,
      },
    );

/**
 * The zod object of a list's query string (`page`, `page_size`, `sort`, `q`, `from`/`to`, filters),
 * for parsing and OpenAPI; unknown parameters are ignored.
 */
export function listQuerySchema<F extends z.ZodRawShape>(spec: ListSpec<F>) {
  const sortValues = spec.sortFields.flatMap((field) => [field, `-${field}`]);
  return z
    .object({
      page: wholeNumber('page', 1, 1_000_000_000).optional().meta({ description: '1-based page (default 1)' }),
      page_size: wholeNumber('page_size', 1, LIST_PAGE_SIZE_MAX)
        .optional()
        .meta({ description: `Rows per page, 1 to ${LIST_PAGE_SIZE_MAX} (default ${LIST_PAGE_SIZE_DEFAULT})` }),
      sort: z
        .enum(sortValues as [string, ...string[]], { error: `sort must be one of: ${sortValues.join(', ')}` })
        .optional()
        .meta({ description: `Order; \`-field\` for descending (default \`${spec.defaultSort}\`)` }),
      ...(spec.searchFields?.length
        ? {
            q: z
              .string()
              .max(LIST_SEARCH_MAX, { error: `q must be at most ${LIST_SEARCH_MAX} characters` })
              .optional()
              .meta({
                description: `Case-insensitive literal search in ${spec.searchFields.join(', ')} (at most ${LIST_SEARCH_MAX} characters)`,
              }),
          }
        : {}),
      ...(spec.dateField
        ? {
            from: dateBound('from')
              .optional()
              .meta({ description: `Earliest ${spec.dateField}, inclusive` }),
            to: dateBound('to')
              .optional()
              .meta({ description: `Latest ${spec.dateField}, inclusive (a bare date: its whole day)` }),
          }
        : {}),
      ...(spec.filters ?? ({} as F)),
    })
    .loose();
}

/**
 * Parses a query object for the list `spec`.
 * @throws HttpError 400 naming the parameter on a bad or repeated value.
 */
export function parseListQuery<F extends z.ZodRawShape>(
  spec: ListSpec<F>,
  query: Record<string, unknown>,
): ParsedListQuery<z.infer<z.ZodObject<F>>> {
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw new HttpError(400, `${name} must be given once`);
  }
  const result = listQuerySchema(spec).safeParse(query);
  // The messages already name the parameter ('page must be …'), so no zod path in front.
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid list query');
  const parsed = result.data as Record<string, unknown>;
  const page = (parsed.page as number | undefined) ?? 1;
  const pageSize = (parsed.page_size as number | undefined) ?? LIST_PAGE_SIZE_DEFAULT;
  const sortText = (parsed.sort as string | undefined) ?? spec.defaultSort;
  const descending = sortText.startsWith('-');
  const field = descending ? sortText.slice(1) : sortText;
  const direction: SortOrder = descending ? -1 : 1;
  const q = typeof parsed.q === 'string' && parsed.q.trim() ? parsed.q.trim() : null;
  const from = typeof parsed.from === 'string' ? new Date(parsed.from) : null;
  let to = typeof parsed.to === 'string' ? new Date(parsed.to) : null;
  if (to && DATE_ONLY.test(parsed.to as string)) to = new Date(to.getTime() + 86_400_000 - 1);
  const filters: Record<string, unknown> = {};
  for (const name of Object.keys(spec.filters ?? {})) if (parsed[name] !== undefined) filters[name] = parsed[name];
  return {
    page,
    page_size: pageSize,
    skip: (page - 1) * pageSize,
    sort: field === '_id' ? { _id: direction } : { [field]: direction, _id: direction },
    q,
    from,
    to,
    filters: filters as z.infer<z.ZodObject<F>>,
  };
}

// Arabic letters people type interchangeably: a search for one form finds the others.
const ARABIC_VARIANTS: readonly string[] = ['اأإآٱ', 'يىئ', 'هة', 'وؤ'];

/** A regex source (`i` flag) matching `text` literally, Arabic variants folded; all metacharacters escaped. */
export function literalSearchPattern(text: string): string {
  let source = '';
  for (const char of text) {
    const group = ARABIC_VARIANTS.find((letters) => letters.includes(char));
    source += group ? `[${group}]` : char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return source;
}

/** The mongo filter of `q` over `fields` (any contains it, see above); `{}` when `q` is null. */
export function searchFilter<T>(q: string | null, fields: readonly string[]): FilterQuery<T> {
  if (!q || fields.length === 0) return {};
  // A BSON regex: the embedded server compiles it once per query, not per document.
  const pattern = new RegExp(literalSearchPattern(q), 'i');
  return { $or: fields.map((field) => ({ [field]: pattern })) } as FilterQuery<T>;
}

/** The mongo filter of a `from`/`to` range on `field`; empty when neither is given. */
export function dateRangeFilter<T>(field: string, from: Date | null, to: Date | null): FilterQuery<T> {
  if (!from && !to) return {};
  return { [field]: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } } as FilterQuery<T>;
}

/** Joins filters with `$and`, dropping empty ones (an unfiltered list queries `{}`). */
export function allOf<T>(...filters: FilterQuery<T>[]): FilterQuery<T> {
  const parts = filters.filter((part) => Object.keys(part).length > 0);
  if (parts.length === 0) return {};
  if (parts.length === 1) return parts[0];
  return { $and: parts } as FilterQuery<T>;
}

/**
 * `{rows, total}`: one page (at most `page_size`, `query.sort` order) of `model` matching `filter`
 * and the total; an empty filter is counted from collection metadata.
 */
export async function findPage<D>(
  model: Model<D>,
  filter: FilterQuery<D>,
  query: Pick<ParsedListQuery<unknown>, 'skip' | 'page_size' | 'sort'>,
): Promise<{ rows: HydratedDocument<D>[]; total: number }> {
  const [rows, total] = await Promise.all([
    model.find(filter).sort(query.sort).skip(query.skip).limit(query.page_size).exec() as Promise<
      HydratedDocument<D>[]
    >,
    Object.keys(filter).length === 0 ? model.estimatedDocumentCount().exec() : model.countDocuments(filter).exec(),
  ]);
  return { rows, total };
}

/** The answer of a paged list: `{success:true, [key]: items, total, page, page_size}`. */
export function pageReply<K extends string, T>(
  key: K,
  items: T[],
  total: number,
  query: Pick<ParsedListQuery<unknown>, 'page' | 'page_size'>,
): ListPage<K, T> {
  return { success: true, [key]: items, total, page: query.page, page_size: query.page_size } as ListPage<K, T>;
}

/** A query-string boolean filter (`true`/`false`), e.g. `is_read`. */
export const queryBoolean = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((value) => value === 'true')
    .optional()
    .meta({ description: `Only records whose ${name} is true or false` });

/** A query-string enum filter whose values come from a status table. */
export const queryEnum = (name: string, values: readonly string[]) =>
  z
    .enum(values as [string, ...string[]], { error: `${name} must be one of: ${values.join(', ')}` })
    .optional()
    .meta({ description: `Only records with this ${name}` });

const objectIdText = z.string().regex(/^[0-9a-f]{24}$/i, { error: 'ids must be record ids' });

/** A bulk action's body (`POST …/bulk`): `{action, ids}` (1 to {@link BULK_IDS_MAX}, deduplicated) and more. */
export function bulkSchema<A extends readonly [string, ...string[]], X extends z.ZodRawShape = Record<never, never>>(
  actions: A,
  extra?: X,
) {
  return z.object({
    action: z.enum(actions, { error: `action must be one of: ${actions.join(', ')}` }),
    ids: z
      .array(objectIdText, { error: 'ids must be a list of record ids' })
      .min(1, { error: 'Select at least one record' })
      .max(BULK_IDS_MAX, { error: `At most ${BULK_IDS_MAX} records at once` })
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    ...(extra ?? ({} as X)),
  });
}

/** Sets the headers of a download named `filename` (ASCII) of `type`. */
export function attachment(ctx: Context, filename: string, type: string): void {
  ctx.type = type;
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
}
