import mongoose from 'mongoose';
import { JOIN_APPLICATION_STATUSES, type JoinApplicationStatus } from '@consulting/contracts';
import { indexLeadFields, leadFieldPaths, type LeadFields } from './confirmation.schema.ts';
import { consentSchema, type StoredConsent } from '@consulting/service-kit';
import { compiledModel } from './request.schema.ts';

/**
 * A stored join application (spec §3 "Join application", §4 statuses). `email` is kept
 * lowercased so a client's applications are found by the email in their token; `user_id` is set
 * when a signed-in client applied. Files are GridFS ids in the `join_applications` bucket, with
 * the names the applicant's browser gave them.
 */
export interface StoredJoinApplication extends LeadFields {
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
}

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
      ...leadFieldPaths(),
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
  indexLeadFields(schema);
  return schema;
}

export type JoinApplicationModel = mongoose.Model<StoredJoinApplication>;

/** Join applications, collection `join_applications`; the model is compiled once per connection. */
export function joinApplicationModel(connection: mongoose.Connection): JoinApplicationModel {
  return compiledModel(connection, 'JoinApplication', joinApplicationSchema);
}
