import type { Context } from 'koa';
import type { Logger } from 'pino';
import mongoose from 'mongoose';
import {
  isTrackSlug,
  JOIN_APPLICATION_STATUS_LABELS,
  REQUEST_STATUS_LABELS,
  TRACK_TITLES,
  type JoinApplicationStatus,
  type InternalMail,
  type LeadLanguage,
  type RequestStatus,
} from '@consulting/contracts';
import { auditAdminChange } from './admin-audit.ts';
import type { IdentityClient } from './identity-client.ts';
import type { NotificationKind, NotificationModel, StoredNotification } from './models/notification.model.ts';
import { isHeld } from './request-record.ts';
import type { RequestsRuntime } from './runtime.ts';

/** Whose record changed, and to what (the input of a status-change notification). */
interface ChangedRecord {
  /** Id of the request or application. */
  subject_id: mongoose.Types.ObjectId;
  /** The record's account id, when it has one. */
  user_id?: string;
  /** The record's email (a request's `user_email`, an application's `email`). */
  user_email: string;
}

/** A status an admin just changed, one shape per kind of record. */
export type StatusChange = ChangedRecord &
  (
    | { kind: 'service_request' | 'track_request'; status: RequestStatus; service_name: string }
    | { kind: 'join_application'; status: JoinApplicationStatus }
  );

/** The bilingual text and the link of a notification. */
export type NotificationTexts = Pick<
  StoredNotification,
  'title_ar' | 'title_en' | 'message_ar' | 'message_en' | 'link'
>;

/** Where the client dashboard shows each kind (spec §2 "Client dashboard" tabs). */
const LINKS: Record<NotificationKind, string> = {
  service_request: '/user/dashboard?tab=services',
  track_request: '/user/dashboard?tab=opportunities',
  join_application: '/user/dashboard?tab=join-applications',
};

const REQUEST_NOUNS = {
  service_request: { ar: 'طلب الخدمة', en: 'service request' },
  track_request: { ar: 'طلب الفرصة', en: 'opportunity request' },
} as const;

/**
 * The title, message and link of a status-change notification, in Arabic and English (spec §3
 * "Notification"; labels of spec §4). A request names its track: the track's title when
 * `service_name` is a track slug, else the name as submitted; none for a request sent without a
 * track (`service_name` 'unknown', spec §2). For a service request on `launch` set to `reviewing`:
 * - 'Your service request for Launch and Branding is now: under review.'
 * - 'أصبح طلب الخدمة الخاص بك لمسار إطلاق العلامات والمشاريع الجديدة: قيد المراجعة.'
 */
export function notificationTexts(change: StatusChange): NotificationTexts {
  const link = LINKS[change.kind];
  if (change.kind === 'join_application') {
    const label = JOIN_APPLICATION_STATUS_LABELS[change.status];
    return {
      title_ar: 'تم تحديث حالة طلب الانضمام',
      title_en: 'Your join application status was updated',
      message_ar: `أصبح طلب الانضمام الخاص بك: ${label.ar}.`,
      message_en: `Your join application is now: ${label.en}.`,
      link,
    };
  }
  const label = REQUEST_STATUS_LABELS[change.status];
  const noun = REQUEST_NOUNS[change.kind];
  const name = change.service_name.trim();
  const track = isTrackSlug(name) ? TRACK_TITLES[name] : name && name !== 'unknown' ? { ar: name, en: name } : null;
  return {
    title_ar: 'تم تحديث حالة طلبك',
    title_en: 'Your request status was updated',
    message_ar: track
      ? `أصبح ${noun.ar} الخاص بك لمسار ${track.ar}: ${label.ar}.`
      : `أصبح ${noun.ar} الخاص بك: ${label.ar}.`,
    message_en: track ? `Your ${noun.en} for ${track.en} is now: ${label.en}.` : `Your ${noun.en} is now: ${label.en}.`,
    link,
  };
}

/** A status change as mailed to the client. */
export type MailedStatusChange = StatusChange & {
  /** The record's language (its form's), default 'ar'. */
  lang?: LeadLanguage;
  reference?: string;
  /** When the change was stored (the record's `updated_at`): part of the mail's key. */
  changed_at: Date;
};

