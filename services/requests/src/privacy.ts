/**
 * What requests stores about one email, for the admin's export and erasure
 * (Saudi PDPL): service and track requests, join applications, their GridFS files (request PDFs,
 * applicants' profile images and CVs) and the notifications of the bell. Identity orchestrates
 * both through the `/internal/privacy` routes (`privacy-router.ts`).
 *
 * A person's records are those under their email (`user_email`, or `email` for applications),
 * and, when identity knows their account, those carrying its id (`user_id`): an admin may have
 * added a request for the account under another address.
 */
import type mongoose from 'mongoose';
import type { NotificationRecord } from '@consulting/contracts';
import type { RequestFileStore } from './grid-file-store.ts';
import {
  toAuditedJoinApplication,
  toJoinApplicationRecord,
  type JoinApplicationReply,
} from './join-application-record.ts';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import type { StoredNotification } from './models/notification.model.ts';
import type { StoredRequest } from './models/request.schema.ts';
import { toNotificationRecord } from './notification-record.ts';
import { pseudonymiseAuditEntries } from '@consulting/service-kit';
import { toAuditedRequest, toRequestRecord, type RequestReply } from './request-record.ts';
import type { RequestStores } from './runtime.ts';

/** Whose data: an email (trimmed, lower-cased) and, when they have an account, its id. */
export interface PrivacySubject {
  email: string;
  user_id?: string;
}

/** The GridFS buckets a person's files are in. */
export const PRIVACY_BUCKETS = ['attachments', 'join_applications'] as const;
export type PrivacyBucket = (typeof PRIVACY_BUCKETS)[number];

/** One stored file of the person, listed in `requests.json` and streamed into the export zip. */
export interface PersonalFile {
  bucket: PrivacyBucket;
  /** GridFS id (24 hex). */
  id: string;
  /** Where the export zip holds it: `files/{kind}/{record id}-{what}-{original name}`. */
  path: string;
  /** The name the uploader's browser gave it. */
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  /** The record it belongs to. */
  record: { entity: 'service_request' | 'track_request' | 'join_application'; id: string };
}

/** A notification as exported: the bell's record plus what it is about. */
export type ExportedNotification = NotificationRecord & { kind: StoredNotification['kind']; subject_id: string };

/** Everything requests holds about one person: `requests.json` of the export zip. */
export interface RequestsPersonalData {
  service_requests: Omit<RequestReply, 'attachment_url'>[];
  track_requests: Omit<RequestReply, 'attachment_url'>[];
  join_applications: Omit<JoinApplicationReply, 'profile_image' | 'cv_file'>[];
  notifications: ExportedNotification[];
  files: PersonalFile[];
}

/** What one erasure removed or rewrote in requests. */
export interface RequestsErasure {
  service_requests: number;
  track_requests: number;
  join_applications: number;
  /** GridFS files deleted (request PDFs, profile images, CVs). */
  files: number;
  notifications: number;
  /** Audit entries rewritten to name the person only by the pseudonym. */
  audit_entries: number;
}

/**
 * Fields of the audit shapes of requests and applications that say nothing about the person:
 * they stay in the trail after an erasure (what was asked for, its statuses, when); every other
 * field becomes the pseudonym.
 */
const NON_PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'request_type',
  'service_name',
  'track_name',
  'additional_services',
  'additional_opportunities',
  'status',
  'progress',
  'unconfirmed',
  'files_deleted_at',
  'created_at',
  'updated_at',
]);

function requestFilter(subject: PrivacySubject): mongoose.FilterQuery<StoredRequest> {
  return { $or: [{ user_email: subject.email }, ...(subject.user_id ? [{ user_id: subject.user_id }] : [])] };
}

function applicationFilter(subject: PrivacySubject): mongoose.FilterQuery<StoredJoinApplication> {
  return { $or: [{ email: subject.email }, ...(subject.user_id ? [{ user_id: subject.user_id }] : [])] };
}

function notificationFilter(
  subject: PrivacySubject,
  subjectIds: mongoose.Types.ObjectId[],
): mongoose.FilterQuery<StoredNotification> {
  return {
    $or: [
      { user_email: subject.email },
      ...(subject.user_id ? [{ user_id: subject.user_id }] : []),
      ...(subjectIds.length > 0 ? [{ subject_id: { $in: subjectIds } }] : []),
    ],
  };
}

const byAge = { created_at: 1, _id: 1 } as const;

/** The person's records in the three collections, oldest first. */
async function personalRecords(stores: RequestStores, subject: PrivacySubject) {
  const [service, track, applications] = await Promise.all([
    stores.serviceRequests.find(requestFilter(subject)).sort(byAge).lean<StoredRequest[]>(),
    stores.trackRequests.find(requestFilter(subject)).sort(byAge).lean<StoredRequest[]>(),
    stores.joinApplications.find(applicationFilter(subject)).sort(byAge).lean<StoredJoinApplication[]>(),
  ]);
  return { service, track, applications };
}

/**
 * A file name safe in a zip on every system: no path separators, control or reserved
 * characters, no leading dots, at most 120 characters; 'file' when nothing is left.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'file';
}

/** The file `id` of `store` as listed in the export, or null when GridFS no longer has it. */
async function listedFile(
  store: RequestFileStore,
  bucket: PrivacyBucket,
  id: mongoose.Types.ObjectId,
  where: { folder: string; what: string; fallbackName: string; record: PersonalFile['record'] },
): Promise<PersonalFile | null> {
  const found = await store.find(id.toString());
  if (!found) return null;
  const name = found.name || where.fallbackName;
  return {
    bucket,
    id: found.id,
    path: `files/${where.folder}/${where.record.id}-${where.what}-${safeFileName(name)}`,
    name,
    mime: found.mime,
    size: found.length,
    record: where.record,
  };
}

