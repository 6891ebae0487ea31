import { api, ApiError, pageQueryClient, useSession, type ApiOptions } from '@consulting/platform';

/**
 * Calls `/api{path}` with the client's Bearer (spec §6) and returns the parsed body. Throws
 * `ApiError` as `api()` does; a 401 first ends the client's session, so the area's guards send
 * the visitor to /user/login.
 */
export async function clientApi<T>(path: string, options: Omit<ApiOptions, 'auth'> = {}): Promise<T> {
  try {
    return await api<T>(path, { ...options, auth: 'client' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSession.getState().signOutClient();
    throw error;
  }
}

/** The server's own text of a failed call, or `null` when only the generic fallback is known. */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.message.startsWith(`HTTP ${error.status}:`)) {
    return null;
  }
  return error.message;
}

/** Every cached read of the client area lives under this key. */
export const CLIENT_QUERY_KEY = ['client'] as const;

// A signed-out client's data must not be shown to whoever signs in next on this browser.
useSession.subscribe((state, previous) => {
  if (state.userToken !== previous.userToken) pageQueryClient().removeQueries({ queryKey: CLIENT_QUERY_KEY });
});
