/**
 * The outbox worker (issue 14 part 4, "Mail that neither blocks nor gets lost"): delivers the
 * mails `createMailer` wrote to the persisted outbox, through nodemailer, with retries and
 * exponential backoff. Several identity instances may run one each: a mail is claimed
 * atomically with a lease before it is sent, so no two workers send it at once.
 */
import nodemailer from 'nodemailer';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { BACKGROUND_TASK_STOP_WAIT_MS, type BackgroundTask } from '@consulting/service-kit';
import { outboxMailModel, type OutboxMail } from '../models/outbox-mail.model.ts';

/** Defaults of MAIL_RETRY_BASE_MS and MAIL_MAX_ATTEMPTS. */
export const MAIL_RETRY_BASE_MS_DEFAULT = 30_000;
export const MAIL_MAX_ATTEMPTS_DEFAULT = 8;
/** The longest wait between two attempts (ms): the doubling backoff stops at one hour. */
export const MAIL_RETRY_MAX_DELAY_MS = 3_600_000;
/** How long a claim holds a mail (ms) before another worker may take it (a worker that died). */
export const MAIL_LEASE_MS = 120_000;
/** Time between two polls of the outbox when nothing woke the worker (ms). */
export const MAIL_POLL_INTERVAL_MS = 2000;
/** The longest `last_error` kept (characters). */
const LAST_ERROR_MAX = 500;

export interface MailWorkerOptions {
  connection: Connection;
  logger: Logger;
  /** The sender address (MAIL_FROM); its domain also names the Message-IDs. */
  from: string;
  /** SMTP_URL; unset = embedded mode, where "delivery" is nodemailer's JSON transport. */
  smtpUrl?: string;
  /** Wait after the first failed attempt (ms), doubled after each further one (MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** Attempts before a mail is `failed` (MAIL_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** A claim's lease (ms); default {@link MAIL_LEASE_MS}. */
  leaseMs?: number;
  /** Time between polls (ms); default {@link MAIL_POLL_INTERVAL_MS}. */
  pollIntervalMs?: number;
}

/** What one round did: mails accepted by the server, put back for a retry, and given up. */
export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

/** A running worker: `wake()` starts a round at once (after an enqueue); `stop()` as any task. */
export interface RunningMailWorker extends BackgroundTask {
  wake: () => void;
}

/**
 * The wait before attempt `attempts + 1` after `attempts` failed ones (ms):
 * `baseMs × 2^(attempts−1)`, at most {@link MAIL_RETRY_MAX_DELAY_MS}.
 */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_DELAY_MS);
}

/** The Message-ID of an outbox mail: from its key when it has one, else its id, in `from`'s domain. */
export function messageIdOf(mail: Pick<OutboxMail, '_id' | 'key'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const local = mail.key ? mail.key.replace(/[^\w.-]/g, '.') : `outbox.${mail._id.toString()}`;
  return `<${local}@${domain}>`;
}

/** An error's text for `last_error`: code and message, any `scheme://user:pass@` credentials masked. */
function describeError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = `${typeof code === 'string' ? `${code}: ` : ''}${typeof message === 'string' ? message : String(error)}`;
  return text.replace(/\/\/[^/@\s]*@/g, '//***@').slice(0, LAST_ERROR_MAX);
}