/**
 * Everything requests holds about `subject`, oldest first, in the shapes the admin pages show
 * (without the 15-minute signed links, which would be dead in an export), plus the list of the
 * person's files still in GridFS (a file the retention job deleted is not listed). Empty lists
 * when requests knows nothing about them. Rejects on a database error.
 */
export async function requestsPersonalData(
  stores: RequestStores,
  subject: PrivacySubject,
  uploadUrlSecret: string,
): Promise<RequestsPersonalData> {
  const { service, track, applications } = await personalRecords(stores, subject);
  const subjectIds = [...service, ...track, ...applications].map((doc) => doc._id);
  const notifications = await stores.notifications
    .find(notificationFilter(subject, subjectIds))
    .sort(byAge)
    .lean<StoredNotification[]>();

  const files: PersonalFile[] = [];
  for (const [docs, entity, folder] of [
    [service, 'service_request', 'service-requests'],
    [track, 'track_request', 'track-requests'],
  ] as const) {
    for (const doc of docs) {
      if (!doc.attachment_id) continue;
      const file = await listedFile(stores.attachments, 'attachments', doc.attachment_id, {
        folder,
        what: 'attachment',
        fallbackName: doc.attachment_name ?? 'attachment.pdf',
        record: { entity, id: doc._id.toString() },
      });
      if (file) files.push(file);
    }
  }
  for (const doc of applications) {
    const record = { entity: 'join_application' as const, id: doc._id.toString() };
    for (const [id, what, fallbackName] of [
      [doc.profile_image_id, 'profile-image', doc.profile_image_name ?? 'profile-image'],
      [doc.cv_file_id, 'cv', doc.cv_file_name ?? 'cv'],
    ] as const) {
      if (!id) continue;
      const file = await listedFile(stores.joinApplicationFiles, 'join_applications', id, {
        folder: 'join-applications',
        what,
        fallbackName,
        record,
      });
      if (file) files.push(file);
    }
  }

  const request = (doc: StoredRequest) => toAuditedRequest(toRequestRecord(doc, uploadUrlSecret));
  return {
    service_requests: service.map(request),
    track_requests: track.map(request),
    join_applications: applications.map((doc) =>
      toAuditedJoinApplication(toJoinApplicationRecord(doc, uploadUrlSecret)),
    ),
    notifications: notifications.map((doc) => ({
      ...toNotificationRecord(doc),
      kind: doc.kind,
      subject_id: doc.subject_id.toString(),
    })),
    files,
  };
}

/** Deletes each file of `ids` that still exists in `store`; resolves how many it deleted. */
async function deleteFiles(store: RequestFileStore, ids: mongoose.Types.ObjectId[]): Promise<number> {
  let deleted = 0;
  for (const id of ids) {
    if (!(await store.find(id.toString()))) continue;
    await store.remove(id);
    deleted += 1;
  }
  return deleted;
}

/**
 * Erases what requests holds about `subject`, in an order that a retry can always finish:
 * 1. the audit entries naming the person (those of their records, and any whose record's
 *    `user_email`/`email` is theirs) are rewritten to carry `pseudonym` instead of personal
 *    fields (what was asked for, statuses and dates stay);
 * 2. their GridFS files are deleted (found through the records, which still exist);
 * 3. the notifications to them or about those records are deleted, then the requests and
 *    applications themselves.
 * A database error rejects; nothing is lost by running it again, which finishes the job and
 * counts only what that run did (zeros once everything is gone).
 */
export async function eraseRequestsData(
  stores: RequestStores,
  subject: PrivacySubject & { pseudonym: string },
): Promise<RequestsErasure> {
  const { service, track, applications } = await personalRecords(stores, subject);
  const ids = (docs: { _id: mongoose.Types.ObjectId }[]) => docs.map((doc) => doc._id.toString());
  const { email } = subject;
  const audit_entries = await pseudonymiseAuditEntries(
    stores.connection,
    {
      $or: [
        { entity: 'service_request', entity_id: { $in: ids(service) } },
        { entity: 'track_request', entity_id: { $in: ids(track) } },
        { entity: 'join_application', entity_id: { $in: ids(applications) } },
        { 'before.user_email': email },
        { 'after.user_email': email },
        { 'before.email': email },
        { 'after.email': email },
        { actor_email: email },
      ],
    },
    { email, pseudonym: subject.pseudonym, keep: NON_PERSONAL_FIELDS },
  );

  const attachmentIds = [...service, ...track].flatMap((doc) => (doc.attachment_id ? [doc.attachment_id] : []));
  const applicationFileIds = applications.flatMap((doc) =>
    [doc.profile_image_id, doc.cv_file_id].filter((id): id is mongoose.Types.ObjectId => Boolean(id)),
  );
  const files =
    (await deleteFiles(stores.attachments, attachmentIds)) +
    (await deleteFiles(stores.joinApplicationFiles, applicationFileIds));

  // Notifications before the records: they are found through the records too.
  const subjectIds = [...service, ...track, ...applications].map((doc) => doc._id);
  const notifications = await stores.notifications.deleteMany(notificationFilter(subject, subjectIds));
  const serviceDeleted = await stores.serviceRequests.deleteMany({ _id: { $in: service.map((doc) => doc._id) } });
  const trackDeleted = await stores.trackRequests.deleteMany({ _id: { $in: track.map((doc) => doc._id) } });
  const applicationsDeleted = await stores.joinApplications.deleteMany({
    _id: { $in: applications.map((doc) => doc._id) },
  });
  return {
    service_requests: serviceDeleted.deletedCount,
    track_requests: trackDeleted.deletedCount,
    join_applications: applicationsDeleted.deletedCount,
    files,
    notifications: notifications.deletedCount,
    audit_entries,
  };
}
