import type Router from '@koa/router';
import { apiRouter } from '@consulting/service-kit';
import type { RequestsRuntime } from '../runtime.ts';
import { submissionRoute } from './service-requests.ts';

/** `POST /api/track-requests` (spec §7 "Track request page"): the service request form, as an opportunity. */
export function trackRequestsRouter(runtime: RequestsRuntime): Router {
  return apiRouter({}, [
    submissionRoute(runtime, 'opportunity', '/api/track-requests', 'Send a track (opportunity) request'),
  ]);
}
