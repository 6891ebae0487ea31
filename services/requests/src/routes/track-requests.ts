import Router from '@koa/router';
import { multipartUpload } from '@consulting/service-kit';
import { submissionHandler } from '../submission.ts';
import type { RequestsRuntime } from '../runtime.ts';

/**
 * `POST /api/track-requests` (spec §7, "Track request page"): the same multipart form as a
 * service request, stored as a track (opportunity) request with request_type 'opportunity' and
 * status 'new'. Same answers: 201 SubmitRequestResponse, 400, 413, 415, 503.
 */
export function trackRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  router.post(
    '/api/track-requests',
    multipartUpload([{ name: 'attachment', maxCount: 1 }]),
    submissionHandler(runtime, 'opportunity'),
  );
  return router;
}
