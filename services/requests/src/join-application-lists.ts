/**
 * The join application lists (spec §2 "Other admin pages": table with search and
 * status filter; "Client dashboard"): what they may be queried by, the mongo filter of a
 * parsed query and the CSV columns of the export.
 */
import type { FilterQuery } from 'mongoose';
import {
  JOIN_APPLICATION_STATUS_LABELS,
  JOIN_APPLICATION_STATUSES,
  type JoinApplicationStatus,
} from '@consulting/contracts';
import { queryBoolean, queryEnum, type AuthUser, type CsvColumn, type ListSpec } from '@consulting/service-kit';
import { heldFilter, NOT_HELD_FILTER } from './models/confirmation.schema.ts';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import { parsedList } from './request-lists.ts';

/**
 * `GET /api/admin/join-applications` and `GET /api/join-applications`: sorted by created_at
 * (default newest first), full_name or status; filtered by `status` and `unconfirmed`
 * (true for applications held for their owner's confirmation, false for all others); `q` over
 * full_name, email, phone, specialization and the reference number; `from`/`to` on created_at.
 */
export const joinApplicationListSpec = {
  sortFields: ['created_at', 'full_name', 'status'],
  defaultSort: '-created_at',
  searchFields: ['full_name', 'email', 'phone', 'specialization', 'reference'],
  dateField: 'created_at',
  filters: {
    status: queryEnum('status', JOIN_APPLICATION_STATUSES),
    unconfirmed: queryBoolean('unconfirmed'),
  },
} satisfies ListSpec;

/** The parsed query of an admin join application list and its filter. */
export const joinApplicationQuery = (raw: Record<string, unknown>) =>
  parsedList<typeof joinApplicationListSpec.filters, StoredJoinApplication>(
    joinApplicationListSpec,
    raw,
    ({ status, unconfirmed }) => [status ? { status: status as JoinApplicationStatus } : {}, heldFilter(unconfirmed)],
  );

/**
 * The applications `user` sees as their own (`GET /api/endpoints/join-applications.php`):
 * the ones they sent signed in (their account id), and the ones sent under their email (by a
 * guest: before the account existed, or confirmed through the mailed link) that are not held for
 * their confirmation (an application someone filed under their email shows,
 * with its files, only once they confirmed it). Architecture "Auth": the identity comes from the
 * token, never from a query parameter.
 */
export function ownApplications(user: Pick<AuthUser, 'id' | 'email'>): FilterQuery<StoredJoinApplication> {
  return { $or: [{ user_id: user.id }, { $and: [{ email: user.email.toLowerCase() }, NOT_HELD_FILTER] }] };
}

/**
 * The client's own applications (`GET /api/endpoints/join-applications.php`):
 * `page`, `page_size` and `sort` on created_at (default newest first).
 */
export const clientJoinApplicationListSpec = {
  sortFields: ['created_at'],
  defaultSort: '-created_at',
} satisfies ListSpec;

/** CSV columns of the join application export (Arabic headers). */
export const joinApplicationColumns: readonly CsvColumn<StoredJoinApplication>[] = [
  { header: 'رقم الطلب', value: (doc) => doc._id.toString() },
  { header: 'الاسم الكامل', value: (doc) => doc.full_name },
  { header: 'البريد الإلكتروني', value: (doc) => doc.email },
  { header: 'الهاتف', value: (doc) => doc.phone },
  { header: 'التخصص', value: (doc) => doc.specialization },
  { header: 'العنوان', value: (doc) => doc.address },
  { header: 'الخبرة', value: (doc) => doc.experience },
  { header: 'الحالة', value: (doc) => JOIN_APPLICATION_STATUS_LABELS[doc.status]?.ar ?? doc.status },
  { header: 'ملاحظات الإدارة', value: (doc) => doc.admin_notes },
  {
    header: 'الصورة الشخصية',
    value: (doc) => (doc.profile_image_id ? (doc.profile_image_name ?? 'profile-image') : ''),
  },
  { header: 'السيرة الذاتية', value: (doc) => (doc.cv_file_id ? (doc.cv_file_name ?? 'cv') : '') },
  { header: 'تاريخ التقديم', value: (doc) => doc.created_at },
  // Held for its owner's confirmation, as in the request exports.
  { header: 'غير مؤكد', value: (doc) => (doc.confirmation?.status === 'pending' ? 'نعم' : '') },
];
