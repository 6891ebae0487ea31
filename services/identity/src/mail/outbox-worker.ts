/**
 * The outbox worker ("Mail that neither blocks nor gets lost"): delivers the
 * mails `createMailer` wrote to the persisted outbox, through nodemailer, with retries and
 * exponential backoff. Several identity instances may run one each: a mail is claimed
 * atomically with a lease before it is sent, so no two workers send it at once.
 */
import { appendFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { BACKGROUND_TASK_STOP_WAIT_MS, type BackgroundTask, type MetricsRegistry } from '@consulting/service-kit';
import { outboxMailModel, type OutboxMail } from '../models/outbox-mail.model.ts';
import type { MailHandOver } from './mailer.ts';
import { outboxSendFailures } from './outbox-metrics.ts';

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
  /**
   * Embedded mode (no `smtpUrl`): the file mailbox each delivered mail is appended to, one JSON
   * object a line `{date, from, to, subject, text, html?, message_id}` (MAILBOX_FILE; `npm run
   * outbox` and the browser tests read it). Unset: delivered mail is not kept anywhere.
   */
  mailboxFile?: string;
  /**
   * Makes the body to send of a mail with a password `link` (`PasswordLinks.render`): null when
   * its account can no longer have one (the mail then fails). Without it such a mail fails.
   */
  renderBody?: (mail: OutboxMail) => Promise<{ text: string; html?: string } | null>;
  /** Wait after the first failed attempt (ms), doubled after each further one (MAIL_RETRY_BASE_MS). */
  retryBaseMs?: number;
  /** Attempts before a mail is `failed` (MAIL_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** A claim's lease (ms); default {@link MAIL_LEASE_MS}. */
  leaseMs?: number;
  /** Time between polls (ms); default {@link MAIL_POLL_INTERVAL_MS}. */
  pollIntervalMs?: number;
  /** Where `outbox_send_failures_total` is counted (identity's metrics registry); not counted without. */
  registry?: MetricsRegistry;
}

/** What one round did: mails accepted by the server, put back for a retry, and given up. */
export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * The most mails a running worker holds handed over and not yet sent, or sent and not yet
 * marked `sent`; past it, mails are written `queued`.
 */
export const MAIL_HAND_OVER_MAX = 1000;
/** The most handed-over mails taken from the queue at once (sent one after the other). */
const MAIL_HAND_OVER_BATCH = 50;
/** The most `sent` marks written with one `updateMany`. */
const MAIL_SENT_MARKS_MAX = 500;

/** What marking a mail `sent` needs of it: its id and the fields of the log line, not its body. */
type SentMail = Pick<OutboxMail, '_id' | 'to' | 'subject' | 'key' | 'kind' | 'attempts' | 'drop_body'>;

/** `mail` without its body (`text`, `html`), to wait for its `sent` mark. */
const sentMailOf = ({ _id, to, subject, key, kind, attempts, drop_body }: OutboxMail): SentMail => ({
  _id,
  to,
  subject,
  key,
  kind,
  attempts,
  drop_body,
});

/** Thrown for a mail that is not to be sent at all (its link's account is gone): `failed` at once. */
class Undeliverable extends Error {}

/**
 * A running worker: `wake()` starts a round at once (after an enqueue); it also takes the mails
 * this process's mailer writes leased to it (`MailHandOver`: `accepts`, `accept`), sending them
 * one after the other between rounds; `stop()` as any task, and the mails it holds but has not
 * started are put back `queued` for any worker.
 */
export interface RunningMailWorker extends BackgroundTask, MailHandOver {
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
 * - without, through nodemailer's JSON transport, appended to `mailboxFile`, and marked `sent`:
 *   that file is what a developer reads (`npm run outbox`).
 *
 * A mail with a password `link` is sent with the body `renderBody` makes (a fresh link in place
 * of `LINK_SLOT`); the stored body keeps the slot. A `drop_body` mail's body is removed from the
 * outbox once it is sent.
 *
 * A failed attempt makes it `retrying`, due after {@link retryDelayMs}; after `maxAttempts`
 * attempts, or at once on a permanent SMTP refusal (5xx), it is `failed` (an admin may resend
 * it). `last_error` keeps the error without credentials. Never logs a body. With
 * `options.registry`, each failed attempt counts in `outbox_send_failures_total{outcome}`.
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { connection, logger, from, smtpUrl, mailboxFile, renderBody } = options;
  const retryBaseMs = options.retryBaseMs ?? MAIL_RETRY_BASE_MS_DEFAULT;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS_DEFAULT;
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const pollIntervalMs = options.pollIntervalMs ?? MAIL_POLL_INTERVAL_MS;
  const Outbox = outboxMailModel(connection);
  const countFailure = options.registry ? outboxSendFailures(options.registry) : undefined;
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

  const logFieldsOf = (mail: SentMail) => ({
    mail: mail._id.toString(),
    to: mail.to,
    subject: mail.subject,
    key: mail.key,
    kind: mail.kind,
  });

