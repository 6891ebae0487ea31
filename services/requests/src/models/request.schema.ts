import mongoose from 'mongoose';
import {
  REQUEST_STATUSES,
  USER_REQUEST_STATUSES,
  type RequestStatus,
  type UserRequestStatus,
} from '@consulting/contracts';
import { indexLeadFields, leadFieldPaths, type LeadFields } from './confirmation.schema.ts';
import { consentSchema, type StoredConsent } from '@consulting/service-kit';

export type { StoredConfirmation } from './confirmation.schema.ts';

/**
 * A stored service request or track (opportunity) request (spec §3). Field names are the wire
 * names of `RequestRecord`; `user_email` is kept lowercased so a client's requests are found by
 * the email in their token. The attachment is a GridFS id in the `attachments` bucket.
 */
export interface StoredRequest extends LeadFields {
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
}

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
      ...leadFieldPaths(),
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
  indexLeadFields(schema);
  return schema;
}

/** A model of one request collection. */
export type RequestModel = mongoose.Model<StoredRequest>;

/** The model named `name` on `connection`, compiled once per connection (`build` makes its schema). */
export function compiledModel<T>(
  connection: mongoose.Connection,
  name: string,
  build: () => mongoose.Schema<T>,
): mongoose.Model<T> {
  return (connection.models[name] as mongoose.Model<T> | undefined) ?? connection.model<T>(name, build());
}
