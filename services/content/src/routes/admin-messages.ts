import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { FilterQuery } from 'mongoose';
import { z } from 'zod';
import type { BulkReply, ContactMessageRecord } from '@consulting/contracts';
import {
  addRoute,
  addRoutes,
  allOf,
  bulkSchema,
  csvFilename,
  dateRangeFilter,
  findPage,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  queryBoolean,
  searchFilter,
  streamCsv,
  type AuthUser,
  type CsvColumn,
  type ListSpec,
  type ParsedListQuery,
  type RouteOperation,
} from '@consulting/service-kit';
import type { ContentAudit } from '../admin-audit.ts';
import type { ContentModels } from '../content-models.ts';
import { parseInput } from '../input-fields.ts';
import type { SendMail } from '../mail/identity-mail.ts';
import {
  toContactMessageRecord,
  type ContactMessage,
  type ContactMessageDocument,
} from '../models/contact-message.model.ts';
import { recordId } from '../record-id.ts';
import { BAD_LIST_QUERY, contentTrailRoute } from './admin-records.ts';

const NOT_FOUND = 'Message not found';
const REPLY_REQUIRED = 'Reply is required';
const REPLY_NOT_SENT = 'The reply could not be sent';
const MAX_REPLY = 10_000;

/**
 * How `GET /api/admin/messages` (and its export) may be queried (spec §2 "Other admin
 * pages" Contact messages): `is_read=true|false`, `q` in name, email, phone, company, subject
 * message and the reference number (the staff alert links to `?q=<reference>`), `sort` by created_at (default `-created_at`, newest first),
 * name, email or subject, `from`/`to` on created_at. The indexes are in
 * `contact-message.model.ts`.
 */
export const messagesListSpec = {
  sortFields: ['created_at', 'name', 'email', 'subject'],
  defaultSort: '-created_at',
  searchFields: ['name', 'email', 'phone', 'company', 'subject', 'message', 'reference'],
  dateField: 'created_at',
  filters: { is_read: queryBoolean('is_read') },
} satisfies ListSpec;

type MessagesQuery = ParsedListQuery<{ is_read?: boolean }>;

/** The mongo filter of a parsed messages query (`is_read`, `q`, `from`/`to`). */
function messagesFilter(query: MessagesQuery): FilterQuery<ContactMessage> {
  const { is_read } = query.filters;
  return allOf<ContactMessage>(
    is_read === undefined ? {} : { is_read },
    searchFilter<ContactMessage>(query.q, messagesListSpec.searchFields),
    dateRangeFilter<ContactMessage>(messagesListSpec.dateField, query.from, query.to),
  );
}

/** The columns of `GET /api/admin/messages/export`, Arabic headers in the inbox's order. */
export const MESSAGE_EXPORT_COLUMNS: readonly CsvColumn<ContactMessage>[] = [
  { header: 'الاسم', value: (message) => message.name },
  { header: 'البريد الإلكتروني', value: (message) => message.email },
  { header: 'الهاتف', value: (message) => message.phone },
  { header: 'الشركة', value: (message) => message.company },
  { header: 'الموضوع', value: (message) => message.subject },
  { header: 'الرسالة', value: (message) => message.message },
  { header: 'مقروءة', value: (message) => (message.is_read ? 'نعم' : 'لا') },
  { header: 'التاريخ', value: (message) => message.created_at },
];

/** The fields the export reads (not the replies). */
const EXPORT_FIELDS = 'name email phone company subject message is_read created_at';

/** Body of `POST /api/admin/messages/bulk`: `{action: 'mark_read'|'mark_unread'|'delete', ids}`. */
export const messagesBulkSchema = bulkSchema(['mark_read', 'mark_unread', 'delete'] as const);

/** Body of `PUT /api/admin/messages/:id`. */
export const readStateSchema = z.object({ is_read: z.boolean({ error: 'is_read must be true or false' }) });

/** Body of `POST /api/admin/messages/:id/reply`. */
export const replySchema = z.object({
  reply: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, { error: REPLY_REQUIRED })
    .max(MAX_REPLY, { error: `Reply is too long (at most ${MAX_REPLY} characters)` }),
});

/** Subject of a reply mail, Arabic first (spec §1: Arabic by default). */
export function replySubject(subject: string): string {
  return `رد على رسالتك: ${subject} | Reply to your message: ${subject}`;
}

/** Body of a reply mail: the reply, then the original message quoted line by line. */
export function replyText(reply: string, message: ContactMessageDocument): string {
  const quoted = message.message.split(/\r?\n/).map((line) => `> ${line}`);
  return [
    reply,
    '',
    '---',
    `رسالتك بتاريخ ${message.created_at.toISOString()} | Your message of ${message.created_at.toISOString()}:`,
    `> ${message.subject}`,
    '>',
    ...quoted,
  ].join('\n');
}

