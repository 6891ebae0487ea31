import type { z } from 'zod';
import {
  auditFeedQuerySchema,
  auditTrailOperation,
  listQuerySchema,
  openApiDocument,
  PUBLIC_FORM_ERROR_TEXTS,
  publicFormFieldsShape,
  type ApiOperation,
  type ErrorStatus,
} from '@consulting/service-kit';
import { CONTENT_AUDIT_ENTITIES, CONTENT_AUDIT_FEED_PATH } from './admin-audit.ts';
import { mediaOperations } from './media/media-openapi.ts';
import { messagesBulkSchema, messagesListSpec, readStateSchema, replySchema } from './routes/admin-messages.ts';
import { createNewsSchema, newsListSpec, updateNewsSchema } from './routes/admin-news.ts';
import { createSectorSchema, sectorsListSpec, updateSectorSchema } from './routes/admin-sectors.ts';
import { createServiceSchema, servicesListSpec, updateServiceSchema } from './routes/admin-services.ts';
import { contactFormSchema } from './routes/contact.ts';
import { homeQuerySchema } from './routes/home.ts';
import { newsItemQuerySchema, newsQuerySchema } from './routes/news.ts';
import { subscriptionSchema } from './routes/newsletter.ts';
import { siteContentOperations } from './site-content/site-content-openapi.ts';

const PUBLIC = 'Public content';
const FORMS = 'Public forms';

/** A public read: `GET path` → 200 `{success:true, …}`. */
function publicRead(path: string, summary: string, description: string): ApiOperation {
  return { method: 'get', path, summary, tags: [PUBLIC], auth: 'none', success: { status: 200, description } };
}

/** The 400 of every paged list (issue 12). */
const BAD_LIST_QUERY =
  'A bad query value: page or page_size out of range, an unknown sort or filter value, q too long, a malformed date';

/**
 * The five admin operations of one content record kind (list, create, update, delete, audit
 * trail), each behind the admin token, each change audited. The list is paged (issue 12):
 * `listQuery` is its query schema, `listField` its list key, `listOrder` its default order.
 */
function adminRecords(options: {
  base: string;
  tag: string;
  noun: string;
  replyField: string;
  listField: string;
  listQuery: z.ZodObject;
  listOrder: string;
  record: string;
  create: z.ZodObject;
  update: z.ZodObject;
  notFound: string;
  createErrors: Partial<Record<ErrorStatus, string>>;
  description?: string;
}): ApiOperation[] {
  const { base, tag, noun, replyField, listField, record, notFound } = options;
  const common = { tags: [tag], auth: 'staff' as const };
  const item = `${base}/{id}`;
  return [
    {
      ...common,
      method: 'get',
      path: base,
      summary: `List ${noun}s (inactive and drafts included), paged`,
      query: options.listQuery,
      success: {
        status: 200,
        description: `\`{success:true, ${listField}: ${record}[], total, page, page_size}\`; without a query the first 20, ${options.listOrder}`,
      },
      errors: { 400: BAD_LIST_QUERY },
    },
    {
      ...common,
      method: 'post',
      path: base,
      summary: `Create a ${noun}`,
      ...(options.description ? { description: options.description } : {}),
      body: { type: 'json', schema: options.create },
      success: { status: 201, description: `\`{success:true, ${replyField}: ${record}}\`; audited` },
      errors: options.createErrors,
    },
    {
      ...common,
      method: 'put',
      path: item,
      summary: `Update a ${noun} (any of the create fields)`,
      ...(options.description ? { description: options.description } : {}),
      body: { type: 'json', schema: options.update },
      success: { status: 200, description: `\`{success:true, ${replyField}: ${record}}\`; audited` },
      errors: { ...options.createErrors, 400: "'Nothing to update' or an invalid value", 404: notFound },
    },
    {
      ...common,
      method: 'delete',
      path: item,
      summary: `Delete a ${noun}`,
      success: { status: 200, description: '`{success:true}`; gone from the public site at once; audited' },
      errors: { 404: notFound },
    },
    auditTrailOperation(item, { noun, tag, notFound, auth: 'staff' }),
  ];
}

const MISSING_FIELDS = "'Please fill in the following fields: …' (only the missing ones) or an invalid value";

