import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  REQUEST_STATUSES,
  type AdminRequestsResponse,
  type BulkReply,
  type ListPageInfo,
  type RequestRecord,
} from '@consulting/contracts';
import {
  addRoute,
  auditTrailOperation,
  bulkSchema,
  csvFilename,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  streamCsv,
  validate,
  type RouteOperation,
} from '@consulting/service-kit';
import type { RequestModel } from '../models/request.schema.ts';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import { isHeld, toAuditedRequest, toRequestRecord, type RequestReply } from '../request-record.ts';
import {
  adminRequestColumns,
  adminRequestFilter,
  adminRequestListSpec,
  parseAdminRequestQuery,
  requestCursor,
} from '../request-lists.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { applyAdminUpdate, recordStatusChange, type AdminStatusUpdate } from '../status-notifications.ts';
import { BULK_400, BULK_REPLY, exportOperation, PAGE, TAGS } from './api-texts.ts';

/** `PUT` body (spec §4: an admin may set any status; §3 admin_notes). At least one field. */
export const requestUpdateSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: `status must be one of: ${REQUEST_STATUSES.join(', ')}` }).optional(),
    admin_notes: z.string().trim().max(5000).optional(),
  })
  .refine((update) => update.status !== undefined || update.admin_notes !== undefined, {
    error: 'Nothing to update: send status or admin_notes',
  });

/**
 * `POST …/bulk` body: `{action:'set_status', status, ids}`, 1 to 100 distinct ids.
 */
export const requestBulkSchema = bulkSchema(['set_status'], {
  status: z.enum(REQUEST_STATUSES, { error: `status must be one of: ${REQUEST_STATUSES.join(', ')}` }),
});

/** `GET /api/admin/service-requests` and `/api/admin/track-requests`: a page of the list. */
export type AdminRequestsPage = AdminRequestsResponse & ListPageInfo;

type RequestKind = 'service_request' | 'track_request';

/**
 * Applies an admin's review `update` to request `id` of `model`, exactly as `PUT …/:id` does:
 * audits it (entity `kind`, action 'update') and, when the status really changed, notifies the
 * owner, unless the request is held for the owner's confirmation (a held request is
 * kept from the owner's bell as from their lists; once confirmed they see its status there).
 * Resolves the updated wire record, or null when no request has that id.
 */
async function reviewRequest(
  ctx: Context,
  runtime: RequestsRuntime,
  model: RequestModel,
  kind: RequestKind,
  id: mongoose.Types.ObjectId,
  update: AdminStatusUpdate<RequestRecord['status']>,
): Promise<RequestReply | null> {
  const stores = runtime.stores();
  const { before, doc, statusChanged } = await applyAdminUpdate(model, id, update);
  if (!before || !doc) return null;
  const record = toRequestRecord(doc, runtime.uploadUrlSecret);
  await auditAdminChange(ctx, stores.connection, {
    entity: kind,
    entity_id: record.id,
    action: 'update',
    before: toAuditedRequest(toRequestRecord(before, runtime.uploadUrlSecret)),
    after: toAuditedRequest(record),
  });
  if (statusChanged && !isHeld(doc)) {
    const change = {
      kind,
      subject_id: doc._id,
      ...(doc.user_id ? { user_id: doc.user_id } : {}),
      user_email: doc.user_email,
      status: doc.status,
      service_name: doc.service_name,
    };
    // The bell, and a mail unless the client turned these off.
    await recordStatusChange(
      { notifications: stores.notifications, identity: runtime.identity, publicUrl: runtime.publicUrl },
      ctx.log,
      {
        ...change,
        ...(doc.lang ? { lang: doc.lang } : {}),
        ...(doc.reference ? { reference: doc.reference } : {}),
        changed_at: doc.updated_at,
      },
    );
  }
  return record;
}

/**
 * The admin lists of service and track requests (spec §2 "Admin dashboard", §6, §7). A review
 * that really changes the status (not notes only, not the status it had) notifies the request's
 * owner once (see `notificationTexts`); every update is audited (before/after the wire record
 * without its signed link, see `auditAdminChange`).
 */
