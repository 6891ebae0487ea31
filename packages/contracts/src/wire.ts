/**
 * Response and record shapes of spec §3 and §7, as the services send them. Dates are ISO 8601
 * strings. Every error response is `ErrorBody` with a fitting HTTP status.
 */
import type { RequestStatus } from './statuses.ts';

export interface ErrorBody {
  success: false;
  error: string;
}

export type Role = 'client' | 'admin';

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
}

/** `POST /api/user/login` and `POST /api/admin/login` (spec §7). */
export interface LoginResponse {
  success: true;
  user: UserRecord;
  token: string;
}

/** A service request or track (opportunity) request (spec §3). */
export interface RequestRecord {
  id: string;
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
  admin_notes?: string;
  /** GridFS id of the PDF, or absent; never a file-system path. */
  attachment_path?: string;
  /** Short-lived signed URL to view the attachment (`/uploads/attachments/{id}?...`). */
  attachment_url?: string;
  attachment_name?: string;
  additional_services?: string[];
  additional_opportunities?: string[];
  created_at: string;
  updated_at: string;
}

/** `POST /api/service-requests` and `POST /api/track-requests`. */
export interface SubmitRequestResponse {
  success: true;
  message: string;
  request: RequestRecord;
  /** True only when this submission created a client account (spec §7, guest submission). */
  account_created: boolean;
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
