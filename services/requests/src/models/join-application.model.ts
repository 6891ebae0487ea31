import mongoose from 'mongoose';
import {
  JOIN_APPLICATION_STATUSES,
  LEAD_LANGUAGES,
  LEAD_MAIL_NAMES,
  type JoinApplicationStatus,
  type LeadLanguage,
  type LeadMailName,
} from '@consulting/contracts';
import { confirmationSchema, HELD_FILTER, NOT_HELD_FILTER, type StoredConfirmation } from './confirmation.schema.ts';
import { consentSchema, type StoredConsent } from '@consulting/service-kit';

/**
 * A stored join application (spec §3 "Join application", §4 statuses). `email` is kept
 * lowercased so a client's applications are found by the email in their token; `user_id` is set
 * when a signed-in client applied. Files are GridFS ids in the `join_applications` bucket, with
 * the names the applicant's browser gave them.
 */
export interface StoredJoinApplication {
  _id: mongoose.Types.ObjectId;
  full_name: string;
  email: string;
  phone: string;
  address: string;
  experience: string;
  specialization: string;
  user_id?: string;
  status: JoinApplicationStatus;
  admin_notes: string;
  profile_image_id?: mongoose.Types.ObjectId;
  profile_image_name?: string;
  cv_file_id?: mongoose.Types.ObjectId;
  cv_file_name?: string;
  /** The consent given with the form; absent on applications stored before it. */
  consent?: StoredConsent;
  /**
   * When the retention job deleted the profile image and CV (files older than
   * JOIN_FILES_RETENTION_MONTHS); the file fields are gone from then on, the record stays.
   */
  files_deleted_at?: Date;
  /**
   * Set on an application held for its owner's confirmation: filed without a
   * client's token, or under another email than the signed-in client's, under an email that
   * already has an account (or when identity could not say). While `status` is 'pending' it is
   * kept from the email owner's list and notifications, and admins see it flagged `unconfirmed`.
   * Absent on every application that never needed confirming.
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

/** An application held for confirmation, as a filter. */
export const HELD_APPLICATION: mongoose.FilterQuery<StoredJoinApplication> = HELD_FILTER;
/** An application that is not held: never needed confirming, or confirmed. */
export const NOT_HELD_APPLICATION: mongoose.FilterQuery<StoredJoinApplication> = NOT_HELD_FILTER;

/** Longest accepted text of each form field, in characters. */
export const JOIN_FIELD_MAX_LENGTH = {
  full_name: 200,
  email: 254,
  phone: 50,
  address: 500,
  experience: 5000,
  specialization: 200,
} as const;

function joinApplicationSchema(): mongoose.Schema<StoredJoinApplication> {
  const text = (maxlength: number) => ({ type: String, required: true, trim: true, maxlength });
  const schema = new mongoose.Schema<StoredJoinApplication>(
    {
      full_name: text(JOIN_FIELD_MAX_LENGTH.full_name),
      email: { ...text(JOIN_FIELD_MAX_LENGTH.email), lowercase: true },
      phone: text(JOIN_FIELD_MAX_LENGTH.phone),
      address: text(JOIN_FIELD_MAX_LENGTH.address),
      experience: text(JOIN_FIELD_MAX_LENGTH.experience),
      specialization: text(JOIN_FIELD_MAX_LENGTH.specialization),
      user_id: { type: String },
      status: { type: String, enum: JOIN_APPLICATION_STATUSES, default: 'pending', required: true },
      admin_notes: { type: String, default: '', maxlength: 5000 },
      profile_image_id: { type: mongoose.Schema.Types.ObjectId },
      profile_image_name: { type: String, maxlength: 255 },
      cv_file_id: { type: mongoose.Schema.Types.ObjectId },
      cv_file_name: { type: String, maxlength: 255 },
      consent: { type: consentSchema(), required: false },
      files_deleted_at: { type: Date },
      confirmation: { type: confirmationSchema(), required: false },
      reference: { type: String },
      lang: { type: String, enum: LEAD_LANGUAGES },
      pending_mails: { type: [String], enum: LEAD_MAIL_NAMES, default: undefined },
    },
    {
      collection: 'join_applications',
      timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' },
      versionKey: false,
    },
  );
  // A client's list (by account id or by token email), newest first. Plain
  // indexes only: the code runs on MongoDB 7 and mongo-java-server alike.
  schema.index({ user_id: 1, created_at: -1 });
  schema.index({ email: 1, created_at: -1 });
  // The admin list: each sort with its `_id` tiebreak, and the status filter newest first.
  schema.index({ created_at: -1, _id: -1 });
  schema.index({ full_name: 1, _id: 1 });
  schema.index({ status: 1, _id: 1 });
  schema.index({ status: 1, created_at: -1, _id: -1 });
  // The confirmation link finds its application by the token's hash.
  schema.index({ 'confirmation.token_hash': 1 });
  // One record per reference number (sparse: older records have none), and
  // the lead-mail sweep's query.
  schema.index({ reference: 1 }, { unique: true, sparse: true });
  schema.index({ pending_mails: 1, created_at: 1 });
  return schema;
}

export type JoinApplicationModel = mongoose.Model<StoredJoinApplication>;

/** Join applications, collection `join_applications`; the model is compiled once per connection. */
export function joinApplicationModel(connection: mongoose.Connection): JoinApplicationModel {
  return (
    (connection.models.JoinApplication as JoinApplicationModel | undefined) ??
    connection.model<StoredJoinApplication>('JoinApplication', joinApplicationSchema())
  );
}
