import Router from '@koa/router';
import mongoose from 'mongoose';
import { z } from 'zod';
import { JOIN_APPLICATION_STATUSES, type ListPageInfo } from '@consulting/contracts';
import type { Context } from 'koa';
import {
  addRoute,
  addRoutes,
  auditTrailOperation,
  bulkSchema,
  csvFilename,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  streamCsv,
  validate,
  PUBLIC_FORM_ERROR_TEXTS,
  type AuthUser,
  type RouteOperation,
} from '@consulting/service-kit';
import { auditAdminChange, auditTrailHandler } from '../admin-audit.ts';
import {
  clientJoinApplicationListSpec,
  joinApplicationColumns,
  joinApplicationListSpec,
  joinApplicationQuery,
  ownApplications,
} from '../join-application-lists.ts';
import {
  JOIN_FILE_PREFIX,
  toAuditedJoinApplication,
  toJoinApplicationRecord,
  type JoinApplicationListResponse,
  type JoinApplicationReply,
  type JoinApplicationUpdateResponse,
} from '../join-application-record.ts';
import {
  joinApplicationFormSchema,
  joinApplicationHandler,
  joinApplicationUpload,
} from '../join-application-submission.ts';
import type { StoredJoinApplication } from '../models/join-application.model.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { leanCursor } from '../request-lists.ts';
import { reviewRecord, type ReviewTarget } from '../status-notifications.ts';
import { bulkRoute, exportOperation, MULTIPART_ERRORS, PAGE, PUBLIC_FORM_TEXT, TAGS } from './api-texts.ts';
import { signedFileRouter } from './signed-file-downloads.ts';

/** A page of join applications: `{success:true, data, total, page, page_size}`. */
export type JoinApplicationPage = JoinApplicationListResponse & ListPageInfo;

/** Spec §7 path of the public form and the client dashboard. */
const ENDPOINT_PATH = '/api/endpoints/join-applications.php';
const API_PATH = '/api/join-applications';
const ADMIN_PATH = '/api/admin/join-applications';
const NOT_FOUND = 'Application not found';
const JOIN_UPDATED = "`{success:true, message:'Application status updated', data: JoinApplicationRecord}`; audited";
const JOIN_DELETED = "`{success:true, message:'Application deleted'}`, files removed; audited";
const JOIN_LIST = `\`{success:true, data: JoinApplicationRecord[], total, page, page_size}\`: ${PAGE}`;

/** `PUT /api/admin/join-applications/:id` body (spec §4: an admin may set any of the four statuses). */
export const statusUpdateSchema = z.object({
  status: z.enum(JOIN_APPLICATION_STATUSES, {
    error: `status must be one of: ${JOIN_APPLICATION_STATUSES.join(', ')}`,
  }),
  admin_notes: z.string().trim().max(5000).optional(),
});

/** `DELETE /api/join-applications?id=` query (spec §7): one non-blank id. */
export const deleteQuerySchema = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, { error: 'id is required' }),
});

/** `PUT /api/join-applications` body (spec §7 JSON id, status, admin_notes). */
export const updateSchema = statusUpdateSchema.extend(deleteQuerySchema.shape);

/**
 * `POST /api/admin/join-applications/bulk` body: `{action:'set_status', status, ids}`
 * or `{action:'delete', ids}`, 1 to 100 distinct ids.
 */
export const joinBulkSchema = bulkSchema(['set_status', 'delete'], {
  status: statusUpdateSchema.shape.status.optional(),
}).refine((body) => body.action !== 'set_status' || body.status !== undefined, {
  error: `status must be one of: ${JOIN_APPLICATION_STATUSES.join(', ')}`,
  path: ['status'],
});

/** The id of an existing-looking application, or 404 (a malformed id can name no application). */
function applicationId(id: string): mongoose.Types.ObjectId {
  if (!mongoose.isObjectIdOrHexString(id)) throw new HttpError(404, NOT_FOUND);
  return new mongoose.Types.ObjectId(id);
}

/** How an admin's review of an application is stored, audited and notified (`reviewRecord`). */
function reviewTarget(runtime: RequestsRuntime): ReviewTarget<StoredJoinApplication, JoinApplicationReply> {
  const toRecord = (doc: StoredJoinApplication) => toJoinApplicationRecord(doc, runtime.uploadUrlSecret);
  return {
    model: runtime.stores().joinApplications,
    toRecord,
    toAudited: (doc) => toAuditedJoinApplication(toRecord(doc)),
    change: (doc) => ({ kind: 'join_application', subject_id: doc._id, user_email: doc.email, status: doc.status }),
  };
}

