import Router from '@koa/router';
import mongoose from 'mongoose';
import type { ClientRequestsResponse, ListPageInfo, RequestRecord } from '@consulting/contracts';
import {
  addRoute,
  findPage,
  HttpError,
  listQuerySchema,
  parseListQuery,
  queryEnum,
  type AuthUser,
  type ListSpec,
  type RouteOperation,
} from '@consulting/service-kit';
import { NOT_HELD_FILTER } from '../models/confirmation.schema.ts';
import type { StoredRequest } from '../models/request.schema.ts';
import { toRequestRecord } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { TAGS } from './api-texts.ts';

/**
 * The requests the token's user sees: stored under their account id, or (guest submissions made
 * before the account existed or while identity was down) under their email, and not held for
 * their confirmation (a request someone filed under their email without signing
 * in shows only once they confirmed it). Architecture "Auth": the identity comes from the token,
 * never from a query parameter.
 */
function ownedBy(user: AuthUser): mongoose.FilterQuery<StoredRequest> {
  return { $and: [{ $or: [{ user_id: user.id }, { user_email: user.email.toLowerCase() }] }, NOT_HELD_FILTER] };
}

/**
 * The client dashboard's request lists: `page`, `page_size` (default 20, at most 100), `sort` on
 * created_at (default newest first) and `kind` (service|track) to page one list.
 */
export const clientRequestListSpec = {
  sortFields: ['created_at'],
  defaultSort: '-created_at',
  filters: { kind: queryEnum('kind', ['service', 'track']) },
} satisfies ListSpec;

/** `GET /api/user/requests?kind=service`: one page of the caller's service requests. */
export type ClientServiceRequestsPage = { success: true; service_requests: RequestRecord[] } & ListPageInfo;
/** `GET /api/user/requests?kind=track`: one page of the caller's track requests. */
export type ClientTrackRequestsPage = { success: true; track_requests: RequestRecord[] } & ListPageInfo;
/**
 * `GET /api/user/requests` without `kind`: the same page of both lists, each list's total in
 * `totals` and their sum in `total` (old callers read only the two lists).
 */
export type ClientRequestsPage = ClientRequestsResponse &
  ListPageInfo & { totals: { service_requests: number; track_requests: number } };

/**
 * The caller's own requests (spec §2 "Client dashboard", §7); `user_email` / `user_id` query
 * parameters are ignored. Requests held for the caller's confirmation are in none of these, nor
 * in any total, until the caller used the link mailed to them.
 */
export function clientRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { 'signed-in': runtime.auth.requireAuth('client', 'admin') };
  const common = { tags: [TAGS.client], auth: 'signed-in' as const };

  const list: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/user/requests',
    summary: "The caller's service and track requests, paged",
    description:
      '`?user_email` / `?user_id` are ignored: the caller comes from the token. With `kind`, one list: `{success:true, service_requests | track_requests, total, page, page_size}`.',
    query: listQuerySchema(clientRequestListSpec),
    success: {
      status: 200,
      description:
        'Without `kind`: `{success:true, service_requests, track_requests, totals: {service_requests, track_requests}, total, page, page_size}`, the same page of each list, newest first',
    },
    errors: { 400: 'page, page_size, sort or kind out of range' },
  };
  addRoute(router, guards, list, async (ctx) => {
    const query = parseListQuery(clientRequestListSpec, ctx.query);
    const filter = ownedBy(ctx.state.user as AuthUser);
    const { serviceRequests, trackRequests } = runtime.stores();
    const records = (rows: StoredRequest[]) => rows.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret));
    const page = { page: query.page, page_size: query.page_size };
    const { kind } = query.filters;
    if (kind === 'service') {
      const { rows, total } = await findPage(serviceRequests, filter, query);
      ctx.body = { success: true, service_requests: records(rows), total, ...page } satisfies ClientServiceRequestsPage;
      return;
    }
    if (kind === 'track') {
      const { rows, total } = await findPage(trackRequests, filter, query);
      ctx.body = { success: true, track_requests: records(rows), total, ...page } satisfies ClientTrackRequestsPage;
      return;
    }
    const [services, tracks] = await Promise.all([
      findPage(serviceRequests, filter, query),
      findPage(trackRequests, filter, query),
    ]);
    ctx.body = {
      success: true,
      service_requests: records(services.rows),
      track_requests: records(tracks.rows),
      totals: { service_requests: services.total, track_requests: tracks.total },
      total: services.total + tracks.total,
      ...page,
    } satisfies ClientRequestsPage;
  });

  const one: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/user/requests/{id}',
    summary: "One of the caller's requests",
    success: { status: 200, description: '`{success:true, request: RequestRecord}`' },
    errors: { 404: 'Request not found (also when it is not the caller’s)' },
  };
  addRoute(router, guards, one, async (ctx) => {
    const { id } = ctx.params;
    if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, 'Request not found');
    const filter = { $and: [{ _id: new mongoose.Types.ObjectId(id) }, ownedBy(ctx.state.user as AuthUser)] };
    const { serviceRequests, trackRequests } = runtime.stores();
    const doc =
      (await serviceRequests.findOne(filter).lean<StoredRequest>()) ??
      (await trackRequests.findOne(filter).lean<StoredRequest>());
    if (!doc) throw new HttpError(404, 'Request not found');
    ctx.body = {
      success: true,
      request: toRequestRecord(doc, runtime.uploadUrlSecret),
    } satisfies { success: true; request: RequestRecord };
  });

  return router;
}
