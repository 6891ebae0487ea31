import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  USER_REQUEST_STATUSES,
  type BulkReply,
  type ListPageInfo,
  type UserRequestsResponse,
  type UserRequestUpdateResponse,
  type UserRequestRecord,
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
import { auditAdminChange } from '../admin-audit.ts';
import type { RequestModel, StoredRequest } from '../models/request.schema.ts';
import { toAuditedRequest, toRequestRecord, toUserRequestRecord } from '../request-record.ts';
import {
  mergedRequestPage,
  mergedRequestStream,
  parseUserRequestQuery,
  requestCursor,
  userRequestColumns,
  userRequestFilter,
} from '../request-lists.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';

const NOT_FOUND = 'Request not found';

/** `PUT` body (spec §5 "User request edit: saving requires a status"; §4 the four statuses). */
export const progressUpdateSchema = z.object({
  status: z.enum(USER_REQUEST_STATUSES, {
    error: `Status must be one of: ${USER_REQUEST_STATUSES.join(', ')}`,
  }),
  admin_notes: z.string().trim().max(5000).optional(),
});

/** `POST /api/admin/requests/bulk` body (issue 12): `{action:'set_status', status, ids}`. */
export const progressBulkSchema = bulkSchema(['set_status'], {
  status: z.enum(USER_REQUEST_STATUSES, { error: `status must be one of: ${USER_REQUEST_STATUSES.join(', ')}` }),
});

/** `GET /api/admin/requests`: a page of the "User requests" list (issue 12). */
export type UserRequestsPage = UserRequestsResponse & ListPageInfo;

/** The two request collections with their audit entity, service requests first. */
function requestModels(stores: RequestStores): [RequestModel, 'service_request' | 'track_request'][] {
  return [
    [stores.serviceRequests, 'service_request'],
    [stores.trackRequests, 'track_request'],
  ];
}

/**
 * Sets the workflow status (and notes) of the service or track request `id`, exactly as
 * `PUT /api/admin/requests/:id` does, and audits it (entity by collection, action 'update').
 * Resolves the updated row of the page, or null when neither collection has the id.
 */
async function setProgress(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
  update: z.infer<typeof progressUpdateSchema>,
): Promise<UserRequestRecord | null> {
  const stores = runtime.stores();
  const set = {
    progress: update.status,
    ...(update.admin_notes !== undefined ? { admin_notes: update.admin_notes } : {}),
    updated_at: new Date(),
  };
  // `new: false` gives the replaced document atomically; `after` is it with this update applied,
  // so the audit's before/after are exactly this change.
  const options = { new: false, runValidators: true, timestamps: false } as const;
  for (const [model, entity] of requestModels(stores)) {
    const before = await model.findOneAndUpdate({ _id: id }, { $set: set }, options).lean<StoredRequest>();
    if (!before) continue;
    const after: StoredRequest = { ...before, ...set };
    await auditAdminChange(ctx, stores.connection, {
      entity,
      entity_id: id.toString(),
      action: 'update',
      before: toAuditedRequest(toRequestRecord(before, runtime.uploadUrlSecret)),
      after: toAuditedRequest(toRequestRecord(after, runtime.uploadUrlSecret)),
    });
    return toUserRequestRecord(after);
  }
  return null;
}

/**
 * The admin "User requests" page (spec §2 "Other admin pages", §3 "User request (admin page)",
 * §4 "User request status", issue 12): service and track requests with their workflow status,
 * which is the request's `progress` field, separate from the review `status` of the dashboard.
 * Admin token required (401 without or expired or revoked, 403 for a client):
 * - `GET /api/admin/requests` → 200 UserRequestsPage `{success:true, requests, total, page,
 *   page_size}`: both kinds merged, newest first (or oldest with `sort=created_at`), the query of
 *   `userRequestListSpec` (page, page_size ≤ 100, q, status = the workflow status, kind =
 *   service|opportunity, from/to); `status` is 'pending' until an admin sets it. Without any
 *   parameter, the 20 newest. 400 for a value out of range.
 * - `GET /api/admin/requests/export` with the same filters, q and sort → CSV download
 *   `user-requests-YYYY-MM-DD.csv` (Arabic headers, BOM), both kinds merged as they stream.
 * - `POST /api/admin/requests/bulk` JSON `{action:'set_status', status, ids}` → 200 BulkReply;
 *   each id is a service or a track request's, updated and audited as by the single `PUT`.
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
  const { adminOnly } = runtime.auth;

  router.get('/api/admin/requests', adminOnly, async (ctx) => {
    const query = parseUserRequestQuery(ctx.query);
    const filter = userRequestFilter(query);
    const { serviceRequests, trackRequests } = runtime.stores();
    const { kind } = query.filters;
    const { rows, total } = kind
      ? await findPage(kind === 'service' ? serviceRequests : trackRequests, filter, query)
      : await mergedRequestPage([serviceRequests, trackRequests], filter, query);
    const reply: UserRequestsPage = pageReply('requests', rows.map(toUserRequestRecord), total, query);
    ctx.body = reply;
  });

  // Before `/:id`, so `export` and `bulk` are never read as ids.
  router.get('/api/admin/requests/export', adminOnly, (ctx) => {
    const query = parseUserRequestQuery(ctx.query);
    const filter = userRequestFilter(query);
    const { serviceRequests, trackRequests } = runtime.stores();
    const { kind } = query.filters;
    streamCsv(ctx, {
      filename: csvFilename('user-requests'),
      columns: userRequestColumns,
      rows: kind
        ? requestCursor(kind === 'service' ? serviceRequests : trackRequests, filter, query.sort)
        : mergedRequestStream([serviceRequests, trackRequests], filter, query.sort.created_at === 1 ? 1 : -1),
    });
  });

  router.post('/api/admin/requests/bulk', adminOnly, jsonBody(), async (ctx) => {
    const { ids, status } = validate(progressBulkSchema, ctx.request.body);
    const reply: BulkReply = { success: true, done: [], not_found: [] };
    for (const id of ids) {
      const record = await setProgress(ctx, runtime, new mongoose.Types.ObjectId(id), { status });
      (record ? reply.done : reply.not_found).push(id);
    }
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
    const request = await setProgress(ctx, runtime, new mongoose.Types.ObjectId(id), update);
    if (!request) throw new HttpError(404, NOT_FOUND);
    const reply: UserRequestUpdateResponse = { success: true, request };
    ctx.body = reply;
  });

  return router;
}