/** True for an SMTP answer that will not change on a retry (5xx: mailbox unknown, refused). */
function isPermanent(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** SMTP_URL with a pooled connection and bounded waits, unless the URL sets them itself. */
function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [name, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * The outbox worker on `connection`. `deliverDue()` sends every due mail once (one at a time):
 * a mail `queued` or `retrying` whose `next_attempt_at` has come, or one `sending` whose lease
 * expired (its worker died), is claimed with one atomic `findOneAndUpdate` (status `sending`,
 * a lease, attempts + 1), then sent:
 * - with `smtpUrl`, over one pooled SMTP transport, Message-ID from the key or id
 *   ({@link messageIdOf}); it is `sent` (with `sent_at`) right after the server accepted it.
 *   A worker that dies between the server's acceptance and that write sends it again once the
 *   lease is over (at-least-once, same Message-ID);
 * - without, through nodemailer's JSON transport, and marked `sent`: the outbox document is
 *   what a developer reads (`npm run outbox`).
 *
 * A failed attempt makes it `retrying`, due after {@link retryDelayMs}; after `maxAttempts`
 * attempts, or at once on a permanent SMTP refusal (5xx), it is `failed` (an admin may resend
 * it). `last_error` keeps the error without credentials. Never logs a body.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { connection, logger, from, smtpUrl } = options;
  const retryBaseMs = options.retryBaseMs ?? MAIL_RETRY_BASE_MS_DEFAULT;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS_DEFAULT;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const pollIntervalMs = options.pollIntervalMs ?? MAIL_POLL_INTERVAL_MS;
  const Outbox = outboxMailModel(connection);
  const transport = smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(smtpUrl))
    : nodemailer.createTransport({ jsonTransport: true });

  /** Claims one due mail for this worker, or null when none is due. */
  async function claim(now: Date): Promise<OutboxMail | null> {
    return Outbox.findOneAndUpdate(
      {
        $or: [
          { status: { $in: ['queued', 'retrying'] }, next_attempt_at: { $lte: now } },
          { status: 'sending', claimed_until: { $lte: now } },
        ],
      },
      { $set: { status: 'sending', claimed_until: new Date(now.getTime() + leaseMs) }, $inc: { attempts: 1 } },
      { sort: { next_attempt_at: 1, _id: 1 }, new: true },
    ).lean<OutboxMail>();
  }

  /** Sends one claimed mail and records the outcome. */
  async function deliver(mail: OutboxMail): Promise<keyof DeliveryRound> {
    const log = { mail: mail._id.toString(), to: mail.to, subject: mail.subject, key: mail.key, kind: mail.kind };
    const attempts = mail.attempts ?? 1;
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        messageId: messageIdOf(mail, from),
      });
    } catch (error) {
      const failed = attempts >= maxAttempts || isPermanent(error);
      const lastError = describeError(error);
      await Outbox.updateOne(
        { _id: mail._id, status: 'sending' },
        failed
          ? { $set: { status: 'failed', last_error: lastError }, $unset: { claimed_until: 1, next_attempt_at: 1 } }
          : {
              $set: {
                status: 'retrying',
                last_error: lastError,
                next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, retryBaseMs)),
              },
              $unset: { claimed_until: 1 },
            },
      );
      logger.warn(
        { ...log, attempts, error: lastError },
        failed ? 'mail failed; giving up' : 'mail failed; retrying later',
      );
      return failed ? 'failed' : 'retrying';
    }
    await Outbox.updateOne(
      { _id: mail._id },
      {
        $set: { status: 'sent', sent_at: new Date() },
        $unset: { claimed_until: 1, next_attempt_at: 1, last_error: 1 },
      },
    );
    logger.info({ ...log, attempts }, smtpUrl ? 'mail sent' : 'mail written to outbox (embedded mode)');
    return 'sent';
  }

  /** Sends every mail due now, one after the other; rejects on a database error. */
  async function deliverDue(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
    for (let mail = await claim(new Date()); mail; mail = await claim(new Date())) {
      round[await deliver(mail)] += 1;
    }
    return round;
  }

  /**
   * Runs `deliverDue` at once, then every `pollIntervalMs` after a round ends, and at once on
   * `wake()` (a round in progress runs again when it ends). A failed round (database away) is
   * logged and the next one runs as planned. The timer does not keep the process alive; `stop()`
   * waits for the round in progress (at most 5 s), then closes the transport.
   */
  function start(): RunningMailWorker {
    let stopped = false;
    let again = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<void> | undefined;
    const round = () => {
      clearTimeout(timer);
      current = deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => logger.warn({ err: error, task: 'outbox-worker' }, 'outbox round failed; retrying'))
        .finally(() => {
          current = undefined;
          if (stopped) return;
          if (again) {
            again = false;
            round();
            return;
          }
          timer = setTimeout(round, pollIntervalMs);
          timer.unref();
        });
    };
    round();
    return {
      wake: () => {
        if (stopped) return;
        if (current) again = true;
        else round();
      },
      stop: async () => {
        stopped = true;
        clearTimeout(timer);
        // A round stuck on a slow mail server must not hold up a shutdown (as the kit's tasks).
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          current,
          new Promise((resolve) => (wait = setTimeout(resolve, BACKGROUND_TASK_STOP_WAIT_MS))),
        ]);
        clearTimeout(wait);
        transport.close();
      },
    };
  }

  return { deliverDue, start, close: () => transport.close() };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
