import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../shared/admin-api.ts';
import { downloadAdminFile } from '../../shared/csv-download.ts';

/** What one erasure removed or rewrote, per service (identity: accounts deleted, 0 or 1). */
export interface ErasedCounts {
  identity: number;
  content: Record<string, number>;
  requests: Record<string, number>;
}

/** `POST /api/admin/privacy/erase` → `{success:true, erased}`. */
export interface ErasureReply {
  success: true;
  erased: ErasedCounts;
}

/** A plausible email (the server checks it for good): something@something.tld, no spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The same address, as the server compares them: trimmed, lower-cased. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Downloads everything stored about `email`: `GET /api/admin/privacy/export?email=` with the admin
 * Bearer, saved under the server's file name (`personal-data-YYYY-MM-DD.zip`, else that name with
 * today's date). Resolves the saved file name. Throws `ApiError` with the server's `error` text or
 * 'HTTP {status}: خطأ في الخادم', status 0 for a network failure; a 401 first signs the admin out.
 */
export function downloadPersonalData(email: string): Promise<string> {
  return downloadAdminFile(
    `/api/admin/privacy/export?${new URLSearchParams({ email: email.trim() })}`,
    'application/zip',
    `personal-data-${new Date().toISOString().slice(0, 10)}.zip`,
  );
}

/**
 * Erases everything stored about an email in the three services: `POST /api/admin/privacy/erase`
 * `{email, confirm_email}` → `ErasureReply`. Never retried by itself (the admin decides; a retry is
 * safe and completes a partial erasure). Afterwards every admin list, count and history is
 * refetched: the erased records are gone from all of them.
 */
export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; confirm_email: string }) =>
      adminApi<ErasureReply>('/admin/privacy/erase', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
