/**
 * The public forms' guards for the end-to-end tests: every public form carries a form token and the
 * visitor's consent. The e2e stacks run with `E2E_FORM_ENV` (a token is good at once, and limits
 * high enough for a suite that sends hundreds of forms from one address), and tests add the guard
 * fields a browser form adds with `guardFields` / `withGuard`.
 */
import { CONSENT_FIELD, FORM_TOKEN_FIELD, type FormTokenReply } from '@consulting/contracts';

/**
 * The stack environment of the e2e suites: no minimum fill time (scripted forms are fast; the
 * fill time is tested in the services' own tests and by `e2e/abuse.e2e.test.ts`), and limits
 * far above what one suite sends, so the limits stay on and in the path of every call.
 */
export const E2E_FORM_ENV: Record<string, string> = {
  FORM_MIN_FILL_MS: '0',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  FORM_RATE_LIMIT_PER_HOUR: '100000',
  CONTACT_PER_EMAIL_PER_HOUR: '100000',
  NEWSLETTER_PER_EMAIL_PER_HOUR: '100000',
  REQUESTS_PER_EMAIL_PER_HOUR: '100000',
  SIGN_IN_PER_EMAIL_PER_15_MIN: '100000',
  REGISTER_PER_EMAIL_PER_HOUR: '100000',
  SEND_PASSWORD_PER_EMAIL_PER_HOUR: '100000',
  MAIL_PER_RECIPIENT_PER_HOUR: '100000',
};

const tokens = new Map<string, string>();

/**
 * A person's guard fields for the site at `url`: a form token from it and the consent. The token
 * is fetched once per site and reused (it stays good for hours), so a test that stops the
 * content service later still sends forms; `fresh` fetches a new one (a restored stack may sign
 * with other secrets).
 */
export async function guardFields(url: string, options: { fresh?: boolean } = {}): Promise<Record<string, string>> {
  let token = options.fresh ? undefined : tokens.get(url);
  if (!token) {
    const res = await fetch(`${url}/api/forms/token`);
    if (!res.ok) throw new Error(`GET /api/forms/token answered ${res.status}`);
    token = ((await res.json()) as FormTokenReply).token;
    tokens.set(url, token);
  }
  return { [FORM_TOKEN_FIELD]: token, [CONSENT_FIELD]: 'true' };
}

/** `form` with the guard fields appended (multipart forms), returned for chaining. */
export async function withGuard(form: FormData, url: string, options: { fresh?: boolean } = {}): Promise<FormData> {
  for (const [name, value] of Object.entries(await guardFields(url, options))) form.append(name, value);
  return form;
}

/** The public forms' paths: a POST there carries the guard fields. */
const PUBLIC_FORMS = new Set([
  '/api/contact',
  '/api/newsletter',
  '/api/service-requests',
  '/api/track-requests',
  '/api/join-applications',
  '/api/endpoints/join-applications.php',
]);

/**
 * The body of a test's `POST path` with the guard fields a browser form adds, when `path` is a
 * public form's; other calls are returned unchanged.
 */
export async function guardBody(
  url: string,
  method: string,
  path: string,
  body: { json?: unknown; form?: FormData },
  options: { fresh?: boolean } = {},
): Promise<{ json?: unknown; form?: FormData }> {
  if (method !== 'POST' || !PUBLIC_FORMS.has(path)) return body;
  if (body.form) return { form: await withGuard(body.form, url, options) };
  if (body.json && typeof body.json === 'object')
    return { json: { ...body.json, ...(await guardFields(url, options)) } };
  return body;
}
