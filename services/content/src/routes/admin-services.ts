import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ServiceRecord } from '@consulting/contracts';
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
import { isDuplicateKeyError } from '../models/duplicate-key-error.ts';
import { toServiceRecord, type Service, type ServiceDocument, type ServiceModel } from '../models/service.model.ts';
import { recordId } from '../record-id.ts';
import { adminRecordOperations, contentTrailRoute, MISSING_FIELDS } from './admin-records.ts';
import { touchContent } from '../site-content/content-version.ts';

const NOT_FOUND = 'Service not found';
const SLUG_TAKEN = 'Another service already uses this slug';
const DEFAULT_ICON = 'fas fa-cog';

/** How `GET /api/admin/services` may be queried: see {@link catalogueListSpec}. */
export const servicesListSpec = catalogueListSpec(['title_ar', 'title_en']);

/** Spec §5 "Admin service form": both titles and both descriptions required. */
const serviceFields = {
  title_ar: requiredText('Arabic title', 200),
  title_en: requiredText('English title', 200),
  description_ar: requiredText('Arabic description', 5000),
  description_en: requiredText('English description', 5000),
  icon: optionalText('Icon', 200),
  slug: optionalText('Slug', 80).refine((slug) => !slug || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), {
    error: 'slug must be lowercase letters, digits and dashes',
  }),
  path: optionalText('Path', 300).refine((path) => !path || /^\/(?!\/)\S*$/.test(path), {
    error: 'path must be a site path starting with /',
  }),
  is_active: flag01('is_active').optional(),
  sort_order: sortOrder(),
};
/** Bodies of `POST /api/admin/services` and `PUT /api/admin/services/:id`. */
export const createServiceSchema = z.object(serviceFields);
export const updateServiceSchema = z.object(serviceFields).partial();

const SERVICE_LABELS: Record<string, string> = {
  title_ar: 'Arabic title',
  title_en: 'English title',
  description_ar: 'Arabic description',
  description_en: 'English description',
};

/** A slug made from the English title, made unique with -2, -3, … ('service' when nothing is left). */
async function freeSlug(Service: ServiceModel, titleEn: string): Promise<string> {
  const base =
    titleEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'service';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await Service.exists({ slug }))) return slug;
  }
}

/** Saves, turning a slug clash (unique index) into 409. */
async function saveService(service: ServiceDocument): Promise<void> {
  try {
    await service.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new HttpError(409, SLUG_TAKEN);
    throw error;
  }
}

/**
 * Admin services (spec §2 "Other admin pages" Services, §3 "Service", §5), staff only; `icon`
 * defaults to 'fas fa-cog', `slug` to one free from the English title, `path` to
 * '/services/{slug}', `is_active` to 1, a non-numeric `sort_order` to 0. Changes are audited
 * (entity 'service').
 */
export function adminServicesRouter(models: ContentModels, staffOnly: Middleware, audit: ContentAudit): Router {
  const router = new Router();
  const guards = { staff: staffOnly };
  const { Service } = models;
  const ops = adminRecordOperations({
    base: '/api/admin/services',
    tag: 'Admin: services',
    noun: 'service',
    replyField: 'service',
    listField: 'services',
    listQuery: listQuerySchema(servicesListSpec),
    listOrder: 'by `sort_order` then English title',
    record: 'ServiceRecord',
    create: createServiceSchema,
    update: updateServiceSchema,
    notFound: NOT_FOUND,
    createErrors: { 400: MISSING_FIELDS, 409: 'Another service already uses this slug' },
  });
  const reply = (service: ServiceDocument): { success: true; service: ServiceRecord } => ({
    success: true,
    service: toServiceRecord(service),
  });

  addRoute(router, guards, ops.list, async (ctx) => {
    const query = parseListQuery(servicesListSpec, ctx.query);
    const sort = withTiebreak(query.sort, 'sort_order', 'title_en');
    const { rows, total } = await findPage(Service, catalogueFilter<Service>(servicesListSpec, query), {
      ...query,
      sort,
    });
    ctx.body = pageReply('services', (rows as ServiceDocument[]).map(toServiceRecord), total, query);
  });

  addRoute(router, guards, ops.create, async (ctx) => {
    const { icon, slug, path, ...fields } = parseInput(createServiceSchema, ctx.request.body, SERVICE_LABELS);
    const finalSlug = slug || (await freeSlug(Service, fields.title_en));
    const service = new Service({
      ...fields,
      slug: finalSlug,
      icon: icon || DEFAULT_ICON,
      path: path || `/services/${finalSlug}`,
      is_active: fields.is_active ?? 1,
      sort_order: fields.sort_order ?? 0,
    });
    await saveService(service);
    await touchContent(Service.db);
    const body = reply(service);
    await audit.record(ctx, {
      entity: 'service',
      entity_id: body.service.id,
      action: 'create',
      before: null,
      after: body.service,
    });
    ctx.status = 201;
    ctx.body = body;
  });

  addRoute(router, guards, ops.update, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { icon, slug, path, ...update } = parseInput(updateServiceSchema, ctx.request.body, SERVICE_LABELS);
    assertSomethingToUpdate({ icon, slug, path, ...update });
    const service = await Service.findById(id);
    if (!service) throw new HttpError(404, NOT_FOUND);
    const before = toServiceRecord(service);
    for (const [key, value] of Object.entries(update)) if (value !== undefined) service.set(key, value);
    if (icon !== undefined) service.icon = icon || DEFAULT_ICON;
    if (slug) service.slug = slug;
    if (path) service.path = path;
    await saveService(service);
    await touchContent(Service.db);
    const body = reply(service);
    await audit.record(ctx, { entity: 'service', entity_id: id, action: 'update', before, after: body.service });
    ctx.body = body;
  });

  addRoute(router, guards, ops.remove, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const service = await Service.findByIdAndDelete(id);
    if (!service) throw new HttpError(404, NOT_FOUND);
    await touchContent(Service.db);
    const before = toServiceRecord(service);
    await audit.record(ctx, { entity: 'service', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  addRoutes(router, guards, [
    contentTrailRoute(Service.db, '/api/admin/services', {
      entity: 'service',
      noun: 'service',
      tag: 'Admin: services',
      notFound: NOT_FOUND,
    }),
  ]);

  return router;
}
