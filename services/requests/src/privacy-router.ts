import Router from '@koa/router';
import { z } from 'zod';
import { HttpError, jsonBody, requireInternal, validate } from '@consulting/service-kit';
import { pseudonymSchema } from '@consulting/service-kit';
import { eraseRequestsData, PRIVACY_BUCKETS, requestsPersonalData, type PrivacyBucket } from './privacy.ts';
import type { RequestsRuntime } from './runtime.ts';

/** One email, trimmed and lower-cased (how requests stores it). */
const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** The account id identity gives when the email has an account. */
const userIdField = z.string().trim().min(1).max(64).optional();

/** `?email=&user_id=` of `GET /internal/privacy`. */
export const privacyQuerySchema = z.object({ email: emailField, user_id: userIdField });

/** Body of `POST /internal/privacy/erase`. */
export const privacyEraseSchema = z.object({ email: emailField, user_id: userIdField, pseudonym: pseudonymSchema });

const FILE_NOT_FOUND = 'File not found';

/**
 * Requests' part of the admin's personal-data export and erasure (Saudi PDPL),
 * called by identity, which orchestrates both. Service-to-service: header `x-internal-token`
 * (403 'Forbidden' without it); the gateway never routes `/internal`.
 * - `GET /internal/privacy?email=[&user_id=]` → `{success:true, service_requests,
 *   track_requests, join_applications, notifications, files}` (`RequestsPersonalData`): the
 *   records under that email or account id, oldest first, and the files still stored, each with
 *   the `path` the export zip gives it. Empty lists when there is nothing. 400 'email: …' for a
 *   missing or malformed email.
 * - `GET /internal/privacy/files/:bucket/:id` (`bucket` `attachments` or `join_applications`)
 *   → the file's bytes with its type and length; 404 'File not found' for an unknown bucket or
 *   id.
 * - `POST /internal/privacy/erase` JSON `{email, user_id?, pseudonym}` (`erased:<16 hex>`) →
 *   `{success:true, erased: {service_requests, track_requests, join_applications, files,
 *   notifications, audit_entries}}`: what this call deleted or rewrote (zeros when there was
 *   nothing, or on a repeat). Idempotent: safe to call again after a failure. 400 on bad input.
 */
export function privacyRouter(
  runtime: Pick<RequestsRuntime, 'stores' | 'uploadUrlSecret'>,
  internalToken: string,
): Router {
  const router = new Router();
  const internalOnly = requireInternal(internalToken);

  router.get('/internal/privacy', internalOnly, async (ctx) => {
    const { email, user_id } = validate(privacyQuerySchema, ctx.query);
    const data = await requestsPersonalData(
      runtime.stores(),
      { email, ...(user_id ? { user_id } : {}) },
      runtime.uploadUrlSecret,
    );
    ctx.body = { success: true, ...data };
  });

  router.get('/internal/privacy/files/:bucket/:id', internalOnly, async (ctx) => {
    const { bucket, id } = ctx.params as { bucket: string; id: string };
    if (!(PRIVACY_BUCKETS as readonly string[]).includes(bucket)) throw new HttpError(404, FILE_NOT_FOUND);
    const stores = runtime.stores();
    const store = (bucket as PrivacyBucket) === 'attachments' ? stores.attachments : stores.joinApplicationFiles;
    const file = await store.find(id);
    if (!file) throw new HttpError(404, FILE_NOT_FOUND);
    ctx.type = file.mime;
    ctx.length = file.length;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.open();
  });

  router.post('/internal/privacy/erase', internalOnly, jsonBody(), async (ctx) => {
    const { email, user_id, pseudonym } = validate(privacyEraseSchema, ctx.request.body ?? {});
    const erased = await eraseRequestsData(runtime.stores(), { email, pseudonym, ...(user_id ? { user_id } : {}) });
    ctx.body = { success: true, erased };
  });

  return router;
}
