/**
 * How a service hands mail to identity, which alone sends it (architecture "Mail"): the batching
 * sender of `POST /internal/mail`, and a record's owed mails (`pending_mails`), tried once stored
 * and again by a sweep. Mails carry idempotency keys, so a retry is harmless.
 */
import DataLoader from 'dataloader';
import type mongoose from 'mongoose';
import type { Logger } from 'pino';
import type { InternalMail, InternalMailResult } from '@consulting/contracts';
import { postInternal } from './internal.ts';

/**
 * Hands `mail` to identity: `{sent: false}` when identity chose not to mail (mails off, inactive or
 * unknown account). Rejects on a network error, a timeout or a non-2xx status.
 */
export type SendInternalMail = (mail: InternalMail) => Promise<{ sent: boolean }>;

/** How long the sender gathers mails before one batch call to identity (ms). */
export const INTERNAL_MAIL_BATCH_WINDOW_MS = 10;
/** The most mails in one batch call (identity's `MAIL_BATCH_MAX` is 100). */
export const INTERNAL_MAIL_BATCH_MAX = 50;

/**
 * The sender of {@link InternalMail}s to identity at `identityUrl`: mails within
 * {@link INTERNAL_MAIL_BATCH_WINDOW_MS} go in one `POST /internal/mail` `{mails:[...]}` (DataLoader,
 * at most {@link INTERNAL_MAIL_BATCH_MAX}), each call within `timeoutMs` (default 3000). Without
 * `identityUrl`, or when the call fails, every mail of the batch rejects.
 */
export function internalMailSender(options: {
  identityUrl?: string;
  internalToken: string;
  timeoutMs?: number;
}): SendInternalMail {
  const { identityUrl, internalToken, timeoutMs = 3000 } = options;
  const batches = new DataLoader<InternalMail, { sent: boolean }>(
    async (mails) => {
      if (!identityUrl) throw new Error('IDENTITY_URL is not set: mail cannot be sent');
      const response = await postInternal(identityUrl, '/internal/mail', { internalToken, body: { mails }, timeoutMs });
      if (!response.ok) throw new Error(`identity answered ${response.status} to /internal/mail`);
      const { results } = (await response.json()) as { results?: InternalMailResult[] };
      if (!Array.isArray(results) || results.length !== mails.length) {
        throw new Error('identity answered /internal/mail without a result per mail');
      }
      return results.map((result) =>
        result.success
          ? { sent: result.sent !== false }
          : new Error(`identity answered ${result.status} to /internal/mail: ${result.error}`),
      );
    },
    {
      cache: false,
      maxBatchSize: INTERNAL_MAIL_BATCH_MAX,
      batchScheduleFn: (run) => setTimeout(run, INTERNAL_MAIL_BATCH_WINDOW_MS),
    },
  );
  return (mail) => batches.load(mail);
}

/** A stored record that may owe mails, named in `pending_mails`. */
export interface WithPendingMails<N extends string = string> {
  pending_mails?: N[];
  created_at: Date;
}

/** A stored record as read back: with its `_id`. */
export type Stored<T> = T & { _id: mongoose.Types.ObjectId };

/** The mails a record owes, by name, built from the record. */
export type MailsOf<T, N extends string> = (doc: Stored<T>) => Partial<Record<N, InternalMail>>;

/**
 * Hands each mail `doc` owes (`mailsOf(doc)`, named in `pending_mails`) to `send`, striking its
 * name once identity answered; a failure stays pending for the sweep and is logged. Never
 * rejects; resolves the names still pending.
 */
