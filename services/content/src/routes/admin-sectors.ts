import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { SectorRecord } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import { catalogueFilter, catalogueListSpec, withTiebreak } from '../admin-lists.ts';
import type { ContentModels } from '../content-models.ts';
import { assertSomethingToUpdate, flag01, optionalText, parseInput, requiredText, sortOrder } from '../input-fields.ts';
import { DEFAULT_SECTOR_ICON, toSectorRecord, type Sector, type SectorDocument } from '../models/sector.model.ts';
import { recordId } from '../record-id.ts';
import { adminRecordOperations, contentTrailRoute, MISSING_FIELDS } from './admin-records.ts';
import { touchContent } from '../site-content/content-version.ts';

const NOT_FOUND = 'Sector not found';

/** How `GET /api/admin/sectors` may be queried: see {@link catalogueListSpec}. */
export const sectorsListSpec = catalogueListSpec(['name_ar', 'name_en']);

/**
 * Spec §3 calls the admin sector's names `title_ar`/`title_en`; the wire record says
 * `name_ar`/`name_en`. Both are accepted; `name_*` wins when both are sent.
 */
function acceptTitleAliases(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { title_ar, title_en, ...rest } = body as Record<string, unknown>;
  return { name_ar: title_ar, name_en: title_en, ...rest };
}

/** Spec §5 "Admin sector form": both names and both descriptions required. */
const sectorFields = {
  name_ar: requiredText('Arabic title', 200),
  name_en: requiredText('English title', 200),
  description_ar: requiredText('Arabic description', 5000),
  description_en: requiredText('English description', 5000),
  icon: optionalText('Icon', 200),
  is_active: flag01('is_active').optional(),
  sort_order: sortOrder(),
};
/** Bodies of `POST /api/admin/sectors` and `PUT /api/admin/sectors/:id` (after `acceptTitleAliases`). */
export const createSectorSchema = z.object(sectorFields);
export const updateSectorSchema = z.object(sectorFields).partial();

const SECTOR_LABELS: Record<string, string> = {
  name_ar: 'Arabic title',
  name_en: 'English title',
  description_ar: 'Arabic description',
  description_en: 'English description',
};

/**
 * Admin sectors (spec §2 "Other admin pages" Sectors, §3 "Sector", §5), staff only; `icon`
 * defaults to 'fas fa-industry', `is_active` to 1, a non-numeric `sort_order` to 0. Changes are
 * audited (entity 'sector').
 */
export function adminSectorsRouter(models: ContentModels, staffOnly: Middleware, audit: ContentAudit): Router {
  const router = new Router();
  const guards = { staff: staffOnly };
  const { Sector } = models;
  const ops = adminRecordOperations({
    base: '/api/admin/sectors',
    tag: 'Admin: sectors',
    noun: 'sector',
    replyField: 'sector',
    listField: 'sectors',
    listQuery: listQuerySchema(sectorsListSpec),
    listOrder: 'by `sort_order` then English name',
    record: 'SectorRecord',
    create: createSectorSchema,
    update: updateSectorSchema,
    notFound: NOT_FOUND,
    createErrors: { 400: MISSING_FIELDS },
    description: '`title_ar` / `title_en` are accepted for `name_ar` / `name_en` (spec §3); `name_*` wins.',
  });
  const reply = (sector: SectorDocument): { success: true; sector: SectorRecord } => ({
    success: true,
    sector: toSectorRecord(sector),
  });

  addRoute(router, guards, ops.list, async (ctx) => {
    const query = parseListQuery(sectorsListSpec, ctx.query);
    const sort = withTiebreak(query.sort, 'sort_order', 'name_en');
    const { rows, total } = await findPage(Sector, catalogueFilter<Sector>(sectorsListSpec, query), { ...query, sort });
    ctx.body = pageReply('sectors', (rows as SectorDocument[]).map(toSectorRecord), total, query);
  });

  addRoute(router, guards, ops.create, async (ctx) => {
    const fields = parseInput(createSectorSchema, acceptTitleAliases(ctx.request.body), SECTOR_LABELS);
    const sector = await Sector.create({
      ...fields,
      icon: fields.icon || DEFAULT_SECTOR_ICON,
      is_active: fields.is_active ?? 1,
      sort_order: fields.sort_order ?? 0,
    });
    await touchContent(Sector.db);
    const body = reply(sector);
    await audit.record(ctx, {
      entity: 'sector',
      entity_id: body.sector.id,
      action: 'create',
      before: null,
      after: body.sector,
    });
    ctx.status = 201;
    ctx.body = body;
  });

  addRoute(router, guards, ops.update, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { icon, ...update } = parseInput(updateSectorSchema, acceptTitleAliases(ctx.request.body), SECTOR_LABELS);
    assertSomethingToUpdate({ icon, ...update });
    const sector = await Sector.findById(id);
    if (!sector) throw new HttpError(404, NOT_FOUND);
    const before = toSectorRecord(sector);
    for (const [key, value] of Object.entries(update)) if (value !== undefined) sector.set(key, value);
    if (icon !== undefined) sector.icon = icon || DEFAULT_SECTOR_ICON;
    await sector.save();
    await touchContent(Sector.db);
    const body = reply(sector);
    await audit.record(ctx, { entity: 'sector', entity_id: id, action: 'update', before, after: body.sector });
    ctx.body = body;
  });

  addRoute(router, guards, ops.remove, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const sector = await Sector.findByIdAndDelete(id);
    if (!sector) throw new HttpError(404, NOT_FOUND);
    await touchContent(Sector.db);
    const before = toSectorRecord(sector);
    await audit.record(ctx, { entity: 'sector', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  addRoutes(router, guards, [
    contentTrailRoute(Sector.db, '/api/admin/sectors', {
      entity: 'sector',
      noun: 'sector',
      tag: 'Admin: sectors',
      notFound: NOT_FOUND,
    }),
  ]);

  return router;
}
