/**
 * Leads nobody misses (issue 14 part 3), the part content and requests share: reference numbers,
 * the mails of a new submission (the staff alert and the submitter's confirmation) and their
 * delivery through identity's `POST /internal/mail`, which never holds up the submission.
 *
 * A record is stored with `pending_mails` naming the mails still to hand to identity
 * ('alert', 'confirmation'); each is tried right after the insert and, while identity is down,
 * again by a background sweep. Every mail carries an idempotency key (`lead:<kind>:<id>`,
 * `confirm:<kind>:<id>`), so a retry after a lost answer is harmless: identity writes a keyed
 * mail once.
 */
import DataLoader from 'dataloader';
import type mongoose from 'mongoose';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  LEAD_LANGUAGES,
  REFERENCE_PREFIXES,
  isTrackSlug,
  TRACK_TITLES,
  type LeadKind,
  type LeadLanguage,
} from '@consulting/contracts';
import { postInternal } from './internal.ts';

/**
 * The `lang` field of a public form (issue 14 part 3: the page's language, stored on the record
 * for the submitter's mails): 'ar' or 'en'; absent or '' is 'ar' (spec §1 default); anything
 * else fails with "lang must be 'ar' or 'en'".
 */
export const leadLanguageSchema = z
  .preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(LEAD_LANGUAGES, { error: "lang must be 'ar' or 'en'" }).optional(),
  )
  .transform((value) => value ?? 'ar');

/** One language's content of a mail, plain text (identity escapes and lays it out; `composeMail`). */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** An optional button: its label and an absolute URL. */
  action?: { label: string; url: string };
  /** Optional small print after the button. */
  footer?: string[];
}

/** Who identity mails: one address, the staff inbox, or a client by account id (if they want it). */
export type InternalMailRecipient =
  { to: string } | { audience: 'staff' } | { user_id: string; topic: 'status_updates' };

/**
 * A body of identity's `POST /internal/mail` (issue 14 part 3): the content in both languages,
 * `lang` the reader's (first in the mail), `kind` a label for the outbox, `key` the idempotency
 * key (the same key is mailed once).
 */
export type InternalMail = InternalMailRecipient & {
  lang: LeadLanguage;
  content: { ar: MailContent; en: MailContent };
  kind?: string;
  key?: string;
};

/**
 * Hands `mail` to identity. Resolves `{sent}`: true when identity took it (202 `sent` absent or
 * true), false when identity chose not to mail (a client who turned status mails off, an
 * inactive or unknown account). Rejects on a network error, a timeout or any other status.
 */
export type SendInternalMail = (mail: InternalMail) => Promise<{ sent: boolean }>;

/** How long the sender gathers mails before one batch call to identity (ms). */
export const INTERNAL_MAIL_BATCH_WINDOW_MS = 10;
/** The most mails in one batch call (identity's `MAIL_BATCH_MAX` is 100). */
export const INTERNAL_MAIL_BATCH_MAX = 50;

/**
 * The HTTP sender of {@link InternalMail}s to identity at `identityUrl` with the internal token.
 * Mails handed to it within {@link INTERNAL_MAIL_BATCH_WINDOW_MS} go in one call of the batch
 * form, `POST /internal/mail` `{mails:[...]}` (at most {@link INTERNAL_MAIL_BATCH_MAX}), whose
 * `results` answer each mail as the single form would: under a burst of submissions their lead
 * mails cost identity one request and one outbox write per batch instead of one per mail (issue
 * 16 bench, POST /api/contact). Gathering is DataLoader's (its `batchScheduleFn`), not ours.
 * Each call is bounded by `timeoutMs` (default 3000 ms). Without `identityUrl` every mail rejects;
 * a network error, a timeout or a non-2xx answer rejects every mail of the batch.
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

/** One mail's outcome in the batch reply of identity's `POST /internal/mail`. */
type InternalMailResult = { success: true; sent?: boolean } | { success: false; status: number; error: string };

