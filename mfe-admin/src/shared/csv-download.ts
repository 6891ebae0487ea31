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
 * Downloads `GET {url}` as a file with the admin Bearer, asking for `accept`, saved under the
 * server's file name (`Content-Disposition`), else `fallbackName`. Resolves the saved file name.
 * Throws `ApiError` with the server's `error` text or 'HTTP {status}: خطأ في الخادم' (spec §8),
 * status 0 for a network failure; a 401 first signs the admin out.
 */
export async function downloadAdminFile(url: string, accept: string, fallbackName: string): Promise<string> {
  const token = useSession.getState().adminToken;
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers });
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
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), fileName);
  return fileName;
}

/**
 * Downloads a list's CSV export: `GET /api{path}/export?{query}` (the query holds the
 * list's current filters, search and sort) through `downloadAdminFile`, falling back to
 * `{fallbackName}.csv`.
 */
export function downloadCsvExport(path: string, query: string, fallbackName: string): Promise<string> {
  return downloadAdminFile(`/api${path}/export${query ? `?${query}` : ''}`, 'text/csv', `${fallbackName}.csv`);
}
