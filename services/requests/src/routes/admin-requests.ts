import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { REQUEST_STATUSES, type AdminRequestsResponse, type RequestRecord } from '@consulting/contracts';
import { HttpError, jsonBody, validate } from '@consulting/service-kit';
import type { RequestModel, StoredRequest } from '../models/request.schema.ts';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import { toAuditedRequest, toRequestRecord } from '../request-record.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { applyAdminUpdate, notifyStatusChange } from '../status-notifications.ts';

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
 * Admin routes (spec §2 "Admin dashboard", §6, §7), admin token required (401 without, 403 for
 * a client, 503 when identity cannot confirm the token is not revoked):
 * - `GET /api/admin/service-requests`, `GET /api/admin/track-requests` → 200
 *   AdminRequestsResponse, all requests newest first.
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
  const adminOnly = runtime.auth.requireAuth('admin');
  const collections: [string, (stores: RequestStores) => RequestModel, 'service_request' | 'track_request'][] = [
    ['/api/admin/service-requests', (stores) => stores.serviceRequests, 'service_request'],
    ['/api/admin/track-requests', (stores) => stores.trackRequests, 'track_request'],
  ];

  for (const [path, modelOf, kind] of collections) {
    router.get(path, adminOnly, async (ctx) => {
      const docs = await modelOf(runtime.stores()).find().sort({ created_at: -1, _id: -1 }).lean<StoredRequest[]>();
      const reply: AdminRequestsResponse = {
        success: true,
        requests: docs.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret)),
      };
      ctx.body = reply;
    });

    router.put(`${path}/:id`, adminOnly, jsonBody(), async (ctx) => {
      const update = validate(requestUpdateSchema, ctx.request.body);
      const { id } = ctx.params;
      if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, 'Request not found');
      const stores = runtime.stores();
      const { before, doc, statusChanged } = await applyAdminUpdate(
        modelOf(stores),
        new mongoose.Types.ObjectId(id),
        update,
      );
      if (!before || !doc) throw new HttpError(404, 'Request not found');
      const record = toRequestRecord(doc, runtime.uploadUrlSecret);
      await auditAdminChange(ctx, stores.connection, {
        entity: kind,
        entity_id: record.id,
        action: 'update',
        before: toAuditedRequest(toRequestRecord(before, runtime.uploadUrlSecret)),
        after: toAuditedRequest(record),
      });
      if (statusChanged) {
        await notifyStatusChange(stores.notifications, ctx.log, {
          kind,
          subject_id: doc._id,
          ...(doc.user_id ? { user_id: doc.user_id } : {}),
          user_email: doc.user_email,
          status: doc.status,
          service_name: doc.service_name,
        });
      }
      const reply: { success: true; request: RequestRecord } = { success: true, request: record };
      ctx.body = reply;
    });

    router.get(`${path}/:id/audit`, adminOnly, auditTrailHandler(runtime, kind, 'Request not found'));
  }

  return router;
}