/**
 * The mail of one status change to the record's owner, or null for a record without an account
 * (nobody to ask about their mail choices): to `user_id` with topic 'status_updates' (identity
 * skips a client who turned these off), in the record's language first, with the bell's texts
 * (`notificationTexts`, spec §4 labels), the reference and a button to the dashboard tab. Key
 * `status:<kind>:<id>:<status>:<changed_at ms>`: each change mails once, a later change again.
 */
export function statusChangeMail(change: MailedStatusChange, publicUrl: string): InternalMail | null {
  if (!change.user_id) return null;
  const texts = notificationTexts(change);
  const link = `${publicUrl.replace(/\/+$/, '')}${texts.link}`;
  const id = change.subject_id.toString();
  const arReference = change.reference ? [`الرقم المرجعي: ${change.reference}`] : [];
  const enReference = change.reference ? [`Reference: ${change.reference}`] : [];
  return {
    user_id: change.user_id,
    topic: 'status_updates',
    lang: change.lang ?? 'ar',
    kind: 'status_update',
    key: `status:${change.kind}:${id}:${change.status}:${change.changed_at.getTime()}`,
    content: {
      ar: {
        subject: texts.title_ar,
        paragraphs: ['مرحباً،', texts.message_ar, ...arReference],
        action: { label: 'لوحة التحكم', url: link },
        footer: ['يمكنك إيقاف رسائل تحديث الحالة من صفحة حسابك.'],
      },
      en: {
        subject: texts.title_en,
        paragraphs: ['Hello,', texts.message_en, ...enReference],
        action: { label: 'Your dashboard', url: link },
        footer: ['You can turn off status update mails on your account page.'],
      },
    },
  };
}

/** What {@link recordStatusChange} and {@link sweepStatusMails} work with. */
export interface StatusChangeDeps {
  notifications: NotificationModel;
  identity: Pick<IdentityClient, 'sendLeadMail'>;
  /** The site's origin, for the mail's dashboard link. */
  publicUrl: string;
}

/**
 * Hands the owed mail of notification `id` to identity and, once taken (or skipped: the client
 * turned status mails off), removes it from the notification. Resolves true when no longer owed;
 * a failure is logged and resolves false (the sweep retries; the mail's key makes a repeat harmless).
 */
async function deliverStatusMail(
  deps: StatusChangeDeps,
  log: Pick<Logger, 'warn'>,
  id: mongoose.Types.ObjectId,
  mail: InternalMail,
): Promise<boolean> {
  try {
    await deps.identity.sendLeadMail(mail);
    await deps.notifications.updateOne({ _id: id }, { $unset: { pending_mail: 1, mail_pending_since: 1 } });
    return true;
  } catch (error) {
    log.warn({ err: error, notification: id.toString() }, 'status mail not handed to identity; the sweep retries it');
    return false;
  }
}

/**
 * Records one status change for the record's owner (architecture "Notifications"): the bell's
 * notification and, for a record with an account, the status mail (`statusChangeMail`), written
 * in ONE insert as the notification's `pending_mail`, then handed to identity at once; the sweep
 * ({@link sweepStatusMails}) retries it while identity cannot take it. Never rejects: a failure is
 * logged and swallowed, because the admin's change is stored and must stand (no multi-document
 * transaction, architecture "Database on these machines"; an error answer would be false, and a
 * retry a same-status update that notifies nobody). A notification that cannot be written costs
 * the bell and the mail of that change; the dashboard still shows the new status.
 */
async function recordStatusChange(
  deps: StatusChangeDeps,
  log: Pick<Logger, 'error' | 'warn'>,
  change: MailedStatusChange,
): Promise<void> {
  const mail = statusChangeMail(change, deps.publicUrl);
  let id: mongoose.Types.ObjectId;
  try {
    const notification = await deps.notifications.create({
      ...(change.user_id ? { user_id: change.user_id } : {}),
      user_email: change.user_email.toLowerCase(),
      ...notificationTexts(change),
      is_read: false,
      kind: change.kind,
      subject_id: change.subject_id,
      ...(mail ? { pending_mail: mail, mail_pending_since: new Date() } : {}),
    });
    id = notification._id;
  } catch (error) {
    log.error(
      { err: error, kind: change.kind, subject: change.subject_id.toString() },
      'status changed but its notification could not be written',
    );
    return;
  }
  if (mail) await deliverStatusMail(deps, log, id, mail);
}

