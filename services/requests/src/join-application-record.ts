import type { ConsentRecord, JoinApplicationRecord } from '@consulting/contracts';
import { signPath } from '@consulting/service-kit';
import type mongoose from 'mongoose';
import { toConsentRecord } from '@consulting/service-kit';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import { isHeld } from './request-record.ts';

/** How long a file link in a reply stays valid: 15 minutes, in seconds. */
export const JOIN_FILE_URL_TTL_SECONDS = 15 * 60;

/** Route prefix of join application file downloads (spec §7: `/uploads/join_applications/{file}`). */
export const JOIN_FILE_PREFIX = '/uploads/join_applications';

/**
 * The wire record of a join application (contracts/wire.ts `JoinApplicationRecord`) plus the
 * `consent` given with the form, and `files_deleted_at` (ISO 8601) once the
 * retention job deleted its files.
 */
export type JoinApplicationReply = JoinApplicationRecord & { consent?: ConsentRecord; files_deleted_at?: string };

/** `POST /api/endpoints/join-applications.php` and its alias `POST /api/join-applications` (201). */
export interface JoinApplicationSubmitResponse {
  success: true;
  message: string;
  data: JoinApplicationReply;
}

/** The lists: the client's own applications and the admin's (all of them). */
export interface JoinApplicationListResponse {
  success: true;
  data: JoinApplicationReply[];
}

/** `PUT /api/join-applications`. */
export interface JoinApplicationUpdateResponse {
  success: true;
  message: string;
  data: JoinApplicationReply;
}

function signedFileUrl(id: mongoose.Types.ObjectId | undefined, uploadUrlSecret: string): string {
  return id ? signPath(uploadUrlSecret, `${JOIN_FILE_PREFIX}/${id.toString()}`, JOIN_FILE_URL_TTL_SECONDS) : '';
}

/**
 * Shapes a stored application as the wire record: `id` as a string, `created_at` as ISO 8601,
 * `profile_image` and `cv_file` as URLs `/uploads/join_applications/{gridfs id}?expires=&sig=`
 * signed with `uploadUrlSecret` for 15 minutes, or '' when the file was not sent (or was deleted
 * by the retention job: then `files_deleted_at` says when). `consent` when the form gave one;
 * `unconfirmed: true` while the application is held for its owner's confirmation.
 */
export function toJoinApplicationRecord(doc: StoredJoinApplication, uploadUrlSecret: string): JoinApplicationReply {
  return {
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    full_name: doc.full_name,
    email: doc.email,
    phone: doc.phone,
    specialization: doc.specialization,
    address: doc.address,
    experience: doc.experience,
    profile_image: signedFileUrl(doc.profile_image_id, uploadUrlSecret),
    profile_image_name: doc.profile_image_id ? (doc.profile_image_name ?? 'profile-image') : '',
    cv_file: signedFileUrl(doc.cv_file_id, uploadUrlSecret),
    cv_file_name: doc.cv_file_id ? (doc.cv_file_name ?? 'cv') : '',
    status: doc.status,
    admin_notes: doc.admin_notes ?? '',
    created_at: doc.created_at.toISOString(),
    ...(doc.consent ? { consent: toConsentRecord(doc.consent) } : {}),
    ...(doc.files_deleted_at ? { files_deleted_at: doc.files_deleted_at.toISOString() } : {}),
    ...(isHeld(doc) ? { unconfirmed: true as const } : {}),
  };
}

/**
 * An application as the audit trail keeps it: the wire record with the signed file links
 * (valid 15 minutes) left out; the file names stay.
 */
export function toAuditedJoinApplication(
  record: JoinApplicationReply,
): Omit<JoinApplicationReply, 'profile_image' | 'cv_file'> {
  const { profile_image: _image, cv_file: _cv, ...kept } = record;
  return kept;
}