/** Answers 200 JoinApplicationUpdateResponse for an update, 404 when no such application. */
async function answerUpdate(
  ctx: Context,
  runtime: RequestsRuntime,
  id: mongoose.Types.ObjectId,
  update: z.infer<typeof statusUpdateSchema>,
): Promise<void> {
  const record = await reviewRecord(ctx, runtime, reviewTarget(runtime), id, update);
  if (!record) throw new HttpError(404, NOT_FOUND);
  ctx.body = {
    success: true,
    message: 'Application status updated',
    data: record,
  } satisfies JoinApplicationUpdateResponse;
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
 * Join application routes (spec §2 "Join-us page", "Client dashboard", "Other admin pages", §4,
 * §7). A real status change (not the status it had) notifies the applicant once, unless the
 * application is held; updates and deletes are audited (entity 'join_application', before/after
 * the wire record without its signed file links); a deleted application keeps its trail.
 */
export function joinApplicationsRouter(runtime: RequestsRuntime): Router {
  const router = new Router();
  const guards = { 'signed-in': runtime.auth.requireAuth('client', 'admin'), admin: runtime.auth.adminOnly };
  const admin = { tags: [TAGS.adminJoin], auth: 'admin' as const };
  const records = (docs: StoredJoinApplication[]) =>
    docs.map((doc) => toJoinApplicationRecord(doc, runtime.uploadUrlSecret));
  // A client's own list never says an application is held: a client who filed one under
  // someone else's email would learn from the flag that the email has an account.
  const ownRecords = (docs: StoredJoinApplication[]) =>
    records(docs).map(({ unconfirmed: _held, ...record }) => record);

  for (const path of [ENDPOINT_PATH, API_PATH]) {
    const apply: RouteOperation = {
      method: 'post',
      path,
      summary: 'Apply to join the team',
      description: `${PUBLIC_FORM_TEXT} A bot's files never reach storage. An application filed without the email owner's client token (a guest, an admin token, or a client under another email) under an email that has an account (or when identity cannot say) is held: stored, flagged \`unconfirmed\` to admins, kept from that client's join-applications list and notifications until they use the single-use link mailed to them (\`/api/requests/confirm\`). The answer is the same whether or not it was held.`,
      tags: [TAGS.submit],
      auth: 'optional',
      body: {
        type: 'multipart',
        schema: joinApplicationFormSchema,
        files: {
          profile_image: 'Optional JPEG, PNG or GIF (by content), less than 5 MiB',
          cv_file: 'Optional PDF, DOC or DOCX (by content), less than 5 MiB',
        },
      },
      use: [joinApplicationUpload()],
      success: {
        status: 201,
        description: "`{success:true, message:'Application submitted successfully', data: JoinApplicationRecord}`",
      },
      errors: {
        400: `'This field is required: …' or 'Invalid email address'; ${PUBLIC_FORM_ERROR_TEXTS[400]}; ${MULTIPART_ERRORS[400]}`,
        413: `'File size too large (max 5MB)'; ${MULTIPART_ERRORS[413]}`,
        415: `'Unsupported file type'; ${MULTIPART_ERRORS[415]}`,
        429: `${PUBLIC_FORM_ERROR_TEXTS[429]}: REQUESTS_PER_EMAIL_PER_HOUR (default 5) per email; nothing stored`,
      },
    };
    addRoute(router, guards, apply, joinApplicationHandler(runtime));
  }

  const own: RouteOperation = {
    method: 'get',
    path: ENDPOINT_PATH,
    summary: "The caller's join applications, paged",
    description:
      'Sent with the caller’s token, or under the caller’s email (`?user_id` is ignored); one held for the caller’s confirmation is in neither the page nor `total` until they used the mailed link.',
    tags: [TAGS.client],
    auth: 'signed-in',
    query: listQuerySchema(clientJoinApplicationListSpec),
    success: { status: 200, description: `${JOIN_LIST}, newest first` },
    errors: { 400: 'page, page_size or sort out of range' },
  };
  addRoute(router, guards, own, async (ctx) => {
    const query = parseListQuery(clientJoinApplicationListSpec, ctx.query);
    const filter = ownApplications(ctx.state.user as AuthUser);
    const { rows, total } = await findPage(runtime.stores().joinApplications, filter, query);
    ctx.body = pageReply('data', ownRecords(rows), total, query) satisfies JoinApplicationPage;
  });

  for (const path of [API_PATH, ADMIN_PATH]) {
    const list: RouteOperation = {
      ...admin,
      method: 'get',
      path,
      summary: 'Join applications, paged',
      description:
        'Filters `status`, `unconfirmed` (applications held for their owner’s confirmation, flagged `unconfirmed: true`); `from`/`to` on created_at. Records carry `consent`, and `files_deleted_at` once the retention job (JOIN_FILES_RETENTION_MONTHS) deleted their files.',
      query: listQuerySchema(joinApplicationListSpec),
      success: { status: 200, description: JOIN_LIST },
      errors: { 400: 'A query value out of range (page, page_size, sort, q, status, unconfirmed, from/to)' },
    };
    addRoute(router, guards, list, async (ctx) => {
      const { query, filter } = joinApplicationQuery(ctx.query);
      const { rows, total } = await findPage(runtime.stores().joinApplications, filter, query);
      ctx.body = pageReply('data', records(rows), total, query) satisfies JoinApplicationPage;
    });
  }

  // Before the `/:id` routes, so `export` and `bulk` are never read as ids.
  const csv = exportOperation(`${ADMIN_PATH}/export`, joinApplicationListSpec, 'join applications', TAGS.adminJoin);
  addRoute(router, guards, csv, (ctx) => {
    const { query, filter } = joinApplicationQuery(ctx.query);
    streamCsv(ctx, {
      filename: csvFilename('join-applications'),
      columns: joinApplicationColumns,
      rows: leanCursor(runtime.stores().joinApplications, filter, query.sort),
    });
  });

  const bulk = bulkRoute(
    {
      ...admin,
      path: `${ADMIN_PATH}/bulk`,
      summary: 'Set the status of, or delete, several applications',
      description:
        "`{action:'set_status', status, ids}` (a real status change notifies the applicant) or `{action:'delete', ids}` (files removed), as the single routes.",
      schema: joinBulkSchema,
    },
    async (ctx, body, id) =>
      body.action === 'delete'
        ? deleteApplication(ctx, runtime, id)
        : (await reviewRecord(ctx, runtime, reviewTarget(runtime), id, { status: body.status! })) !== null,
  );
  addRoutes(router, guards, [bulk]);

  const updateByBody: RouteOperation = {
    ...admin,
    method: 'put',
    path: API_PATH,
    summary: "Set an application's status (id in the body)",
    description: 'A real status change notifies the applicant.',
    body: { type: 'json', schema: updateSchema },
    success: { status: 200, description: JOIN_UPDATED },
    errors: { 400: 'Bad status, missing id or malformed JSON', 404: NOT_FOUND },
  };
  addRoute(router, guards, updateByBody, async (ctx) => {
    const { id, ...update } = validate(updateSchema, ctx.request.body);
    await answerUpdate(ctx, runtime, applicationId(id), update);
  });
  const update: RouteOperation = {
    ...admin,
    method: 'put',
    path: `${ADMIN_PATH}/{id}`,
    summary: "Set an application's status",
    description: 'A real status change notifies the applicant.',
    body: { type: 'json', schema: statusUpdateSchema },
    success: { status: 200, description: JOIN_UPDATED },
    errors: { 400: 'Bad status or malformed JSON', 404: NOT_FOUND },
  };
  addRoute(router, guards, update, async (ctx) => {
    const update = validate(statusUpdateSchema, ctx.request.body);
    await answerUpdate(ctx, runtime, applicationId(String(ctx.params.id)), update);
  });

  const removeByQuery: RouteOperation = {
    ...admin,
    method: 'delete',
    path: API_PATH,
    summary: 'Delete an application (id in the query)',
    query: deleteQuerySchema,
    success: { status: 200, description: JOIN_DELETED },
    errors: { 400: 'id is required', 404: NOT_FOUND },
  };
  addRoute(router, guards, removeByQuery, async (ctx) => {
    const query = deleteQuerySchema.safeParse(ctx.query);
    if (!query.success) throw new HttpError(400, 'id is required');
    await answerDelete(ctx, runtime, applicationId(query.data.id));
  });
  const remove: RouteOperation = {
    ...admin,
    method: 'delete',
    path: `${ADMIN_PATH}/{id}`,
    summary: 'Delete an application',
    success: { status: 200, description: JOIN_DELETED },
    errors: { 404: NOT_FOUND },
  };
  addRoute(router, guards, remove, async (ctx) => {
    await answerDelete(ctx, runtime, applicationId(String(ctx.params.id)));
  });

  addRoute(
    router,
    guards,
    auditTrailOperation(`${ADMIN_PATH}/{id}`, { noun: 'application', tag: TAGS.adminJoin, notFound: NOT_FOUND }),
    auditTrailHandler(runtime, 'join_application', NOT_FOUND),
  );

  return router;
}

/** An applicant's profile image or CV from the GridFS bucket `join_applications` (spec §7), by signed link. */
export function joinApplicationFilesRouter(runtime: RequestsRuntime): Router {
  return signedFileRouter(runtime, {
    prefix: JOIN_FILE_PREFIX,
    summary: "An applicant's image or CV",
    store: (stores) => stores.joinApplicationFiles,
    forbidden: 'This file link is invalid or has expired',
    notFound: 'File not found',
  });
}