  /**
   * Sends one claimed mail. A failure is recorded here (`retrying` or `failed`); a success is
   * not: the caller records it with {@link recordSent}, for one mail or a batch at once.
   */
  async function transmit(mail: OutboxMail): Promise<keyof DeliveryRound> {
    const log = logFieldsOf(mail);
    const attempts = mail.attempts ?? 1;
    try {
      const body = mail.link
        ? await (renderBody ?? (() => Promise.reject(new Undeliverable('no password link maker'))))(mail)
        : { text: mail.text, ...(mail.html ? { html: mail.html } : {}) };
      if (!body) throw new Undeliverable('the account of this password link is gone or inactive');
      const messageId = messageIdOf(mail, from);
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: body.text,
        ...(body.html ? { html: body.html } : {}),
        messageId,
      });
      if (!smtpUrl && mailboxFile) {
        const line = { date: new Date().toISOString(), from, to: mail.to, subject: mail.subject, ...body };
        await appendFile(mailboxFile, `${JSON.stringify({ ...line, message_id: messageId })}\n`);
      }
    } catch (error) {
      const failed = attempts >= maxAttempts || isPermanent(error) || error instanceof Undeliverable;
      const lastError = describeError(error);
      countFailure?.(failed ? 'failed' : 'retrying');
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
    return 'sent';
  }

  /** Marks `mails` (accepted by the server) `sent`, one write per kind of change, by `_id`. */
  async function recordSent(mails: SentMail[]): Promise<void> {
    if (!mails.length) return;
    const at = new Date();
    const unset = { claimed_until: 1 as const, next_attempt_at: 1 as const, last_error: 1 as const };
    const update = { $set: { status: 'sent' as const, sent_at: at }, $unset: unset };
    // A secret-bearing body goes with the sending.
    const dropped = {
      $set: { status: 'sent' as const, sent_at: at, body_removed_at: at },
      $unset: { ...unset, text: 1 as const, html: 1 as const },
    };
    for (const [group, change] of [
      [mails.filter((mail) => !mail.drop_body), update],
      [mails.filter((mail) => mail.drop_body), dropped],
    ] as const) {
      if (group.length) await Outbox.updateMany({ _id: { $in: group.map((mail) => mail._id) } }, change);
    }
    for (const mail of mails) {
      logger.info(
        { ...logFieldsOf(mail), attempts: mail.attempts ?? 1 },
        smtpUrl ? 'mail sent' : 'mail written to outbox (embedded mode)',
      );
    }
  }

  /** Sends one claimed mail and records the outcome. */
  async function deliver(mail: OutboxMail): Promise<keyof DeliveryRound> {
    const outcome = await transmit(mail);
    if (outcome === 'sent') await recordSent([mail]);
    return outcome;
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
    /** Mails the mailer handed over (written `sending`, leased to this worker), oldest first. */
    const handed: OutboxMail[] = [];
    let draining: Promise<void> | undefined;
    /** Handed-over mails the server accepted whose `sent` mark is not written yet (no bodies). */
    const unmarked: SentMail[] = [];
    let marking: Promise<void> | undefined;
    /**
     * Writes the waiting `sent` marks, one `updateMany` at a time: the marks gathered while one
     * write runs go in the next. The drain does not wait for it, and a mark holds no body
     * (memory): when the drain waited for each write before sending the next
     * 50 mails, under the bench's `POST /api/contact` (~500 lead mails a second) the handed-over
     * mails (~21 KB of HTML each: the Arabic makes the whole string two bytes a character)
     * queued behind database round trips (160 of them, 5.6 MB of HTML, in a heap snapshot taken
     * mid-load), long enough to be promoted to the old generation, where they died: identity's
     * old space grew from ~28 to ~85 MB committed (heap 114 MB), 205-218 MiB resident. Now a
     * mail's body is dropped once sent: old space ≤ 55 MB (heap ≤ 84 MB), 177-178 MiB.
     */
    const mark = () => {
      marking ??= (async () => {
        while (unmarked.length) {
          const marks = unmarked.splice(0, MAIL_SENT_MARKS_MAX);
          await recordSent(marks).catch((error: unknown) =>
            logger.warn(
              { err: error, task: 'outbox-worker', mails: marks.length },
              'sent mails not recorded; their leases run out and a poll sends them again',
            ),
          );
        }
      })().finally(() => {
        marking = undefined;
        if (unmarked.length) mark();
      });
    };
    const drain = () => {
      draining ??= (async () => {
        while (!stopped && handed.length) {
          // A lease that ran out while its mail waited here (a slow mail server) is any
          // worker's now: the poll claims it, so it is not sent twice.
          const now = Date.now();
          const batch = handed
            .splice(0, MAIL_HAND_OVER_BATCH)
            .filter((mail) => !mail.claimed_until || mail.claimed_until.getTime() > now);
          for (const mail of batch) {
            const outcome = await transmit(mail).catch((error: unknown) => {
              logger.warn(
                { err: error, task: 'outbox-worker', mail: mail._id.toString() },
                'handed-over mail not recorded; its lease runs out and a poll retries it',
              );
              return 'retrying' as const;
            });
            if (outcome === 'sent') unmarked.push(sentMailOf(mail));
          }
          mark();
        }
      })().finally(() => {
        draining = undefined;
        if (handed.length && !stopped) drain();
      });
    };
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
      leaseMs,
      accepts: () => !stopped && handed.length + unmarked.length < MAIL_HAND_OVER_MAX,
      accept: (mail) => {
        handed.push(mail);
        drain();
      },
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
          // The drain starts the last marks' write before it ends.
          Promise.all([current, draining]).then(() => marking),
          new Promise((resolve) => (wait = setTimeout(resolve, BACKGROUND_TASK_STOP_WAIT_MS))),
        ]);
        clearTimeout(wait);
        // Mails handed over but not started go back to the queue for any worker, rather than
        // waiting out their lease.
        const unsent = handed.splice(0).map((mail) => mail._id);
        if (unsent.length) {
          await Outbox.updateMany(
            { _id: { $in: unsent } },
            {
              $set: { status: 'queued', next_attempt_at: new Date() },
              $unset: { claimed_until: 1 },
              $inc: { attempts: -1 },
            },
          ).catch((error: unknown) =>
            logger.warn({ err: error, mails: unsent.length }, 'handed-over mails not put back; their leases run out'),
          );
        }
        transport.close();
      },
    };
  }

  return { deliverDue, start, close: () => transport.close() };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
