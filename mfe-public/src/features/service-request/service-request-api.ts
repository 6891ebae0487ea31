import { useCallback, useState } from 'react';
import type { SubmitRequestResponse } from '@consulting/contracts';
import { ApiError, api } from '@consulting/platform';
import type { ServiceRequestFields } from './service-request-form.ts';

/**
 * The multipart body of spec §7: user_name, user_email, user_phone, service_name (the track
 * slug), message (already composed) and request_type 'service'.
 */
export function toServiceRequestFormData(fields: ServiceRequestFields, message: string): FormData {
  const body = new FormData();
  body.append('user_name', fields.name.trim());
  body.append('user_email', fields.email.trim());
  body.append('user_phone', fields.phone.trim());
  body.append('service_name', fields.serviceType);
  body.append('message', message);
  body.append('request_type', 'service');
  return body;
}

/**
 * Sends the public service request: `POST /api/service-requests` as multipart, with the client's
 * token when signed in. Resolves the server's reply (201); throws `ApiError` on any non-2xx
 * status, a network failure, or a reply with `success: false`.
 */
export async function submitServiceRequest(
  fields: ServiceRequestFields,
  message: string,
): Promise<SubmitRequestResponse> {
  const reply = await api<SubmitRequestResponse | { success: false; error?: string }>('/service-requests', {
    method: 'POST',
    body: toServiceRequestFormData(fields, message),
    auth: 'client',
  });
  if (reply?.success !== true) throw new ApiError(200, (reply as { error?: string } | null)?.error ?? '');
  return reply;
}

/** The submit action with its busy flag (spec §4 "Public service request form": submitting). */
export function useSubmitServiceRequest(): {
  busy: boolean;
  submit: (fields: ServiceRequestFields, message: string) => Promise<SubmitRequestResponse>;
} {
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async (fields: ServiceRequestFields, message: string) => {
    setBusy(true);
    try {
      return await submitServiceRequest(fields, message);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}
