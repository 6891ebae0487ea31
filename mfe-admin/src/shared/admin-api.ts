import { api, ApiError, useSession, type ApiOptions } from '@consulting/platform';

/**
 * Calls `/api{path}` with the admin Bearer (spec §6) and returns the parsed body. Throws
 * `ApiError` as `api()` does; a 401 first clears the admin session, so the guarded layout sends
 * the admin to /admin/login.
 */
export async function adminApi<T>(path: string, options: Omit<ApiOptions, 'auth'> = {}): Promise<T> {
  try {
    return await api<T>(path, { ...options, auth: 'admin' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSession.getState().signOutAdmin();
    throw error;
  }
}

/** The server's own error text of a failed call, or `null` when only the generic fallback is known. */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  if (error.status === 0 || error.message.startsWith(`HTTP ${error.status}:`)) return null;
  return error.message;
}
