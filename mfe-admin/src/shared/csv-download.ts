import { ApiError, useSession } from '@consulting/platform';

/**
 * The file name a `Content-Disposition` header gives: `filename*=UTF-8''…` (percent-decoded)
 * first, else `filename="…"`; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Saves `blob` as `fileName` through a temporary object URL and link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a list's CSV export (issue 12): `GET /api{path}/export?{query}` with the admin Bearer
 * (the query holds the list's current filters, search and sort), saved under the server's file
 * name (`Content-Disposition`), else `{fallbackName}.csv`. Resolves the saved file name.
 * Throws `ApiError` with the server's `error` text or 'HTTP {status}: خطأ في الخادم' (spec §8),
 * status 0 for a network failure; a 401 first signs the admin out.
 */
export async function downloadCsvExport(path: string, query: string, fallbackName: string): Promise<string> {
  const token = useSession.getState().adminToken;
  const headers: Record<string, string> = { Accept: 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}/export${query ? `?${query}` : ''}`, { headers });
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
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackName}.csv`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
