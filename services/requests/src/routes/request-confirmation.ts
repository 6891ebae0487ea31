import Router from '@koa/router';
import type { Context } from 'koa';
import type mongoose from 'mongoose';
import { z } from 'zod';
import { addRoute, HttpError, type RouteOperation } from '@consulting/service-kit';
import type { StoredConfirmation } from '../models/confirmation.schema.ts';
import type { StoredRequest } from '../models/request.schema.ts';
import { CONFIRM_PATH, hashConfirmationToken, isConfirmationToken } from '../request-confirmation.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { TAGS } from './api-texts.ts';

/** The answer to a link that was used already, or never issued (404, page or JSON). */
export const CONFIRM_LINK_INVALID = 'This confirmation link was already used or is invalid';
/** The JSON answer of a request's confirmation. */
export const REQUEST_CONFIRMED_MESSAGE = 'Your request is confirmed and now shows in your dashboard';
/** The JSON answer of a join application's confirmation. */
export const JOIN_APPLICATION_CONFIRMED_MESSAGE = 'Your join application is confirmed and now shows in your dashboard';

/** What a confirmation link confirmed: a service or opportunity request, or a join application. */
export type ConfirmedKind = StoredRequest['request_type'] | 'join_application';

/** `?token=` of both confirmation routes. */
export const confirmQuerySchema = z.object({
  token: z.string().meta({ description: 'The single-use token of the link mailed to the owner (43 characters)' }),
});

/** `GET /api/requests/confirm` as JSON: the link is good and waits for the `POST`. */
export interface ConfirmationPendingReply {
  success: true;
  pending: true;
  message: string;
}

/**
 * `POST /api/requests/confirm` as JSON. `request_id` is the id of the confirmed request or join
 * application, `request_type` says which ('join_application' for an application).
 */
export interface ConfirmationReply {
  success: true;
  message: string;
  request_id: string;
  request_type: ConfirmedKind;
}

/** The client dashboard tab (`?tab=`, mfe-client DashboardPage) that lists each kind. */
const DASHBOARD_TABS: Record<ConfirmedKind, string> = {
  service: 'services',
  opportunity: 'opportunities',
  join_application: 'join-applications',
};

/** A record with a confirmation, as the link's two routes need it. */
interface HeldRecord {
  _id: mongoose.Types.ObjectId;
  confirmation?: StoredConfirmation;
}

/** One collection whose records can be held: how to find a pending token and confirm it. */
interface HeldCollection {
  /** True when a record of this collection waits on the token whose hash is `tokenHash`. */
  isPending(tokenHash: string): Promise<boolean>;
  /**
   * Confirms the record waiting on `tokenHash` in one atomic update (status 'confirmed',
   * `confirmed_at`, the hash removed); resolves what was confirmed, or null when none waits.
   */
  confirm(tokenHash: string): Promise<{ id: string; kind: ConfirmedKind } | null>;
}

/** The `HeldCollection` of `model`, whose records are of the kind `kindOf` tells. */
function heldCollection<T extends HeldRecord>(
  model: mongoose.Model<T>,
  kindOf: (doc: T) => ConfirmedKind,
): HeldCollection {
  const pendingWith = (tokenHash: string) =>
    ({ 'confirmation.token_hash': tokenHash, 'confirmation.status': 'pending' }) as mongoose.FilterQuery<T>;
  return {
    isPending: async (tokenHash) => (await model.exists(pendingWith(tokenHash))) !== null,
    async confirm(tokenHash) {
      const doc = await model
        .findOneAndUpdate(
          pendingWith(tokenHash),
          {
            $set: { 'confirmation.status': 'confirmed', 'confirmation.confirmed_at': new Date() },
            $unset: { 'confirmation.token_hash': 1 },
          } as mongoose.UpdateQuery<T>,
          { new: true, timestamps: false },
        )
        .lean<T>();
      return doc ? { id: doc._id.toString(), kind: kindOf(doc) } : null;
    },
  };
}

function wantsJson(ctx: Context): boolean {
  return ctx.accepts('html', 'json') === 'json';
}

/** A small page in Arabic and English: no script (the CSP keeps `script-src 'self'`), nothing external. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6}
button{font-size:1.1rem;padding:.6rem 1.4rem;cursor:pointer}[lang=en]{direction:ltr;text-align:left}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function confirmPage(token: string): string {
  return page(
    'تأكيد الطلب | Confirm your request',
    `<h1>تأكيد الطلب</h1>
<p>اضغط الزر لتأكيد الطلب المرسل باستخدام بريدك الإلكتروني، فيظهر في لوحة التحكم الخاصة بك.</p>
<p lang="en">Press the button to confirm the request sent with your email address; it will then show in your dashboard.</p>
<form method="post" action="${CONFIRM_PATH}?token=${token}">
<button type="submit">تأكيد الطلب · Confirm the request</button>
</form>
<p>إذا لم ترسل هذا الطلب، فأغلق هذه الصفحة. <span lang="en">If you did not send it, just close this page.</span></p>`,
  );
}

function invalidPage(): string {
  return page(
    'رابط غير صالح | Invalid link',
    `<h1>رابط غير صالح</h1>
<p>رابط التأكيد هذا استُخدم من قبل أو أنه غير صالح.</p>
<p lang="en">${CONFIRM_LINK_INVALID}.</p>
<p><a href="/user/dashboard">لوحة التحكم · Dashboard</a></p>`,
  );
}

/** Answers an unknown or used link: 404, a page for a browser, the JSON error shape otherwise. */
function answerInvalid(ctx: Context): void {
  if (wantsJson(ctx)) throw new HttpError(404, CONFIRM_LINK_INVALID);
  ctx.status = 404;
  ctx.type = 'html';
  ctx.body = invalidPage();
}

