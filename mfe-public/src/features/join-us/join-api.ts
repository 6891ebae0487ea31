import type { JoinApplicationRecord } from '@consulting/contracts';
import type { PublicForm } from '@consulting/ui';
import { JOIN_FIELDS, type JoinFields } from './join-validation.ts';

export interface JoinSubmission {
  fields: JoinFields;
  profileImage: File | null;
  cvFile: File | null;
}

/** The multipart body of spec §7: the six fields (trimmed), then `profile_image` and `cv_file` if chosen. */
export function toJoinFormData({ fields, profileImage, cvFile }: JoinSubmission): FormData {
  const body = new FormData();
  for (const key of JOIN_FIELDS) body.append(key, fields[key].trim());
  if (profileImage) body.append('profile_image', profileImage, profileImage.name);
  if (cvFile) body.append('cv_file', cvFile, cvFile.name);
  return body;
}

export interface JoinReply {
  success: true;
  message: string;
  data: JoinApplicationRecord;
}

/**
 * Sends a join application: `POST /api/endpoints/join-applications.php` as multipart (spec §7),
 * with the signed-in client's token when there is one, through `send` (`usePublicForm().send`:
 * it adds the form token, honeypot and consent). Resolves the server's reply on 201;
 * throws `PublicFormError` (an `ApiError`) on 400 (a missing or invalid field, a stale form
 * token, no consent), 413 (file ≥ 5 MiB), 415 (file type), 429 (with `Retry-After`), 5xx, a
 * network failure or a reply with `success: false`.
 */
export function submitJoinApplication(submission: JoinSubmission, send: PublicForm['send']): Promise<JoinReply> {
  return send<JoinReply>('/endpoints/join-applications.php', toJoinFormData(submission), 'client');
}
