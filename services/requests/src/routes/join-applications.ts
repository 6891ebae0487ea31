import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { JOIN_APPLICATION_STATUSES } from '@consulting/contracts';
import type { Context } from 'koa';
import { HttpError, jsonBody, validate, type AuthUser } from '@consulting/service-kit';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import {
  JOIN_FILE_PREFIX,
  toAuditedJoinApplication,
  toJoinApplicationRecord,
  type JoinApplicationListResponse,
  type JoinApplicationUpdateResponse,
} from '../join-application-record.ts';
import { joinApplicationHandler, joinApplicationUpload } from '../join-application-submission.ts';
import type { StoredJoinApplication } from '../models/join-application.model.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { applyAdminUpdate, notifyStatusChange } from '../status-notifications.ts';
import { signedFileRouter } from './signed-file-downloads.ts';

/** Spec §7 path of the public form and the client dashboard. */
const ENDPOINT_PATH = '/api/endpoints/join-applications.php';
const API_PATH = '/api/join-applications';
const ADMIN_PATH = '/api/admin/join-applications';
const NEWEST_FIRST = { created_at: -1, _id: -1 } as const;
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

/** The id of an existing-looking application, or 404 (a malformed id can name no application). */
function applicationId(id: string): mongoose.Types.ObjectId {
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
  return new mongoose.Types.ObjectId(id);
}

/**
 * Sets an application's status (and notes), notifies the applicant of a real status change,
 * audits the update and answers 200 JoinApplicationUpdateResponse; 404 when no such application.
 */
async function updateApplication(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
  update: z.infer<typeof statusUpdateSchema>,
): Promise<void> {
  const stores = runtime.stores();
  const { before, doc, statusChanged } = await applyAdminUpdate(stores.joinApplications, id, update);
  if (!before || !doc) throw new HttpError(404, NOT_FOUND);
  const record = toJoinApplicationRecord(doc, runtime.uploadUrlSecret);
  await auditAdminChange(ctx, stores.connection, {
    entity: 'join_application',
    entity_id: record.id,
    action: 'update',
    before: toAuditedJoinApplication(toJoinApplicationRecord(before, runtime.uploadUrlSecret)),
    after: toAuditedJoinApplication(record),
  });
  if (statusChanged) {
    await notifyStatusChange(stores.notifications, ctx.log, {
      kind: 'join_application',
      subject_id: doc._id,
      ...(doc.user_id ? { user_id: doc.user_id } : {}),
      user_email: doc.email,
      status: doc.status,
    });
  }
  const reply: JoinApplicationUpdateResponse = {
    success: true,
    message: 'Application status updated',
    data: record,
  };
  ctx.body = reply;
}

/**
 * Deletes an application and then its files, audits the delete (after = null) and answers 200
 * `{success:true, message:'Application deleted'}`; 404 when no such application.
 */
async function deleteApplication(ctx: Context, runtime: RequestsRuntime, id: mongoose.Types.ObjectId): Promise<void> {
  const stores = runtime.stores();
  const doc = await stores.joinApplications.findByIdAndDelete(id).lean<StoredJoinApplication>();
  if (!doc) throw new HttpError(404, NOT_FOUND);
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
  ctx.body = { success: true, message: 'Application deleted' };
}

/**
 * Join application routes (spec §2 "Join-us page", "Client dashboard", "Other admin pages",
 * §4, §7). Every error is `{success:false, error}`; 503 while the database is down.
 *
 * Public, token optional (a client's token stores their `user_id`):
 * - `POST /api/endpoints/join-applications.php`, alias `POST /api/join-applications`: multipart
 *   full_name, email, phone, address, experience, specialization (all required), optional
 *   `profile_image` (jpeg/png/gif) and `cv_file` (pdf/doc/docx), each < 5 MiB, types by content →
 *   201 `{success:true, message:'Application submitted successfully', data: JoinApplicationReply}`;
 *   400 'This field is required: …' / 'Invalid email address'; 413 'File size too large (max 5MB)';
 *   415 'Unsupported file type'. A refused application stores nothing.
 *
 * Client (client or admin token; 401 without):
 * - `GET /api/endpoints/join-applications.php` → 200 `{success:true, data}`, the caller's own
 *   applications (by token id, or by token email for ones sent as a guest) newest first;
 *   `?user_id=` is ignored (architecture "Auth").
 *
 * Admin (401 without a token, 403 for a client):
 * - `GET /api/join-applications`, `GET /api/admin/join-applications` → 200 `{success:true, data}`,
 *   all applications newest first.
 * - `PUT /api/join-applications` JSON `{id, status, admin_notes?}`, and
 *   `PUT /api/admin/join-applications/:id` JSON `{status, admin_notes?}` → 200 `{success:true,
 *   message:'Application status updated', data}`; 400 bad status / missing id / malformed JSON;
 *   404 unknown or malformed id. A real status change (not the status it already had) notifies
 *   the applicant once (kind 'join_application', see `notificationTexts`).
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
  const adminOnly = runtime.auth.requireAuth('admin');
  const records = (docs: StoredJoinApplication[]) =>
    docs.map((doc) => toJoinApplicationRecord(doc, runtime.uploadUrlSecret));

  for (const path of [ENDPOINT_PATH, API_PATH]) {
    router.post(path, joinApplicationUpload(), joinApplicationHandler(runtime));
  }

  router.get(ENDPOINT_PATH, signedIn, async (ctx) => {
    const user = ctx.state.user as AuthUser;
    const docs = await runtime
      .stores()
      .joinApplications.find({ $or: [{ user_id: user.id }, { email: user.email.toLowerCase() }] })
      .sort(NEWEST_FIRST)
      .lean<StoredJoinApplication[]>();
    const reply: JoinApplicationListResponse = { success: true, data: records(docs) };
    ctx.body = reply;
  });

  for (const path of [API_PATH, ADMIN_PATH]) {
    router.get(path, adminOnly, async (ctx) => {
      const docs = await runtime.stores().joinApplications.find().sort(NEWEST_FIRST).lean<StoredJoinApplication[]>();
      const reply: JoinApplicationListResponse = { success: true, data: records(docs) };
      ctx.body = reply;
    });
  }

  router.put(API_PATH, adminOnly, jsonBody(), async (ctx) => {
    const { id, ...update } = validate(updateSchema, ctx.request.body);
    await updateApplication(ctx, runtime, applicationId(id), update);
  });
  router.put(`${ADMIN_PATH}/:id`, adminOnly, jsonBody(), async (ctx) => {
    const update = validate(statusUpdateSchema, ctx.request.body);
    await updateApplication(ctx, runtime, applicationId(ctx.params.id), update);
  });

  router.delete(API_PATH, adminOnly, async (ctx) => {
    const query = deleteQuerySchema.safeParse(ctx.query);
    if (!query.success) throw new HttpError(400, 'id is required');
    await deleteApplication(ctx, runtime, applicationId(query.data.id));
  });
  router.delete(`${ADMIN_PATH}/:id`, adminOnly, async (ctx) => {
    await deleteApplication(ctx, runtime, applicationId(ctx.params.id));
  });

  router.get(`${ADMIN_PATH}/:id/audit`, adminOnly, auditTrailHandler(runtime, 'join_application', NOT_FOUND));

  return router;
}

/**
 * `GET /uploads/join_applications/:id?expires=&sig=[&download=1]` (spec §7): a profile image or
 * CV from the GridFS bucket `join_applications`, as `signedFileRouter` serves it (its detected
 * type, inline or attachment, nosniff). 403 'This file link is invalid or has expired'; 404
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
