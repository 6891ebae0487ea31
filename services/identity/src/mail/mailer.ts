import type mongoose from 'mongoose';
import type { Connection, Types } from 'mongoose';
import type { Logger } from 'pino';
import { outboxMailModel, type OutboxMail, type OutboxMailLink } from '../models/outbox-mail.model.ts';

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
   * crash. The outbox holds a keyed mail once: a second `send` with the same
   * key writes nothing. It also becomes the mail's Message-ID, so a repeat over SMTP after a
   * crash is recognisably the same message.
   */
  key?: string;
  /** Short name of the template (e.g. `set_password`), shown in the admin outbox list. */
  kind?: string;
  /**
   * The password link the outbox worker makes when it sends the mail and puts in place of
   * `LINK_SLOT` (`password-links.ts`): the stored body never holds the link.
   */
  link?: OutboxMailLink;
  /** True when the body carries a secret of another kind: it is removed from the outbox once sent. */
  dropBody?: boolean;
}

export interface Mailer {
  /**
   * Writes `message` to the persisted outbox (status `queued`) and resolves at once: the outbox
   * worker delivers it (callers never wait for SMTP). Rejects only when the
   * outbox cannot be written (database away).
   */
  send: (message: MailMessage, options?: SendOptions) => Promise<void>;
  /**
   * Writes several mails to the outbox with one database call (`/internal/mail`'s batch form:
   * the lead mails of many submissions at once). Resolves one entry per item, in order: null
   * when it is in the outbox (written now, or a keyed mail already there), or the error that
   * kept it out (e.g. `MailCapReached`). Rejects only when the outbox cannot be written.
   * Optional: {@link sendMailItems} falls back to `send` one by one.
   */
  sendMany?: (items: MailItem[]) => Promise<(Error | null)[]>;
}

/** One mail of a {@link Mailer.sendMany} call. */
export interface MailItem {
  message: MailMessage;
  options?: SendOptions;
}

/** Writes `items` through `mailer.sendMany`, or one by one through `send` when it has none (same results). */
export async function sendMailItems(mailer: Mailer, items: MailItem[]): Promise<(Error | null)[]> {
  if (mailer.sendMany) return mailer.sendMany(items);
  const results: (Error | null)[] = [];
  for (const { message, options } of items) {
    results.push(
      await mailer.send(message, options).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      ),
    );
  }
  return results;
}

/** Mongo's duplicate-key error code (the outbox's unique `key`). */
const DUPLICATE_KEY = 11000;

/**
 * A worker in this process that takes the mails the mailer writes already leased to it
 * (`RunningMailWorker` implements it). Handing a mail over instead of waking a worker to claim
 * it saves a claim query per mail, which costs more the more mail the outbox holds where the
 * server scans it (the embedded server's indexes serve only `_id` and unique keys).
 */
export interface MailHandOver {
  /** The lease a handed-over mail is written with (ms): another worker takes it only after. */
  leaseMs: number;
  /** True when the worker takes a mail now (it runs and its queue has room). */
  accepts: () => boolean;
  /** Takes `mail`, written `sending` with the lease and one attempt counted. */
  accept: (mail: OutboxMail) => void;
}

/**
 * The site's mailer (architecture "Mail"): every mail, with or without SMTP_URL, goes into the
 * `outbox` collection on `connection`, due at once. With `handOver` taking it, the mail is
 * written `sending`, leased to this process's worker, and handed to it, which sends it within
 * a second; if the process dies first, the lease runs out and any worker's poll sends it.
 * Otherwise it is written `queued` and `onQueued` wakes the worker (other instances find it
 * when they poll). A keyed mail is written once: sending it again changes nothing (logged).
 * Logs one line with recipient, subject and key, never the body.
 */
export function createMailer(options: {
  connection: Connection;
  logger: Logger;
  onQueued?: () => void;
  handOver?: MailHandOver;
}): Mailer {
  const { connection, logger, onQueued, handOver } = options;
  const Outbox = outboxMailModel(connection);

  /** The outbox document of `item`, leased to the hand-over worker when `leased`. */
  const documentOf = (
    { message, options: { key, kind, link, dropBody } = {} }: MailItem,
    leased: boolean,
    now: Date,
  ) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(kind ? { kind } : {}),
    ...(link ? { link } : {}),
    ...(dropBody ? { drop_body: true } : {}),
    ...(key ? { key } : {}),
    ...(leased && handOver
      ? { status: 'sending' as const, attempts: 1, claimed_until: new Date(now.getTime() + handOver.leaseMs) }
      : { status: 'queued' as const, attempts: 0, next_attempt_at: now }),
  });

  /**
   * Writes `items` in one bulk write (unordered): a keyed mail as an upsert on its key (written
   * only if absent; a concurrent twin loses on the unique index), any other as an insert. Then
   * hands the written ones to the worker, or wakes it. Null per item in the outbox.
   */
  async function write(items: MailItem[]): Promise<(Error | null)[]> {
    const now = new Date();
    const leased = items.map(() => handOver?.accepts() ?? false);
    const documents = items.map((item, i) => documentOf(item, leased[i], now));
    const written = await Outbox.bulkWrite(
      documents.map((document) =>
        document.key
          ? { updateOne: { filter: { key: document.key }, update: { $setOnInsert: document }, upsert: true } }
          : { insertOne: { document } },
      ),
      { ordered: false },
    ).catch((error: { code?: unknown; writeErrors?: { code?: unknown }[]; result?: unknown }) => {
      // Only duplicate keys (a twin written meanwhile) are expected: those mails are there.
      const errors = error.writeErrors ?? (error.code === DUPLICATE_KEY ? [error] : []);
      if (!errors.length || errors.some((e) => e.code !== DUPLICATE_KEY)) throw error;
      return (error.result ?? null) as mongoose.mongo.BulkWriteResult | null;
    });
    const ids: Record<number, unknown> = { ...written?.insertedIds, ...written?.upsertedIds };
    let queued = false;
    documents.forEach((document, i) => {
      const id = ids[i] as Types.ObjectId | undefined;
      const { to, subject, key, kind } = document;
      if (!id) {
        logger.info({ to, subject, key }, 'mail already in the outbox; not written again');
        return;
      }
      logger.info({ to, subject, key, kind }, 'mail queued in the outbox');
      if (leased[i] && handOver) handOver.accept({ _id: id, ...document, created_at: now });
      else queued = true;
    });
    if (queued) onQueued?.();
    return items.map(() => null);
  }

  return {
    send: async (message, sendOptions) => {
      await write([{ message, ...(sendOptions ? { options: sendOptions } : {}) }]);
    },
    sendMany: (items) => (items.length ? write(items) : Promise.resolve([])),
  };
}
