import { z } from 'zod';
import {
  askIdentityForSession,
  internalMailSender,
  INTERNAL_TOKEN_HEADER,
  type SendInternalMail,
  type SessionState,
  type SessionToken,
} from '@consulting/service-kit';

/** A client account as identity's internal API returns it. */
export interface IdentityAccount {
  id: string;
  name: string;
  email: string;
  role: 'client' | 'admin';
}

/** What requests needs from identity (architecture "Data ownership": it never reads identity's data). */
export interface IdentityClient {
  /**
   * Finds or creates the client account of a guest (spec §7 "guest submission").
   * Resolves `{created, user}`: `created` is true when identity made a new account (without a
   * password: identity mails the guest a one-time link to choose it). Rejects when identity is unreachable or answers an error.
   */
  ensureAccount(input: {
    name: string;
    email: string;
    phone?: string;
  }): Promise<{ created: boolean; user: IdentityAccount }>;
  /**
   * Whether any account (client or admin, active or not) has `email`, through identity's
   * `GET /internal/accounts/exists?email=`; creates, changes and mails nothing
   * (a guest's join application under such an email is held). Rejects when identity is
   * unreachable, slow (see `timeoutMs`) or answers an error; callers then hold the application.
   */
  accountExists(email: string): Promise<boolean>;
  /**
   * Identity's answer about a token's session (`GET /internal/tokens/:jti?sid=`): revoked (a
   * logout, deactivation, a new password, erasure, idle time, or a `sid` naming no session), or
   * live with what it owes. Rejects when identity cannot say.
   */
  checkSession(token: SessionToken): Promise<SessionState>;
  /**
   * How many accounts exist, clients and admins (the dashboard's users counter).
   * Rejects when identity is unreachable, slow (see `countTimeoutMs`) or answers an error.
   */
  countUsers(): Promise<number>;
  /**
   * Mails `text` to `to` through identity's `POST /internal/mail` (identity owns the site's
   * mail and caps what one recipient gets per hour). Resolves once identity took the mail (202);
   * rejects when identity is unreachable, slow or answers an error (429 over the cap, 502 when
   * its transport fails).
   */
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
  /**
   * Hands a bilingual mail (a lead alert to the staff inbox, a confirmation to
   * the submitter, a status-change mail to a client by account id) to identity's
   * `POST /internal/mail`. Resolves `{sent}` (false: identity chose not to mail, e.g. the client
   * turned status mails off); rejects when identity is unreachable, slow or answers an error.
   */
  sendLeadMail: SendInternalMail;
}

const accountResponse = z.object({
  success: z.literal(true),
  created: z.boolean(),
  user: z.object({ id: z.string().min(1), name: z.string(), email: z.string(), role: z.enum(['client', 'admin']) }),
});

const existsResponse = z.object({ success: z.literal(true), exists: z.boolean() });

const usersCountResponse = z.object({ success: z.literal(true), users: z.number().int().min(0) });

/**
 * The production identity client: HTTP calls to identity's `/internal/...` routes with the shared
 * `x-internal-token`. `timeoutMs` bounds each call (default 3000 ms) so a hung identity cannot
 * hold a submission open; `countTimeoutMs` bounds the users count (default 1000 ms), which the
 * dashboard waits on and can show without.
 */
export function createHttpIdentityClient(options: {
  baseUrl: string;
  internalToken: string;
  timeoutMs?: number;
  countTimeoutMs?: number;
}): IdentityClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const countTimeoutMs = options.countTimeoutMs ?? 1000;
  async function call(path: string, init: RequestInit = {}, limitMs = timeoutMs): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: options.internalToken, accept: 'application/json' },
      signal: AbortSignal.timeout(limitMs),
    });
    if (!response.ok) throw new Error(`identity answered ${response.status} to ${init.method ?? 'GET'} ${path}`);
    return response.json();
  }
  return {
    async ensureAccount(input) {
      const body = await call('/internal/accounts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const { created, user } = accountResponse.parse(body);
      return { created, user };
    },
    async accountExists(email) {
      const body = await call(`/internal/accounts/exists?email=${encodeURIComponent(email)}`);
      return existsResponse.parse(body).exists;
    },
    checkSession: (token) => askIdentityForSession(base, options.internalToken, token, timeoutMs),
    async countUsers() {
      return usersCountResponse.parse(await call('/internal/users/count', {}, countTimeoutMs)).users;
    },
    sendLeadMail: internalMailSender({ identityUrl: base, internalToken: options.internalToken, timeoutMs }),
    async sendMail(message) {
      await call('/internal/mail', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
      });
    },
  };
}
