/**
 * Mail to any one recipient is capped per hour: identity sends all the
 * site's mail, so a bot cannot use the site to flood a stranger's inbox or ruin the domain's
 * sender reputation through any form.
 */
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { HttpError, sharedRateLimiter } from '@consulting/service-kit';
import { sendMailItems, type MailMessage, type Mailer, type SendOptions } from './mailer.ts';

/** The limit name in identity's `rate_limits` collection. */
const MAIL_RECIPIENT_LIMIT = 'mail_recipient';

/**
 * Thrown by a capped mailer instead of sending: HttpError 429 with `Retry-After` (whole seconds
 * until the recipient's hour is over). `/internal/mail` answers it as is; mails a visitor's form
 * triggers catch it and carry on, so the visitor's answer does not change.
 */
export class MailCapReached extends HttpError {
  constructor(headers: Record<string, string>) {
    super(429, 'Too many mails to this recipient; please try again later', headers);
    this.name = 'MailCapReached';
  }
}

/**
 * Wraps `mailer` so that at most `perHour` mails go to one recipient (the `to` address, case
 * folded) per hour, counted in the `rate_limits` collection on `connection` that every identity
 * instance shares. A mail over the cap is not sent: it is logged (recipient and subject, never
 * the body) and `send` rejects with {@link MailCapReached}. With `enabled` false
 * (`RATE_LIMITS=off`) it returns `mailer` itself. A store that cannot be reached lets the mail
 * through (sharedRateLimiter: a limit must not become an outage).
 */
export function capMailsPerRecipient(
  mailer: Mailer,
  options: { connection: Connection; perHour: number; enabled: boolean; logger: Logger },
): Mailer {
  const { connection, perHour, enabled, logger } = options;
  if (!enabled) return mailer;
  const limiter = sharedRateLimiter(connection, { [MAIL_RECIPIENT_LIMIT]: { points: perHour, durationSeconds: 3600 } });
  /** Counts `message` against its recipient's hour; rejects with {@link MailCapReached} past the cap. */
  const admit = async (message: MailMessage, sendOptions?: SendOptions) => {
    try {
      await limiter.consume(MAIL_RECIPIENT_LIMIT, message.to.trim().toLowerCase());
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 429) throw error;
      logger.warn(
        { to: message.to, subject: message.subject, key: sendOptions?.key, cap_per_hour: perHour },
        'mail over the per-recipient cap; not sent',
      );
      throw new MailCapReached(error.headers);
    }
  };
  return {
    send: async (message, sendOptions) => {
      await admit(message, sendOptions);
      await mailer.send(message, sendOptions);
    },
    sendMany: async (items) => {
      // One after the other, so the mails past the cap are the batch's last ones.
      const admitted: (MailCapReached | null)[] = [];
      for (const { message, options: sendOptions } of items) {
        admitted.push(
          await admit(message, sendOptions).then(
            () => null,
            (error: unknown) => {
              if (error instanceof MailCapReached) return error;
              throw error;
            },
          ),
        );
      }
      const passing = items.filter((_, i) => !admitted[i]);
      const written = await sendMailItems(mailer, passing);
      let next = 0;
      return admitted.map((refused) => refused ?? written[next++]);
    },
  };
}