/** The collection of the per-kind, per-year counters (`_id` 'SR-2026', `seq` the last number given). */
export const REFERENCE_COUNTERS_COLLECTION = 'reference_counters';

/**
 * The next reference number of `kind` for the year of `now` (UTC): `SR-2026-000042` (prefix of
 * `REFERENCE_PREFIXES`, year, the counter padded to six digits, more past 999999). The counter
 * document is incremented atomically (findOneAndUpdate + `$inc` + upsert), so concurrent
 * submissions get distinct, increasing numbers (insert through {@link createWithReference}); a
 * number taken by a submission that then fails is skipped, never given twice. The racing first upserts of a counter are retried once.
 * Rejects when the database does.
 */
export async function nextReference(
  connection: mongoose.Connection,
  kind: LeadKind,
  now: Date = new Date(),
): Promise<string> {
  const name = `${REFERENCE_PREFIXES[kind]}-${now.getUTCFullYear()}`;
  const counters = connection.collection<{ _id: string; seq: number }>(REFERENCE_COUNTERS_COLLECTION);
  const increment = () =>
    counters.findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
  let counter;
  try {
    counter = await increment();
  } catch (error) {
    // Two first upserts of a year's counter at once: one inserts, the other fails on the unique
    // `_id` (MongoDB retries this itself, mongo-java-server does not); the document exists now.
    if ((error as { code?: unknown }).code !== 11000) throw error;
    counter = await increment();
  }
  if (!counter) throw new Error(`reference counter ${name} was not returned`);
  return `${name}-${String(counter.seq).padStart(6, '0')}`;
}

/** How many reference numbers `createWithReference` tries before giving up. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Creates a record with the next reference number of `kind`: `create(reference)` inserts it
 * into a collection with a unique index on `reference`. The counter alone gives distinct numbers
 * (on mongo-java-server through the launcher's atomic findAndModify, docs/architecture.md); a
 * duplicate-key error on `reference` (a counter behind its records, as after a restore of an
 * older counter) takes the next number and inserts again, up to 5 times. Resolves what `create` resolves;
 * rejects with any other error of `create`, or the last duplicate-key error.
 */