export function adminRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { admin: runtime.auth.adminOnly };
  const collections: [string, string, (stores: RequestStores) => RequestModel, RequestKind][] = [
    ['/api/admin/service-requests', 'service-requests', (stores) => stores.serviceRequests, 'service_request'],
    ['/api/admin/track-requests', 'track-requests', (stores) => stores.trackRequests, 'track_request'],
  ];

  for (const [path, exportName, modelOf, kind] of collections) {
    const noun = kind.replace('_', ' ');
    const common = { tags: [TAGS.adminRequests], auth: 'admin' as const };
    const list: RouteOperation = {
      ...common,
      method: 'get',
      path,
      summary: `${noun[0]!.toUpperCase()}${noun.slice(1)}s, paged`,
      description:
        'Filters `status`, `track` (the stored service_name), `has_attachment`, `unconfirmed` (requests held for their owner’s confirmation, flagged `unconfirmed: true`); `from`/`to` on created_at. Records carry `consent` when the public form gave one.',
      query: listQuerySchema(adminRequestListSpec),
      success: {
        status: 200,
        description: `\`{success:true, requests: RequestRecord[], total, page, page_size}\`: ${PAGE}`,
      },
      errors: { 400: 'A query value out of range (page, page_size, sort, q, a filter, from/to)' },
    };
    addRoute(router, guards, list, async (ctx) => {
      const query = parseAdminRequestQuery(ctx.query);
      const { rows, total } = await findPage(modelOf(runtime.stores()), adminRequestFilter(query), query);
      const records = rows.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret));
      const reply: AdminRequestsPage = pageReply('requests', records, total, query);
      ctx.body = reply;
    });

    // Before the `/:id` routes, so `export` and `bulk` are never read as ids.
    addRoute(
      router,
      guards,
      exportOperation(`${path}/export`, adminRequestListSpec, `${noun}s`, TAGS.adminRequests),
      (ctx) => {
        const query = parseAdminRequestQuery(ctx.query);
        streamCsv(ctx, {
          filename: csvFilename(exportName),
          columns: adminRequestColumns,
          rows: requestCursor(modelOf(runtime.stores()), adminRequestFilter(query), query.sort),
        });
      },
    );

    const bulk: RouteOperation = {
      ...common,
      method: 'post',
      path: `${path}/bulk`,
      summary: `Set the status of several ${noun}s`,
      description: "As the single `PUT` for each: a real status change notifies the request's owner once.",
      body: { type: 'json', schema: requestBulkSchema },
      success: { status: 200, description: BULK_REPLY },
      errors: { 400: BULK_400 },
    };
    addRoute(router, guards, bulk, async (ctx) => {
      const { ids, status } = validate(requestBulkSchema, ctx.request.body);
      const model = modelOf(runtime.stores());
      const reply: BulkReply = { success: true, done: [], not_found: [] };
      for (const id of ids) {
        const record = await reviewRequest(ctx, runtime, model, kind, new mongoose.Types.ObjectId(id), { status });
        (record ? reply.done : reply.not_found).push(id);
      }
      ctx.body = reply;
    });

    const review: RouteOperation = {
      ...common,
      method: 'put',
      path: `${path}/{id}`,
      summary: `Review a ${noun} (status, notes)`,
      description: "A real status change notifies the request's owner once.",
      body: { type: 'json', schema: requestUpdateSchema },
      success: { status: 200, description: '`{success:true, request: RequestRecord}`; audited' },
      errors: { 400: 'Bad status, empty update or malformed JSON', 404: 'Request not found' },
    };
    addRoute(router, guards, review, async (ctx) => {
      const update = validate(requestUpdateSchema, ctx.request.body);
      const { id } = ctx.params;
      if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, 'Request not found');
      const model = modelOf(runtime.stores());
      const record = await reviewRequest(ctx, runtime, model, kind, new mongoose.Types.ObjectId(id), update);
      if (!record) throw new HttpError(404, 'Request not found');
      const reply: { success: true; request: RequestReply } = { success: true, request: record };
      ctx.body = reply;
    });

    addRoute(
      router,
      guards,
      auditTrailOperation(`${path}/{id}`, { noun, tag: TAGS.adminRequests, notFound: 'Request not found' }),
      auditTrailHandler(runtime, kind, 'Request not found'),
    );
  }

  return router;
}
