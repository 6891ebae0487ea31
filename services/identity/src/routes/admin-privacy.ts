import Router from '@koa/router';
import { z } from 'zod';
import { attachment, HttpError, type AuthUser, type createAuth } from '@consulting/service-kit';
import type { Privacy } from '../privacy.ts';

const EMAIL_REQUIRED = 'Email is required';
const CONFIRM_REQUIRED = 'Please type the email again to confirm';
const CONFIRM_MISMATCH = 'The confirmation email does not match';

/** One email: trimmed and lower-cased before it is checked (how every service stores it). */
const emailField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .min(1, { error: missing })
    .max(254, { error: 'Email is too long (at most 254 characters)' })
    .pipe(z.email({ error: 'Invalid email address' }));

/** `?email=` of `GET /api/admin/privacy/export`. */
export const privacyExportQuerySchema = z.object({ email: emailField(EMAIL_REQUIRED) });

/** Body of `POST /api/admin/privacy/erase`: the email twice, so a slip of the keyboard erases nobody. */
export const privacyEraseSchema = z.object({
  email: emailField(EMAIL_REQUIRED),
  confirm_email: emailField(CONFIRM_REQUIRED),
});

/** Parses `input` with `schema`; HttpError 400 with the first problem's text. */
function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HttpError(400, 'Expected a JSON object');
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** `personal-data-YYYY-MM-DD.zip` (UTC date). */
function zipName(now = new Date()): string {
  return `personal-data-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * The admin's personal-data routes (issue 13 part 7, Saudi PDPL), admin token required (401
 * 'Authentication required' without a valid, unrevoked token; 403 'Forbidden' for a client),
 * checked before anything else:
 * - `GET /api/admin/privacy/export?email=` → 200 `personal-data-YYYY-MM-DD.zip`
 *   (`application/zip`, attachment, `no-store`) holding `identity.json` (the account without
 *   its password hash, its sessions, outbox mail subjects), `content.json` (contact messages,
 *   newsletter subscription), `requests.json` (service and track requests, join applications,
 *   notifications, the list of files) and `files/…` (request PDFs, profile images, CVs). An
 *   email nothing is stored about gets the same zip with empty lists. Audited (`export`).
 * - `POST /api/admin/privacy/erase` JSON `{email, confirm_email}` → 200 `{success:true,
 *   erased: {identity: n, content: {contact_messages, newsletter_subscriptions, audit_entries},
 *   requests: {service_requests, track_requests, join_applications, files, notifications,
 *   audit_entries}}}`: what this run deleted or rewrote, zeros for an email nothing is stored
 *   about. Audited (`erase`, under the pseudonym only).
 * Errors: 400 'Email is required', 'Invalid email address', 'Please type the email again to
 * confirm', 'The confirmation email does not match' (compared trimmed and lower-cased), 'Expected
 * a JSON object'; 409 'An admin account cannot be erased'; 502 'The {content|requests} service
 * could not {export|erase} the data (…); please try again' (an erasure is safe to run again and
 * completes what was left); 503 when CONTENT_URL / REQUESTS_URL are not set.
 */
export function adminPrivacyRouter(options: { auth: ReturnType<typeof createAuth>; privacy: Privacy }): Router {
  const { privacy } = options;
  const router = new Router();
  const { adminOnly } = options.auth;

  router.get('/api/admin/privacy/export', adminOnly, async (ctx) => {
    const { email } = parsed(privacyExportQuerySchema, ctx.query);
    const data = await privacy.collect(email, ctx.state.user as AuthUser);
    attachment(ctx, zipName(), 'application/zip');
    ctx.body = privacy.zip(data);
  });

  router.post('/api/admin/privacy/erase', adminOnly, async (ctx) => {
    const { email, confirm_email } = parsed(privacyEraseSchema, ctx.request.body ?? {});
    if (email !== confirm_email) throw new HttpError(400, CONFIRM_MISMATCH);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, erased: await privacy.erase(email, ctx.state.user as AuthUser) };
  });

  return router;
}
