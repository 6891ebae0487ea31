import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Connection } from 'mongoose';
import { SITE_CONTENT_LIST_TYPES, type AdminSiteSettingsRecord } from '@consulting/contracts';
import { addRoute, addRoutes, auditTrail, HttpError, type AuthUser } from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { mediaRefsById } from '../media/media-refs.ts';
import { SITE_SETTINGS_ID } from '../models/site-settings.model.ts';
import { recordId } from '../record-id.ts';
import { touchContent } from './content-version.ts';
import {
  imageIdsOf,
  LIST_SORT,
  LIST_TYPES,
  toAdminListRecord,
  type ListTypeDefinition,
  type StoredItem,
} from './list-types.ts';
import { readStoredSettings, toAdminSettings, type SettingsFields } from './settings.ts';
import { listTypeOperations, listTypeTrailRoute, siteSettingsOperations } from './site-content-openapi.ts';
import { orderSchema, parseSiteContentInput, SITE_SETTINGS_LABELS, siteSettingsSchema } from './validation.ts';

/**
 * The settings that decide where mail goes: only an admin changes them (spec §6: the admin manages
 * the site; an editor edits its texts and lists, not who receives the lead alerts of §3).
 */
export const MAIL_SETTINGS_FIELDS = ['staff_inbox'] as const;

/** The refusal of an editor's change of a mail setting. */
export const MAIL_SETTINGS_ADMIN_ONLY = 'تغيير بريد فريق العمل وإعدادات البريد متاح للمدير فقط';

/** Fields a list body sets on create only when given (else defaults) and on replace only when given (else kept). */
const KEPT_WHEN_ABSENT = new Set(['sort_order', 'is_active']);

/**
 * Throws HttpError 400 naming `label` unless `id` is null or names a library item of `kind`
 * (an image for a photo, logo or slide; a PDF for the company profile).
 */
async function assertMediaKind(
  connection: Connection,
  id: unknown,
  kind: 'image' | 'pdf',
  label: string,
): Promise<void> {
  if (typeof id !== 'string') return;
  const ref = (await mediaRefsById(connection, [id])).get(id);
  if (ref?.kind === kind) return;
  throw new HttpError(
    400,
    kind === 'image' ? `${label}: يجب اختيار صورة من مكتبة الوسائط` : `${label}: يجب اختيار ملف PDF من مكتبة الوسائط`,
  );
}

/**
 * The staff routes of the editor-owned content (declared in `site-content-openapi.ts`). Bad
 * input answers 400 with an Arabic message naming the field and saves nothing. Every save and
 * delete is audited and raises the content version. Only an admin changes the mail settings
 * ({@link MAIL_SETTINGS_FIELDS}): an editor's body that leaves them out or repeats them keeps
 * them; one that changes them answers 403 {@link MAIL_SETTINGS_ADMIN_ONLY}.
 */
export function siteContentAdminRouter(options: {
  connection: Connection;
  models: ContentModels;
  staffOnly: Middleware;
  audit: ContentAudit;
}): Router {
  const { connection, models, staffOnly, audit } = options;
  const router = new Router();
  const guards = { staff: staffOnly };

  const settingsReply = async () => {
    const stored = await readStoredSettings(models);
    const refs = await mediaRefsById(connection, stored?.company_profile_id ? [stored.company_profile_id] : []);
    return toAdminSettings(stored, refs);
  };

  addRoute(router, guards, siteSettingsOperations.read, async (ctx) => {
    ctx.body = { success: true, settings: await settingsReply() };
  });

  addRoute(router, guards, siteSettingsOperations.replace, async (ctx) => {
    const fields = parseSiteContentInput(siteSettingsSchema, ctx.request.body, SITE_SETTINGS_LABELS) as SettingsFields;
    await assertMediaKind(connection, fields.company_profile_id, 'pdf', SITE_SETTINGS_LABELS.company_profile_id ?? '');
    const before = await settingsReply();
    if ((ctx.state.user as AuthUser).role !== 'admin') keepMailSettings(ctx.request.body, fields, before);
    await models.SiteSettings.updateOne({ _id: SITE_SETTINGS_ID }, { $set: fields }, { upsert: true });
    await touchContent(connection);
    const settings = await settingsReply();
    await audit.record(ctx, {
      entity: 'site_settings',
      entity_id: SITE_SETTINGS_ID,
      action: 'update',
      before,
      after: settings,
    });
    ctx.body = { success: true, settings };
  });

  addRoute(router, guards, siteSettingsOperations.audit, async (ctx) => {
    ctx.body = { success: true, audit: await auditTrail(connection, 'site_settings', SITE_SETTINGS_ID) };
  });

  for (const type of SITE_CONTENT_LIST_TYPES) listRoutes(router, LIST_TYPES[type], options);
  return router;
}

/**
 * Gives a non-admin's parsed settings `fields` the stored mail settings of `before` where the
 * raw `body` leaves them out; throws HttpError 403 {@link MAIL_SETTINGS_ADMIN_ONLY} when it
 * names a different value.
 */
