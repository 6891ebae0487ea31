/** Response and record shapes of spec §3 and §7; dates are ISO 8601 strings; errors are `ErrorBody`. */
import type { UserRequestStatus } from './admin-requests.ts';
import type { ConsentRecord } from './public-forms.ts';
import type { RequestStatus } from './statuses.ts';
import type { MediaRef, SiteSettings } from './site-content.ts';

export interface ErrorBody {
  success: false;
  error: string;
}

export type Role = 'client' | 'admin' | 'editor';

/**
 * Staff roles, both signing in at `/api/admin/login`: `admin` may use everything; `editor` only
 * services, sectors, news, contact messages (not their CSV export) and their own account.
 */
export const STAFF_ROLES = ['admin', 'editor'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for a staff role (`admin` or `editor`), false for `client` or anything else. */
export function isStaffRole(role: unknown): role is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(role);
}

/** A client or admin as the API shows it (spec §3 "Client user", "Admin user record"). */
export interface UserRecord {
  id: string;
  name: string;
  full_name: string;
  email: string;
  phone?: string;
  company?: string;
  role: Role;
  is_active: boolean;
  created_at: string;
  /** True while the account has the generated, mailed password: a new one is asked for first. */
  must_change_password?: boolean;
  /** Admin panel's stored copy only (never sent): the session owes two-factor enrolment. */
  two_factor_enrolment_required?: boolean;
}

/** `POST /api/user/login` and `POST /api/admin/login` (spec §7). */
export interface LoginResponse {
  success: true;
  user: UserRecord;
  token: string;
  /** Present (true) when the user must choose a new password first. */
  must_change_password?: true;
  /**
   * What the session owes first; every other route answers 403 with `code`
   * `password_change_required` or `two_factor_enrolment_required`. Absent: nothing.
   */
  restriction?: 'password_change' | 'two_factor_enrolment';
}

/** A service request or track (opportunity) request (spec §3). */
export interface RequestRecord {
  id: string;
  /** The reference number (`SR-2026-000042`, `REFERENCE_PREFIXES`); absent on older records. */
  reference?: string;
  request_type: 'service' | 'opportunity';
  service_name: string;
  track_name: string;
  user_id?: string;
  user_name: string;
  user_email: string;
  user_phone?: string;
  company?: string;
  message: string;
  status: RequestStatus;
  /** Workflow status of the admin "User requests" page (spec §4), 'pending' until set; not `status`. */
  progress?: UserRequestStatus;
  admin_notes?: string;
  /** GridFS id of the PDF, or absent; never a file-system path. */
  attachment_path?: string;
  /** Short-lived signed URL to view the attachment (`/uploads/attachments/{id}?...`). */
  attachment_url?: string;
  attachment_name?: string;
  additional_services?: string[];
  additional_opportunities?: string[];
  /** The privacy-policy consent given with the public form; absent on admin-added requests. */
  consent?: ConsentRecord;
  /** Admin records only: a guest's request under an account's email, held until the owner confirms. */
  unconfirmed?: true;
  created_at: string;
  updated_at: string;
}

/**
 * `POST /api/service-requests` and `POST /api/track-requests`: no `account_created`, so the answer
 * never tells whether the email had an account.
 */
export interface SubmitRequestResponse {
  success: true;
  message: string;
  request: RequestRecord;
}

/** `GET /api/user/requests` (spec §7). */
export interface ClientRequestsResponse {
  success: true;
  service_requests: RequestRecord[];
  track_requests: RequestRecord[];
}

/** `GET /api/admin/service-requests`, `GET /api/admin/track-requests` (spec §7). */
export interface AdminRequestsResponse {
  success: true;
  requests: RequestRecord[];
}

/** A service (track) as `GET /api/services` lists it (spec §3 "Service"). */
export interface ServiceRecord {
  id: string;
  slug: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  icon: string;
  path: string;
  is_active: 0 | 1;
  sort_order: number;
}

export interface ServicesResponse {
  success: true;
  services: ServiceRecord[];
}