export async function createWithReference<T>(
  connection: mongoose.Connection,
  kind: LeadKind,
  create: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(await nextReference(connection, kind));
    } catch (error) {
      const duplicate =
        (error as { code?: unknown }).code === 11000 && /reference/.test(String((error as Error).message));
      if (!duplicate || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A reference-shaped number for the answer a caught bot gets (issue 13: the same answer a person
 * would): random, never stored, never counted.
 */
export function decoyReference(kind: LeadKind, now: Date = new Date()): string {
  const number = 1 + Math.floor(Math.random() * 999_999);
  return `${REFERENCE_PREFIXES[kind]}-${now.getUTCFullYear()}-${String(number).padStart(6, '0')}`;
}

/** What the lead mails say about one new submission. */
export interface Lead {
  kind: LeadKind;
  /** The record's id (the mails' keys). */
  id: string;
  reference?: string;
  name: string;
  email: string;
  phone?: string;
  /** The track slug or service name (requests), the subject (contact), the specialization (join). */
  topic?: string;
  /** What they wrote (message, description, experience); the alert shows its first lines only. */
  message?: string;
  /** The language the form was sent in. */
  lang: LeadLanguage;
  /** A held submission (issue 13 part 4), waiting for its email owner's confirmation. */
  unconfirmed?: boolean;
  /** True when the record belongs to an account: the confirmation links to the dashboard. */
  has_account?: boolean;
}

/** Each kind's name, and the Arabic adjective and verb that agree with it (رسالة is feminine). */
const KIND_NAMES: Record<LeadKind, { ar: string; en: string; arNew: string; arArrived: string }> = {
  service_request: { ar: 'طلب خدمة', en: 'service request', arNew: 'جديد', arArrived: 'وصل' },
  track_request: { ar: 'طلب فرصة', en: 'opportunity request', arNew: 'جديد', arArrived: 'وصل' },
  join_application: { ar: 'طلب انضمام', en: 'join application', arNew: 'جديد', arArrived: 'وصل' },
  contact_message: { ar: 'رسالة تواصل', en: 'contact message', arNew: 'جديدة', arArrived: 'وصلت' },
};

/** Where the admin panel lists each kind; `q=<reference>` shows just that record (the lists search references). */
const ADMIN_PATHS: Record<LeadKind, string> = {
  service_request: '/admin/dashboard?tab=services',
  track_request: '/admin/dashboard?tab=opportunities',
  join_application: '/admin/join-applications',
  contact_message: '/admin/messages',
};

/** Where a client's dashboard shows each kind (spec §2 "Client dashboard" tabs); none for messages. */
const DASHBOARD_PATHS: Partial<Record<LeadKind, string>> = {
  service_request: '/user/dashboard?tab=services',
  track_request: '/user/dashboard?tab=opportunities',
  join_application: '/user/dashboard?tab=join-applications',
};

/** Lines of the message the staff alert quotes, and its longest length (characters). */
const ALERT_MESSAGE_LINES = 6;
const ALERT_MESSAGE_CHARS = 600;

/** The link to `lead` in the admin panel at `publicUrl`: its list, filtered to its reference. */
export function adminLinkOf(lead: Pick<Lead, 'kind' | 'reference'>, publicUrl: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${ADMIN_PATHS[lead.kind]}`;
  if (!lead.reference) return base;
  return `${base}${base.includes('?') ? '&' : '?'}q=${encodeURIComponent(lead.reference)}`;
}

/** A track slug's title in the language, else the text as sent; undefined for none or 'unknown'. */
function topicIn(topic: string | undefined, lang: LeadLanguage): string | undefined {
  const name = topic?.trim();
  if (!name || name === 'unknown') return undefined;
  return isTrackSlug(name) ? TRACK_TITLES[name][lang] : name;
}

/** The first lines of `message`, cut to `ALERT_MESSAGE_CHARS` characters with '…' when longer. */
function excerpt(message: string): string {
  const lines = message.trim().split(/\r?\n/).slice(0, ALERT_MESSAGE_LINES).join('\n');
  const cut = lines.length > ALERT_MESSAGE_CHARS ? `${lines.slice(0, ALERT_MESSAGE_CHARS)}…` : lines;
  return cut.length < message.trim().length && !cut.endsWith('…') ? `${cut}\n…` : cut;
}

/**
 * The staff inbox's alert of a new submission (issue 14 part 3): Arabic first (the panel is
 * Arabic, spec §1), with the kind, reference, name, email, phone, track/subject, the first lines
 * of the message, an "unconfirmed" line for a held submission, and a button to the record in
 * the panel (`adminLinkOf`). Key `lead:<kind>:<id>`: identity mails it once.
 */
export function staffAlertMail(lead: Lead, publicUrl: string): InternalMail {
  const kind = KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const link = adminLinkOf(lead, publicUrl);
  const quoted = lead.message ? excerpt(lead.message) : undefined;
  const ar: string[] = [
    `${kind.arArrived} ${kind.ar} ${kind.arNew}.`,
    `الرقم المرجعي: ${ref}`,
    `الاسم: ${lead.name}`,
    `البريد الإلكتروني: ${lead.email}`,
    ...(lead.phone ? [`الجوال: ${lead.phone}`] : []),
    ...(topicIn(lead.topic, 'ar')
      ? [`${lead.kind === 'contact_message' ? 'الموضوع' : 'المسار أو الخدمة'}: ${topicIn(lead.topic, 'ar')}`]
      : []),
    ...(lead.unconfirmed ? ['غير مؤكَّد: أُرسل دون تسجيل الدخول ببريد له حساب، وينتظر تأكيد صاحب البريد.'] : []),
    ...(quoted ? [`الرسالة:\n${quoted}`] : []),
  ];
  const en: string[] = [
    `A new ${kind.en} has arrived.`,
    `Reference: ${ref}`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(topicIn(lead.topic, 'en')
      ? [`${lead.kind === 'contact_message' ? 'Subject' : 'Track or service'}: ${topicIn(lead.topic, 'en')}`]
      : []),
    ...(lead.unconfirmed
      ? [
          "Unconfirmed: sent without signing in under an email that has an account; waiting for the email owner's confirmation.",
        ]
      : []),
    ...(quoted ? [`Message:\n${quoted}`] : []),
  ];
  return {
    audience: 'staff',
    lang: 'ar',
    kind: 'lead_alert',
    key: `lead:${lead.kind}:${lead.id}`,
    content: {
      ar: {
        subject: `${kind.ar} ${kind.arNew} ${ref}`,
        paragraphs: ar,
        action: { label: 'فتح في لوحة التحكم', url: link },
      },
      en: { subject: `New ${kind.en} ${ref}`, paragraphs: en, action: { label: 'Open in the admin panel', url: link } },
    },
  };
}

/**
 * The submitter's confirmation (issue 14 part 3) in the language they used first: what arrived
 * (the kind and, for a track, its title: never their own words, which a stranger may have typed
 * under this email), the reference number, what happens next (a reply within 24 hours, spec §9),
 * and for a record with an account a button to the dashboard. Key `confirm:<kind>:<id>`.
 */
export function submitterConfirmationMail(lead: Lead, publicUrl: string): InternalMail {
  const kind = KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const track = lead.kind === 'service_request' || lead.kind === 'track_request' ? lead.topic?.trim() : undefined;
  const trackTitle = track && isTrackSlug(track) ? TRACK_TITLES[track] : undefined;
  const dashboardPath = lead.has_account ? DASHBOARD_PATHS[lead.kind] : undefined;
  const dashboard = dashboardPath ? `${publicUrl.replace(/\/+$/, '')}${dashboardPath}` : undefined;
  const ar: MailContent = {
    subject: `استلمنا ${kind.ar} — ${ref}`,
    paragraphs: [
      'مرحباً،',
      `شكراً لتواصلك معنا. استلمنا ${kind.ar}${trackTitle ? ` لمسار ${trackTitle.ar}` : ''}.`,
      `الرقم المرجعي: ${ref}`,
      'سيراجعه فريقنا ويتواصل معك خلال 24 ساعة في أيام العمل. اذكر الرقم المرجعي إذا راسلتنا بشأنه.',
      ...(dashboard ? ['يمكنك متابعة حالته من لوحة التحكم الخاصة بك.'] : []),
    ],
    ...(dashboard ? { action: { label: 'لوحة التحكم', url: dashboard } } : {}),
    footer: ['إذا لم تكن أنت من أرسله، فتجاهل هذه الرسالة.'],
  };
  const en: MailContent = {
    subject: `We received your ${kind.en} — ${ref}`,
    paragraphs: [
      'Hello,',
      `Thank you for contacting us. We received your ${kind.en}${trackTitle ? ` for ${trackTitle.en}` : ''}.`,
      `Reference: ${ref}`,
      'Our team will review it and get back to you within 24 hours on working days. Please quote the reference if you write to us about it.',
      ...(dashboard ? ['You can follow its status in your dashboard.'] : []),
    ],
    ...(dashboard ? { action: { label: 'Your dashboard', url: dashboard } } : {}),
    footer: ['If this was not you, please ignore this mail.'],
  };
  return {
    to: lead.email,
    lang: lead.lang,
    kind: 'lead_confirmation',
    key: `confirm:${lead.kind}:${lead.id}`,
    content: { ar, en },
  };
}

/** The mails a new submission may still owe, as named in its `pending_mails`. */
export const LEAD_MAIL_NAMES = ['alert', 'confirmation'] as const;
export type LeadMailName = (typeof LEAD_MAIL_NAMES)[number];

/** A stored record that may owe lead mails. */
export interface WithPendingMails {
  pending_mails?: LeadMailName[];
  created_at: Date;
}

/** A stored record as read back: with its `_id`. */
export type Stored<T> = T & { _id: mongoose.Types.ObjectId };

/**
 * Hands each mail `doc` still owes (`doc.pending_mails`) to identity through `send`, the mail
 * itself from `mailsOf(doc)`, and removes its name from the stored `pending_mails` once identity
 * took it (or chose not to mail it). A mail that fails stays pending for the sweep; the failure
 * is logged on `log`. Never rejects. Resolves the names still pending.
 */
export async function deliverLeadMails<T extends WithPendingMails>(
  model: mongoose.Model<T>,
  doc: Stored<T>,
  mailsOf: (doc: Stored<T>) => Partial<Record<LeadMailName, InternalMail>>,
  send: SendInternalMail,
  log: Pick<Logger, 'warn'>,
): Promise<LeadMailName[]> {
  const mails = mailsOf(doc);
  const pending = doc.pending_mails ?? [];
  // Both mails at once: the sender gathers them (and other records') into one call.
  const outcomes = await Promise.all(
    pending.map(async (name) => {
      const mail = mails[name];
      try {
        if (mail) await send(mail);
        return true;
      } catch (error) {
        log.warn(
          { err: error, record: doc._id.toString(), mail: name },
          'lead mail not handed to identity; the sweep retries it',
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
      log.warn({ err: error, record: doc._id.toString() }, 'lead mails handed over but still marked pending');
      return pending;
    }
  }
  return left;
}

/** One record's mails to strike from its `pending_mails`. */
interface PendingMailsDone {
  id: mongoose.Types.ObjectId;
  names: LeadMailName[];
}

/** Per model, the batcher of {@link deliverLeadMails}' `pending_mails` updates. */
const cleaners = new WeakMap<mongoose.Model<never>, DataLoader<PendingMailsDone, void>>();

/**
 * Strikes handed-over mails from `pending_mails`, gathering the records of the same
 * {@link INTERNAL_MAIL_BATCH_WINDOW_MS} (DataLoader) into one `updateMany` per set of names,
 * filtered by `_id` in the list alone (the only multi-record query mongo-java-server's index
 * serves). Mail bookkeeping is not a change of the record: `updated_at` stays the submitter's
 * or an admin's.
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
 * One round of the lead-mail sweep over `model`: records older than `graceMs` (the submission
 * itself is still trying the fresh ones) that still owe mails, at most `limit` (default 100)
 * oldest first, each through {@link deliverLeadMails}. Resolves how many mails are still pending
 * among those tried; rejects only when the database does.
 */
export async function sweepPendingLeadMails<T extends WithPendingMails>(options: {
  model: mongoose.Model<T>;
  mailsOf: (doc: Stored<T>) => Partial<Record<LeadMailName, InternalMail>>;
  send: SendInternalMail;
  logger: Pick<Logger, 'warn'>;
  graceMs: number;
  limit?: number;
  now?: Date;
}): Promise<number> {
  const { model, mailsOf, send, logger, graceMs, limit = 100 } = options;
  const before = new Date((options.now ?? new Date()).getTime() - graceMs);
  const docs = await model
    .find({ pending_mails: { $in: [...LEAD_MAIL_NAMES] }, created_at: { $lte: before } } as mongoose.FilterQuery<T>)
    .sort({ created_at: 1 })
    .limit(limit)
    .lean<Stored<T>[]>();
  let left = 0;
  for (const doc of docs) left += (await deliverLeadMails(model, doc, mailsOf, send, logger)).length;
  return left;
}