/**
 * Content's `/api` operations (issue #6 "API reference"), described with the zod schemas its
 * routes validate with (`routes/*.ts`, built from `input-fields.ts`). The `/internal` routes of
 * the personal-data export and erasure (`routes/internal-privacy.ts`, issue 13 part 7:
 * `GET /internal/privacy?email=`, `POST /internal/privacy/erase`) are service-to-service, need
 * `x-internal-token`, are never routed by the gateway, and so are not part of this reference.
 */
export const contentOperations: readonly ApiOperation[] = [
  ...['/api', '/api/'].map((path) =>
    publicRead(path, 'API status', "`{success:true, message:'API يعمل بشكل صحيح', service:'content'}`"),
  ),
  publicRead(
    '/api/services',
    'Active services (tracks)',
    '`ServicesResponse` `{success:true, services: ServiceRecord[]}`',
  ),
  publicRead('/api/sectors', 'Active sectors', '`{success:true, sectors: SectorRecord[]}`, by `sort_order`'),
  publicRead('/api/statistics', 'Statistics', '`{success:true, statistics: StatisticRecord[]}`, by `sort_order`'),
  publicRead('/api/settings', 'Site settings', '`{success:true, settings: SiteSettings}`'),
  {
    ...publicRead(
      '/api/home',
      'Everything the home page shows',
      '`HomeResponse` `{success:true, services, sectors, statistics, news (latest 3 public in `lang`), settings}`',
    ),
    description:
      'Issue 15: `news` holds the items public in `lang` (published in it, `publish_at` past); without `lang`, those public in both languages.',
    query: homeQuerySchema,
    errors: { 400: 'Unknown lang' },
  },
  {
    method: 'get',
    path: '/api/news',
    summary: 'Published news',
    description:
      'Issue 15: with `lang`, the items published in that language whose `publish_at` is null or past; without it, those published in both languages. `q` searches the title and summary in `lang` (both languages when absent), case-insensitive. `content_*` is sanitised HTML; texts of a language an item is not published in are empty.',
    tags: [PUBLIC],
    auth: 'none',
    query: newsQuerySchema,
    success: { status: 200, description: '`{success:true, news: NewsItemRecord[]}`, newest first' },
    errors: { 400: 'Unknown category or lang' },
  },
  {
    method: 'get',
    path: '/api/news/{id}',
    summary: 'One public news item (counts the visit), or any item through a staff preview link',
    description:
      'Public in `lang` (both languages without it), as the list. With `preview` (a token from `POST /api/admin/news/{id}/preview`): the item in any publication state, every text, no visit counted, `Cache-Control: private, no-store`; a bad or expired token is the same 404.',
    tags: [PUBLIC],
    auth: 'none',
    query: newsItemQuerySchema,
    success: {
      status: 200,
      description: '`{success:true, news: NewsItemRecord}` with `views` + 1 (not for a preview)',
    },
    errors: {
      400: 'Unknown lang',
      404: 'News item not found (also a draft, scheduled, not published in `lang`, a bad or expired preview token, a malformed id)',
    },
  },
  {
    method: 'post',
    path: '/api/contact',
    summary: 'Send a contact message',
    tags: [FORMS],
    auth: 'none',
    description:
      'Issue 13: a bot (honeypot filled, or sent sooner than the minimum fill time after its token) gets the same 201 and nothing is stored; the consent is stored with the message.',
    body: { type: 'json', schema: contactFormSchema },
    success: { status: 201, description: "`{success:true, message:'Your message has been sent successfully!'}`" },
    errors: {
      400: `'Please fill in the following fields: Name, Email, Phone, Subject, Message' (only the missing ones), 'Invalid email address', a too-long field, 'Malformed JSON body'; ${PUBLIC_FORM_ERROR_TEXTS[400]}`,
      429: `${PUBLIC_FORM_ERROR_TEXTS[429]} (per sender email; the gateway also limits per IP)`,
    },
  },
  {
    method: 'get',
    path: '/api/forms/token',
    summary: 'A form token for a public form',
    description:
      'Signed issue time and nonce; every public form sends it back as `form_token`. A form sent within the minimum fill time (3 s) of its token is treated as a bot; a token older than 6 hours is refused with 400.',
    tags: [FORMS],
    auth: 'none',
    success: {
      status: 200,
      description:
        '`FormTokenReply` `{success:true, token, issued_at, policy_version, min_fill_ms}`, `Cache-Control: no-store`',
    },
  },
  {
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe to the newsletter',
    tags: [FORMS],
    auth: 'none',
    description:
      'Issue 13: an address already subscribed gets the same 201 and nothing changes (no enumeration); a bot gets the same 201 and nothing is stored.',
    body: { type: 'json', schema: subscriptionSchema.extend(publicFormFieldsShape) },
    success: {
      status: 201,
      description: "`{success:true, message:'Thank you for subscribing to our newsletter!'}`",
    },
    errors: {
      400: `'Please fill in the following fields: Email' or 'Invalid email address'; ${PUBLIC_FORM_ERROR_TEXTS[400]}`,
      429: `${PUBLIC_FORM_ERROR_TEXTS[429]} (per email)`,
    },
  },
  ...adminRecords({
    base: '/api/admin/services',
    tag: 'Admin: services',
    noun: 'service',
    replyField: 'service',
    listField: 'services',
    listQuery: listQuerySchema(servicesListSpec),
    listOrder: 'by `sort_order` then English title',
    record: 'ServiceRecord',
    create: createServiceSchema,
    update: updateServiceSchema,
    notFound: 'Service not found',
    createErrors: { 400: MISSING_FIELDS, 409: 'Another service already uses this slug' },
  }),
  ...adminRecords({
    base: '/api/admin/sectors',
    tag: 'Admin: sectors',
    noun: 'sector',
    replyField: 'sector',
    listField: 'sectors',
    listQuery: listQuerySchema(sectorsListSpec),
    listOrder: 'by `sort_order` then English name',
    record: 'SectorRecord',
    create: createSectorSchema,
    update: updateSectorSchema,
    notFound: 'Sector not found',
    createErrors: { 400: MISSING_FIELDS },
    description: '`title_ar` / `title_en` are accepted for `name_ar` / `name_en` (spec §3); `name_*` wins.',
  }),
  ...adminRecords({
    base: '/api/admin/news',
    tag: 'Admin: news',
    noun: 'news item',
    replyField: 'news',
    listField: 'news',
    listQuery: listQuerySchema(newsListSpec),
    listOrder: 'newest first',
    record: 'AdminNewsItemRecord',
    create: createNewsSchema,
    update: updateNewsSchema,
    notFound: 'News item not found',
    createErrors: {
      400: "'أدخل عنوان الخبر بالعربية أو بالإنجليزية' (no title), 'لا يمكن نشر الخبر قبل تعبئة: …' (a published language lacks its title or content; a content the sanitiser emptied counts as missing), 'الصورة المختارة غير موجودة في مكتبة الوسائط', or an invalid value",
    },
    description:
      'Issue 15: `content_ar` / `content_en` are HTML, sanitised on every write (allowed: p, br, strong, em, u, s, h2, h3, ul, ol, li, blockquote, code, a[href] http/https/mailto with `target=_blank rel="noopener noreferrer"`). `published_ar` / `published_en` publish per language (`is_published` 0|1 sets both, for older clients); `publish_at` (ISO 8601 or null) schedules; `image_id` is a media library image.',
  }),
  {
    method: 'post',
    path: '/api/admin/news/{id}/preview',
    summary: 'A signed preview link of a news item',
    description:
      'Issue 15 part 4: a link to the public page that shows the item in any publication state for one hour (HMAC-signed token in `preview`).',
    tags: ['Admin: news'],
    auth: 'staff',
    success: {
      status: 200,
      description: "`{success:true, url: '/news/{id}?preview=<token>', expires_at}`, `Cache-Control: no-store`",
    },
    errors: { 404: 'News item not found' },
  },
  // Issue 15 part 2: the media library.
  ...mediaOperations,
  // Issue 15 part 1: the editor-owned site content and its public snapshot.
  ...siteContentOperations,
  {
    method: 'get',
    path: '/api/admin/messages',
    summary: 'List contact messages, paged',
    tags: ['Admin: messages'],
    auth: 'staff',
    query: listQuerySchema(messagesListSpec),
    success: {
      status: 200,
      description:
        '`{success:true, messages: ContactMessageRecord[], total, page, page_size}`; without a query the first 20, newest first',
    },
    errors: { 400: BAD_LIST_QUERY },
  },
  {
    method: 'get',
    path: '/api/admin/messages/export',
    summary: 'Export contact messages as CSV',
    description:
      "Every message matching the same `is_read`, `q`, `from`/`to` and `sort` as the list (`page`/`page_size` ignored), streamed as `messages-YYYY-MM-DD.csv`: UTF-8 with a BOM, Arabic headers (الاسم، البريد الإلكتروني، الهاتف، الشركة، الموضوع، الرسالة، مقروءة، التاريخ), formula cells prefixed with `'`.",
    tags: ['Admin: messages'],
    auth: 'admin',
    query: listQuerySchema(messagesListSpec),
    success: { status: 200, description: 'The CSV file (attachment)', contentType: 'text/csv' },
    errors: { 400: BAD_LIST_QUERY },
  },
  {
    method: 'post',
    path: '/api/admin/messages/bulk',
    summary: 'Mark read, mark unread or delete several messages',
    description:
      'Each changed message is audited on its own (`update` / `delete`, entity `contact_message`). A message already in the wanted read state counts as done without a change or an audit entry.',
    tags: ['Admin: messages'],
    auth: 'staff',
    body: { type: 'json', schema: messagesBulkSchema },
    success: { status: 200, description: '`BulkReply` `{success:true, done: string[], not_found: string[]}`' },
    errors: { 400: "An unknown action, no ids, more than 100 ids or a malformed id ('ids must be record ids')" },
  },
  {
    method: 'put',
    path: '/api/admin/messages/{id}',
    summary: 'Mark a message read or unread',
    tags: ['Admin: messages'],
    auth: 'staff',
    body: { type: 'json', schema: readStateSchema },
    success: { status: 200, description: '`{success:true, message: ContactMessageRecord}`; audited' },
    errors: { 400: 'is_read must be true or false', 404: 'Message not found' },
  },
  {
    method: 'delete',
    path: '/api/admin/messages/{id}',
    summary: 'Delete a message',
    tags: ['Admin: messages'],
    auth: 'staff',
    success: { status: 200, description: '`{success:true}`; audited' },
    errors: { 404: 'Message not found' },
  },
  {
    method: 'post',
    path: '/api/admin/messages/{id}/reply',
    summary: 'Reply to a message by mail',
    description: "Mailed through identity with the original quoted; appended to the message's `replies`.",
    tags: ['Admin: messages'],
    auth: 'staff',
    body: { type: 'json', schema: replySchema },
    success: { status: 200, description: '`{success:true, message: ContactMessageRecord}`; audited' },
    errors: {
      400: "'Reply is required' or 'Reply is too long (at most 10000 characters)'",
      404: 'Message not found',
      502: 'The reply could not be sent (nothing recorded)',
    },
  },
  auditTrailOperation('/api/admin/messages/{id}', {
    noun: 'message',
    tag: 'Admin: messages',
    notFound: 'Message not found',
    auth: 'staff',
  }),
  {
    method: 'get',
    path: CONTENT_AUDIT_FEED_PATH,
    summary: "Content's activity feed (whole audit trail), newest first",
    description: `Filters \`entity\` (${CONTENT_AUDIT_ENTITIES.join(', ')}), \`action\`, \`actor\` (admin email), \`from\`/\`to\` on \`at\`; \`before\` (a page's \`next_before\`) lists the entries strictly older, ignoring \`page\`.`,
    tags: ['Admin: activity'],
    auth: 'admin',
    query: auditFeedQuerySchema(CONTENT_AUDIT_ENTITIES),
    success: {
      status: 200,
      description: '`AuditFeedPage` `{success:true, audit: AuditEntry[], total, page, page_size, next_before}`',
    },
    errors: { 400: 'A bad query value (unknown entity or action, a malformed cursor or date, page out of range)' },
  },
];

/** Content's OpenAPI 3.1 document, served at `GET /openapi.json`. */
export function contentApiDocument(): ReturnType<typeof openApiDocument> {
  return openApiDocument(
    {
      title: 'Content service',
      version: '1.0.0',
      description: 'Services, sectors, news, statistics, settings, contact messages and the newsletter.',
    },
    contentOperations,
  );
}