/**
 * One round of the status-mail sweep: notifications older than `graceMs` whose mail identity has
 * not taken yet (at most `limit`, default 100, oldest first) are handed to identity again.
 * Resolves how many are still owed among those tried; rejects only when the database does.
 */
export async function sweepStatusMails(
  deps: StatusChangeDeps,
  options: { logger: Pick<Logger, 'warn'>; graceMs: number; limit?: number; now?: Date },
): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - options.graceMs);
  const owed = await deps.notifications
    .find({ mail_pending_since: { $lte: before } })
    .select('+pending_mail')
    .sort({ mail_pending_since: 1 })
    .limit(options.limit ?? 100)
    .lean();
  let left = 0;
  for (const notification of owed) {
    if (!notification.pending_mail) continue;
    if (!(await deliverStatusMail(deps, options.logger, notification._id, notification.pending_mail))) left += 1;
  }
  return left;
}

/** An admin's update of a record with a status: the new status and/or notes. */
export interface AdminStatusUpdate<S extends string> {
  status?: S;
  admin_notes?: string;
}

/** A kind of record an admin reviews: its collection, and its wire, audit and notification shapes. */
export interface ReviewTarget<T, R> {
  model: mongoose.Model<T>;
  toRecord: (doc: T) => R;
  toAudited: (doc: T) => unknown;
  /** The owner and new status of `doc` (kind, subject, email; status and track). */
  change: (doc: T) => StatusChange;
}

type Reviewed = {
  _id: mongoose.Types.ObjectId;
  status: string;
  updated_at: Date;
  user_id?: string;
  lang?: LeadLanguage;
  reference?: string;
} & Parameters<typeof isHeld>[0];

/**
 * Applies an admin's `update` to record `id` of `target.model`, audits it (entity
 * `change(doc).kind`, action 'update') and, when the status really changed, notifies the owner
 * (bell, and a mail unless they turned these off), unless the record is held for the owner's
 * confirmation: it is kept from the owner's bell as from their lists. Setting the status a record
 * already has, or sending only notes, is not a change. The change is detected atomically (the
 * update matches only while the stored status differs), so two admins setting the same status at
 * once notify the owner once. The audit's before is the document the same atomic update replaced
 * and its after that with the update applied, so it is exactly this change, never a neighbour's.
 * Resolves the updated wire record, or null when no record has that id; rejects on a database or
 * validation error.
 */
export async function reviewRecord<T extends Reviewed, R>(
  ctx: Context,
  runtime: RequestsRuntime,
  target: ReviewTarget<T, R>,
  id: mongoose.Types.ObjectId,
  update: AdminStatusUpdate<T['status']>,
): Promise<R | null> {
  const set = { ...update, updated_at: new Date() };
  const options = { new: false, runValidators: true, timestamps: false } as const;
  const replace = (filter: object) =>
    target.model.findOneAndUpdate(filter as mongoose.FilterQuery<T>, { $set: set }, options).lean<T>();
  let before = update.status === undefined ? null : await replace({ _id: id, status: { $ne: update.status } });
  const statusChanged = before !== null;
  before ??= await replace({ _id: id });
  if (!before) return null;
  const doc: T = { ...before, ...set };
  const change = target.change(doc);
  const stores = runtime.stores();
  await auditAdminChange(ctx, stores.connection, {
    entity: change.kind,
    entity_id: doc._id.toString(),
    action: 'update',
    before: target.toAudited(before),
    after: target.toAudited(doc),
  });
  if (statusChanged && !isHeld(doc)) {
    const deps = { notifications: stores.notifications, identity: runtime.identity, publicUrl: runtime.publicUrl };
    await recordStatusChange(deps, ctx.log, {
      ...change,
      ...(doc.user_id ? { user_id: doc.user_id } : {}),
      ...(doc.lang ? { lang: doc.lang } : {}),
      ...(doc.reference ? { reference: doc.reference } : {}),
      changed_at: doc.updated_at,
    });
  }
  return target.toRecord(doc);
}
