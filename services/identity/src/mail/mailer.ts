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

export interface Mailer {
  /** Sends `message`; rejects when the transport fails (SMTP down, outbox not writable). */
  send: (message: MailMessage) => Promise<void>;
}

/**
 * Mail through nodemailer (architecture "Mail"):
 * - `smtpUrl` set (compose, a mail catcher): sends over SMTP;
 * - unset (embedded mode): renders with nodemailer's JSON transport, stores the mail in the
 *   `outbox` collection and logs one line with recipient and subject (never the body, which
 *   may hold a password).
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
      send: async (message) => {
        await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const Outbox = outboxMailModel(connection);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
      await Outbox.create(message);
      logger.info({ to: message.to, subject: message.subject }, 'mail written to outbox (embedded mode)');
    },
  };
}
