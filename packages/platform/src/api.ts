import { useSession } from './session.ts';

/** The error every API call throws: the server's `error` text, else spec §8's fallback. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Which token to send: by default the admin token if present, else the user token (spec §6). */
  auth?: 'auto' | 'admin' | 'client' | 'none';
  /** Extra request headers, e.g. `If-None-Match` (a 304 answer then throws `ApiError(304)`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The flag of the stored user that sends the pages to settle each restriction's 403 `code`. */
const OWED_FLAGS = {
  password_change_required: 'must_change_password',
  two_factor_enrolment_required: 'two_factor_enrolment_required',
} as const;

/**
 * Marks the stored user whose `token` got a restricted session's 403 (`code`) as owing it, so
 * the area's route guards send them to the page that settles it (the new-password page, the
 * two-factor set-up) instead of showing the refusal.
 */
function markOwed(token: string | null, code: unknown): void {
  const flag = typeof code === 'string' ? OWED_FLAGS[code as keyof typeof OWED_FLAGS] : undefined;
  if (!flag || !token) return;
  const session = useSession.getState();
  if (token === session.adminToken && session.admin && !session.admin[flag])
    session.signInAdmin({ ...session.admin, [flag]: true }, token);
  else if (token === session.userToken && session.user && !session.user[flag])
    session.signInClient({ ...session.user, [flag]: true }, token);
}

/**
 * Calls `/api{path}` (spec §7) with the admin token, else the client token; resolves the JSON body.
 * Throws `ApiError(status, error or 'HTTP {status}: خطأ في الخادم')` (spec §8), status 0 offline;
 * a 403 with a restriction's `code` marks the stored user as owing it.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = 'auto', signal } = options;
  const session = useSession.getState();
  const token =
    auth === 'none'
      ? null
      : auth === 'admin'
        ? session.adminToken
        : auth === 'client'
          ? session.userToken
          : (session.adminToken ?? session.userToken);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'حدث خطأ في الاتصال');
  }
  const data = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  if (!response.ok) {
    if (response.status === 403) markOwed(token, data?.code);
    const message =
      typeof data?.error === 'string' && data.error ? data.error : `HTTP ${response.status}: خطأ في الخادم`;
    throw new ApiError(response.status, message);
  }
  return data as T;
}
