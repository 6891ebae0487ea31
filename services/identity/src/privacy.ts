/**
 * The admin's personal-data export and erasure across the three services
 * (Saudi PDPL; architecture "Privacy (PDPL)"). Identity orchestrates: it reads and erases its own
 * data (the account, its sessions, mail in the outbox, its audit entries) and asks content and
 * requests for theirs through their `/internal/privacy` routes (`privacy-peers.ts`).
 *
 * Erasure runs requests, then content, then identity, each step idempotent, so an erasure cut
 * short by a failing service can be run again and finishes the job; identity, whose account
 * gives requests the person's account id, goes last. Audit entries are not deleted: their
 * personal fields become a pseudonym (`pseudonymOf`), keeping who changed what and when.
 */
import { createHmac } from 'node:crypto';
import type { Role } from '@consulting/contracts';
import type { Readable } from 'node:stream';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import { outboxMailModel } from './models/outbox-mail.model.ts';
import type { SessionModel } from './models/session.model.ts';
import type { UserModel } from './models/user.model.ts';
import { HttpError, pseudonymiseAuditEntries, recordAudit, type AuthUser } from '@consulting/service-kit';
import { PeerFailure, type PeerName, type PrivacyPeer } from './privacy-peers.ts';
import type { Sessions } from './sessions.ts';

/** The audit trail's name for an export or erasure (actions `export` and `erase`). */
export const PRIVACY_ENTITY = 'privacy_request';

/** The account as exported: every stored field but the password hash and a pending mail. */
export interface ExportedAccount {
  id: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  role: Role;
  is_active: boolean;
  auto_created: boolean;
  must_change_password?: boolean;
  created_at: string;
  updated_at: string;
}

/** A sign-in as exported (its token ids are left out: they are credentials, not data about the person). */
export interface ExportedSession {
  role: Role;
  created_at: string;
  expires_at: string;
  revoked_at?: string;
  revoked_reason?: string;
  ip?: string;
  user_agent?: string;
}

/** `identity.json` of the export zip. */
export interface IdentityPersonalData {
  account: ExportedAccount | null;
  sessions: ExportedSession[];
  /**
   * Mail to this address still in the outbox (embedded mode only; with SMTP nothing is kept):
   * subject and time. The texts stay out (they are mail content, not account data).
   */
  mails: { subject: string; created_at: string }[];
}

const personalFileSchema = z.object({
  bucket: z.enum(['attachments', 'join_applications']),
  id: z.string().regex(/^[0-9a-f]{24}$/),
  // Where the zip holds it: `files/{folder}/{name}`, never a path out of the zip's root.
  path: z
    .string()
    .max(300)
    .regex(/^files\/[a-z-]+\/[^/\\]+$/)
    .refine((path) => !path.split('/').some((part) => part.startsWith('.'))),
  size: z.number().int().min(0),
});

const contentDataSchema = z.looseObject({
  success: z.literal(true),
  contact_messages: z.array(z.unknown()),
  newsletter_subscriptions: z.array(z.unknown()),
});

const requestsDataSchema = z.looseObject({
  success: z.literal(true),
  service_requests: z.array(z.unknown()),
  track_requests: z.array(z.unknown()),
  join_applications: z.array(z.unknown()),
  notifications: z.array(z.unknown()),
  files: z.array(z.looseObject(personalFileSchema.shape)),
});

const erasedSchema = z.object({ success: z.literal(true), erased: z.record(z.string(), z.number().int().min(0)) });

type Listed = Record<string, unknown>;

/** Everything stored about one email, as the zip holds it. */
export interface PersonalDataExport {
  /** Trimmed, lower-cased. */
  email: string;
  identity: IdentityPersonalData;
  /** `content.json`: `contact_messages`, `newsletter_subscriptions`. */
  content: Listed;
  /** `requests.json`: `service_requests`, `track_requests`, `join_applications`, `notifications`, `files`. */
  requests: Listed & { files: z.infer<typeof personalFileSchema>[] };
}

