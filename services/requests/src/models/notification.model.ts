import mongoose from 'mongoose';
import type { InternalMail } from '@consulting/contracts';
import { compiledModel } from './request.schema.ts';

/** What a notification is about: the kind of record whose status an admin changed. */
export const NOTIFICATION_KINDS = ['service_request', 'track_request', 'join_application'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A stored notification to a client (spec §3 "Notification", §4: unread → read). The owner is
 * the owner of the record it is about: `user_id` when that record has an account id, and
 * `user_email` (lowercased) always, so the bell finds it by either the id or the email in the
 * client's token, exactly as the client's own lists find their requests and applications.
 */
export interface StoredNotification {
  _id: mongoose.Types.ObjectId;
  user_id?: string;
  user_email: string;
  title_ar: string;
  title_en: string;
  message_ar: string;
  message_en: string;
  is_read: boolean;
  /** Where the client sees the change, e.g. '/user/dashboard?tab=services'. */
  link: string;
  kind: NotificationKind;
  /** Id of the request or application whose status changed. */
  subject_id: mongoose.Types.ObjectId;
  /**
   * The status-change mail still to hand to identity: written with the notification in one insert,
   * removed once identity took it, retried by the lead-mail sweep meanwhile, so a change an admin
   * was told is stored never loses its mail to an identity outage. Never sent to the browser.
   */
  pending_mail?: InternalMail;
  /** Set with `pending_mail` (the change's time) and removed with it: what the sweep looks for. */
  mail_pending_since?: Date;
  created_at: Date;
}

function notificationSchema(): mongoose.Schema<StoredNotification> {
  const text = { type: String, required: true, maxlength: 1000 };
  const schema = new mongoose.Schema<StoredNotification>(
    {
      user_id: { type: String },
      user_email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
      title_ar: text,
      title_en: text,
      message_ar: text,
      message_en: text,
      is_read: { type: Boolean, default: false, required: true },
      link: { type: String, required: true, maxlength: 500 },
      kind: { type: String, enum: NOTIFICATION_KINDS, required: true },
      subject_id: { type: mongoose.Schema.Types.ObjectId, required: true },
      pending_mail: { type: mongoose.Schema.Types.Mixed, select: false },
      mail_pending_since: { type: Date },
    },
    {
      collection: 'notifications',
      // Only marking as read ever changes a notification; no updated_at is needed.
      timestamps: { createdAt: 'created_at', updatedAt: false },
      versionKey: false,
    },
  );
  // The bell's list (by account id or by token email), newest first. Plain indexes only: the
  // code runs on MongoDB 7 and mongo-java-server alike.
  schema.index({ user_id: 1, created_at: -1 });
  schema.index({ user_email: 1, created_at: -1 });
  // The sweep's query; sparse, so only the notifications whose mail is still owed are indexed.
  schema.index({ mail_pending_since: 1 }, { sparse: true });
  return schema;
}

export type NotificationModel = mongoose.Model<StoredNotification>;

/** Notifications, collection `notifications`; the model is compiled once per connection. */
export function notificationModel(connection: mongoose.Connection): NotificationModel {
  return compiledModel(connection, 'Notification', notificationSchema);
}
