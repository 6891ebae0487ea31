import Router from '@koa/router';
import { multipartUpload } from '@consulting/service-kit';
import { submissionHandler } from '../submission.ts';
import type { RequestsRuntime } from '../runtime.ts';

/**
 * `POST /api/service-requests` (spec §7): multipart service_name, user_name, user_email,
 * user_phone?, company?, message, optional PDF `attachment`; stored with request_type 'service'
 * and status 'new'. 201 SubmitRequestResponse; 400 missing/invalid fields; 413 file ≥ 5 MiB;
 * 415 not a PDF; 503 database down. Token optional (a client's token makes them the owner).
 */
export function serviceRequestsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  router.post(
    '/api/service-requests',
    multipartUpload([{ name: 'attachment', maxCount: 1 }]),
    submissionHandler(runtime, 'service'),
  );
  return router;
}
