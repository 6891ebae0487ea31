import type { ConsentRecord, RequestRecord, UserRequestRecord } from '@consulting/contracts';
import { signPath } from '@consulting/service-kit';
import { toConsentRecord } from '@consulting/service-kit';
import type { StoredRequest } from './models/request.schema.ts';

/**
 * What the stored request adds to the wire `RequestRecord`: the consent given with the public form, and
 * `unconfirmed: true` on a request held for its owner's confirmation (only admins ever see a
 * held request, so only they see the flag).
 */
export interface RequestConfirmationFields {
  consent?: ConsentRecord;
  unconfirmed?: true;
}

/** A request as this service answers it: `RequestRecord` plus its consent and held flag. */
export type RequestReply = RequestRecord & RequestConfirmationFields;

/** A row of the admin "User requests" page plus the held flag. */
export type UserRequestReply = UserRequestRecord & Pick<RequestConfirmationFields, 'unconfirmed'>;

/** True while `doc` is held for its owner's confirmation. */
export function isHeld(doc: Pick<StoredRequest, 'confirmation'>): boolean {
  return doc.confirmation?.status === 'pending';
}

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
 * dates as ISO 8601, `progress` 'pending' when the document predates it, and, when there is a PDF, `attachment_path` (its GridFS id),
 * `attachment_name` and `attachment_url`, signed with `uploadUrlSecret` for 15 minutes.
 * `consent` `{policy_version, given_at}` when the form gave one, and
 * `unconfirmed: true` while the request is held for its owner's confirmation.
 */
export function toRequestRecord(doc: StoredRequest, uploadUrlSecret: string): RequestReply {
  const record: RequestReply = {
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    request_type: doc.request_type,
    service_name: doc.service_name,
    track_name: doc.service_name,
    user_name: doc.user_name,
    user_email: doc.user_email,
    message: doc.message,
    status: doc.status,
    progress: doc.progress ?? 'pending',
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
  if (doc.consent) record.consent = toConsentRecord(doc.consent);
  if (isHeld(doc)) record.unconfirmed = true;
  return record;
}

/**
 * A request as the audit trail keeps it: the wire record without `attachment_url`, whose signed
 * link expires after 15 minutes and must not outlive that in the trail (`attachment_path` names
 * the file for good).
 */
export function toAuditedRequest(record: RequestReply): Omit<RequestReply, 'attachment_url'> {
  const { attachment_url: _url, ...kept } = record;
  return kept;
}

/**
 * Shapes a stored request as a row of the admin "User requests" page (spec §3 "User request
 * (admin page)"): `kind` from its collection, `details` its message, `status` its workflow
 * `progress` ('pending' when unset), `admin_notes` '' when unset, dates as ISO 8601, and
 * `unconfirmed: true` while the request is held for its owner's confirmation.
 */
export function toUserRequestRecord(doc: StoredRequest): UserRequestReply {
  return {
    id: doc._id.toString(),
    kind: doc.request_type,
    user_name: doc.user_name,
    user_email: doc.user_email,
    service_name: doc.service_name,
    details: doc.message ?? '',
    status: doc.progress ?? 'pending',
    admin_notes: doc.admin_notes ?? '',
    created_at: doc.created_at.toISOString(),
    updated_at: doc.updated_at.toISOString(),
    ...(isHeld(doc) ? { unconfirmed: true as const } : {}),
  };
}
