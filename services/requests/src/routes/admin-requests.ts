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
  bulkSchema,
  csvFilename,
  findPage,
  HttpError,
  jsonBody,
  pageReply,
  streamCsv,
  validate,
} from '@consulting/service-kit';
import type { RequestModel } from '../models/request.schema.ts';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import { isHeld, toAuditedRequest, toRequestRecord, type RequestReply } from '../request-record.ts';
import { adminRequestColumns, adminRequestFilter, parseAdminRequestQuery, requestCursor } from '../request-lists.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { applyAdminUpdate, recordStatusChange, type AdminStatusUpdate } from '../status-notifications.ts';

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
 * `POST …/bulk` body (issue 12): `{action:'set_status', status, ids}`, 1 to 100 distinct ids.
 */
export const requestBulkSchema = bulkSchema(['set_status'], {
  status: z.enum(REQUEST_STATUSES, { error: `status must be one of: ${REQUEST_STATUSES.join(', ')}` }),
});

/** `GET /api/admin/service-requests` and `/api/admin/track-requests`: a page of the list (issue 12). */
export type AdminRequestsPage = AdminRequestsResponse & ListPageInfo;

type RequestKind = 'service_request' | 'track_request';

/**
 * Applies an admin's review `update` to request `id` of `model`, exactly as `PUT …/:id` does:
 * audits it (entity `kind`, action 'update') and, when the status really changed, notifies the
 * owner, unless the request is held for the owner's confirmation (issue 13: a held request is
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
    // Issue 14 part 3: the bell, and a mail unless the client turned these off.
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
 * Admin routes (spec §2 "Admin dashboard", §6, §7, issue 12), admin token required (401
 * without, 403 for a client, 503 when identity cannot confirm the token is not revoked):
 * - `GET /api/admin/service-requests`, `GET /api/admin/track-requests` → 200 AdminRequestsPage
 *   `{success:true, requests: RequestRecord[], total, page, page_size}`, the query of
 *   `adminRequestListSpec` (page, page_size ≤ 100, sort, q, status, track, has_attachment,
 *   from/to); without any, the 20 newest. 400 for a value out of range.
 * - `GET …/export` with the same filters, q and sort → the matching requests as a CSV download
 *   (`service-requests-YYYY-MM-DD.csv`, Arabic headers, BOM).
 * - `POST …/bulk` JSON `{action:'set_status', status, ids}` → 200 BulkReply `{done, not_found}`;
 *   each found request is updated as by the single `PUT` (audited on its own, its owner
 *   notified on a real status change). 400 for a bad body.
 * - `PUT /api/admin/service-requests/:id`, `PUT /api/admin/track-requests/:id`, JSON
 *   `{status?, admin_notes?}` → 200 `{success:true, request}`; 400 bad status, empty update or
 *   malformed JSON; 404 unknown or malformed id. When the status really changes (not notes
 *   only, not the status it already had) the request's owner gets one notification
 *   (kind 'service_request' or 'track_request', see `notificationTexts`). Every update is
 *   audited (entity 'service_request' / 'track_request', action 'update', before/after the
 *   wire record without its signed link, see `auditAdminChange`).
 * - `GET /api/admin/service-requests/:id/audit`, `GET /api/admin/track-requests/:id/audit` → 200
 *   AuditTrailResponse `{success:true, audit}` newest first ([] for an id never audited); 404
 *   'Request not found' for a malformed id.
 */
export function adminRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const { adminOnly } = runtime.auth;
  const collections: [string, string, (stores: RequestStores) => RequestModel, RequestKind][] = [
    ['/api/admin/service-requests', 'service-requests', (stores) => stores.serviceRequests, 'service_request'],
    ['/api/admin/track-requests', 'track-requests', (stores) => stores.trackRequests, 'track_request'],
  ];

  for (const [path, exportName, modelOf, kind] of collections) {
    router.get(path, adminOnly, async (ctx) => {
      const query = parseAdminRequestQuery(ctx.query);
      const { rows, total } = await findPage(modelOf(runtime.stores()), adminRequestFilter(query), query);
      const records = rows.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret));
      const reply: AdminRequestsPage = pageReply('requests', records, total, query);
      ctx.body = reply;
    });

    // Before the `/:id` routes, so `export` and `bulk` are never read as ids.
    router.get(`${path}/export`, adminOnly, (ctx) => {
      const query = parseAdminRequestQuery(ctx.query);
      streamCsv(ctx, {
        filename: csvFilename(exportName),
        columns: adminRequestColumns,
        rows: requestCursor(modelOf(runtime.stores()), adminRequestFilter(query), query.sort),
      });
    });

    router.post(`${path}/bulk`, adminOnly, jsonBody(), async (ctx) => {
      const { ids, status } = validate(requestBulkSchema, ctx.request.body);
      const model = modelOf(runtime.stores());
      const reply: BulkReply = { success: true, done: [], not_found: [] };
      for (const id of ids) {
        const record = await reviewRequest(ctx, runtime, model, kind, new mongoose.Types.ObjectId(id), { status });
        (record ? reply.done : reply.not_found).push(id);
      }
      ctx.body = reply;
    });

    router.put(`${path}/:id`, adminOnly, jsonBody(), async (ctx) => {
      const update = validate(requestUpdateSchema, ctx.request.body);
      const { id } = ctx.params;
      if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, 'Request not found');
      const model = modelOf(runtime.stores());
      const record = await reviewRequest(ctx, runtime, model, kind, new mongoose.Types.ObjectId(id), update);
      if (!record) throw new HttpError(404, 'Request not found');
      const reply: { success: true; request: RequestReply } = { success: true, request: record };
      ctx.body = reply;
    });

    router.get(`${path}/:id/audit`, adminOnly, auditTrailHandler(runtime, kind, 'Request not found'));
  }

  return router;
}
