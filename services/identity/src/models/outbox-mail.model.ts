import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { OUTBOX_STATUSES, type OutboxStatus } from '@consulting/contracts';
import type { PasswordLinkPurpose } from './password-reset.model.ts';

/**
 * The password link of a mail, made by the outbox worker when it sends the mail
 * (`password-links.ts`): the stored body holds `LINK_SLOT` where the link goes, so neither the
 * outbox nor a backup of it ever holds a usable link, and every attempt or resend mails a fresh one.
 */
export interface OutboxMailLink {
  purpose: PasswordLinkPurpose;
  user_id: Types.ObjectId;
}

/**
 * One mail of the site in the persisted outbox (architecture "Mail"): every
 * mail is written here first (`queued`) and the outbox worker (`mail/outbox-worker.ts`) sends
 * it, with retries and backoff, marking it `sent` or, after `MAIL_MAX_ATTEMPTS`, `failed`.
 * Documents of the older embedded outbox have no `status` and count as
 * `sent` (`outboxStatusOf`). The body (`text`, `html`) holds no secret: a password link is
 * made at send time (`link`), and any other secret-bearing mail is written with `drop_body`, its
 * body removed once sent. Every sent body is removed after MAIL_BODY_RETENTION_DAYS
 * (`mail/body-retention.ts`). The body is never logged and never listed in the admin panel.
 */
export interface OutboxMail {
  _id: Types.ObjectId;
  to: string;
  subject: string;
  /** Absent once the body was removed (`body_removed_at`). */
  text: string;
  html?: string;
  /** The password link the worker makes and puts in place of `LINK_SLOT` when it sends the mail. */
  link?: OutboxMailLink;
  /** True for a mail whose body carries a secret: the body is removed as soon as it is sent. */
  drop_body?: boolean;
  /** When the body (`text`, `html`) was removed: right after sending (`drop_body`) or at retention's end. */
  body_removed_at?: Date;
  /**
   * Idempotency key of a mail that may be written again after a crash (e.g.
   * `credentials:{userId}`); unique, so the outbox holds such a mail once.
   */
  key?: string;
  /** Short name of the template (e.g. `credentials`), shown in the admin list. */
  kind?: string;
  /** Absent on documents of the old embedded outbox: read with `outboxStatusOf`. */
  status?: OutboxStatus;
  /** Delivery attempts started so far (a claim counts as one). */
  attempts?: number;
  /** When the worker may try it (again); set while `queued` or `retrying`. */
  next_attempt_at?: Date;
  /** The last delivery error, without secrets (no SMTP credentials, no body). */
  last_error?: string;
  /** When the SMTP server (or the embedded JSON transport) accepted it. */
  sent_at?: Date;
  /** While `sending`: the lease of the worker that claimed it; an expired lease is claimed again. */
  claimed_until?: Date;
  created_at: Date;
}

export type OutboxMailModel = Model<OutboxMail>;

const outboxMailSchema = new Schema<OutboxMail>(
  {
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String },
    link: {
      type: new Schema<OutboxMailLink>(
        {
          purpose: { type: String, enum: ['set_password', 'reset'], required: true },
          user_id: { type: Schema.Types.ObjectId, required: true },
        },
        { _id: false },
      ),
    },
    drop_body: { type: Boolean },
    body_removed_at: { type: Date },
    key: { type: String },
    kind: { type: String },
    status: { type: String, enum: OUTBOX_STATUSES },
    attempts: { type: Number },
    next_attempt_at: { type: Date },
    last_error: { type: String },
    sent_at: { type: Date },
    claimed_until: { type: Date },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: false }, versionKey: false },
);
// Sparse: mails without a key (most) are not indexed, so any number of them may exist.
outboxMailSchema.index({ key: 1 }, { unique: true, sparse: true });
// The worker's claim (due mails) and the admin list's status filter.
outboxMailSchema.index({ status: 1, next_attempt_at: 1 });
// The admin list, newest first.
outboxMailSchema.index({ created_at: -1, _id: -1 });
// The oldest unsent mail, for `outbox_oldest_pending_age_seconds` (mail/outbox-metrics.ts).
outboxMailSchema.index({ status: 1, created_at: 1 });
// The retention sweep: sent mails whose body is still there, oldest first.
outboxMailSchema.index({ status: 1, sent_at: 1 });

/** The status of `mail`: a document of the old embedded outbox (no status) was `sent`. */
export function outboxStatusOf(mail: Pick<OutboxMail, 'status'>): OutboxStatus {
  return mail.status ?? 'sent';
}

/** The `outbox` model on `connection`. */
export function outboxMailModel(connection: Connection): OutboxMailModel {
  return (
    (connection.models.OutboxMail as OutboxMailModel | undefined) ??
    connection.model<OutboxMail>('OutboxMail', outboxMailSchema, 'outbox')
  );
}
