import nodemailer from 'nodemailer';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { outboxMailModel } from '../models/outbox-mail.model.ts';

/** One outgoing mail. `text` is required; `html` is an optional richer version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SendOptions {
  /**
   * Idempotency key (e.g. `credentials:{userId}`) of a mail that may be delivered again after a
   * crash (issue 11 part 5). The outbox writes a keyed mail once; SMTP cannot take back a
   * message, so there it only becomes the Message-ID (receivers may drop a repeat).
   */
  key?: string;
}

export interface Mailer {
  /** Sends `message`; rejects when the transport fails (SMTP down, outbox not writable). */
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
}

/** A Message-ID built from an idempotency key, in the domain of the sender address. */
function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${key.replace(/[^\w.-]/g, '.')}@${domain}>`;
}

/**
 * Mail through nodemailer (architecture "Mail"):
 * - `smtpUrl` set (compose, a mail catcher): sends over SMTP. Delivery of a keyed mail is
 *   at-least-once: a process that dies after the server took the message but before the
 *   caller recorded it sends it again on the next try (same Message-ID);
 * - unset (embedded mode): renders with nodemailer's JSON transport, stores the mail in the
 *   `outbox` collection and logs one line with recipient and subject (never the body, which
 *   may hold a password). A keyed mail is written once: sending it again changes nothing.
 */
export function createMailer(options: {
  connection: Connection;
  logger: Logger;
  from: string;
  smtpUrl?: string;
}): Mailer {
  const { connection, logger, from, smtpUrl } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message, { key } = {}) => {
        await transport.sendMail({ from, ...message, ...(key ? { messageId: messageIdFor(key, from) } : {}) });
        logger.info({ to: message.to, subject: message.subject, key }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const Outbox = outboxMailModel(connection);
  return {
    send: async (message, { key } = {}) => {
      await transport.sendMail({ from, ...message });
      if (!key) {
        await Outbox.create(message);
      } else {
        // Written only if no mail with this key is there yet; a concurrent twin loses on the unique index.
        const written = await Outbox.updateOne({ key }, { $setOnInsert: { ...message, key } }, { upsert: true }).catch(
          (error: { code?: unknown }) => {
            if (error.code === 11000) return { upsertedCount: 0 };
            throw error;
          },
        );
        if (written.upsertedCount === 0) {
          logger.info(
            { to: message.to, subject: message.subject, key },
            'mail already in the outbox; not written again',
          );
          return;
        }
      }
      logger.info({ to: message.to, subject: message.subject, key }, 'mail written to outbox (embedded mode)');
    },
  };
}
