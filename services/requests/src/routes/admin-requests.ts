import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { REQUEST_STATUSES, type AdminRequestsResponse, type ListPageInfo } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
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
import type { RequestModel, StoredRequest } from '../models/request.schema.ts';
import { auditTrailHandler } from '../admin-audit.ts';
import { toAuditedRequest, toRequestRecord, type RequestReply } from '../request-record.ts';
import { adminRequestColumns, adminRequestListSpec, adminRequestQuery, leanCursor } from '../request-lists.ts';
import type { RequestStores, RequestsRuntime } from '../runtime.ts';
import { reviewRecord, type ReviewTarget } from '../status-notifications.ts';
import { bulkRoute, exportOperation, PAGE, TAGS } from './api-texts.ts';

const requestStatus = z.enum(REQUEST_STATUSES, { error: `status must be one of: ${REQUEST_STATUSES.join(', ')}` });

/** `PUT` body (spec §4: an admin may set any status; §3 admin_notes). At least one field. */
export const requestUpdateSchema = z
  .object({
    status: requestStatus.optional(),
    admin_notes: z.string().trim().max(5000).optional(),
  })
  .refine((update) => update.status !== undefined || update.admin_notes !== undefined, {
    error: 'Nothing to update: send status or admin_notes',
  });

/** `POST …/bulk` body: `{action:'set_status', status, ids}`, 1 to 100 distinct ids. */
export const requestBulkSchema = bulkSchema(['set_status'], { status: requestStatus });

/** `GET /api/admin/service-requests` and `/api/admin/track-requests`: a page of the list. */
export type AdminRequestsPage = AdminRequestsResponse & ListPageInfo;

type RequestKind = 'service_request' | 'track_request';

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
    const target = (): ReviewTarget<StoredRequest, RequestReply> => ({
      model: modelOf(runtime.stores()),
      toRecord: (doc) => toRequestRecord(doc, runtime.uploadUrlSecret),
      toAudited: (doc) => toAuditedRequest(toRequestRecord(doc, runtime.uploadUrlSecret)),
      change: (doc) => ({
        kind,
        subject_id: doc._id,
        user_email: doc.user_email,
        status: doc.status,
        service_name: doc.service_name,
      }),
    });
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
      const { query, filter } = adminRequestQuery(ctx.query);
      const { rows, total } = await findPage(modelOf(runtime.stores()), filter, query);
      const records = rows.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret));
      ctx.body = pageReply('requests', records, total, query) satisfies AdminRequestsPage;
    });

    // Before the `/:id` routes, so `export` and `bulk` are never read as ids.
    addRoute(
      router,
      guards,
      exportOperation(`${path}/export`, adminRequestListSpec, `${noun}s`, TAGS.adminRequests),
      (ctx) => {
        const { query, filter } = adminRequestQuery(ctx.query);
        streamCsv(ctx, {
          filename: csvFilename(exportName),
          columns: adminRequestColumns,
          rows: leanCursor(modelOf(runtime.stores()), filter, query.sort),
        });
      },
    );

    const bulk = bulkRoute(
      {
        ...common,
        path: `${path}/bulk`,
        summary: `Set the status of several ${noun}s`,
        description: "As the single `PUT` for each: a real status change notifies the request's owner once.",
        schema: requestBulkSchema,
      },
      async (ctx, { status }, id) => (await reviewRecord(ctx, runtime, target(), id, { status })) !== null,
    );
    addRoutes(router, guards, [bulk]);

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
      const record = await reviewRecord(ctx, runtime, target(), new mongoose.Types.ObjectId(id), update);
      if (!record) throw new HttpError(404, 'Request not found');
      ctx.body = { success: true, request: record } satisfies { success: true; request: RequestReply };
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
