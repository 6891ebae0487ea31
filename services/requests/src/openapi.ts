import { z } from 'zod';
import {
  auditFeedQuerySchema,
  auditTrailOperation,
  listQuerySchema,
  openApiDocument,
  PUBLIC_FORM_ERROR_TEXTS,
  type ApiOperation,
  type ListSpec,
} from '@consulting/service-kit';
import { clientJoinApplicationListSpec, joinApplicationListSpec } from './join-application-lists.ts';
import { joinApplicationFormSchema } from './join-application-submission.ts';
import { adminRequestListSpec, userRequestListSpec } from './request-lists.ts';
import { addRequestSchema } from './routes/admin-add-requests.ts';
import { AUDITED_ENTITIES } from './routes/admin-overview.ts';
import { requestBulkSchema, requestUpdateSchema } from './routes/admin-requests.ts';
import { clientRequestListSpec } from './routes/client-requests.ts';
import { deleteQuerySchema, joinBulkSchema, statusUpdateSchema, updateSchema } from './routes/join-applications.ts';
import { markReadSchema } from './routes/notifications.ts';
import { CONFIRM_LINK_INVALID, confirmQuerySchema } from './routes/request-confirmation.ts';
import { progressBulkSchema, progressUpdateSchema } from './routes/user-requests.ts';
import { submissionFormSchema } from './submission.ts';

const SUBMIT = 'Requests and applications';
const CLIENT = 'Client dashboard';
const ADMIN_REQUESTS = 'Admin: requests';
const ADMIN_JOIN = 'Admin: join applications';
const FILES = 'Files (signed links)';

const PDF_ATTACHMENT = { attachment: 'Optional PDF (checked by content), less than 5 MiB' };
/** What every multipart route answers to a body it cannot read (issue 13 part 6). */
const MULTIPART_400 =
  "'Malformed multipart body' (truncated, bad boundary), 'Upload error: LIMIT_UNEXPECTED_FILE (field)' (a file under another field name, or too many files)";
const MULTIPART_413 = "'Upload error: LIMIT_FIELD_COUNT' and the like: more than 50 fields or a field over 64 KiB";
const MULTIPART_415 = "'Expected a multipart/form-data body' (JSON, urlencoded, text)";
const SUBMISSION_ERRORS = {
  400: `'Please fill in the following fields: Name, Email, Description' (only the missing ones) or an invalid value; ${PUBLIC_FORM_ERROR_TEXTS[400]}; ${MULTIPART_400}`,
  413: `'File size should be less than 5MB'; ${MULTIPART_413}`,
  415: `The attachment is not a PDF (by content); ${MULTIPART_415}`,
  429: `${PUBLIC_FORM_ERROR_TEXTS[429]}: REQUESTS_PER_EMAIL_PER_HOUR (default 5) per target email and form; nothing stored`,
} as const;

/** Issue 13 on the three public forms: what a bot gets and what is kept. */
const PUBLIC_FORM_TEXT =
  "Issue 13: the form token, honeypot and consent are checked first; a bot (honeypot filled, or sent sooner than FORM_MIN_FILL_MS after its token) gets the same 201 with a record that is never stored, and nothing is stored, mailed or created. A person's consent `{policy_version, given_at}` is stored and shown in the record.";

/**
 * The query of a signed download link. The route checks it with the kit's `verifySignedPath`
 * (an HMAC), not with zod; this schema only describes it for the reference.
 */
const signedLinkQuery = z.object({
  expires: z.string().meta({ description: 'Expiry in seconds since the epoch, as in the signed link' }),
  sig: z.string().meta({ description: 'HMAC-SHA256 of the path and expiry, as in the signed link' }),
  download: z
    .literal('1')
    .optional()
    .meta({ description: 'Accepted for older links; every file is sent as a download' }),
});

const submission = (path: string, summary: string, stored: string): ApiOperation => ({
  method: 'post',
  path,
  summary,
  description: `A guest gets a client account through identity. ${stored} ${PUBLIC_FORM_TEXT} A guest's request under an email that already had an account (or when identity cannot say) is held: stored, flagged \`unconfirmed\` to admins, kept from that client's dashboard and notifications until they use the single-use link mailed to them (\`/api/requests/confirm\`). The answer is the same whether or not the email had an account: no \`account_created\`, and a guest's record carries no \`user_id\`.`,
  tags: [SUBMIT],
  auth: 'optional',
  body: { type: 'multipart', schema: submissionFormSchema, files: PDF_ATTACHMENT },
  success: {
    status: 201,
    description:
      "`{success:true, message:'Your request has been sent successfully! We will contact you soon.', request: RequestRecord}` (the record with `consent`)",
  },
  errors: SUBMISSION_ERRORS,
});

