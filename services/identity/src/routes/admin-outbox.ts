import Router from '@koa/router';
import type { Connection, FilterQuery } from 'mongoose';
import { z } from 'zod';
import { OUTBOX_RESENDABLE, OUTBOX_STATUSES, type OutboxMailRecord } from '@consulting/contracts';
import {
  addRoute,
  allOf,
  dateRangeFilter,
  HttpError,
  listQuerySchema,
  pageReply,
  parseListQuery,
  queryEnum,
  recordAudit,
  searchFilter,
  type createAuth,
  type ListSpec,
  type ParsedListQuery,
  type RouteOperation,
} from '@consulting/service-kit';
import { outboxMailModel, outboxStatusOf, type OutboxMail } from '../models/outbox-mail.model.ts';

/** The audit trail's name for an outbox mail (a resend is recorded under it). */
export const OUTBOX_ENTITY = 'outbox_mail';

/** The panel's language (Arabic, spec §2): these texts show as they are. */
const NOT_FOUND = 'الرسالة غير موجودة';
const NOT_RESENDABLE = 'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت';
const BODY_REMOVED = 'لم يعد نص هذه الرسالة محفوظاً';

/**
 * How `GET /api/admin/outbox` may be queried (the admin lists' query):
 * `status` one of {@link OUTBOX_STATUSES}, `q` in recipient and subject, `from`/`to` on
 * created_at, `sort` by created_at (default newest first).
 */
export const outboxListSpec = {
  sortFields: ['created_at'],
  defaultSort: '-created_at',
  searchFields: ['to', 'subject'],
  dateField: 'created_at',
  filters: { status: queryEnum('status', OUTBOX_STATUSES) },
} satisfies ListSpec;

type OutboxQuery = ParsedListQuery<{ status?: string }>;

/** The mongo filter of a parsed outbox query; `sent` includes the old outbox's mails without a status. */
function outboxFilter(query: OutboxQuery): FilterQuery<OutboxMail> {
  const { status } = query.filters;
  return allOf<OutboxMail>(
    !status ? {} : status === 'sent' ? { status: { $in: ['sent', null] } } : { status: status as OutboxMail['status'] },
    searchFilter<OutboxMail>(query.q, outboxListSpec.searchFields),
    dateRangeFilter<OutboxMail>(outboxListSpec.dateField, query.from, query.to),
  );
}

/** The fields the list reads: never `text` or `html` (mail content is not listed). */
const LIST_FIELDS = 'to subject kind status attempts last_error created_at next_attempt_at sent_at';

/** The admin panel's view of an outbox mail, without its body. */
export function toOutboxMailRecord(mail: Omit<OutboxMail, 'text' | 'html'>): OutboxMailRecord {
  const status = outboxStatusOf(mail);
  return {
    id: mail._id.toString(),
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind ?? null,
    status,
    attempts: mail.attempts ?? (status === 'sent' ? 1 : 0),
    last_error: mail.last_error ?? null,
    created_at: mail.created_at.toISOString(),
    next_attempt_at: mail.next_attempt_at && status !== 'sent' ? mail.next_attempt_at.toISOString() : null,
    sent_at: mail.sent_at?.toISOString() ?? null,
  };
}

/**
 * The mail outbox in the admin panel ("Admins see the outbox … and can resend"), admin only: a
 * mail's recipient and subject are personal data. A resent mail is woken by `onQueued`.
 */
export function adminOutboxRouter(options: {
  auth: ReturnType<typeof createAuth>;
  connection: Connection;
  onQueued?: () => void;
}): Router {
  const { auth, connection, onQueued } = options;
  const guards = { admin: auth.adminOnly };
  const common = { tags: ['Admin: mail outbox'], auth: 'admin' as const };
  const Outbox = outboxMailModel(connection);
  const router = new Router();

  const list: RouteOperation = {
    ...common,
    method: 'get',
    path: '/api/admin/outbox',
    summary: 'List the mail outbox, paged',
    description:
      'Every mail the site sends goes into the outbox first and a worker delivers it with retries. Filter `status` (queued, sending, sent, retrying, failed; `sent` includes mails stored without a status); `q` searches recipient and subject; `from`/`to` bound `created_at`. Newest first. Never a mail’s body.',
    query: listQuerySchema(outboxListSpec),
    success: { status: 200, description: '`{success:true, mails: OutboxMailRecord[], total, page, page_size}`' },
    errors: {
      400: 'A bad query value: page or page_size out of range, an unknown sort or status, q over 200 characters, a malformed from/to',
    },
  };
  addRoute(router, guards, list, async (ctx) => {
    const query = parseListQuery(outboxListSpec, ctx.query);
    const filter = outboxFilter(query);
    const [rows, total] = await Promise.all([
      Outbox.find(filter).select(LIST_FIELDS).sort(query.sort).skip(query.skip).limit(query.page_size).lean(),
      Object.keys(filter).length === 0 ? Outbox.estimatedDocumentCount() : Outbox.countDocuments(filter),
    ]);
    ctx.body = pageReply('mails', rows.map(toOutboxMailRecord), total, query);
  });

  const resend: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/admin/outbox/{id}/resend',
    summary: 'Resend a failed or sent mail',
    description:
      'Puts the mail back in the queue (status `queued`, attempts 0, last error cleared); the worker sends it within seconds, a password link made afresh. Not once its body was removed (MAIL_BODY_RETENTION_DAYS, or a secret-bearing mail once sent). Audited (entity `outbox_mail`, before/after without the body).',
    params: z.object({ id: z.string().meta({ description: 'The mail’s id (`OutboxMailRecord.id`)' }) }),
    success: { status: 200, description: '`{success:true, mail: OutboxMailRecord}`' },
    errors: {
      404: `${NOT_FOUND} (unknown or malformed id)`,
      409: `${NOT_RESENDABLE} (it is queued, sending or retrying); ${BODY_REMOVED} (its body was removed after sending)`,
    },
  };
  addRoute(router, guards, resend, async (ctx) => {
    const id = String(ctx.params.id ?? '');
    if (!/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, NOT_FOUND);
    const before = await Outbox.findById(id).select(`${LIST_FIELDS} body_removed_at`).lean();
    if (!before) throw new HttpError(404, NOT_FOUND);
    if (before.body_removed_at) throw new HttpError(409, BODY_REMOVED);
    const resendable = [...OUTBOX_RESENDABLE, null];
    const after = await Outbox.findOneAndUpdate(
      { _id: id, status: { $in: resendable }, body_removed_at: { $exists: false } },
      {
        $set: { status: 'queued', attempts: 0, next_attempt_at: new Date() },
        $unset: { last_error: 1, sent_at: 1, claimed_until: 1 },
      },
      { new: true, projection: LIST_FIELDS },
    ).lean();
    if (!after) throw new HttpError(409, NOT_RESENDABLE);
    const record = toOutboxMailRecord(after);
    await recordAudit(connection, {
      actor: ctx.state.user,
      entity: OUTBOX_ENTITY,
      entity_id: record.id,
      action: 'update',
      before: toOutboxMailRecord(before),
      after: record,
    });
    onQueued?.();
    ctx.body = { success: true, mail: record };
  });

  return router;
}