/** The answer of an erasure: what each service deleted or rewrote in this run. */
export interface ErasureReport {
  /** Accounts deleted (0 or 1). */
  identity: number;
  content: Record<string, number>;
  requests: Record<string, number>;
}

/** Fields of identity's audit shapes that say nothing about the person; every other one becomes the pseudonym. */
const NON_PERSONAL_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'role',
  'is_active',
  'created_at',
  'updated_at',
  'password_set',
  // The privacy entries' own fields: counts, the pseudonym, the outcome.
  'subject',
  'complete',
  'failed',
  'exported',
  'erased',
]);

const PEERS_MISSING =
  'Personal data export and erasure are not available: CONTENT_URL and REQUESTS_URL are not set for identity';

export interface PrivacyDeps {
  connection: Connection;
  User: UserModel;
  Session: SessionModel;
  sessions: Sessions;
  /** Keys the pseudonym (`pseudonymOf`). */
  jwtSecret: string;
  /** Content and requests; without them every operation throws HttpError 503. */
  peers?: { content: PrivacyPeer; requests: PrivacyPeer };
  logger: Logger;
}

/** HttpError 502 naming the peer that failed (logged with its detail). */
function peerError(error: unknown, what: string, logger: Logger): never {
  if (!(error instanceof PeerFailure)) throw error;
  logger.error({ err: error, peer: error.peer }, `privacy ${what}: ${error.message}`);
  throw new HttpError(502, `The ${error.peer} service could not ${what} the data (${error.detail}); please try again`);
}

/** Counts of each list of `data` (the lengths of its arrays), for the audit trail. */
function countsOf(data: Listed): Record<string, number> {
  return Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) => (Array.isArray(value) ? [[key, value.length]] : [])),
  );
}

/** Appends one privacy entry (`export`/`erase`, entity `privacy_request`) to identity's audit trail. */
function recordPrivacyAudit(
  connection: Connection,
  actor: AuthUser,
  entry: { action: 'export' | 'erase'; entity_id: string; after: Record<string, unknown> },
): Promise<void> {
  return recordAudit(connection, { actor, entity: PRIVACY_ENTITY, before: null, ...entry });
}

