import Router from '@koa/router';
import type { Context } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  USER_REQUEST_STATUSES,
  type ListPageInfo,
  type UserRequestsResponse,
  type UserRequestUpdateResponse,
  type UserRequestRecord,
} from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
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
import { auditAdminChange } from '../admin-audit.ts';
import type { RequestModel, StoredRequest } from '../models/request.schema.ts';
import { toAuditedRequest, toRequestRecord, toUserRequestRecord } from '../request-record.ts';
import {
  leanCursor,
  mergedRequestPage,
  mergedRequestStream,
  userRequestColumns,
  userRequestListSpec,
  userRequestQuery,
} from '../request-lists.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { bulkRoute, exportOperation, PAGE, TAGS } from './api-texts.ts';

const NOT_FOUND = 'Request not found';

/** `PUT` body (spec §5 "User request edit: saving requires a status"; §4 the four statuses). */
export const progressUpdateSchema = z.object({
  status: z.enum(USER_REQUEST_STATUSES, {
    error: `Status must be one of: ${USER_REQUEST_STATUSES.join(', ')}`,
  }),
  admin_notes: z.string().trim().max(5000).optional(),
});

/** `POST /api/admin/requests/bulk` body: `{action:'set_status', status, ids}`. */
export const progressBulkSchema = bulkSchema(['set_status'], {
  status: z.enum(USER_REQUEST_STATUSES, { error: `status must be one of: ${USER_REQUEST_STATUSES.join(', ')}` }),
});

/** `GET /api/admin/requests`: a page of the "User requests" list. */
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
 * §4 "User request status"): service and track requests with their workflow status, which is
 * the request's `progress` field, separate from the review `status` of the dashboard. Changes
 * are audited; no client notification: `progress` is the office's own workflow.
 */
export function userRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { admin: runtime.auth.adminOnly };
  const common = { tags: [TAGS.adminRequests], auth: 'admin' as const };
  const list: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/admin/requests',
    summary: 'User requests page: both kinds with their workflow status, paged',
    description:
      '`status` filters the workflow status, `kind` one collection (service or opportunity), `unconfirmed` held requests (flagged `unconfirmed: true`); without `kind` both kinds are merged in created_at order.',
    query: listQuerySchema(userRequestListSpec),
    success: {
      status: 200,
      description: `\`{success:true, requests: UserRequestRecord[], total, page, page_size}\`: ${PAGE}`,
    },
    errors: { 400: 'A query value out of range (page, page_size, sort, q, status, kind, from/to)' },
  };

  addRoute(router, guards, list, async (ctx) => {
    const { query, filter } = userRequestQuery(ctx.query);
    const { serviceRequests, trackRequests } = runtime.stores();
    const { kind } = query.filters;
    const { rows, total } = kind
      ? await findPage(kind === 'service' ? serviceRequests : trackRequests, filter, query)
      : await mergedRequestPage([serviceRequests, trackRequests], filter, query);
    ctx.body = pageReply('requests', rows.map(toUserRequestRecord), total, query) satisfies UserRequestsPage;
  });

  // Before `/:id`, so `export` and `bulk` are never read as ids.
  const csv = exportOperation('/api/admin/requests/export', userRequestListSpec, 'user requests', TAGS.adminRequests);
  addRoute(router, guards, csv, (ctx) => {
    const { query, filter } = userRequestQuery(ctx.query);
    const { serviceRequests, trackRequests } = runtime.stores();
    const { kind } = query.filters;
    streamCsv(ctx, {
      filename: csvFilename('user-requests'),
      columns: userRequestColumns,
      rows: kind
        ? leanCursor(kind === 'service' ? serviceRequests : trackRequests, filter, query.sort)
        : mergedRequestStream([serviceRequests, trackRequests], filter, query.sort.created_at === 1 ? 1 : -1),
    });
  });

  const bulk = bulkRoute(
    {
      ...common,
      path: '/api/admin/requests/bulk',
      summary: 'Set the workflow status of several requests',
      description: 'Each id may be a service or a track request’s. No client notification.',
      schema: progressBulkSchema,
    },
    async (ctx, { status }, id) => (await setProgress(ctx, runtime, id, { status })) !== null,
  );
  addRoutes(router, guards, [bulk]);

  const update: RouteOperation = {
    ...common,
    method: 'put',
    path: '/api/admin/requests/{id}',
    summary: "Set a request's workflow status",
    description: 'The id may be a service or a track request’s. No client notification.',
    body: { type: 'json', schema: progressUpdateSchema },
    success: { status: 200, description: '`UserRequestUpdateResponse` `{success:true, request}`; audited' },
    errors: {
      400: "'Status is required', 'status: Status must be one of: …' or 'Malformed JSON body'",
      404: NOT_FOUND,
    },
  };
  addRoute(router, guards, update, async (ctx) => {
    const body: unknown = ctx.request.body ?? {};
    // Checked before the schema so a missing status reads as spec §5's rule, not a zod message.
    const status = (body as { status?: unknown }).status;
    if (status === undefined || status === null || status === '') throw new HttpError(400, 'Status is required');
    const update = validate(progressUpdateSchema, body);
    const { id } = ctx.params;
    if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
    const request = await setProgress(ctx, runtime, new mongoose.Types.ObjectId(id), update);
    if (!request) throw new HttpError(404, NOT_FOUND);
    ctx.body = { success: true, request } satisfies UserRequestUpdateResponse;
  });

  return router;
}
