/**
 * Admin-side request tables and wire shapes: the tracks of the admin add-request form
 * (spec §3 "Admin add-request form"), the user-request workflow statuses (spec §3 "User request
 * (admin page)", §4) and the replies of the admin request and audit endpoints (spec §7).
 */
import type { RequestRecord } from './wire.ts';

/** The eight track options of the admin add-request form (spec §3, §9: "the admin form offers 8 tracks"). */
export const ADMIN_TRACK_OPTIONS = [
  { value: 'innovation', ar: 'الابتكار', en: 'Innovation' },
  { value: 'intellectual-property', ar: 'الملكية الفكرية', en: 'Intellectual Property' },
  { value: 'quality', ar: 'الجودة', en: 'Quality' },
  { value: 'marketing', ar: 'التسويق', en: 'Marketing' },
  { value: 'financing', ar: 'التمويل', en: 'Financing' },
  { value: 'events', ar: 'الفعاليات', en: 'Events' },
  { value: 'capacity-building', ar: 'بناء القدرات', en: 'Capacity Building' },
  { value: 'consulting', ar: 'الاستشارات', en: 'Consulting' },
] as const;

export type AdminTrack = (typeof ADMIN_TRACK_OPTIONS)[number]['value'];

/** The values of `ADMIN_TRACK_OPTIONS`, in form order. */
export const ADMIN_TRACKS: readonly AdminTrack[] = ADMIN_TRACK_OPTIONS.map((option) => option.value);

/**
 * Workflow statuses of spec §4 "User request status (admin page)". Stored as `progress` on
 * service and track requests, separate from the review `status` (new, reviewing, …).
 */
export const USER_REQUEST_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type UserRequestStatus = (typeof USER_REQUEST_STATUSES)[number];

/** Labels of spec §4 "User request status", with antd tag colours. */
export const USER_REQUEST_STATUS_LABELS: Record<UserRequestStatus, { ar: string; en: string; color: string }> = {
  pending: { ar: 'قيد الانتظار', en: 'waiting', color: 'default' },
  in_progress: { ar: 'قيد التنفيذ', en: 'in progress', color: 'blue' },
  completed: { ar: 'مكتمل', en: 'completed', color: 'green' },
  cancelled: { ar: 'ملغي', en: 'cancelled', color: 'red' },
};

/** True when `value` is a user request status of spec §4. */
export function isUserRequestStatus(value: unknown): value is UserRequestStatus {
  return typeof value === 'string' && (USER_REQUEST_STATUSES as readonly string[]).includes(value);
}

/** A service or track request as the admin "User requests" page shows it (spec §3). */
export interface UserRequestRecord {
  id: string;
  kind: 'service' | 'opportunity';
  user_name: string;
  user_email: string;
  service_name: string;
  /** The request's message. */
  details: string;
  /** The workflow status (`progress` of the request), not the review status. */
  status: UserRequestStatus;
  admin_notes: string;
  /** Held until its owner confirms it; see `RequestRecord.unconfirmed`. */
  unconfirmed?: true;
  created_at: string;
  updated_at: string;
}

/** `GET /api/admin/requests`: both kinds merged, newest first. */
export interface UserRequestsResponse {
  success: true;
  requests: UserRequestRecord[];
}

/** `PUT /api/admin/requests/{id}`. */
export interface UserRequestUpdateResponse {
  success: true;
  request: UserRequestRecord;
}

/** `POST /api/admin/add-request` and `POST /api/admin/add-track-request` (201). */
export interface AdminAddRequestResponse {
  success: true;
  message: string;
  request: RequestRecord;
}

/** The success text of the admin add-request endpoints ("the request was added successfully"). */
export const ADMIN_REQUEST_ADDED_MESSAGE = 'تمت إضافة الطلب بنجاح';

/** A record's change, or a personal-data request (`export`, `erase`; entity `privacy_request`). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'erase'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One admin change as the audit readers return it (who, what, when, before and after). */
export interface AuditEntryRecord {
  id: string;
  actor_id: string;
  actor_email: string;
  /** 'service_request', 'track_request', 'join_application', … */
  entity: string;
  entity_id: string;
  action: AuditAction;
  /** The record before the change as the API shows it (null for a create). */
  before: unknown;
  /** The record after the change (null for a delete). */
  after: unknown;
  at: string;
}

/** `GET /api/admin/{service-requests|track-requests|join-applications}/{id}/audit`: newest first. */
export interface AuditTrailResponse {
  success: true;
  audit: AuditEntryRecord[];
}
