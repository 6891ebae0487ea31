import type { Context } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import type { BulkReply } from '@consulting/contracts';
import {
  listQuerySchema,
  PUBLIC_FORM_ERROR_TEXTS,
  validate,
  type ApiRoute,
  type ListSpec,
  type RouteOperation,
} from '@consulting/service-kit';

/** The OpenAPI tags of the requests service's routes. */
export const TAGS = {
  submit: 'Requests and applications',
  client: 'Client dashboard',
  adminRequests: 'Admin: requests',
  adminJoin: 'Admin: join applications',
  files: 'Files (signed links)',
} as const;

/** The optional PDF of a request form. */
export const PDF_ATTACHMENT = { attachment: 'Optional PDF (checked by content), less than 5 MiB' };

/** What every multipart route answers to a body it cannot read. */
export const MULTIPART_ERRORS = {
  400: "'Malformed multipart body' (truncated, bad boundary), 'Upload error: LIMIT_UNEXPECTED_FILE (field)' (a file under another field name, or too many files)",
  413: "'Upload error: LIMIT_FIELD_COUNT' and the like: more than 50 fields or a field over 64 KiB",
  415: "'Expected a multipart/form-data body' (JSON, urlencoded, text)",
} as const;

/** The error statuses of a public request form (`submission.ts`). */
export const SUBMISSION_ERRORS = {
  400: `'Please fill in the following fields: Name, Email, Description' (only the missing ones) or an invalid value; ${PUBLIC_FORM_ERROR_TEXTS[400]}; ${MULTIPART_ERRORS[400]}`,
  413: `'File size should be less than 5MB'; ${MULTIPART_ERRORS[413]}`,
  415: `The attachment is not a PDF (by content); ${MULTIPART_ERRORS[415]}`,
  429: `${PUBLIC_FORM_ERROR_TEXTS[429]}: REQUESTS_PER_EMAIL_PER_HOUR (default 5) per target email and form; nothing stored`,
} as const;

/** What a bot gets and what is kept, on the three public forms. */
export const PUBLIC_FORM_TEXT =
  "The form token, honeypot and consent are checked first; a bot (honeypot filled, or sent sooner than FORM_MIN_FILL_MS after its token) gets the same 201 with a record that is never stored, and nothing is stored, mailed or created. A person's consent `{policy_version, given_at}` is stored and shown in the record.";

/** The paging fields of a list reply. */
export const PAGE = '`total` (rows matching), `page`, `page_size`; without parameters the first 20 rows';

/**
 * `POST <list>/bulk` (admin): validates the body with `schema`, then `apply`s it to each id in
 * order; 200 `BulkReply` `{success:true, done, not_found}`: the ids `apply` found and the others.
 */
export function bulkRoute<B extends { ids: string[] }>(
  operation: Pick<RouteOperation, 'path' | 'summary' | 'description' | 'tags'> & { schema: z.ZodObject & z.ZodType<B> },
  apply: (ctx: Context, body: B, id: mongoose.Types.ObjectId) => Promise<boolean>,
): ApiRoute {
  const { schema, ...described } = operation;
  return {
    ...described,
    method: 'post',
    auth: 'admin',
    body: { type: 'json', schema },
    success: {
      status: 200,
      description:
        '`BulkReply` `{success:true, done: string[], not_found: string[]}`; each changed record audited on its own',
    },
    errors: { 400: 'Bad action, status or ids (1 to 100 record ids), or malformed JSON' },
    handler: async (ctx) => {
      const body = validate(schema, ctx.request.body);
      const reply: BulkReply = { success: true, done: [], not_found: [] };
      for (const id of body.ids) {
        ((await apply(ctx, body, new mongoose.Types.ObjectId(id))) ? reply.done : reply.not_found).push(id);
      }
      ctx.body = reply;
    },
  };
}

/**
 * The query of a signed download link. The route checks it with the kit's `verifySignedPath`
 * (an HMAC), not with zod; this schema only describes it.
 */
export const signedLinkQuery = z.object({
  expires: z.string().meta({ description: 'Expiry in seconds since the epoch, as in the signed link' }),
  sig: z.string().meta({ description: 'HMAC-SHA256 of the path and expiry, as in the signed link' }),
  download: z
    .literal('1')
    .optional()
    .meta({ description: 'Accepted for older links; every file is sent as a download' }),
});

/** `GET <list>/export` (admin): the list's filters, `q` and `sort` (no paging) as a CSV download. */
export function exportOperation(path: string, spec: ListSpec, noun: string, tag: string): RouteOperation {
  return {
    method: 'get',
    path,
    summary: `Export ${noun} as CSV`,
    description: 'Every row matching the filters, `q` and `sort` of the list (page and page_size are ignored).',
    tags: [tag],
    auth: 'admin',
    query: listQuerySchema(spec).omit({ page: true, page_size: true }),
    success: {
      status: 200,
      description: 'UTF-8 CSV with a byte-order mark and Arabic headers, as a download (`<list>-YYYY-MM-DD.csv`)',
      contentType: 'text/csv',
    },
    errors: { 400: 'A filter, `q` or `sort` value out of range' },
  };
}