function keepMailSettings(body: unknown, fields: SettingsFields, before: AdminSiteSettingsRecord): void {
  const given = body as Record<string, unknown>;
  for (const field of MAIL_SETTINGS_FIELDS) {
    if (given[field] !== undefined && fields[field] !== before[field])
      throw new HttpError(403, MAIL_SETTINGS_ADMIN_ONLY);
    fields[field] = before[field];
  }
}

/** The routes of one list type (see {@link siteContentAdminRouter}). */
function listRoutes(
  router: Router,
  definition: ListTypeDefinition,
  options: { connection: Connection; staffOnly: Middleware; audit: ContentAudit },
): void {
  const { connection, staffOnly, audit } = options;
  const guards = { staff: staffOnly };
  const ops = listTypeOperations(definition.type);
  const Model = definition.model(connection);
  const { form, notFound, entity } = definition;

  const recordsOf = async (items: StoredItem[]) => {
    const refs = await mediaRefsById(connection, imageIdsOf(items));
    return items.map((item) => toAdminListRecord(definition, item, refs));
  };
  const recordOf = async (id: string) => {
    const item = await Model.findById(id).lean<StoredItem>();
    return item ? ((await recordsOf([item]))[0] ?? null) : null;
  };
  const allItems = () => Model.find().sort(LIST_SORT).lean<StoredItem[]>();

  /** The parsed body, its image checked, ready to save. */
  const readBody = async (body: unknown): Promise<Record<string, unknown>> => {
    const parsed = parseSiteContentInput(form.schema, body, form.labels, form.requiredWhen);
    const fields = form.normalise ? form.normalise(parsed) : parsed;
    if (definition.hasImage) await assertMediaKind(connection, fields.image_id, 'image', form.labels.image_id ?? '');
    return fields;
  };

  addRoute(router, guards, ops.list, async (ctx) => {
    ctx.body = { success: true, items: await recordsOf(await allItems()) };
  });

  addRoute(router, guards, ops.create, async (ctx) => {
    const fields = await readBody(ctx.request.body);
    if (fields.sort_order === undefined) {
      const last = await Model.findOne().sort({ sort_order: -1, _id: -1 }).select('sort_order').lean<StoredItem>();
      fields.sort_order = (last?.sort_order ?? 0) + 1;
    }
    if (fields.is_active === undefined) fields.is_active = true;
    const created = await Model.create(fields);
    const id = created._id.toString();
    await touchContent(connection);
    const item = await recordOf(id);
    await audit.record(ctx, { entity, entity_id: id, action: 'create', before: null, after: item });
    ctx.status = 201;
    ctx.body = { success: true, item };
  });

  addRoute(router, guards, ops.order, async (ctx) => {
    const { ids } = parseSiteContentInput(orderSchema, ctx.request.body, { ids: 'ids' });
    const items = await allItems();
    const known = new Set(items.map((item) => item._id.toString()));
    const wanted = ids.map((id) => id.toLowerCase());
    if (wanted.some((id) => !known.has(id))) throw new HttpError(404, notFound);
    const rest = items.map((item) => item._id.toString()).filter((id) => !wanted.includes(id));
    const order = [...wanted, ...rest];
    const before = items.map((item) => item._id.toString());
    const changes = order.flatMap((id, index) =>
      items.find((item) => item._id.toString() === id)?.sort_order === index + 1
        ? []
        : [{ updateOne: { filter: { _id: id }, update: { $set: { sort_order: index + 1 } } } }],
    );
    if (changes.length > 0) {
      await Model.bulkWrite(changes as never);
      await touchContent(connection);
      await audit.record(ctx, { entity, entity_id: 'order', action: 'update', before, after: order });
    }
    ctx.body = { success: true, items: await recordsOf(await allItems()) };
  });

  addRoute(router, guards, ops.replace, async (ctx) => {
    const id = recordId(ctx.params.id, notFound);
    const fields = await readBody(ctx.request.body);
    const before = await recordOf(id);
    if (!before) throw new HttpError(404, notFound);
    const update = Object.fromEntries(
      Object.entries(fields).filter(([field, value]) => !(KEPT_WHEN_ABSENT.has(field) && value === undefined)),
    );
    const result = await Model.updateOne({ _id: id }, { $set: update });
    if (result.matchedCount === 0) throw new HttpError(404, notFound);
    await touchContent(connection);
    const item = await recordOf(id);
    await audit.record(ctx, { entity, entity_id: id, action: 'update', before, after: item });
    ctx.body = { success: true, item };
  });

  addRoute(router, guards, ops.remove, async (ctx) => {
    const id = recordId(ctx.params.id, notFound);
    const before = await recordOf(id);
    if (!before) throw new HttpError(404, notFound);
    const result = await Model.deleteOne({ _id: id });
    if (result.deletedCount === 0) throw new HttpError(404, notFound);
    await touchContent(connection);
    await audit.record(ctx, { entity, entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  addRoutes(router, guards, [listTypeTrailRoute(connection, definition.type)]);
}
