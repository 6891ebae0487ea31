import type { SubmitRequestResponse } from '@consulting/contracts';
import type { PublicForm } from '@consulting/ui';
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
 * token when signed in, through `send` (`usePublicForm().send`: it adds the form token,
 * honeypot and consent). Resolves the server's reply (201); throws `PublicFormError` (an
 * `ApiError`) on any non-2xx status (429 with `Retry-After`), a network failure, or a reply with
 * `success: false`.
 */
export function submitServiceRequest(
  fields: ServiceRequestFields,
  message: string,
  send: PublicForm['send'],
): Promise<SubmitRequestResponse> {
  return send<SubmitRequestResponse>('/service-requests', toServiceRequestFormData(fields, message), 'client');
}
