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
   * Idempotency key (e.g. `credentials:{userId}`) of a mail that may be written again after a
   * crash (issue 11 part 5). The outbox holds a keyed mail once: a second `send` with the same
   * key writes nothing. It also becomes the mail's Message-ID, so a repeat over SMTP after a
   * crash is recognisably the same message.
   */
  key?: string;
  /** Short name of the template (e.g. `credentials`), shown in the admin outbox list. */
  kind?: string;
}

export interface Mailer {
  /**
   * Writes `message` to the persisted outbox (status `queued`) and resolves at once: the outbox
   * worker delivers it (issue 14 part 4, callers never wait for SMTP). Rejects only when the
   * outbox cannot be written (database away).
   */
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
}

/** Mongo's duplicate-key error code (the outbox's unique `key`). */
const DUPLICATE_KEY = 11000;

/**
 * The site's mailer (architecture "Mail"): every mail, with or without SMTP_URL, goes into the
 * `outbox` collection on `connection` as `queued`, due at once, and `onQueued` is called so the
 * outbox worker of this process sends it within a second (other instances find it when they
 * poll). A keyed mail is written once: sending it again changes nothing (logged). Logs one line
 * with recipient, subject and key, never the body (which may hold a password).
 */
export function createMailer(options: { connection: Connection; logger: Logger; onQueued?: () => void }): Mailer {
  const { connection, logger, onQueued } = options;
  const Outbox = outboxMailModel(connection);
  return {
    send: async (message, { key, kind } = {}) => {
      const mail = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(kind ? { kind } : {}),
        status: 'queued' as const,
        attempts: 0,
        next_attempt_at: new Date(),
      };
      if (!key) {
        await Outbox.create(mail);
      } else {
        // Written only if no mail with this key is there yet; a concurrent twin loses on the unique index.
        const written = await Outbox.updateOne({ key }, { $setOnInsert: { ...mail, key } }, { upsert: true }).catch(
          (error: { code?: unknown }) => {
            if (error.code === DUPLICATE_KEY) return { upsertedCount: 0 };
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
      logger.info({ to: message.to, subject: message.subject, key, kind }, 'mail queued in the outbox');
      onQueued?.();
    },
  };
}