/**
 * The token of `?token=`, when it has the shape of one this service issues. Also marks the
 * answer as never to be cached nor passed on as a referrer: the token is in the URL.
 */
function tokenOf(ctx: Context): string | null {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  const token = ctx.query.token;
  return isConfirmationToken(token) ? token : null;
}

/** The `GET` of a confirmation link: a page whose button POSTs to the same URL. */
const OPEN_LINK: RouteOperation = {
  method: 'get',
  path: CONFIRM_PATH,
  summary: 'Open the confirmation link of a held request or join application',
  description:
    'The link mailed to the owner of a held request or join application. Never confirms by itself (mail scanners prefetch links): it shows a small page whose button POSTs to the same URL. `Cache-Control: no-store`, `Referrer-Policy: no-referrer`.',
  tags: [TAGS.submit],
  auth: 'none',
  query: confirmQuerySchema,
  success: {
    status: 200,
    description:
      'An HTML page (Arabic and English) with the confirm button; with `Accept: application/json`, `{success:true, pending:true, message}`',
    contentType: 'text/html',
    otherContent: { 'application/json': { $ref: '#/components/schemas/SuccessResponse' } },
  },
  errors: {
    404: `'${CONFIRM_LINK_INVALID}': a missing, malformed, unknown or used token; an HTML page, or with \`Accept: application/json\` the JSON error`,
  },
  errorContentTypes: ['text/html'],
};

/** The `POST` of a confirmation link: confirms for good, once (one atomic update). */
const CONFIRM: RouteOperation = {
  method: 'post',
  path: CONFIRM_PATH,
  summary: 'Confirm a held request or join application',
  description:
    "Confirms the request or join application for good: it shows in its owner's dashboard from then on, and the link stops working (single use). A browser is sent on with 303 to `/user/dashboard?tab=services|opportunities|join-applications`.",
  tags: [TAGS.submit],
  auth: 'none',
  query: confirmQuerySchema,
  success: {
    status: 200,
    description: `With \`Accept: application/json\`: \`{success:true, message:'${REQUEST_CONFIRMED_MESSAGE}' (or '${JOIN_APPLICATION_CONFIRMED_MESSAGE}'), request_id, request_type ('service', 'opportunity' or 'join_application')}\`; otherwise 303 to the dashboard`,
  },
  otherResponses: {
    303: {
      description:
        'Without `Accept: application/json`: confirmed; `Location` is `/user/dashboard?tab=services|opportunities|join-applications` (a short HTML or plain-text body names it)',
      content: { 'text/html': undefined, 'text/plain': undefined },
    },
  },
  errors: {
    404: `'${CONFIRM_LINK_INVALID}': a second use, or a token missing, malformed or never issued; an HTML page, or with \`Accept: application/json\` the JSON error`,
  },
  errorContentTypes: ['text/html'],
};

/**
 * The confirmation link of a held request or join application; no bearer token: the link's
 * token proves the mailbox. The token is looked up in the service requests, the track requests
 * and the join applications.
 */
export function requestConfirmationRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const collections = (): HeldCollection[] => {
    const { serviceRequests, trackRequests, joinApplications } = runtime.stores();
    return [
      heldCollection(serviceRequests, (doc) => doc.request_type),
      heldCollection(trackRequests, (doc) => doc.request_type),
      heldCollection(joinApplications, () => 'join_application'),
    ];
  };

  addRoute(router, {}, OPEN_LINK, async (ctx) => {
    const token = tokenOf(ctx);
    let found = false;
    if (token) {
      const tokenHash = hashConfirmationToken(token);
      for (const collection of collections()) if (!found) found = await collection.isPending(tokenHash);
    }
    if (!token || !found) return answerInvalid(ctx);
    if (wantsJson(ctx)) {
      ctx.body = {
        success: true,
        pending: true,
        message: 'POST to this same URL to confirm the request',
      } satisfies ConfirmationPendingReply;
      return;
    }
    ctx.type = 'html';
    ctx.body = confirmPage(token);
  });

  addRoute(router, {}, CONFIRM, async (ctx) => {
    const token = tokenOf(ctx);
    let confirmed: { id: string; kind: ConfirmedKind } | null = null;
    if (token) {
      const tokenHash = hashConfirmationToken(token);
      for (const collection of collections()) {
        if (confirmed) break;
        confirmed = await collection.confirm(tokenHash);
      }
    }
    if (!confirmed) return answerInvalid(ctx);
    ctx.log.info({ record: confirmed.id, kind: confirmed.kind }, 'held record confirmed by its owner');
    if (wantsJson(ctx)) {
      ctx.body = {
        success: true,
        message: confirmed.kind === 'join_application' ? JOIN_APPLICATION_CONFIRMED_MESSAGE : REQUEST_CONFIRMED_MESSAGE,
        request_id: confirmed.id,
        request_type: confirmed.kind,
      } satisfies ConfirmationReply;
      return;
    }
    ctx.status = 303;
    ctx.redirect(`/user/dashboard?tab=${DASHBOARD_TABS[confirmed.kind]}`);
  });

  return router;
}
