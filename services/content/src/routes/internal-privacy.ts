import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { jsonBody, requireInternal, validate } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { pseudonymSchema } from '@consulting/service-kit';
import { contentPersonalData, eraseContentData } from '../privacy.ts';

/** One email, trimmed and lower-cased (how content stores it). */
const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** `?email=` of `GET /internal/privacy`. */
export const privacyQuerySchema = z.object({ email: emailField });

/** Body of `POST /internal/privacy/erase`. */
export const privacyEraseSchema = z.object({ email: emailField, pseudonym: pseudonymSchema });

/**
 * Content's part of the admin's personal-data export and erasure (Saudi PDPL),
 * called by identity, which orchestrates both. Service-to-service: header `x-internal-token`
 * (403 'Forbidden' without it); the gateway never routes `/internal`.
 * - `GET /internal/privacy?email=` → `{success:true, contact_messages: ContactMessageRecord[],
 *   newsletter_subscriptions: [{email, consent?, created_at}]}`, oldest first; empty lists for
 *   an email content knows nothing about. 400 'email: …' for a missing or malformed email.
 * - `POST /internal/privacy/erase` JSON `{email, pseudonym}` (`pseudonym` is `erased:<16 hex>`)
 *   → `{success:true, erased: {contact_messages, newsletter_subscriptions, audit_entries}}`:
 *   counts of what this call deleted or rewrote (zeros when there was nothing, or on a repeat).
 *   Idempotent: safe to call again after a failure. 400 on a bad email or pseudonym.
 */
export function internalPrivacyRouter(options: {
  models: ContentModels;
  connection: Connection;
  internalToken: string;
}): Router {
  const { models, connection } = options;
  const router = new Router();
  const internalOnly = requireInternal(options.internalToken);

  router.get('/internal/privacy', internalOnly, async (ctx) => {
    const { email } = validate(privacyQuerySchema, ctx.query);
    ctx.body = { success: true, ...(await contentPersonalData(models, email)) };
  });

  router.post('/internal/privacy/erase', internalOnly, jsonBody(), async (ctx) => {
    const subject = validate(privacyEraseSchema, ctx.request.body ?? {});
    ctx.body = { success: true, erased: await eraseContentData(connection, models, subject) };
  });

  return router;
}