const MESSAGES = '/api/admin/messages';
const MESSAGE = `${MESSAGES}/{id}`;
const staffMessages = { tags: ['Admin: messages'], auth: 'staff' as const };

/**
 * Admin contact messages (spec §2 "Other admin pages" Contact messages, §3, §4 unread → read):
 * staff may read, mark, delete and reply; only admins export. Every change is audited (entity
 * 'contact_message'); a reply does not mark the message read (spec §4).
 */
export function adminMessagesRouter(
  models: ContentModels,
  guards: { staffOnly: Middleware; adminOnly: Middleware },
  deps: { audit: ContentAudit; sendMail: SendMail },
): Router {
  const router = new Router();
  const { ContactMessage } = models;
  const { audit, sendMail } = deps;
  const { staffOnly, adminOnly } = guards;
  const auth = { staff: staffOnly, admin: adminOnly };
  const reply = (message: ContactMessageDocument): { success: true; message: ContactMessageRecord } => ({
    success: true,
    message: toContactMessageRecord(message),
  });

  const list: RouteOperation = {
    ...staffMessages,
    method: 'get',
    path: MESSAGES,
    summary: 'List contact messages, paged',
    query: listQuerySchema(messagesListSpec),
    success: {
      status: 200,
      description:
        '`{success:true, messages: ContactMessageRecord[], total, page, page_size}`; without a query the first 20, newest first',
    },
    errors: { 400: BAD_LIST_QUERY },
  };
  addRoute(router, auth, list, async (ctx) => {
    const query = parseListQuery(messagesListSpec, ctx.query);
    const { rows, total } = await findPage(ContactMessage, messagesFilter(query), query);
    ctx.body = pageReply('messages', (rows as ContactMessageDocument[]).map(toContactMessageRecord), total, query);
  });

  // Before any '/api/admin/messages/:id…' route.
  const exportCsv: RouteOperation = {
    method: 'get',
    path: `${MESSAGES}/export`,
    summary: 'Export contact messages as CSV',
    description:
      "Every message matching the same `is_read`, `q`, `from`/`to` and `sort` as the list (`page`/`page_size` ignored), streamed as `messages-YYYY-MM-DD.csv`: UTF-8 with a BOM, Arabic headers (الاسم، البريد الإلكتروني، الهاتف، الشركة، الموضوع، الرسالة، مقروءة، التاريخ), formula cells prefixed with `'`.",
    tags: ['Admin: messages'],
    auth: 'admin',
    query: listQuerySchema(messagesListSpec),
    success: { status: 200, description: 'The CSV file (attachment)', contentType: 'text/csv' },
    errors: { 400: BAD_LIST_QUERY },
  };
  addRoute(router, auth, exportCsv, (ctx) => {
    const query = parseListQuery(messagesListSpec, ctx.query);
    const rows = ContactMessage.find(messagesFilter(query), EXPORT_FIELDS)
      .sort(query.sort)
      .lean<ContactMessage[]>()
      .cursor({ batchSize: 500 });
    streamCsv(ctx, { filename: csvFilename('messages'), columns: MESSAGE_EXPORT_COLUMNS, rows });
  });

  const bulk: RouteOperation = {
    ...staffMessages,
    method: 'post',
    path: `${MESSAGES}/bulk`,
    summary: 'Mark read, mark unread or delete several messages',
    description:
      'Each changed message is audited on its own (`update` / `delete`, entity `contact_message`). A message already in the wanted read state counts as done without a change or an audit entry.',
    body: { type: 'json', schema: messagesBulkSchema },
    success: { status: 200, description: '`BulkReply` `{success:true, done: string[], not_found: string[]}`' },
    errors: { 400: "An unknown action, no ids, more than 100 ids or a malformed id ('ids must be record ids')" },
  };
  addRoute(router, auth, bulk, async (ctx) => {
    const { action, ids } = parseInput(messagesBulkSchema, ctx.request.body, {});
    const done = new Set<string>();
    const unchanged: string[] = [];
    for (const id of ids) {
      if (action === 'delete') {
        const message = await ContactMessage.findByIdAndDelete(id);
        if (!message) {
          unchanged.push(id);
          continue;
        }
        const before = toContactMessageRecord(message);
        await audit.record(ctx, { entity: 'contact_message', entity_id: id, action: 'delete', before, after: null });
        done.add(id);
        continue;
      }
      const is_read = action === 'mark_read';
      // Only a message in the other state changes, at once, so two admins cannot both audit it
      // (a message stored without is_read reads as unread).
      const message = await ContactMessage.findOneAndUpdate(
        { _id: id, is_read: is_read ? { $ne: true } : true },
        { $set: { is_read } },
        { new: true },
      );
      if (!message) {
        unchanged.push(id);
        continue;
      }
      const after = toContactMessageRecord(message);
      await audit.record(ctx, {
        entity: 'contact_message',
        entity_id: id,
        action: 'update',
        before: { ...after, is_read: !is_read },
        after,
      });
      done.add(id);
    }
    // Of the ids not changed, those still stored were already in the wanted read state.
    const present =
      action === 'delete' || unchanged.length === 0
        ? new Set<string>()
        : new Set((await ContactMessage.find({ _id: { $in: unchanged } }, '_id').lean()).map((row) => String(row._id)));
    const reply: BulkReply = {
      success: true,
      done: ids.filter((id) => done.has(id) || present.has(id)),
      not_found: unchanged.filter((id) => !present.has(id)),
    };
    ctx.body = reply;
  });

  const markRead: RouteOperation = {
    ...staffMessages,
    method: 'put',
    path: MESSAGE,
    summary: 'Mark a message read or unread',
    body: { type: 'json', schema: readStateSchema },
    success: { status: 200, description: '`{success:true, message: ContactMessageRecord}`; audited' },
    errors: { 400: 'is_read must be true or false', 404: NOT_FOUND },
  };
  addRoute(router, auth, markRead, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { is_read } = parseInput(readStateSchema, ctx.request.body, {});
    const message = await ContactMessage.findById(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    const before = toContactMessageRecord(message);
    message.is_read = is_read;
    await message.save();
    const body = reply(message);
    await audit.record(ctx, {
      entity: 'contact_message',
      entity_id: id,
      action: 'update',
      before,
      after: body.message,
    });
    ctx.body = body;
  });

  const remove: RouteOperation = {
    ...staffMessages,
    method: 'delete',
    path: MESSAGE,
    summary: 'Delete a message',
    success: { status: 200, description: '`{success:true}`; audited' },
    errors: { 404: NOT_FOUND },
  };
  addRoute(router, auth, remove, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const message = await ContactMessage.findByIdAndDelete(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    const before = toContactMessageRecord(message);
    await audit.record(ctx, { entity: 'contact_message', entity_id: id, action: 'delete', before, after: null });
    ctx.body = { success: true };
  });

  const replyByMail: RouteOperation = {
    ...staffMessages,
    method: 'post',
    path: `${MESSAGE}/reply`,
    summary: 'Reply to a message by mail',
    description: "Mailed through identity with the original quoted; appended to the message's `replies`.",
    body: { type: 'json', schema: replySchema },
    success: { status: 200, description: '`{success:true, message: ContactMessageRecord}`; audited' },
    errors: {
      400: `'${REPLY_REQUIRED}' or 'Reply is too long (at most ${MAX_REPLY} characters)'`,
      404: NOT_FOUND,
      502: `${REPLY_NOT_SENT} (nothing recorded)`,
    },
  };
  addRoute(router, auth, replyByMail, async (ctx) => {
    const id = recordId(ctx.params.id, NOT_FOUND);
    const { reply: text } = parseInput(replySchema, ctx.request.body, {});
    const message = await ContactMessage.findById(id);
    if (!message) throw new HttpError(404, NOT_FOUND);
    try {
      await sendMail({ to: message.email, subject: replySubject(message.subject), text: replyText(text, message) });
    } catch (error) {
      ctx.log?.warn({ err: error, message_id: id }, 'reply mail failed');
      if (error instanceof HttpError && error.status === 429) throw error;
      throw new HttpError(502, REPLY_NOT_SENT);
    }
    const admin = ctx.state.user as AuthUser;
    // $push, not a read-modify-write: two replies sent at once are both kept.
    const updated = await ContactMessage.findByIdAndUpdate(
      id,
      { $push: { replies: { text, sent_at: new Date(), admin_email: admin.email } } },
      { new: true },
    );
    if (!updated) throw new HttpError(404, NOT_FOUND);
    const body = reply(updated);
    await audit.record(ctx, {
      entity: 'contact_message',
      entity_id: id,
      action: 'update',
      before: toContactMessageRecord(message),
      after: body.message,
    });
    ctx.body = body;
  });

  addRoutes(router, auth, [
    contentTrailRoute(ContactMessage.db, MESSAGES, {
      entity: 'contact_message',
      noun: 'message',
      tag: 'Admin: messages',
      notFound: NOT_FOUND,
    }),
  ]);

  return router;
}
