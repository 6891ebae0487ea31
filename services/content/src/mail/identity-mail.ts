import { HttpError, postInternal } from '@consulting/service-kit';

/** One mail for identity's mailer (identity owns the site's mail; architecture "Mail"). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; rejects when it could not be handed over. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * Sends mail through identity's `POST {identityUrl}/internal/mail` with the internal token,
 * waiting at most `timeoutMs` (default 5000 ms). Without `identityUrl` every call rejects: the
 * content service has no mailer of its own. Rejects on a network error, a timeout or any
 * status other than 2xx; identity's per-recipient mail cap (429) rejects with
 * HttpError 429 and its `Retry-After`, so an admin is told to wait rather than that it failed.
 */
export function identityMailer(options: { identityUrl?: string; internalToken: string; timeoutMs?: number }): SendMail {
  const { identityUrl, internalToken, timeoutMs = 5000 } = options;
  return async (mail) => {
    if (!identityUrl) throw new Error('IDENTITY_URL is not set: mail cannot be sent');
    const response = await postInternal(identityUrl, '/internal/mail', { internalToken, body: mail, timeoutMs });
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after');
      throw new HttpError(
        429,
        'This address has had the most mails allowed in an hour; please try again later',
        retryAfter ? { 'Retry-After': retryAfter } : {},
      );
    }
    if (!response.ok) throw new Error(`identity answered ${response.status} to /internal/mail`);
  };
}
