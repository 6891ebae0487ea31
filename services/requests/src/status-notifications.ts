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
import type { IdentityClient } from './identity-client.ts';
import type { NotificationKind, NotificationModel, StoredNotification } from './models/notification.model.ts';

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
 * The title, message and link of a status-change notification, in Arabic and English
 * (spec §3 "Notification"; labels of spec §4). A request names its track: the track's title
 * when `service_name` is a track slug, else the name as submitted; a request sent without a
 * track (`service_name` 'unknown', spec §2) names none. Example for a service request on the
 * `launch` track set to `reviewing`:
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
 * The mail of one status change to the record's owner, or null for a record
 * without an account (nobody to ask about their mail choices): to `user_id` with topic
 * 'status_updates' (identity skips a client who turned these mails off), in the record's
 * language first, with the texts of the bell (`notificationTexts`, status labels of spec §4),
 * the reference number and a button to the dashboard tab. Key
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
 * Hands the owed mail of notification `id` to identity and, once identity took it (or chose
 * not to mail: the client turned status mails off), removes it from the notification. Resolves
 * true when it is no longer owed; a failure is logged on `log` and resolves false (the sweep
 * tries again; the mail's key makes a repeat harmless).
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
 * Records one status change for the record's owner (architecture "Notifications"):
 * the bell's notification and, for a record with an account, the status mail
 * (`statusChangeMail`), written in ONE insert as the notification's `pending_mail`, then handed
 * to identity at once; while identity cannot take it, the lead-mail sweep
 * ({@link sweepStatusMails}) retries it, so the mail of a change the admin was told is stored is
 * never lost. Never rejects: a failure is logged on `log` and swallowed, because by now the
 * admin's status change is stored and must stand (there is no multi-document transaction to
 * undo it with, architecture "Database on these machines"; answering an error would tell the admin the update failed
 * when it did not, and a retry would be a same-status update that notifies nobody). A
 * notification that cannot be written at all costs the bell and the mail of that change; the
 * client still sees the new status on the dashboard.
 */
export async function recordStatusChange(
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
 * One round of the status-mail sweep: notifications older than `graceMs`
 * whose mail identity has not taken yet (at most `limit`, default 100, oldest first) are handed
 * to identity again. Resolves how many are still owed among those tried; rejects only when the
 * database does.
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

/**
 * Applies an admin's `update` to the record `id` of `model` and says whether it changed the
 * status. Resolves `{before, doc, statusChanged}`: the record as it was and as it is now (lean),
 * or `{before: null, doc: null}` when no record has that id. Setting the status a record already
 * has, or sending only notes, is not a change. The change is detected atomically (the update
 * matches only while the stored status differs), so two admins setting the same status at once
 * notify the owner once, not twice. `before` comes from the same atomic update (the document
 * the update replaced), and `doc` is `before` with the update and its `updated_at` applied, so
 * the audit trail's before/after are exactly this change, never a neighbour's.
 * Rejects on a database or validation error.
 */
export async function applyAdminUpdate<T extends { status: string; updated_at: Date }>(
  model: mongoose.Model<T>,
  id: mongoose.Types.ObjectId,
  update: AdminStatusUpdate<T['status']>,
): Promise<{ before: T | null; doc: T | null; statusChanged: boolean }> {
  const set = { ...update, updated_at: new Date() };
  // `new: false` returns the replaced document; the timestamp is set here so `doc` is exact.
  const options = { new: false, runValidators: true, timestamps: false } as const;
  const after = (before: T): T => ({ ...before, ...set });
  if (update.status !== undefined) {
    const before = await model
      .findOneAndUpdate({ _id: id, status: { $ne: update.status } } as mongoose.FilterQuery<T>, { $set: set }, options)
      .lean<T>();
    if (before) return { before, doc: after(before), statusChanged: true };
  }
  const before = await model.findOneAndUpdate({ _id: id } as mongoose.FilterQuery<T>, { $set: set }, options).lean<T>();
  return { before, doc: before ? after(before) : null, statusChanged: false };
}
