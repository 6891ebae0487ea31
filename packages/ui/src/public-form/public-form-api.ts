import { PUBLIC_FORM_ERRORS, type FormTokenReply } from '@consulting/contracts';
import { ApiError, useSession } from '@consulting/platform';

/** Why the server refused a public form, when one of its guards did. */
export type PublicFormRefusal = 'rate-limited' | 'token-invalid' | 'consent-required';

/**
 * The error a public form's send throws: an `ApiError` (so a form's existing `status` checks keep
 * working) that also says which guard refused it, if any, and for a 429 how long to wait.
 */
export class PublicFormError extends ApiError {
  /** `rate-limited` for any 429; `token-invalid` / `consent-required` for those 400s; else null. */
  readonly refusal: PublicFormRefusal | null;
  /** A 429's `Retry-After` in seconds (a number of seconds or an HTTP date); null when absent. */
  readonly retryAfterSeconds: number | null;
  constructor(status: number, message: string, retryAfterSeconds: number | null = null) {
    super(status, message);
    this.name = 'PublicFormError';
    this.retryAfterSeconds = retryAfterSeconds;
    this.refusal =
      status === 429
        ? 'rate-limited'
        : status === 400 && message === PUBLIC_FORM_ERRORS.tokenInvalid
          ? 'token-invalid'
          : status === 400 && message === PUBLIC_FORM_ERRORS.consentRequired
            ? 'consent-required'
            : null;
  }
}

/** `Retry-After` as seconds from now: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

/** Which token a public form sends: none, or the signed-in client's (a request filed under their account). */
export type PublicFormAuth = 'none' | 'client';

async function call<T>(
  path: string,
  init: { method: 'GET' | 'POST'; body?: BodyInit; contentType?: string },
  auth: PublicFormAuth,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.contentType) headers['Content-Type'] = init.contentType;
  const token = auth === 'client' ? useSession.getState().userToken : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: init.method, headers, body: init.body });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new PublicFormError(0, 'حدث خطأ في الاتصال');
  }
  const data = (await response.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
  if (!response.ok || data?.success === false) {
    const message =
      typeof data?.error === 'string' && data.error ? data.error : `HTTP ${response.status}: خطأ في الخادم`;
    throw new PublicFormError(
      response.ok ? 200 : response.status,
      message,
      response.status === 429 ? retryAfterSeconds(response.headers.get('Retry-After')) : null,
    );
  }
  return data as T;
}

/**
 * `GET /api/forms/token`: the signed token a public form sends back. Throws `PublicFormError` on a
 * non-2xx answer, a reply without a token, or a network failure (status 0).
 */
export async function fetchFormToken(): Promise<FormTokenReply> {
  const reply = await call<FormTokenReply | null>('/forms/token', { method: 'GET' }, 'none');
  if (typeof reply?.token !== 'string' || !reply.token) throw new PublicFormError(200, 'no form token');
  return reply;
}

/**
 * POSTs a public form to `/api{path}`: an object as JSON, a `FormData` as multipart, with the
 * client's token when `auth` is `client`. Resolves the parsed 2xx reply; throws `PublicFormError`
 * on another status, on `success: false` or on a network failure (status 0). The guard fields
 * are the caller's to add (`usePublicForm().send` does).
 */
export function postPublicForm<T>(
  path: string,
  body: Record<string, unknown> | FormData,
  auth: PublicFormAuth = 'none',
): Promise<T> {
  if (body instanceof FormData) return call<T>(path, { method: 'POST', body }, auth);
  return call<T>(path, { method: 'POST', body: JSON.stringify(body), contentType: 'application/json' }, auth);
}
