import { useCallback, useState } from 'react';
import type { JoinApplicationRecord } from '@consulting/contracts';
import { ApiError, api } from '@consulting/platform';
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
 * Sends a join application: `POST /api/endpoints/join-applications.php` as multipart (spec §7).
 * Resolves the server's reply on 201; throws `ApiError` on 400 (a missing or invalid field),
 * 413 (file ≥ 5 MiB), 415 (file type), 5xx, a network failure or a reply with `success: false`.
 */
export async function submitJoinApplication(submission: JoinSubmission): Promise<JoinReply> {
  const reply = await api<JoinReply | { success: false; error?: string }>('/endpoints/join-applications.php', {
    method: 'POST',
    body: toJoinFormData(submission),
    auth: 'client',
  });
  if (reply?.success !== true) throw new ApiError(200, (reply as { error?: string } | null)?.error ?? '');
  return reply;
}

/** The submit action of the join page with its busy flag (spec §4 "Join form": submitting). */
export function useSubmitJoinApplication(): { busy: boolean; submit: (s: JoinSubmission) => Promise<JoinReply> } {
  const [busy, setBusy] = useState(false);
  const submit = useCallback(async (submission: JoinSubmission) => {
    setBusy(true);
    try {
      return await submitJoinApplication(submission);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, submit };
}