const joinSubmission = (path: string): ApiOperation => ({
  method: 'post',
  path,
  summary: 'Apply to join the team',
  description: `${PUBLIC_FORM_TEXT} A bot's files never reach storage. An application filed without the email owner's client token (a guest, an admin token, or a client under another email) under an email that has an account (or when identity cannot say) is held: stored, flagged \`unconfirmed\` to admins, kept from that client's join-applications list and notifications until they use the single-use link mailed to them (\`/api/requests/confirm\`). The answer is the same whether or not it was held.`,
  tags: [SUBMIT],
  auth: 'optional',
  body: {
    type: 'multipart',
    schema: joinApplicationFormSchema,
    files: {
      profile_image: 'Optional JPEG, PNG or GIF (by content), less than 5 MiB',
      cv_file: 'Optional PDF, DOC or DOCX (by content), less than 5 MiB',
    },
  },
  success: {
    status: 201,
    description: "`{success:true, message:'Application submitted successfully', data: JoinApplicationRecord}`",
  },
  errors: {
    400: `'This field is required: …' or 'Invalid email address'; ${PUBLIC_FORM_ERROR_TEXTS[400]}; ${MULTIPART_400}`,
    413: `'File size too large (max 5MB)'; ${MULTIPART_413}`,
    415: `'Unsupported file type'; ${MULTIPART_415}`,
    429: `${PUBLIC_FORM_ERROR_TEXTS[429]}: REQUESTS_PER_EMAIL_PER_HOUR (default 5) per email; nothing stored`,
  },
});

const addRequest = (path: string, summary: string, listField: string): ApiOperation => ({
  method: 'post',
  path,
  summary,
  description: `\`${listField}\` as repeated fields or one JSON array string (at most 20 entries of 200 characters). No account is created.`,
  tags: [ADMIN_REQUESTS],
  auth: 'admin',
  body: { type: 'multipart', schema: addRequestSchema, files: PDF_ATTACHMENT },
  success: {
    status: 201,
    description:
      "`AdminAddRequestResponse` `{success:true, message:'تمت إضافة الطلب بنجاح', request: RequestRecord}`; audited",
  },
  errors: {
    400: `'Please fill in the following fields: Name, Email, Track' (only the missing ones), 'Invalid email address' or '{field}: …'; ${MULTIPART_400}`,
    413: `'File size should be less than 5MB'; ${MULTIPART_413}`,
    415: `'Unsupported file type: please select PDF files only'; ${MULTIPART_415}`,
  },
});

const PAGE = '`total` (rows matching), `page`, `page_size`; without parameters the first 20 rows';
const BULK_REPLY =
  '`BulkReply` `{success:true, done: string[], not_found: string[]}`; each changed record audited on its own';

/** `GET <list>/export`: the list's filters, `q` and `sort` (no paging) as a CSV download. */
const exportOperation = (path: string, spec: ListSpec, noun: string, tag: string): ApiOperation => ({
  method: 'get',
  path,
  summary: `Export ${noun} as CSV`,
  description: 'Every row matching the filters, `q` and `sort` of the list (page and page_size are ignored).',
  tags: [tag],
  auth: 'admin',
  query: listQuerySchema(spec).omit({ page: true, page_size: true }),
  success: {
    status: 200,
    description: 'UTF-8 CSV with a byte-order mark and Arabic headers, as a download (`<list>-YYYY-MM-DD.csv`)',
    contentType: 'text/csv',
  },
  errors: { 400: 'A filter, `q` or `sort` value out of range' },
});

const adminRequestKind = (base: string, noun: string): ApiOperation[] => [
  {
    method: 'get',
    path: base,
    summary: `${noun[0].toUpperCase()}${noun.slice(1)}s, paged`,
    description:
      'Filters `status`, `track` (the stored service_name), `has_attachment`, `unconfirmed` (issue 13: requests held for their owner’s confirmation, flagged `unconfirmed: true`); `from`/`to` on created_at. Records carry `consent` when the public form gave one.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    query: listQuerySchema(adminRequestListSpec),
    success: {
      status: 200,
      description: `\`{success:true, requests: RequestRecord[], total, page, page_size}\`: ${PAGE}`,
    },
    errors: { 400: 'A query value out of range (page, page_size, sort, q, a filter, from/to)' },
  },
  exportOperation(`${base}/export`, adminRequestListSpec, `${noun}s`, ADMIN_REQUESTS),
  {
    method: 'post',
    path: `${base}/bulk`,
    summary: `Set the status of several ${noun}s`,
    description: "As the single `PUT` for each: a real status change notifies the request's owner once.",
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    body: { type: 'json', schema: requestBulkSchema },
    success: { status: 200, description: BULK_REPLY },
    errors: { 400: 'Bad action, status or ids (1 to 100 record ids), or malformed JSON' },
  },
  {
    method: 'put',
    path: `${base}/{id}`,
    summary: `Review a ${noun} (status, notes)`,
    description: "A real status change notifies the request's owner once.",
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    body: { type: 'json', schema: requestUpdateSchema },
    success: { status: 200, description: '`{success:true, request: RequestRecord}`; audited' },
    errors: { 400: 'Bad status, empty update or malformed JSON', 404: 'Request not found' },
  },
  auditTrailOperation(`${base}/{id}`, { noun, tag: ADMIN_REQUESTS, notFound: 'Request not found' }),
];

