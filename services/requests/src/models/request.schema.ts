import mongoose from 'mongoose';
import {
  REQUEST_STATUSES,
  USER_REQUEST_STATUSES,
  type RequestStatus,
  type UserRequestStatus,
  LEAD_LANGUAGES,
  LEAD_MAIL_NAMES,
  type LeadLanguage,
  type LeadMailName,
} from '@consulting/contracts';
import { confirmationSchema, HELD_FILTER, NOT_HELD_FILTER, type StoredConfirmation } from './confirmation.schema.ts';
import { consentSchema, type StoredConsent } from '@consulting/service-kit';

export type { StoredConfirmation } from './confirmation.schema.ts';

/**
 * A stored service request or track (opportunity) request (spec §3). Field names are the wire
 * names of `RequestRecord`; `user_email` is kept lowercased so a client's requests are found by
 * the email in their token. The attachment is a GridFS id in the `attachments` bucket.
 */
export interface StoredRequest {
  _id: mongoose.Types.ObjectId;
  request_type: 'service' | 'opportunity';
  service_name: string;
  user_id?: string;
  user_name: string;
  user_email: string;
  user_phone?: string;
  company?: string;
  message: string;
  status: RequestStatus;
  /**
   * Workflow status of the admin "User requests" page (spec §4), separate from the review
   * `status`. Documents stored before the field existed lack it and read as 'pending'.
   */
  progress?: UserRequestStatus;
  admin_notes?: string;
  attachment_id?: mongoose.Types.ObjectId;
  attachment_name?: string;
  additional_services?: string[];
  additional_opportunities?: string[];
  /** The consent given with the public form; absent on admin-added and older requests. */
  consent?: StoredConsent;
  /**
   * Set on a request held for its owner's confirmation: filed without signing
   * in under an email that already has an account. While `status` is 'pending' the request is
   * kept from the owner's dashboard and notifications, and admins see it flagged. Absent on every
   * request that never needed confirming.
   */
  confirmation?: StoredConfirmation;
  /** The human reference number (`SR-2026-000042`); absent on older records. */
  reference?: string;
  /** The language the public form was sent in (the submitter's mails use it). */
  lang?: LeadLanguage;
  /**
   * The lead mails still to hand to identity ('alert', 'confirmation'); the
   * submission tries them at once, the lead-mail sweep retries them while identity is down.
   */
  pending_mails?: LeadMailName[];
  created_at: Date;
  updated_at: Date;
}

/** A request held for confirmation, as a filter (the owner's views leave these out). */
export const HELD: mongoose.FilterQuery<StoredRequest> = HELD_FILTER;
/** A request that is not held: never needed confirming, or confirmed. */
export const NOT_HELD: mongoose.FilterQuery<StoredRequest> = NOT_HELD_FILTER;

/**
 * The schema both request collections share; `requestType` fixes `request_type`.
 * Only plain CRUD and simple indexes: the code runs on MongoDB 7 and
 * mongo-java-server alike (architecture "Database on these machines").
 */
export function requestSchema(
  requestType: StoredRequest['request_type'],
  collection: string,
): mongoose.Schema<StoredRequest> {
  const schema = new mongoose.Schema<StoredRequest>(
    {
      request_type: { type: String, enum: [requestType], default: requestType, required: true },
      service_name: { type: String, required: true, maxlength: 200 },
      user_id: { type: String },
      user_name: { type: String, required: true, maxlength: 200 },
      user_email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
      user_phone: { type: String, maxlength: 50 },
      company: { type: String, maxlength: 200 },
      // Required on the public forms (checked there); optional when an admin adds a request (spec §5).
      message: { type: String, default: '', maxlength: 10_000 },
      status: { type: String, enum: REQUEST_STATUSES, default: 'new', required: true },
      progress: { type: String, enum: USER_REQUEST_STATUSES, default: 'pending', required: true },
      admin_notes: { type: String, maxlength: 5000 },
      attachment_id: { type: mongoose.Schema.Types.ObjectId },
      attachment_name: { type: String, maxlength: 255 },
      additional_services: { type: [String], default: undefined },
      additional_opportunities: { type: [String], default: undefined },
      consent: { type: consentSchema(), required: false },
      confirmation: { type: confirmationSchema(), required: false },
      reference: { type: String },
      lang: { type: String, enum: LEAD_LANGUAGES },
      pending_mails: { type: [String], enum: LEAD_MAIL_NAMES, default: undefined },
    },
    { collection, timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false },
  );
  // A client's list (by account id or by token email), newest first.
  schema.index({ user_id: 1, created_at: -1 });
  schema.index({ user_email: 1, created_at: -1 });
  // The admin lists: each sort with its `_id` tiebreak (an index serves both
  // directions), the common filters newest first, and the dashboard's attachment count.
  schema.index({ created_at: -1, _id: -1 });
  schema.index({ updated_at: -1, _id: -1 });
  schema.index({ status: 1, _id: 1 });
  schema.index({ user_name: 1, _id: 1 });
  schema.index({ status: 1, created_at: -1, _id: -1 });
  schema.index({ service_name: 1, created_at: -1, _id: -1 });
  schema.index({ progress: 1, created_at: -1, _id: -1 });
  schema.index({ attachment_id: 1 });
  // The confirmation link finds its request by the token's hash.
  schema.index({ 'confirmation.token_hash': 1 });
  // One record per reference number (sparse: older records have none), and
  // the lead-mail sweep's query.
  schema.index({ reference: 1 }, { unique: true, sparse: true });
  schema.index({ pending_mails: 1, created_at: 1 });
  return schema;
}

/** A model of one request collection. */
export type RequestModel = mongoose.Model<StoredRequest>;

/** The model named `name` on `connection`, compiled once per connection. */
export function requestModel(
  connection: mongoose.Connection,
  name: string,
  build: () => mongoose.Schema<StoredRequest>,
): RequestModel {
  return (connection.models[name] as RequestModel | undefined) ?? connection.model<StoredRequest>(name, build());
}
