import Router from '@koa/router';
import type { Connection, FilterQuery } from 'mongoose';
import { OUTBOX_RESENDABLE, OUTBOX_STATUSES, type OutboxMailRecord } from '@consulting/contracts';
import {
  allOf,
  dateRangeFilter,
  HttpError,
  pageReply,
  parseListQuery,
  queryEnum,
  recordAudit,
  searchFilter,
  type createAuth,
  type ListSpec,
  type ParsedListQuery,
} from '@consulting/service-kit';
import { outboxMailModel, outboxStatusOf, type OutboxMail } from '../models/outbox-mail.model.ts';

/** The audit trail's name for an outbox mail (a resend is recorded under it). */
export const OUTBOX_ENTITY = 'outbox_mail';

/** The panel's language (Arabic, spec §2): these texts show as they are. */
const NOT_FOUND = 'الرسالة غير موجودة';
const NOT_RESENDABLE = 'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت';
const BODY_REMOVED = 'لم يعد نص هذه الرسالة محفوظاً';

/**
 * How `GET /api/admin/outbox` may be queried (issue 14 part 4, issue 12's list query):
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
 * The mail outbox in the admin panel (issue 14 part 4: "Admins see the outbox … and can
 * resend"), admin token required (401 'Authentication required'; 403 'Forbidden' for a client
 * or an editor: a mail's recipient and subject are personal data):
 * - `GET /api/admin/outbox?page&page_size&sort&q&status&from&to` ({@link outboxListSpec}) →
 *   `{success:true, mails: OutboxMailRecord[], total, page, page_size}`, newest first; never a
 *   mail's body. 400 on a bad value ('status must be one of: …', 'page must be …').
 * - `POST /api/admin/outbox/:id/resend` → `{success:true, mail: OutboxMailRecord}`: a `failed`
 *   or `sent` mail goes back to `queued`, due now, attempts 0, its last error cleared; the
 *   worker sends it again (`onQueued` wakes it). Audited (entity `outbox_mail`, action
 *   `update`, before/after without the body). 404 'الرسالة غير موجودة' (unknown or malformed id), 409
 *   'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت' while it is queued, sending or retrying,
 *   409 'لم يعد نص هذه الرسالة محفوظاً' once its body was removed (`body_removed_at`). A mail with
 *   a password link is resent with a fresh link (the worker makes it at send time).
 */
export function adminOutboxRouter(options: {
  auth: ReturnType<typeof createAuth>;
  connection: Connection;
  onQueued?: () => void;
}): Router {
  const { auth, connection, onQueued } = options;
  const { adminOnly } = auth;
  const Outbox = outboxMailModel(connection);
  const router = new Router();

  router.get('/api/admin/outbox', adminOnly, async (ctx) => {
    const query = parseListQuery(outboxListSpec, ctx.query);
    const filter = outboxFilter(query);
    const [rows, total] = await Promise.all([
      Outbox.find(filter).select(LIST_FIELDS).sort(query.sort).skip(query.skip).limit(query.page_size).lean(),
      Object.keys(filter).length === 0 ? Outbox.estimatedDocumentCount() : Outbox.countDocuments(filter),
    ]);
    ctx.body = pageReply('mails', rows.map(toOutboxMailRecord), total, query);
  });

  router.post('/api/admin/outbox/:id/resend', adminOnly, async (ctx) => {
    const id = ctx.params.id ?? '';
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
