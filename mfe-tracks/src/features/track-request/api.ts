import type { PublicForm } from '@consulting/ui';
import type { SubmitRequestResponse } from '@consulting/contracts';
import type { TrackRequestFields } from './validation.ts';

/** 'service' posts to /api/service-requests, 'opportunity' to /api/track-requests (spec §7). */
export type RequestKind = 'service' | 'opportunity';

export interface TrackRequestSubmission {
  kind: RequestKind;
  /** The track slug, sent as `service_name`. */
  track: string;
  fields: TrackRequestFields;
  attachment: File | null;
}

/** Builds the multipart body of spec §7: service_name, user_name, user_email, user_phone, message, request_type, attachment. */
export function toFormData({ kind, track, fields, attachment }: TrackRequestSubmission): FormData {
  const body = new FormData();
  body.append('service_name', track);
  body.append('user_name', fields.name.trim());
  body.append('user_email', fields.email.trim());
  body.append('user_phone', fields.phone.trim());
  body.append('message', fields.description.trim());
  body.append('request_type', kind);
  if (attachment) body.append('attachment', attachment, attachment.name);
  return body;
}

/**
 * Sends a track request (spec §7): POST /api/service-requests or /api/track-requests as multipart,
 * with the client's token when signed in, through `usePublicForm().send` (which adds the guard
 * fields). Throws `PublicFormError` on a non-2xx status (400 missing fields, stale token or no
 * consent, 413 file ≥ 5 MiB, 415 not a PDF, 429, 5xx) or on `success: false`.
 */
export function submitTrackRequest(
  submission: TrackRequestSubmission,
  send: PublicForm['send'],
): Promise<SubmitRequestResponse> {
  const path = submission.kind === 'opportunity' ? '/track-requests' : '/service-requests';
  return send<SubmitRequestResponse>(path, toFormData(submission), 'client');
}