const JOIN_UPDATED = "`{success:true, message:'Application status updated', data: JoinApplicationRecord}`; audited";
const JOIN_DELETED = "`{success:true, message:'Application deleted'}`, files removed; audited";
const JOIN_LIST = `\`{success:true, data: JoinApplicationRecord[], total, page, page_size}\`: ${PAGE}`;

const notificationsList = (path: string): ApiOperation => ({
  method: 'get',
  path,
  summary: "The client's notifications (the bell)",
  description: '`?user_email` is ignored: the client comes from the token.',
  tags: [CLIENT],
  auth: 'client',
  success: {
    status: 200,
    description:
      '`NotificationsResponse` `{success:true, data: NotificationRecord[], unread_count}`, newest first, at most 50',
  },
});

const signedDownload = (path: string, summary: string, forbidden: string, notFound: string): ApiOperation => ({
  method: 'get',
  path,
  summary,
  description: 'Links come from the records of this API (`attachment_url`, `profile_image`, `cv_file`).',
  tags: [FILES],
  auth: 'signed-url',
  query: signedLinkQuery,
  success: {
    status: 200,
    description:
      "The file with its detected type, always a download: `Content-Disposition: attachment` (a non-ASCII name as `filename*=UTF-8''…`), `Content-Security-Policy: sandbox`, `X-Content-Type-Options: nosniff`",
    contentType: 'application/octet-stream',
  },
  errors: { 403: forbidden, 404: notFound },
});

/**
 * The requests service's `/api` and `/uploads` operations (issue #6 "API reference"), described
 * with the zod schemas its routes validate with (`submission.ts`, `join-application-submission.ts`,
 * `routes/*.ts`). The `/internal/privacy` routes (`privacy-router.ts`, issue 13 part 7:
 * `GET /internal/privacy?email=&user_id=`, `GET /internal/privacy/files/:bucket/:id`,
 * `POST /internal/privacy/erase`) are service-to-service, need `x-internal-token`, are never
 * routed by the gateway, and so are not part of this reference.
 */
