import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { JOIN_APPLICATION_STATUSES, type BulkReply, type ListPageInfo } from '@consulting/contracts';
import type { Context } from 'koa';
import {
  bulkSchema,
  csvFilename,
  findPage,
  HttpError,
  jsonBody,
  pageReply,
  parseListQuery,
  streamCsv,
  validate,
  type AuthUser,
} from '@consulting/service-kit';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import {
  clientJoinApplicationListSpec,
  joinApplicationColumns,
  joinApplicationFilter,
  ownApplications,
  parseJoinApplicationQuery,
} from '../join-application-lists.ts';
import {
  JOIN_FILE_PREFIX,
  toAuditedJoinApplication,
  toJoinApplicationRecord,
  type JoinApplicationListResponse,
  type JoinApplicationReply,
  type JoinApplicationUpdateResponse,
} from '../join-application-record.ts';
import { joinApplicationHandler, joinApplicationUpload } from '../join-application-submission.ts';
import type { StoredJoinApplication } from '../models/join-application.model.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { isHeld } from '../request-record.ts';
import { applyAdminUpdate, recordStatusChange } from '../status-notifications.ts';
import { signedFileRouter } from './signed-file-downloads.ts';

/** A page of join applications (issue 12): `{success:true, data, total, page, page_size}`. */
export type JoinApplicationPage = JoinApplicationListResponse & ListPageInfo;

/** Spec §7 path of the public form and the client dashboard. */
const ENDPOINT_PATH = '/api/endpoints/join-applications.php';
const API_PATH = '/api/join-applications';
const ADMIN_PATH = '/api/admin/join-applications';
const NOT_FOUND = 'Application not found';

/** `PUT /api/admin/join-applications/:id` body (spec §4: an admin may set any of the four statuses). */
export const statusUpdateSchema = z.object({
  status: z.enum(JOIN_APPLICATION_STATUSES, {
    error: `status must be one of: ${JOIN_APPLICATION_STATUSES.join(', ')}`,
  }),
  admin_notes: z.string().trim().max(5000).optional(),
});

/** `PUT /api/join-applications` body (spec §7 JSON id, status, admin_notes). */
export const updateSchema = statusUpdateSchema.extend({
  id: z.string({ error: 'id is required' }).trim().min(1, { error: 'id is required' }),
});

/** `DELETE /api/join-applications?id=` query (spec §7): one non-blank id. */
export const deleteQuerySchema = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, { error: 'id is required' }),
});

const statusField = z.enum(JOIN_APPLICATION_STATUSES, {
  error: `status must be one of: ${JOIN_APPLICATION_STATUSES.join(', ')}`,
});

/**
 * `POST /api/admin/join-applications/bulk` body (issue 12): `{action:'set_status', status, ids}`
 * or `{action:'delete', ids}`, 1 to 100 distinct ids.
 */
export const joinBulkSchema = bulkSchema(['set_status', 'delete'], { status: statusField.optional() }).refine(
  (body) => body.action !== 'set_status' || body.status !== undefined,
  { error: `status must be one of: ${JOIN_APPLICATION_STATUSES.join(', ')}`, path: ['status'] },
);

/** The id of an existing-looking application, or 404 (a malformed id can name no application). */
function applicationId(id: string): mongoose.Types.ObjectId {
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
  return new mongoose.Types.ObjectId(id);
}

/**
 * Sets an application's status (and notes), notifies the applicant of a real status change
 * (unless the application is held for its owner's confirmation, issue 13: it is kept from the
 * owner's bell as from their list) and audits the update (entity 'join_application', action
 * 'update'). Resolves the updated wire record, or null when no application has that id.
 */
async function updateApplication(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
  update: z.infer<typeof statusUpdateSchema>,
): Promise<JoinApplicationReply | null> {
  const stores = runtime.stores();
  const { before, doc, statusChanged } = await applyAdminUpdate(stores.joinApplications, id, update);
  if (!before || !doc) return null;
  const record = toJoinApplicationRecord(doc, runtime.uploadUrlSecret);
  await auditAdminChange(ctx, stores.connection, {
    entity: 'join_application',
    entity_id: record.id,
    action: 'update',
    before: toAuditedJoinApplication(toJoinApplicationRecord(before, runtime.uploadUrlSecret)),
    after: toAuditedJoinApplication(record),
  });
  if (statusChanged && !isHeld(doc)) {
    const change = {
      kind: 'join_application' as const,
      subject_id: doc._id,
      ...(doc.user_id ? { user_id: doc.user_id } : {}),
      user_email: doc.email,
      status: doc.status,
    };
    // Issue 14 part 3: the bell, and a mail unless the client turned these off.
    await recordStatusChange(
      { notifications: stores.notifications, identity: runtime.identity, publicUrl: runtime.publicUrl },
      ctx.log,
      {
        ...change,
        ...(doc.lang ? { lang: doc.lang } : {}),
        ...(doc.reference ? { reference: doc.reference } : {}),
        changed_at: doc.updated_at,
      },
    );
  }
  return record;
}

