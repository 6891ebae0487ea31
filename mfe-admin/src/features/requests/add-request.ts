import { ApiError } from '@consulting/platform';
import type { RequestRecord } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { RequestKind } from './api.ts';

/** What the admin fills in the add-request dialog (spec §3 "Admin add-request form"). */
export interface AddRequestFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** One of `ADMIN_TRACK_OPTIONS`, or '' while none is chosen. */
  track: string;
  description: string;
  /** Additional services (service form) or additional opportunities (opportunity form). */
  additional: string[];
  attachment: File | null;
}

export type AddRequestRequiredField = 'name' | 'email' | 'track';

/** The required fields left empty (spec §5: name, email and track), in form order. */
export function missingAddRequestFields(fields: AddRequestFields): AddRequestRequiredField[] {
  const required: AddRequestRequiredField[] = ['name', 'email', 'track'];
  return required.filter((key) => fields[key].trim() === '');
}

const ADD_PATH: Record<RequestKind, string> = {
  service: '/admin/add-request',
  opportunity: '/admin/add-track-request',
};

/**
 * Files a request on someone's behalf (spec §7): POST /api/admin/add-request (service) or
 * /api/admin/add-track-request (opportunity), multipart service_name, user_name, user_email,
 * user_phone, company, message, one additional_services / additional_opportunities field per
 * item and the optional PDF `attachment` → 201 `{success, message, request}`. Resolves the
 * server's message (may be empty). Throws `ApiError`; a 401 signs the admin out.
 */
export async function addAdminRequest(kind: RequestKind, fields: AddRequestFields): Promise<string> {
  const form = new FormData();
  form.append('service_name', fields.track);
  form.append('user_name', fields.name.trim());
  form.append('user_email', fields.email.trim());
  form.append('user_phone', fields.phone.trim());
  form.append('company', fields.company.trim());
  form.append('message', fields.description.trim());
  const listField = kind === 'service' ? 'additional_services' : 'additional_opportunities';
  for (const item of fields.additional) form.append(listField, item);
  if (fields.attachment) form.append('attachment', fields.attachment, fields.attachment.name);
  const reply = await adminApi<{ success?: boolean; message?: string; error?: string; request?: RequestRecord }>(
    ADD_PATH[kind],
    {
      method: 'POST',
      body: form,
    },
  );
  if (reply?.success === false) throw new ApiError(200, reply.error ?? 'add failed');
  return reply?.message ?? '';
}
