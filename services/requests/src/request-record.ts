import type { RequestRecord } from '@consulting/contracts';
import { signPath } from '@consulting/service-kit';
import type { StoredRequest } from './models/request.schema.ts';

/** How long an attachment link in a reply stays valid: 15 minutes, in seconds. */
export const ATTACHMENT_URL_TTL_SECONDS = 15 * 60;

/** Route prefix of attachment downloads (spec §7: `/uploads/attachments/{attachment_path}`). */
export const ATTACHMENT_PREFIX = '/uploads/attachments';

/** The path of an attachment's download route; the URL is this plus `?expires=&sig=`. */
export function attachmentPath(id: string): string {
  return `${ATTACHMENT_PREFIX}/${id}`;
}

/**
 * Shapes a stored request as the wire `RequestRecord` (contracts/wire.ts): `id` as a string,
 * dates as ISO 8601, and, when there is a PDF, `attachment_path` (its GridFS id),
 * `attachment_name` and `attachment_url`, signed with `uploadUrlSecret` for 15 minutes.
 */
export function toRequestRecord(doc: StoredRequest, uploadUrlSecret: string): RequestRecord {
  const record: RequestRecord = {
    id: doc._id.toString(),
    request_type: doc.request_type,
    service_name: doc.service_name,
    track_name: doc.service_name,
    user_name: doc.user_name,
    user_email: doc.user_email,
    message: doc.message,
    status: doc.status,
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
  };
  if (doc.user_id) record.user_id = doc.user_id;
  if (doc.user_phone) record.user_phone = doc.user_phone;
  if (doc.company) record.company = doc.company;
  if (doc.admin_notes !== undefined) record.admin_notes = doc.admin_notes;
  if (doc.additional_services) record.additional_services = doc.additional_services;
  if (doc.additional_opportunities) record.additional_opportunities = doc.additional_opportunities;
  if (doc.attachment_id) {
    const id = doc.attachment_id.toString();
    record.attachment_path = id;
    record.attachment_name = doc.attachment_name ?? 'attachment.pdf';
    record.attachment_url = signPath(uploadUrlSecret, attachmentPath(id), ATTACHMENT_URL_TTL_SECONDS);
  }
  return record;
}