/** Answers 200 JoinApplicationUpdateResponse for an update, 404 when no such application. */
async function answerUpdate(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
  update: z.infer<typeof statusUpdateSchema>,
): Promise<void> {
  const record = await updateApplication(ctx, runtime, id, update);
  if (!record) throw new HttpError(404, NOT_FOUND);
  const reply: JoinApplicationUpdateResponse = {
    success: true,
    message: 'Application status updated',
    data: record,
  };
  ctx.body = reply;
}

/**
 * Deletes an application and then its files, and audits the delete (after = null). Resolves
 * true, or false when no application has that id.
 */
async function deleteApplication(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
): Promise<boolean> {
  const stores = runtime.stores();
  const doc = await stores.joinApplications.findByIdAndDelete(id).lean<StoredJoinApplication>();
  if (!doc) return false;
  await auditAdminChange(ctx, stores.connection, {
    entity: 'join_application',
    entity_id: doc._id.toString(),
    action: 'delete',
    before: toAuditedJoinApplication(toJoinApplicationRecord(doc, runtime.uploadUrlSecret)),
    after: null,
  });
  // The document goes first: should a file delete fail, what is left is an unreachable file,
  // never an application pointing at a missing one.
  const fileIds = [doc.profile_image_id, doc.cv_file_id].filter((fileId) => fileId !== undefined);
  await stores.joinApplicationFiles.removeAll(fileIds).catch((error: unknown) => {
    ctx.log.error(
      { err: error, application: doc._id.toString() },
      'files of a deleted join application could not be removed',
    );
  });
  return true;
}

/** Answers 200 `{success:true, message:'Application deleted'}`, 404 when no such application. */
async function answerDelete(ctx: Context, runtime: RequestsRuntime, id: mongoose.Types.ObjectId): Promise<void> {
  if (!(await deleteApplication(ctx, runtime, id))) throw new HttpError(404, NOT_FOUND);
  ctx.body = { success: true, message: 'Application deleted' };
}

/**
 * Join application routes (spec §2 "Join-us page", "Client dashboard", "Other admin pages",
 * §4, §7). Every error is `{success:false, error}`; 503 while the database is down.
 *
 * Public, token optional (a client's token stores their `user_id`); issue 13 part 4: one filed
 * without the email owner's token under an email that has an account (or when identity cannot
 * say) is stored held, its owner mailed a single-use link (`/api/requests/confirm`), and answered
 * exactly as any other:
 * - `POST /api/endpoints/join-applications.php`, alias `POST /api/join-applications`: multipart
 *   full_name, email, phone, address, experience, specialization (all required), optional
 *   `profile_image` (jpeg/png/gif) and `cv_file` (pdf/doc/docx), each < 5 MiB, types by content →
 *   201 `{success:true, message:'Application submitted successfully', data: JoinApplicationReply}`;
 *   400 'This field is required: …' / 'Invalid email address'; 413 'File size too large (max 5MB)';
 *   415 'Unsupported file type'. A refused application stores nothing.
 *
 * Client (client or admin token; 401 without):
 * - `GET /api/endpoints/join-applications.php[?page&page_size&sort]` → 200 JoinApplicationPage
 *   `{success:true, data, total, page, page_size}`, a page of the caller's own applications (by
 *   token id, or by token email for ones sent as a guest, `ownApplications`) newest first, 20 by
 *   default (issue 12 item 5); `?user_id=` is ignored (architecture "Auth"). An application held
 *   for the caller's confirmation is in neither the page nor `total` until they used the link.
 *   400 for a value out of range.
 *
 * Admin (401 without a token, 403 for a client):
 * - `GET /api/join-applications`, `GET /api/admin/join-applications` → 200 JoinApplicationPage
 *   `{success:true, data, total, page, page_size}` with the query of `joinApplicationListSpec`
 *   (page, page_size, sort, q, status, unconfirmed, from/to; issues 12, 13); without any, the 20
 *   newest. A held application carries `unconfirmed: true`.
 * - `GET /api/admin/join-applications/export` with the same filters, q and sort → CSV download
 *   `join-applications-YYYY-MM-DD.csv` (Arabic headers, BOM).
 * - `POST /api/admin/join-applications/bulk` JSON `{action:'set_status', status, ids}` or
 *   `{action:'delete', ids}` → 200 BulkReply `{done, not_found}`; each found application is
 *   updated (applicant notified on a real status change) or deleted with its files, exactly as
 *   by the single routes, and audited on its own. 400 for a bad body.
 * - `PUT /api/join-applications` JSON `{id, status, admin_notes?}`, and
 *   `PUT /api/admin/join-applications/:id` JSON `{status, admin_notes?}` → 200 `{success:true,
 *   message:'Application status updated', data}`; 400 bad status / missing id / malformed JSON;
 *   404 unknown or malformed id. A real status change (not the status it already had) notifies
 *   the applicant once (kind 'join_application', see `notificationTexts`), unless it is held.
 * - `DELETE /api/join-applications?id=` and `DELETE /api/admin/join-applications/:id` → 200
 *   `{success:true, message:'Application deleted'}`, the document and its files gone; 400
 *   without id; 404 unknown or malformed id.
 * - `GET /api/admin/join-applications/:id/audit` → 200 AuditTrailResponse newest first ([] for
 *   an id never audited; a deleted application keeps its trail); 404 for a malformed id.
 * Updates and deletes are audited (entity 'join_application', action 'update' / 'delete',
 * before/after the wire record without its signed file links, after null for a delete).
 */
