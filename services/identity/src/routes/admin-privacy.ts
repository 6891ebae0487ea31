import Router from '@koa/router';
import { z } from 'zod';
import {
  addRoute,
  attachment,
  HttpError,
  type AuthUser,
  type createAuth,
  type RouteOperation,
} from '@consulting/service-kit';
import type { Privacy } from '../privacy.ts';
import { TAGS } from './api-texts.ts';

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

const PEER_FAILED =
  "'The content service …' or 'The requests service could not … the data (…); please try again': that service did not answer or failed";
const PEERS_UNSET = 'CONTENT_URL and REQUESTS_URL are not set for identity, or the database is not available';

/** The admin's personal-data export and erasure (Saudi PDPL); the token is checked first. */
export function adminPrivacyRouter(options: { auth: ReturnType<typeof createAuth>; privacy: Privacy }): Router {
  const { privacy } = options;
  const router = new Router();
  const guards = { admin: options.auth.adminOnly };
  const common = { tags: [TAGS.privacy], auth: 'admin' as const };

  const exportData: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/admin/privacy/export',
    summary: 'Export everything stored about one email (zip)',
    description:
      "Identity gathers its own data and asks content and requests for theirs. The zip holds `identity.json` (the account without its password hash, its sessions with IP and User-Agent, outbox mail subjects), `content.json` (contact messages, newsletter subscription), `requests.json` (service and track requests, join applications, notifications, the list of files) and `files/…` (request PDFs, profile images and CVs, under readable names). An email nothing is stored about gets the same zip with empty lists. Each export is recorded in identity's audit trail (entity `privacy_request`, action `export`).",
    query: privacyExportQuerySchema,
    success: {
      status: 200,
      description: '`personal-data-YYYY-MM-DD.zip` (attachment, `Cache-Control: no-store`)',
      contentType: 'application/zip',
      schema: z.string(),
    },
    errors: { 400: "'Email is required' or 'Invalid email address'", 502: PEER_FAILED, 503: PEERS_UNSET },
  };
  addRoute(router, guards, exportData, async (ctx) => {
    const { email } = parsed(privacyExportQuerySchema, ctx.query);
    const data = await privacy.collect(email, ctx.state.user as AuthUser);
    attachment(ctx, zipName(), 'application/zip');
    ctx.body = privacy.zip(data);
  });

  const erase: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/admin/privacy/erase',
    summary: 'Erase everything stored about one email, in the three services',
    description:
      "Requests (service and track requests, join applications, their files, notifications), then content (contact messages, newsletter subscription), then identity (the account is deleted; its sessions are revoked, their IP and User-Agent removed). Audit entries naming the person are kept with their personal fields replaced by `erased:<16 hex>` (HMAC-SHA256 of the email with the JWT secret); who changed what and when stays. Every step is idempotent: after a 502, running the erasure again completes it. Each run is recorded in identity's audit trail (entity `privacy_request`, action `erase`) under the pseudonym, never the email.",
    body: { type: 'json', schema: privacyEraseSchema },
    success: {
      status: 200,
      description:
        '`{success:true, erased: {identity: n, content: {contact_messages, newsletter_subscriptions, audit_entries}, requests: {service_requests, track_requests, join_applications, files, notifications, audit_entries}}}`: what this run deleted or rewrote (zeros for an email nothing is stored about)',
    },
    errors: {
      400: "'Email is required', 'Invalid email address', 'Please type the email again to confirm', 'The confirmation email does not match' or 'Expected a JSON object'",
      409: 'An admin account cannot be erased',
      502: PEER_FAILED,
      503: PEERS_UNSET,
    },
  };
  addRoute(router, guards, erase, async (ctx) => {
    const { email, confirm_email } = parsed(privacyEraseSchema, ctx.request.body ?? {});
    if (email !== confirm_email) throw new HttpError(400, CONFIRM_MISMATCH);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, erased: await privacy.erase(email, ctx.state.user as AuthUser) };
  });

  return router;
}
