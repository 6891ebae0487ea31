import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, useSession } from '@consulting/platform';
import { adminApi } from '../../shared/admin-api.ts';
import { fileNameFromDisposition, saveBlob } from '../../shared/csv-download.ts';

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
 * Downloads everything stored about `email` (issue 13 part 7): `GET
 * /api/admin/privacy/export?email=` with the admin Bearer, saved under the server's file name
 * (`personal-data-YYYY-MM-DD.zip`, else that name with today's date). Resolves the saved file
 * name. Throws `ApiError` with the server's `error` text or 'HTTP {status}: خطأ في الخادم',
 * status 0 for a network failure; a 401 first signs the admin out.
 */
export async function downloadPersonalData(email: string): Promise<string> {
  const token = useSession.getState().adminToken;
  const headers: Record<string, string> = { Accept: 'application/zip' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/admin/privacy/export?${new URLSearchParams({ email: email.trim() })}`, { headers });
  } catch {
    throw new ApiError(0, 'حدث خطأ في الاتصال');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (response.status === 401) useSession.getState().signOutAdmin();
    throw new ApiError(
      response.status,
      typeof body?.error === 'string' && body.error ? body.error : `HTTP ${response.status}: خطأ في الخادم`,
    );
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('Content-Disposition')) ??
    `personal-data-${new Date().toISOString().slice(0, 10)}.zip`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/**
 * Erases everything stored about an email in the three services: `POST
 * /api/admin/privacy/erase` `{email, confirm_email}` → `ErasureReply`. Never retried by itself
 * (the admin decides; a retry is safe and completes a partial erasure). Afterwards every admin
 * list, count and history is refetched: the erased records are gone from all of them.
 */
export function useErasePersonalData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; confirm_email: string }) =>
      adminApi<ErasureReply>('/admin/privacy/erase', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
