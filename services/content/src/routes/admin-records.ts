import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { auditTrailApiRoute, type ApiRoute, type ErrorStatus, type RouteOperation } from '@consulting/service-kit';
import type { ContentEntity } from '../admin-audit.ts';
import { recordId } from '../record-id.ts';

/** The 400 of every paged admin list. */
export const BAD_LIST_QUERY =
  'A bad query value: page or page_size out of range, an unknown sort or filter value, q too long, a malformed date';

/** The 400 of a create or update whose fields are missing or invalid (spec §5). */
export const MISSING_FIELDS = "'Please fill in the following fields: …' (only the missing ones) or an invalid value";

/**
 * The operations of one content record kind's staff CRUD: the paged list at `base`, create,
 * update and delete of `{base}/{id}`, each change audited. `listQuery` is the list's query
 * schema, `listField` its list key, `listOrder` its default order; `record` names the wire type.
 */
export function adminRecordOperations(options: {
  base: string;
  tag: string;
  noun: string;
  replyField: string;
  listField: string;
  listQuery: z.ZodObject;
  listOrder: string;
  record: string;
  create: z.ZodObject;
  update: z.ZodObject;
  notFound: string;
  createErrors: Partial<Record<ErrorStatus, string>>;
  description?: string;
}): { list: RouteOperation; create: RouteOperation; update: RouteOperation; remove: RouteOperation } {
  const { base, noun, replyField, record, notFound } = options;
  const common = { tags: [options.tag], auth: 'staff' as const };
  const described = options.description ? { description: options.description } : {};
  return {
    list: {
      ...common,
      method: 'get',
      path: base,
      summary: `List ${noun}s (inactive and drafts included), paged`,
      query: options.listQuery,
      success: {
        status: 200,
        description: `\`{success:true, ${options.listField}: ${record}[], total, page, page_size}\`; without a query the first 20, ${options.listOrder}`,
      },
      errors: { 400: BAD_LIST_QUERY },
    },
    create: {
      ...common,
      ...described,
      method: 'post',
      path: base,
      summary: `Create a ${noun}`,
      body: { type: 'json', schema: options.create },
      success: { status: 201, description: `\`{success:true, ${replyField}: ${record}}\`; audited` },
      errors: options.createErrors,
    },
    update: {
      ...common,
      ...described,
      method: 'put',
      path: `${base}/{id}`,
      summary: `Update a ${noun} (any of the create fields)`,
      body: { type: 'json', schema: options.update },
      success: { status: 200, description: `\`{success:true, ${replyField}: ${record}}\`; audited` },
      errors: { ...options.createErrors, 400: "'Nothing to update' or an invalid value", 404: notFound },
    },
    remove: {
      ...common,
      method: 'delete',
      path: `${base}/{id}`,
      summary: `Delete a ${noun}`,
      success: { status: 200, description: '`{success:true}`; gone from the public site at once; audited' },
      errors: { 404: notFound },
    },
  };
}

/** `GET {base}/{id}/audit` of a content record (staff), 404 `notFound` for a malformed id. */
export function contentTrailRoute(
  connection: Connection,
  base: string,
  options: { entity: ContentEntity; noun: string; tag: string; notFound: string },
): ApiRoute {
  return auditTrailApiRoute(`${base}/{id}`, {
    ...options,
    auth: 'staff',
    connection,
    parseId: (raw) => recordId(raw, options.notFound),
  });
}