export const requestsOperations: readonly ApiOperation[] = [
  submission('/api/service-requests', 'Send a service request', "Stored with request_type 'service'."),
  submission('/api/track-requests', 'Send a track (opportunity) request', "Stored with request_type 'opportunity'."),
  joinSubmission('/api/endpoints/join-applications.php'),
  joinSubmission('/api/join-applications'),
  {
    method: 'get',
    path: '/api/requests/confirm',
    summary: 'Open the confirmation link of a held request or join application',
    description:
      'The link mailed to the owner of a held request or join application (issue 13). Never confirms by itself (mail scanners prefetch links): it shows a small page whose button POSTs to the same URL. `Cache-Control: no-store`, `Referrer-Policy: no-referrer`.',
    tags: [SUBMIT],
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
  },
  {
    method: 'post',
    path: '/api/requests/confirm',
    summary: 'Confirm a held request or join application',
    description:
      "Confirms the request or join application for good: it shows in its owner's dashboard from now on, and the link stops working (single use). A browser is sent on with 303 to `/user/dashboard?tab=services|opportunities|join-applications`.",
    tags: [SUBMIT],
    auth: 'none',
    query: confirmQuerySchema,
    success: {
      status: 200,
      description:
        "With `Accept: application/json`: `{success:true, message:'Your request is confirmed and now shows in your dashboard' (or 'Your join application is confirmed and now shows in your dashboard'), request_id, request_type ('service', 'opportunity' or 'join_application')}`; otherwise 303 to the dashboard",
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
  },
  {
    method: 'get',
    path: '/api/user/requests',
    summary: "The caller's service and track requests, paged",
    description:
      '`?user_email` / `?user_id` are ignored: the caller comes from the token. With `kind`, one list: `{success:true, service_requests | track_requests, total, page, page_size}`.',
    tags: [CLIENT],
    auth: 'signed-in',
    query: listQuerySchema(clientRequestListSpec),
    success: {
      status: 200,
      description:
        'Without `kind`: `{success:true, service_requests, track_requests, totals: {service_requests, track_requests}, total, page, page_size}`, the same page of each list, newest first',
    },
    errors: { 400: 'page, page_size, sort or kind out of range' },
  },
  {
    method: 'get',
    path: '/api/user/requests/{id}',
    summary: "One of the caller's requests",
    tags: [CLIENT],
    auth: 'signed-in',
    success: { status: 200, description: '`{success:true, request: RequestRecord}`' },
    errors: { 404: 'Request not found (also when it is not the caller’s)' },
  },
  {
    method: 'get',
    path: '/api/endpoints/join-applications.php',
    summary: "The caller's join applications, paged",
    description:
      'Sent with the caller’s token, or under the caller’s email; one held for the caller’s confirmation (issue 13) is in neither the page nor `total` until they used the mailed link.',
    tags: [CLIENT],
    auth: 'signed-in',
    query: listQuerySchema(clientJoinApplicationListSpec),
    success: { status: 200, description: `${JOIN_LIST}, newest first` },
    errors: { 400: 'page, page_size or sort out of range' },
  },
  notificationsList('/api/endpoints/notifications.php'),
  notificationsList('/api/notifications'),
  {
    method: 'put',
    path: '/api/endpoints/notifications.php',
    summary: 'Mark a notification read',
    description: '`user_email` in the body is ignored.',
    tags: [CLIENT],
    auth: 'client',
    body: { type: 'json', schema: markReadSchema },
    success: { status: 200, description: '`{success:true, data: NotificationRecord}` with `is_read:true`' },
    errors: { 400: 'notification_id is required', 404: 'Notification not found (also someone else’s)' },
  },
  {
    method: 'put',
    path: '/api/notifications/{id}',
    summary: 'Mark a notification read',
    tags: [CLIENT],
    auth: 'client',
    success: { status: 200, description: '`{success:true, data: NotificationRecord}` with `is_read:true`' },
    errors: { 404: 'Notification not found (also someone else’s)' },
  },
  ...adminRequestKind('/api/admin/service-requests', 'service request'),
  ...adminRequestKind('/api/admin/track-requests', 'track request'),
  addRequest('/api/admin/add-request', 'Add a service request for someone', 'additional_services'),
  addRequest(
    '/api/admin/add-track-request',
    'Add a track (opportunity) request for someone',
    'additional_opportunities',
  ),
  {
    method: 'get',
    path: '/api/admin/requests',
    summary: 'User requests page: both kinds with their workflow status, paged',
    description:
      '`status` filters the workflow status, `kind` one collection (service or opportunity), `unconfirmed` held requests (flagged `unconfirmed: true`, issue 13); without `kind` both kinds are merged in created_at order.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    query: listQuerySchema(userRequestListSpec),
    success: {
      status: 200,
      description: `\`{success:true, requests: UserRequestRecord[], total, page, page_size}\`: ${PAGE}`,
    },
    errors: { 400: 'A query value out of range (page, page_size, sort, q, status, kind, from/to)' },
  },
  exportOperation('/api/admin/requests/export', userRequestListSpec, 'user requests', ADMIN_REQUESTS),
  {
    method: 'post',
    path: '/api/admin/requests/bulk',
    summary: 'Set the workflow status of several requests',
    description: 'Each id may be a service or a track request’s. No client notification.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    body: { type: 'json', schema: progressBulkSchema },
    success: { status: 200, description: BULK_REPLY },
    errors: { 400: 'Bad action, status or ids (1 to 100 record ids), or malformed JSON' },
  },
  {
    method: 'get',
    path: '/api/admin/counts',
    summary: "The admin dashboard's counters",
    description:
      '`users` comes from identity and is null when identity cannot answer (within 1 s); the other counters are still given.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    success: {
      status: 200,
      description:
        '`{success:true, counts: AdminCounts}`: `{service_requests, track_requests, total_requests, requests_with_attachments, users}`',
    },
  },
  {
    method: 'get',
    path: '/api/admin/audit/requests',
    summary: "This service's activity feed (audit trail), newest first",
    description:
      'Entities service_request, track_request, join_application. `before` (a page’s `next_before`) lists entries strictly older than it.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    query: auditFeedQuerySchema(AUDITED_ENTITIES),
    success: {
      status: 200,
      description: '`AuditFeedPage` `{success:true, audit: AuditEntryRecord[], total, page, page_size, next_before}`',
    },
    errors: { 400: 'A query value out of range' },
  },
  {
    method: 'put',
    path: '/api/admin/requests/{id}',
    summary: "Set a request's workflow status",
    description: 'The id may be a service or a track request’s. No client notification.',
    tags: [ADMIN_REQUESTS],
    auth: 'admin',
    body: { type: 'json', schema: progressUpdateSchema },
    success: { status: 200, description: '`UserRequestUpdateResponse` `{success:true, request}`; audited' },
    errors: {
      400: "'Status is required', 'status: Status must be one of: …' or 'Malformed JSON body'",
      404: 'Request not found',
    },
  },
  ...['/api/join-applications', '/api/admin/join-applications'].map((path): ApiOperation => ({
    method: 'get',
    path,
    summary: 'Join applications, paged',
    description:
      'Filters `status`, `unconfirmed` (issue 13: applications held for their owner’s confirmation, flagged `unconfirmed: true`); `from`/`to` on created_at. Records carry `consent`, and `files_deleted_at` once the retention job (JOIN_FILES_RETENTION_MONTHS) deleted their files.',
    tags: [ADMIN_JOIN],
    auth: 'admin',
    query: listQuerySchema(joinApplicationListSpec),
    success: { status: 200, description: JOIN_LIST },
    errors: { 400: 'A query value out of range (page, page_size, sort, q, status, unconfirmed, from/to)' },
  })),
  exportOperation('/api/admin/join-applications/export', joinApplicationListSpec, 'join applications', ADMIN_JOIN),
  {
    method: 'post',
    path: '/api/admin/join-applications/bulk',
    summary: 'Set the status of, or delete, several applications',
    description:
      "`{action:'set_status', status, ids}` (a real status change notifies the applicant) or `{action:'delete', ids}` (files removed), as the single routes.",
    tags: [ADMIN_JOIN],
    auth: 'admin',
    body: { type: 'json', schema: joinBulkSchema },
    success: { status: 200, description: BULK_REPLY },
    errors: { 400: 'Bad action, status or ids (1 to 100 record ids), or malformed JSON' },
  },
  {
    method: 'put',
    path: '/api/join-applications',
    summary: "Set an application's status (id in the body)",
    description: 'A real status change notifies the applicant.',
    tags: [ADMIN_JOIN],
    auth: 'admin',
    body: { type: 'json', schema: updateSchema },
    success: { status: 200, description: JOIN_UPDATED },
    errors: { 400: 'Bad status, missing id or malformed JSON', 404: 'Application not found' },
  },
  {
    method: 'put',
    path: '/api/admin/join-applications/{id}',
    summary: "Set an application's status",
    description: 'A real status change notifies the applicant.',
    tags: [ADMIN_JOIN],
    auth: 'admin',
    body: { type: 'json', schema: statusUpdateSchema },
    success: { status: 200, description: JOIN_UPDATED },
    errors: { 400: 'Bad status or malformed JSON', 404: 'Application not found' },
  },
  {
    method: 'delete',
    path: '/api/join-applications',
    summary: 'Delete an application (id in the query)',
    tags: [ADMIN_JOIN],
    auth: 'admin',
    query: deleteQuerySchema,
    success: { status: 200, description: JOIN_DELETED },
    errors: { 400: 'id is required', 404: 'Application not found' },
  },
  {
    method: 'delete',
    path: '/api/admin/join-applications/{id}',
    summary: 'Delete an application',
    tags: [ADMIN_JOIN],
    auth: 'admin',
    success: { status: 200, description: JOIN_DELETED },
    errors: { 404: 'Application not found' },
  },
  auditTrailOperation('/api/admin/join-applications/{id}', {
    noun: 'application',
    tag: ADMIN_JOIN,
    notFound: 'Application not found',
  }),
  signedDownload(
    '/uploads/attachments/{id}',
    "A request's PDF",
    'This attachment link is invalid or has expired',
    'Attachment not found',
  ),
  signedDownload(
    '/uploads/join_applications/{id}',
    "An applicant's image or CV",
    'This file link is invalid or has expired',
    'File not found',
  ),
];

/** The requests service's OpenAPI 3.1 document, served at `GET /openapi.json`. */
export function requestsApiDocument(): ReturnType<typeof openApiDocument> {
  return openApiDocument(
    {
      title: 'Requests service',
      version: '1.0.0',
      description:
        'Service and track requests, join applications, notifications, the admin request pages and signed file downloads.',
    },
    requestsOperations,
  );
}