/** News categories besides 'all' (spec §2 "News page", §9: six categories). */
export const NEWS_CATEGORIES = [
  'company-news',
  'partnerships',
  'innovation',
  'events',
  'financing',
  'training',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Each news category's name (spec §2 "News page"), and `all` for the unfiltered list. */
export const NEWS_CATEGORY_LABELS: Record<'ar' | 'en', Record<NewsCategory | 'all', string>> = {
  ar: {
    all: 'جميع الأخبار',
    'company-news': 'أخبار الشركة',
    partnerships: 'الشراكات',
    innovation: 'الابتكار',
    events: 'الفعاليات',
    financing: 'التمويل',
    training: 'التدريب',
  },
  en: {
    all: 'All News',
    'company-news': 'Company News',
    partnerships: 'Partnerships',
    innovation: 'Innovation',
    events: 'Events',
    financing: 'Financing',
    training: 'Training',
  },
};

/** A sector (spec §3 "Sector"). */
export interface SectorRecord {
  id: string;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  icon: string;
  is_active: 0 | 1;
  sort_order: number;
}

/** A statistic (spec §3 "Statistic"): `value` is display text such as '50+'. */
export interface StatisticRecord {
  id: string;
  title_ar: string;
  title_en: string;
  value: string;
  description_ar: string;
  description_en: string;
  sort_order: number;
}

/**
 * A published news item (spec §3 "News item"): `content_*` is server-sanitised HTML, the rest
 * plain text. A public read (`?lang=`) blanks ('') a language the item is not published in.
 */
export interface NewsItemRecord {
  id: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  content_ar: string;
  content_en: string;
  category: NewsCategory;
  /** The byline (spec §3 "News item"), as the Arabic page shows it. */
  author: string;
  /** The English byline, or ''/absent: the English page then shows `author` only if not Arabic. */
  author_en?: string;
  /** Image URL (`image_media`'s original, else `image_url`), or '' for the default image. */
  image: string;
  /** The image from the media library (srcset variants, size), or null. */
  image_media?: MediaRef | null;
  /** The languages the item is published in (absent on the built-in items). */
  published_ar?: boolean;
  published_en?: boolean;
  views: number;
  featured: boolean;
  created_at: string;
  updated_at: string;
}

/** A news item as admins manage it (spec §3 "Admin news"): drafts included. */
export interface AdminNewsItemRecord extends NewsItemRecord {
  excerpt_ar: string;
  excerpt_en: string;
  image_url: string;
  /** Derived: 1 when the item is published in either language (spec §3's flag). */
  is_published: 0 | 1;
  /** Published per language. */
  published_ar: boolean;
  published_en: boolean;
  /** Not public before this time (ISO 8601), or null (at once). */
  publish_at: string | null;
  /** The media library id of the image, or '' (then `image_url` applies). */
  image_id: string;
}

/** `GET /api/home`: everything the home page shows, in one call. */
export interface HomeResponse {
  success: true;
  services: ServiceRecord[];
  sectors: SectorRecord[];
  statistics: StatisticRecord[];
  /** The latest three published news items (spec §2 "Home": first 3 only). */
  news: NewsItemRecord[];
  settings: SiteSettings;
}

/** A contact message (spec §3 "Contact message (admin)"). */
export interface ContactMessageRecord {
  id: string;
  /** The reference number (`SR-2026-000042`, `REFERENCE_PREFIXES`); absent on older records. */
  reference?: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  is_read: boolean;
  created_at: string;
  /** The privacy-policy consent given with the form; absent on messages sent before it. */
  consent?: ConsentRecord;
  /** Replies an admin sent by mail, oldest first (admin routes only; the reply dialog). */
  replies?: ContactMessageReply[];
}

/** One reply to a contact message, as sent by mail from the admin panel. */
export interface ContactMessageReply {
  text: string;
  /** When the mail was handed to the mailer, ISO 8601. */
  sent_at: string;
  admin_email: string;
}

/** Join application statuses (spec §4). */
export const JOIN_APPLICATION_STATUSES = ['pending', 'under_review', 'approved', 'cancelled'] as const;
export type JoinApplicationStatus = (typeof JOIN_APPLICATION_STATUSES)[number];

/** A join application (spec §3 "Join application"); file fields are signed download URLs or ''. */
export interface JoinApplicationRecord {
  id: string;
  /** The reference number (`SR-2026-000042`, `REFERENCE_PREFIXES`); absent on older records. */
  reference?: string;
  full_name: string;
  email: string;
  phone: string;
  specialization: string;
  address: string;
  experience: string;
  profile_image: string;
  cv_file: string;
  /** Original file names, or '' when no file was sent. */
  profile_image_name: string;
  cv_file_name: string;
  status: JoinApplicationStatus;
  admin_notes: string;
  /** The privacy-policy consent given with the form. */
  consent?: ConsentRecord;
  /** When the retention job deleted the CV and photo; their fields are then ''. */
  files_deleted_at?: string;
  /** Admins only: filed as a guest under an account's email, held until the owner confirms. */
  unconfirmed?: true;
  created_at: string;
}

/** A notification to a client (spec §3 "Notification"), written when an admin changes a status. */
export interface NotificationRecord {
  id: string;
  title_ar: string;
  title_en: string;
  message_ar: string;
  message_en: string;
  is_read: boolean;
  created_at: string;
  /** Where the client can see the change, e.g. '/user/dashboard?tab=services'. */
  link: string;
}

/** `GET /api/endpoints/notifications.php`: the caller's notifications, newest first (at most 50). */
export interface NotificationsResponse {
  success: true;
  data: NotificationRecord[];
  unread_count: number;
}

/** Notification polling interval of the bell (spec §9). */
export const NOTIFICATION_POLL_MS = 30_000;
