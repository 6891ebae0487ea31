import Router from '@koa/router';
import mongoose from 'mongoose';
import type { ClientRequestsResponse, RequestRecord } from '@consulting/contracts';
import { HttpError, type AuthUser } from '@consulting/service-kit';
import type { StoredRequest } from '../models/request.schema.ts';
import { toRequestRecord } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';

/**
 * The requests of the token's user: stored under their account id, or (guest submissions made
 * before the account existed or while identity was down) under their email. Architecture "Auth":
 * the identity comes from the token, never from a query parameter.
 */
function ownedBy(user: AuthUser): mongoose.FilterQuery<StoredRequest> {
  return { $or: [{ user_id: user.id }, { user_email: user.email.toLowerCase() }] };
}

const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;

/**
 * Client routes (spec §2 "Client dashboard", §7), client or admin token required (401 without):
 * - `GET /api/user/requests` → 200 ClientRequestsResponse, the caller's requests newest first;
 *   `user_email` / `user_id` query parameters are ignored.
 * - `GET /api/user/requests/:id` → 200 `{success:true, request}` when it is the caller's, else 404.
 */
export function clientRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const signedIn = runtime.auth.requireAuth('client', 'admin');

  router.get('/api/user/requests', signedIn, async (ctx) => {
    const filter = ownedBy(ctx.state.user as AuthUser);
    const { serviceRequests, trackRequests } = runtime.stores();
    const [services, tracks] = await Promise.all([
      serviceRequests.find(filter).sort(NEWEST_FIRST).lean<StoredRequest[]>(),
      trackRequests.find(filter).sort(NEWEST_FIRST).lean<StoredRequest[]>(),
    ]);
    const reply: ClientRequestsResponse = {
      success: true,
      service_requests: services.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret)),
      track_requests: tracks.map((doc) => toRequestRecord(doc, runtime.uploadUrlSecret)),
    };
    ctx.body = reply;
  });

  router.get('/api/user/requests/:id', signedIn, async (ctx) => {
    const { id } = ctx.params;
    if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, 'Request not found');
    const filter = { $and: [{ _id: new mongoose.Types.ObjectId(id) }, ownedBy(ctx.state.user as AuthUser)] };
    const { serviceRequests, trackRequests } = runtime.stores();
    const doc =
      (await serviceRequests.findOne(filter).lean<StoredRequest>()) ??
      (await trackRequests.findOne(filter).lean<StoredRequest>());
    if (!doc) throw new HttpError(404, 'Request not found');
    const reply: { success: true; request: RequestRecord } = {
      success: true,
      request: toRequestRecord(doc, runtime.uploadUrlSecret),
    };
    ctx.body = reply;
  });

  return router;
}
