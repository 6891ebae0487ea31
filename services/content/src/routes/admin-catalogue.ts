import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { FilterQuery, HydratedDocument, Model, SortOrder } from 'mongoose';
import type { z } from 'zod';
import {
  addRoute,
  addRoutes,
  allOf,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  queryBoolean,
  searchFilter,
  type ListSpec,
  type ParsedListQuery,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import { assertSomethingToUpdate, parseInput } from '../input-fields.ts';
import { isDuplicateKeyError } from '../models/duplicate-key-error.ts';
import { recordId } from '../record-id.ts';
import { touchContent } from '../site-content/content-version.ts';
import { adminRecordOperations, contentTrailRoute, MISSING_FIELDS } from './admin-records.ts';

/**
 * The list query of a catalogue page, services or sectors (spec §2 "Other admin pages": search by
 * Arabic or English title): `is_active=true|false`, `q` in the two `names`, `sort` by sort_order
 * (the default, then the English name), either name or created_at. No date range.
 */
function catalogueListSpec(names: readonly [arabic: string, english: string]) {
  return {
    sortFields: ['sort_order', ...names, 'created_at'],
    defaultSort: 'sort_order',
    searchFields: names,
    filters: { is_active: queryBoolean('is_active') },
  } satisfies ListSpec;
}

/** `sort` with `tiebreak` between `field` and `_id` (same direction) when ordered by `field`. */
function withTiebreak(sort: Record<string, SortOrder>, field: string, tiebreak: string): Record<string, SortOrder> {
  const direction = sort[field];
  if (direction === undefined) return sort;
  return { [field]: direction, [tiebreak]: direction, _id: sort._id ?? direction };
}

/** The fields every catalogue record kind stores besides its texts. */
interface CatalogueFields {
  icon?: string;
  is_active?: 0 | 1;
  sort_order?: number;
}

/**
 * The staff CRUD of a catalogue record kind (services, sectors; spec §2 "Other admin pages", §5)
 * at `/api/admin/{noun}s`: the paged list (default by `sort_order` then the English name), create,
 * update, delete and the audit trail, each change audited as entity `noun` and raising the content
 * version. On create `icon` defaults to `defaultIcon`, `is_active` to 1, `sort_order` to 0; an
 * update's '' icon is `defaultIcon`. `bodyOf` rewrites a body before parsing, `createExtras` adds
 * stored fields on create, `updateFields` rewrites the parsed update. A duplicate key on save is
 * 409 `duplicateKey` when given.
 */
export function adminCatalogueRouter<
  T extends CatalogueFields,
  R extends { id: string },
  C extends z.ZodObject,
  U extends z.ZodObject,
>(options: {
  model: Model<T>;
  staffOnly: Middleware;
  audit: ContentAudit;
  noun: 'sector' | 'service';
  record: string;
  names: readonly [arabic: string, english: string];
  create: C;
  update: U;
  labels: Record<string, string>;
  toRecord: (doc: HydratedDocument<T>) => R;
  defaultIcon: string;
  notFound: string;
  duplicateKey?: string;
  description?: string;
  bodyOf?: (body: unknown) => unknown;
  createExtras?: (fields: z.output<C>) => Promise<Partial<T>>;
  updateFields?: (fields: z.output<U>) => z.output<U>;
}): Router {
  const { model, audit, noun, notFound, toRecord, defaultIcon } = options;
  const base = `/api/admin/${noun}s`;
  const bodyOf = options.bodyOf ?? ((body: unknown) => body);
  const listSpec = catalogueListSpec(options.names);
  const router = new Router();
  const guards = { staff: options.staffOnly };
  const ops = adminRecordOperations({
    base,
    tag: `Admin: ${noun}s`,
    noun,
    replyField: noun,
    listField: `${noun}s`,
    listQuery: listQuerySchema(listSpec),
    listOrder: `by \`sort_order\` then English ${options.names[1].split('_')[0]}`,
    record: options.record,
    create: options.create,
    update: options.update,
    notFound,
    createErrors: { 400: MISSING_FIELDS, ...(options.duplicateKey ? { 409: options.duplicateKey } : {}) },
    ...(options.description ? { description: options.description } : {}),
  });

  async function save(doc: HydratedDocument<T>): Promise<R> {
    try {
      await doc.save();
    } catch (error) {
      if (options.duplicateKey && isDuplicateKeyError(error)) throw new HttpError(409, options.duplicateKey);
      throw error;
    }
    await touchContent(model.db);
    return toRecord(doc);
  }

  addRoute(router, guards, ops.list, async (ctx) => {
    const query = parseListQuery(listSpec, ctx.query);
    const { is_active } = query.filters as ParsedListQuery<{ is_active?: boolean }>['filters'];
    const filter = allOf<T>(
      is_active === undefined ? {} : ({ is_active: is_active ? 1 : 0 } as FilterQuery<T>),
      searchFilter<T>(query.q, listSpec.searchFields),
    );
    const sort = withTiebreak(query.sort, 'sort_order', options.names[1]);
    const { rows, total } = await findPage(model, filter, { ...query, sort });
    ctx.body = pageReply(`${noun}s`, rows.map(toRecord), total, query);
  });

  addRoute(router, guards, ops.create, async (ctx) => {
    const fields = parseInput(options.create, bodyOf(ctx.request.body), options.labels);
    const { icon, is_active, sort_order } = fields as CatalogueFields;
    const doc = new model({
      ...fields,
      ...(await options.createExtras?.(fields)),
      icon: icon || defaultIcon,
      is_active: is_active ?? 1,
      sort_order: sort_order ?? 0,
    });
    const after = await save(doc);
    await audit.record(ctx, { entity: noun, entity_id: after.id, action: 'create', before: null, after });
    ctx.status = 201;
    ctx.body = { success: true, [noun]: after };
  });

  addRoute(router, guards, ops.update, async (ctx) => {
    const id = recordId(ctx.params.id, notFound);
    const parsed = parseInput(options.update, bodyOf(ctx.request.body), options.labels);
    assertSomethingToUpdate(parsed);
    const doc = await model.findById(id);
    if (!doc) throw new HttpError(404, notFound);
    const before = toRecord(doc);
    const { icon, ...update } = (options.updateFields?.(parsed) ?? parsed) as CatalogueFields;
    for (const [key, value] of Object.entries(update)) if (value !== undefined) doc.set(key, value);
    if (icon !== undefined) doc.set('icon', icon || defaultIcon);
    const after = await save(doc);
    await audit.record(ctx, { entity: noun, entity_id: id, action: 'update', before, after });
    ctx.body = { success: true, [noun]: after };
  });

  addRoute(router, guards, ops.remove, async (ctx) => {
    const id = recordId(ctx.params.id, notFound);
    const doc = await model.findByIdAndDelete(id);
    if (!doc) throw new HttpError(404, notFound);
    await touchContent(model.db);
    await audit.record(ctx, { entity: noun, entity_id: id, action: 'delete', before: toRecord(doc), after: null });
    ctx.body = { success: true };
  });

  addRoutes(router, guards, [
    contentTrailRoute(model.db, base, { entity: noun, noun, tag: `Admin: ${noun}s`, notFound }),
  ]);
  return router;
}
