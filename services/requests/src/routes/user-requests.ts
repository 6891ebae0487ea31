import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  USER_REQUEST_STATUSES,
  type UserRequestRecord,
  type UserRequestsResponse,
  type UserRequestUpdateResponse,
} from '@consulting/contracts';
import { HttpError, jsonBody, validate } from '@consulting/service-kit';
import { auditAdminChange } from '../admin-audit.ts';
import type { RequestModel, StoredRequest } from '../models/request.schema.ts';
import { toAuditedRequest, toRequestRecord, toUserRequestRecord } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';

const NOT_FOUND = 'Request not found';
const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

/** `PUT` body (spec §5 "User request edit: saving requires a status"; §4 the four statuses). */
export const progressUpdateSchema = z.object({
  status: z.enum(USER_REQUEST_STATUSES, {
    error: `Status must be one of: ${USER_REQUEST_STATUSES.join(', ')}`,
  }),
  admin_notes: z.string().trim().max(5000).optional(),
});

/** Newest first across both collections, ties by id (as each collection sorts on its own). */
function newestFirst(a: UserRequestRecord, b: UserRequestRecord): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/**
 * The admin "User requests" page (spec §2 "Other admin pages", §3 "User request (admin page)",
 * §4 "User request status"): service and track requests with their workflow status, which is
 * the request's `progress` field, separate from the review `status` of the dashboard. Admin
 * token required (401 without or expired or revoked, 403 for a client):
 * - `GET /api/admin/requests` → 200 UserRequestsResponse `{success:true, requests}`: both kinds
 *   merged, newest first; `status` is 'pending' until an admin sets it.
 * - `PUT /api/admin/requests/:id` JSON `{status, admin_notes?}` → 200 UserRequestUpdateResponse
 *   `{success:true, request}`; the id may be a service or a track request's. 400 'Status is
 *   required' / 'status: Status must be one of: pending, in_progress, completed, cancelled' /
 *   'Malformed JSON body'; 404 'Request not found' for an unknown or malformed id. Audited
 *   (entity 'service_request' / 'track_request', action 'update', before/after the wire
 *   `RequestRecord` without its signed link). No client notification: `progress` is the
 *   office's own workflow, and the client's dashboard shows the review status.
 */
export function userRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const adminOnly = runtime.auth.requireAuth('admin');

  router.get('/api/admin/requests', adminOnly, async (ctx) => {
    const { serviceRequests, trackRequests } = runtime.stores();
    const [services, tracks] = await Promise.all([
      serviceRequests.find().sort(NEWEST_FIRST).lean<StoredRequest[]>(),
      trackRequests.find().sort(NEWEST_FIRST).lean<StoredRequest[]>(),
    ]);
    const reply: UserRequestsResponse = {
      success: true,
      requests: [...services, ...tracks].map(toUserRequestRecord).sort(newestFirst),
    };
    ctx.body = reply;
  });

  router.put('/api/admin/requests/:id', adminOnly, jsonBody(), async (ctx) => {
    const body: unknown = ctx.request.body ?? {};
    // Checked before the schema so a missing status reads as spec §5's rule, not a zod message.
    const status = (body as { status?: unknown }).status;
    if (status === undefined || status === null || status === '') throw new HttpError(400, 'Status is required');
    const update = validate(progressUpdateSchema, body);
    const { id } = ctx.params;
    if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
    const objectId = new mongoose.Types.ObjectId(id);
    const stores = runtime.stores();
    const set = {
      progress: update.status,
      ...(update.admin_notes !== undefined ? { admin_notes: update.admin_notes } : {}),
      updated_at: new Date(),
    };
    // `new: false` gives the replaced document atomically; `after` is it with this update applied,
    // so the audit's before/after are exactly this change.
    const options = { new: false, runValidators: true, timestamps: false } as const;
    const models: [RequestModel, 'service_request' | 'track_request'][] = [
      [stores.serviceRequests, 'service_request'],
      [stores.trackRequests, 'track_request'],
    ];
    for (const [model, entity] of models) {
      const before = await model.findOneAndUpdate({ _id: objectId }, { $set: set }, options).lean<StoredRequest>();
      if (!before) continue;
      const after: StoredRequest = { ...before, ...set };
      await auditAdminChange(ctx, stores.connection, {
        entity,
        entity_id: objectId.toString(),
        action: 'update',
        before: toAuditedRequest(toRequestRecord(before, runtime.uploadUrlSecret)),
        after: toAuditedRequest(toRequestRecord(after, runtime.uploadUrlSecret)),
      });
      const reply: UserRequestUpdateResponse = { success: true, request: toUserRequestRecord(after) };
      ctx.body = reply;
      return;
    }
    throw new HttpError(404, NOT_FOUND);
  });

  return router;
}