/** The export and erasure operations, built once per app. */
export function createPrivacy(deps: PrivacyDeps) {
  const { connection, User, Session, sessions, jwtSecret, logger } = deps;
  const Outbox = outboxMailModel(connection);

  function peers(): { content: PrivacyPeer; requests: PrivacyPeer } {
    if (!deps.peers) throw new HttpError(503, PEERS_MISSING);
    return deps.peers;
  }

  async function identityData(email: string): Promise<IdentityPersonalData> {
    const user = await User.findOne({ email }).lean();
    const [userSessions, mails] = await Promise.all([
      user ? Session.find({ user_id: user._id }).sort({ created_at: 1, _id: 1 }).lean() : [],
      Outbox.find({ to: email }).select('subject created_at').sort({ created_at: 1, _id: 1 }).lean(),
    ]);
    return {
      account: user
        ? {
            id: String(user._id),
            name: user.name,
            email: user.email,
            ...(user.phone ? { phone: user.phone } : {}),
            ...(user.company ? { company: user.company } : {}),
            role: user.role,
            is_active: user.is_active,
            auto_created: user.auto_created,
            ...(user.must_change_password !== undefined ? { must_change_password: user.must_change_password } : {}),
            created_at: user.created_at.toISOString(),
            updated_at: user.updated_at.toISOString(),
          }
        : null,
      sessions: userSessions.map((session) => ({
        role: session.role,
        created_at: session.created_at.toISOString(),
        expires_at: session.expires_at.toISOString(),
        ...(session.revoked_at ? { revoked_at: session.revoked_at.toISOString() } : {}),
        ...(session.revoked_reason ? { revoked_reason: session.revoked_reason } : {}),
        ...(session.ip ? { ip: session.ip } : {}),
        ...(session.user_agent ? { user_agent: session.user_agent } : {}),
      })),
      mails: mails.map((mail) => ({ subject: mail.subject, created_at: mail.created_at.toISOString() })),
    };
  }

  /**
   * Gathers everything stored about `email` (trimmed, lower-cased): identity's own data, then
   * content's and requests' answers to `GET /internal/privacy` (requests also gets the account
   * id), and records the export in the audit trail (action `export`, `entity_id` the
   * pseudonym, `after` the email and the counts of each list) by `actor`. Throws HttpError 503
   * without the peers' URLs, 502 naming the service that did not answer or answered an error
   * (nothing recorded then).
   */
  async function collect(email: string, actor: AuthUser): Promise<PersonalDataExport> {
    const { content, requests } = peers();
    const identity = await identityData(email);
    const query = new URLSearchParams({ email, ...(identity.account ? { user_id: identity.account.id } : {}) });
    const read = async <S extends z.ZodType>(peer: PrivacyPeer, schema: S): Promise<z.output<S>> => {
      try {
        const parsed = schema.safeParse(await peer.getJson(`/internal/privacy?${query}`));
        if (!parsed.success) throw new PeerFailure(peer.name, 200, 'answered an unexpected shape');
        return parsed.data;
      } catch (error) {
        return peerError(error, 'export', logger);
      }
    };
    const [{ success: _c, ...contentData }, { success: _r, ...requestsData }] = await Promise.all([
      read(content, contentDataSchema),
      read(requests, requestsDataSchema),
    ]);
    await recordPrivacyAudit(connection, actor, {
      action: 'export',
      entity_id: pseudonymOf(jwtSecret, email),
      after: {
        email,
        exported: {
          identity: {
            account: identity.account ? 1 : 0,
            sessions: identity.sessions.length,
            mails: identity.mails.length,
          },
          content: countsOf(contentData),
          requests: countsOf(requestsData),
        },
      },
    });
    return { email, identity, content: contentData, requests: requestsData };
  }

  /**
   * The zip of `data` as a stream: `identity.json`, `content.json`, `requests.json` (indented
   * UTF-8 JSON) and each listed file under its `path` (`files/…`), streamed from requests one
   * at a time while the zip is read. A file that fails midway (requests gone, a byte count that
   * differs from the listed size) destroys the stream with the error (logged): the download
   * breaks rather than handing over an incomplete export as if it were whole.
   */
  function zip(data: PersonalDataExport): Readable {
    const { requests } = peers();
    const archive = new ZipFile();
    const mtime = new Date();
    const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
    archive.addBuffer(json(data.identity), 'identity.json', { mtime });
    archive.addBuffer(json(data.content), 'content.json', { mtime });
    archive.addBuffer(json(data.requests), 'requests.json', { mtime });
    for (const file of data.requests.files) {
      archive.addReadStreamLazy(file.path, { mtime, size: file.size }, (callback) => {
        requests.stream(`/internal/privacy/files/${file.bucket}/${file.id}`).then(
          (stream) => callback(null, stream),
          (error: unknown) => callback(error, undefined as never),
        );
      });
    }
    archive.end();
    const output = archive.outputStream as Readable;
    archive.on('error', (error: Error) => {
      logger.error({ err: error }, 'privacy export: the zip could not be completed');
      output.destroy(error);
    });
    return output;
  }

  /**
   * Erases everything stored about `email` (trimmed, lower-cased) across the three services, by
   * `actor`, in this order: requests (`POST /internal/privacy/erase` with the account id when
   * there is one), content, then identity itself: its audit entries naming the person are
   * rewritten to the pseudonym, the account's sessions revoked (kept, so its tokens stay
   * refused, with their IP and User-Agent removed), outbox mail to the address deleted, and the
   * account deleted. Each run is recorded in the audit trail (action `erase`, `entity_id` and
   * `after.subject` the pseudonym, never the email; `complete` false and `failed` naming the
   * service when it stopped short). Resolves what this run erased.
   * @throws HttpError 503 without the peers' URLs; 409 'An admin account cannot be erased' (an
   *   admin is removed by another admin's decision, not here; nothing is touched); 502 naming
   *   the service that failed, after the services before it finished their part. Every step is
   *   idempotent: running the erasure again completes it.
   */
  async function erase(email: string, actor: AuthUser): Promise<ErasureReport> {
    const { content, requests } = peers();
    const pseudonym = pseudonymOf(jwtSecret, email);
    const user = await User.findOne({ email }).select('_id role').lean();
    if (user?.role === 'admin') throw new HttpError(409, 'An admin account cannot be erased');
    const report: Partial<ErasureReport> = {};
    const audit = (after: Record<string, unknown>) =>
      recordPrivacyAudit(connection, actor, {
        action: 'erase',
        entity_id: pseudonym,
        after: { subject: pseudonym, ...after },
      });

    let step: PeerName | 'identity' = 'requests';
    try {
      const asked = async (peer: PrivacyPeer, body: Record<string, unknown>) => {
        const parsed = erasedSchema.safeParse(await peer.postJson('/internal/privacy/erase', body));
        if (!parsed.success) throw new PeerFailure(peer.name, 200, 'answered an unexpected shape');
        return parsed.data.erased;
      };
      report.requests = await asked(requests, { email, pseudonym, ...(user ? { user_id: String(user._id) } : {}) });
      step = 'content';
      report.content = await asked(content, { email, pseudonym });
      step = 'identity';
      report.identity = await eraseIdentityData(email, pseudonym);
    } catch (error) {
      await audit({ complete: false, failed: step, erased: report }).catch((auditError: unknown) =>
        logger.error({ err: auditError }, 'privacy erase: the audit entry of a failed erasure could not be written'),
      );
      return peerError(error, 'erase', logger);
    }
    const done = report as ErasureReport;
    await audit({ complete: true, erased: done });
    return done;
  }

  /** Identity's part of an erasure; resolves how many accounts it deleted (0 or 1). */
  async function eraseIdentityData(email: string, pseudonym: string): Promise<number> {
    const user = await User.findOne({ email }).select('_id').lean();
    await pseudonymiseAuditEntries(
      connection,
      {
        $or: [
          ...(user ? [{ entity: 'user', entity_id: String(user._id) }] : []),
          { 'before.email': email },
          { 'after.email': email },
          { actor_email: email },
        ],
      },
      { email, pseudonym, keep: NON_PERSONAL_FIELDS },
    );
    if (user) {
      // Revoked, not deleted: a session that is gone would also refuse its token, but a revoked
      // one says why. What it knew about the client goes.
      await sessions.revokeAllOf(user._id, 'erased');
      await Session.updateMany({ user_id: user._id }, { $unset: { ip: 1, user_agent: 1 } });
    }
    await Outbox.deleteMany({ to: email });
    return user ? (await User.deleteOne({ _id: user._id })).deletedCount : 0;
  }

  return { collect, zip, erase, available: deps.peers !== undefined };
}

export type Privacy = ReturnType<typeof createPrivacy>;

/**
 * The pseudonym of the person of `email` in audit entries after an erasure:
 * `erased:` and the first 16 hex digits of HMAC-SHA256 keyed with the JWT secret over the
 * trimmed, lower-cased email. The same email always gives the same pseudonym (an admin can tell
 * two entries are about one person, and one who knows the email and the secret can find them),
 * while the email cannot be read back from it.
 */
export function pseudonymOf(jwtSecret: string, email: string): string {
  const digest = createHmac('sha256', jwtSecret).update(email.trim().toLowerCase()).digest('hex');
  return `erased:${digest.slice(0, 16)}`;
}