export function joinApplicationsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const signedIn = runtime.auth.requireAuth('client', 'admin');
  const { adminOnly } = runtime.auth;
  const records = (docs: StoredJoinApplication[]) =>
    docs.map((doc) => toJoinApplicationRecord(doc, runtime.uploadUrlSecret));
  // A client's own list never says an application is held: a client who filed one under
  // someone else's email would learn from the flag that the email has an account (issue 13).
  const ownRecords = (docs: StoredJoinApplication[]) =>
    records(docs).map(({ unconfirmed: _held, ...record }) => record);

  for (const path of [ENDPOINT_PATH, API_PATH]) {
    router.post(path, joinApplicationUpload(), joinApplicationHandler(runtime));
  }

  router.get(ENDPOINT_PATH, signedIn, async (ctx) => {
    const query = parseListQuery(clientJoinApplicationListSpec, ctx.query);
    const filter = ownApplications(ctx.state.user as AuthUser);
    const { rows, total } = await findPage(runtime.stores().joinApplications, filter, query);
    const reply: JoinApplicationPage = pageReply('data', ownRecords(rows), total, query);
    ctx.body = reply;
  });

  for (const path of [API_PATH, ADMIN_PATH]) {
    router.get(path, adminOnly, async (ctx) => {
      const query = parseJoinApplicationQuery(ctx.query);
      const { rows, total } = await findPage(runtime.stores().joinApplications, joinApplicationFilter(query), query);
      const reply: JoinApplicationPage = pageReply('data', records(rows), total, query);
      ctx.body = reply;
    });
  }

  // Before the `/:id` routes, so `export` and `bulk` are never read as ids.
  router.get(`${ADMIN_PATH}/export`, adminOnly, (ctx) => {
    const query = parseJoinApplicationQuery(ctx.query);
    streamCsv(ctx, {
      filename: csvFilename('join-applications'),
      columns: joinApplicationColumns,
      rows: runtime
        .stores()
        .joinApplications.find(joinApplicationFilter(query))
        .sort(query.sort)
        .lean<StoredJoinApplication[]>()
        .cursor({ batchSize: 500 }),
    });
  });

  router.post(`${ADMIN_PATH}/bulk`, adminOnly, jsonBody(), async (ctx) => {
    const body = validate(joinBulkSchema, ctx.request.body);
    const reply: BulkReply = { success: true, done: [], not_found: [] };
    for (const id of body.ids) {
      const objectId = new mongoose.Types.ObjectId(id);
      const found =
        body.action === 'delete'
          ? await deleteApplication(ctx, runtime, objectId)
          : (await updateApplication(ctx, runtime, objectId, { status: body.status! })) !== null;
      (found ? reply.done : reply.not_found).push(id);
    }
    ctx.body = reply;
  });

  router.put(API_PATH, adminOnly, jsonBody(), async (ctx) => {
    const { id, ...update } = validate(updateSchema, ctx.request.body);
    await answerUpdate(ctx, runtime, applicationId(id), update);
  });
  router.put(`${ADMIN_PATH}/:id`, adminOnly, jsonBody(), async (ctx) => {
    const update = validate(statusUpdateSchema, ctx.request.body);
    await answerUpdate(ctx, runtime, applicationId(ctx.params.id), update);
  });

  router.delete(API_PATH, adminOnly, async (ctx) => {
    const query = deleteQuerySchema.safeParse(ctx.query);
    if (!query.success) throw new HttpError(400, 'id is required');
    await answerDelete(ctx, runtime, applicationId(query.data.id));
  });
  router.delete(`${ADMIN_PATH}/:id`, adminOnly, async (ctx) => {
    await answerDelete(ctx, runtime, applicationId(ctx.params.id));
  });

  router.get(`${ADMIN_PATH}/:id/audit`, adminOnly, auditTrailHandler(runtime, 'join_application', NOT_FOUND));

  return router;
}

/**
 * `GET /uploads/join_applications/:id?expires=&sig=[&download=1]` (spec §7): a profile image or
 * CV from the GridFS bucket `join_applications`, as `signedFileRouter` serves it (its detected
 * type, a sandboxed download, nosniff). 403 'This file link is invalid or has expired'; 404
 * 'File not found'.
 */
export function joinApplicationFilesRouter(runtime: RequestsRuntime): Router {
  return signedFileRouter(runtime, {
    prefix: JOIN_FILE_PREFIX,
    store: (stores) => stores.joinApplicationFiles,
    forbidden: 'This file link is invalid or has expired',
    notFound: 'File not found',
  });
}
