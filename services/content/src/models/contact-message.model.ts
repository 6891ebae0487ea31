import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { LEAD_LANGUAGES, type ContactMessageRecord, type LeadLanguage } from '@consulting/contracts';
import { LEAD_MAIL_NAMES, type LeadMailName } from '@consulting/contracts';
import { consentSchema, toConsentRecord, type StoredConsent } from '@consulting/service-kit';
import { RECORD_OPTIONS, modelOn } from './model-on.ts';

/** A reply an admin sent by mail (the reply dialog). */
export interface ContactMessageReply {
  text: string;
  sent_at: Date;
  admin_email: string;
}

/** A message sent through /contact or /contact/message (spec §3 "Contact message (admin)"). */
export interface ContactMessage {
  name: string;
  /** Lowercased. */
  email: string;
  phone: string;
  /** '' when not given (optional on the form). */
  company: string;
  subject: string;
  message: string;
  /** Unread until an admin marks it read (spec §4: replying does not mark it). */
  is_read: boolean;
  /** Replies sent by mail, oldest first; replying does not mark the message read. */
  replies: ContactMessageReply[];
  /** The visitor's consent to the privacy policy; absent on older messages. */
  consent?: StoredConsent;
  /** The human reference number (`CM-2026-000042`); absent on older messages. */
  reference?: string;
  /** The language the form was sent in (the sender's confirmation uses it). */
  lang?: LeadLanguage;
  /** Lead mails still to hand to identity ('alert', 'confirmation'). */
  pending_mails?: LeadMailName[];
  created_at: Date;
  updated_at: Date;
}

export type ContactMessageDocument = HydratedDocument<ContactMessage>;
export type ContactMessageModel = Model<ContactMessage>;

const contactMessageSchema = new Schema<ContactMessage>(
  {
    name: { type: String, required: true, maxlength: 200 },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    phone: { type: String, required: true, maxlength: 50 },
    company: { type: String, default: '', maxlength: 200 },
    subject: { type: String, required: true, maxlength: 300 },
    message: { type: String, required: true, maxlength: 10_000 },
    is_read: { type: Boolean, default: false },
    replies: {
      type: [
        new Schema<ContactMessageReply>(
          {
            text: { type: String, required: true, maxlength: 10_000 },
            sent_at: { type: Date, required: true },
            admin_email: { type: String, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    consent: { type: consentSchema(), required: false },
    reference: { type: String },
    lang: { type: String, enum: LEAD_LANGUAGES },
    pending_mails: { type: [String], enum: LEAD_MAIL_NAMES, default: undefined },
  },
  RECORD_OPTIONS,
);
// The admin inbox (`GET /api/admin/messages` and its export): newest first, the
// read/unread filter, and the other sorts; `_id` is the tiebreak the list query adds.
contactMessageSchema.index({ created_at: -1, _id: -1 });
contactMessageSchema.index({ is_read: 1, created_at: -1, _id: -1 });
contactMessageSchema.index({ name: 1, _id: 1 });
contactMessageSchema.index({ email: 1, _id: 1 });
contactMessageSchema.index({ subject: 1, _id: 1 });
// One message per reference (sparse: older ones have none); the lead-mail sweep.
contactMessageSchema.index({ reference: 1 }, { unique: true, sparse: true });
contactMessageSchema.index({ pending_mails: 1, created_at: 1 });

/** The `contact_messages` model on `connection`. */
export function contactMessageModel(connection: Connection): ContactMessageModel {
  return modelOn(connection, 'ContactMessage', contactMessageSchema, 'contact_messages');
}

/**
 * The API shape (contracts `ContactMessageRecord`): id as a string, dates ISO 8601, `replies`
 * oldest first ([] for messages stored before replies existed).
 */
export function toContactMessageRecord(doc: ContactMessageDocument): ContactMessageRecord {
  return {
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    company: doc.company,
    subject: doc.subject,
    message: doc.message,
    is_read: doc.is_read,
    created_at: doc.created_at.toISOString(),
    ...(doc.consent ? { consent: toConsentRecord(doc.consent) } : {}),
    replies: (doc.replies ?? []).map((reply) => ({
      text: reply.text,
      sent_at: reply.sent_at.toISOString(),
      admin_email: reply.admin_email,
    })),
  };
}