export async function deliverPendingMails<N extends string, T extends WithPendingMails<N>>(
  model: mongoose.Model<T>,
  doc: Stored<T>,
  mailsOf: MailsOf<T, N>,
  send: SendInternalMail,
  log: Pick<Logger, 'warn'>,
): Promise<N[]> {
  const mails = mailsOf(doc);
  const pending = doc.pending_mails ?? [];
  // All at once: the sender gathers them (and other records') into one call.
  const outcomes = await Promise.all(
    pending.map(async (name) => {
      const mail = mails[name];
      try {
        if (mail) await send(mail);
        return true;
      } catch (error) {
        log.warn(
          { err: error, record: doc._id.toString(), mail: name },
          'mail not handed to identity; the sweep retries it',
        );
        return false;
      }
    }),
  );
  const handed = pending.filter((_, i) => outcomes[i]);
  const left = pending.filter((_, i) => !outcomes[i]);
  if (handed.length) {
    try {
      await pendingMailsCleaner(model).load({ id: doc._id, names: handed });
    } catch (error) {
      // Identity holds the mails (keyed, so the sweep's second hand-over writes nothing new).
      log.warn({ err: error, record: doc._id.toString() }, 'mails handed over but still marked pending');
      return pending;
    }
  }
  return left;
}

/** One record's mails to strike from its `pending_mails`. */
interface PendingMailsDone {
  id: mongoose.Types.ObjectId;
  names: string[];
}

/** Per model, the batcher of {@link deliverPendingMails}' `pending_mails` updates. */
const cleaners = new WeakMap<mongoose.Model<never>, DataLoader<PendingMailsDone, void>>();

/**
 * Strikes handed-over mails from `pending_mails`, one `updateMany` per set of names per batch
 * window; `updated_at` stays (bookkeeping is not a change of the record).
 */
function pendingMailsCleaner<T>(model: mongoose.Model<T>): DataLoader<PendingMailsDone, void> {
  const key = model as unknown as mongoose.Model<never>;
  let cleaner = cleaners.get(key);
  if (!cleaner) {
    cleaner = new DataLoader<PendingMailsDone, void>(
      async (done) => {
        const groups = new Map<string, mongoose.Types.ObjectId[]>();
        for (const { id, names } of done) {
          const group = [...names].sort().join(',');
          groups.set(group, [...(groups.get(group) ?? []), id]);
        }
        await Promise.all(
          [...groups].map(([group, ids]) =>
            model.updateMany(
              { _id: { $in: ids } } as mongoose.FilterQuery<T>,
              { $pullAll: { pending_mails: group.split(',') } } as mongoose.UpdateQuery<T>,
              { timestamps: false },
            ),
          ),
        );
        return done.map(() => undefined);
      },
      {
        cache: false,
        maxBatchSize: INTERNAL_MAIL_BATCH_MAX,
        batchScheduleFn: (run) => setTimeout(run, INTERNAL_MAIL_BATCH_WINDOW_MS),
      },
    );
    cleaners.set(key, cleaner);
  }
  return cleaner;
}

/**
 * One sweep round over `model`: up to `limit` (100) records older than `graceMs` owing one of
 * `names`, oldest first, through {@link deliverPendingMails}. Resolves how many mails are still
 * pending; rejects only when the database does.
 */
export async function sweepPendingMails<N extends string, T extends WithPendingMails<N>>(options: {
  model: mongoose.Model<T>;
  names: readonly N[];
  mailsOf: MailsOf<T, N>;
  send: SendInternalMail;
  logger: Pick<Logger, 'warn'>;
  graceMs: number;
  limit?: number;
  now?: Date;
}): Promise<number> {
  const { model, names, mailsOf, send, logger, graceMs, limit = 100 } = options;
  const before = new Date((options.now ?? new Date()).getTime() - graceMs);
  const docs = await model
    .find({ pending_mails: { $in: [...names] }, created_at: { $lte: before } } as mongoose.FilterQuery<T>)
    .sort({ created_at: 1 })
    .limit(limit)
    .lean<Stored<T>[]>();
  let left = 0;
  for (const doc of docs) left += (await deliverPendingMails(model, doc, mailsOf, send, logger)).length;
  return left;
}
