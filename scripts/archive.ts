/**
 * Backup and restore of every database of the site, shared by `npm run backup` (scripts/backup.ts),
 * `npm run restore` (scripts/restore.ts) and their tests.
 *
 * A backup is one folder, `backups/<timestamp>/`:
 *
 *   manifest.json                              format, source server, consistency, counts, checksums
 *   <database>/<collection>.ejson.gz           the documents: canonical Extended JSON, one per line, gzip
 *   <database>/<collection>.metadata.json      the collection's type, options and indexes (listIndexes)
 *
 * Documents go through the driver's own EJSON (`EJSON.stringify(doc, { relaxed: false })`), so every
 * BSON type (ObjectId, Date, Decimal128, Int32 vs Double, Binary with its subtype) comes back as it
 * was; nothing here serializes BSON itself. GridFS buckets are ordinary `<bucket>.files` and
 * `<bucket>.chunks` collections and are dumped as such; the manifest adds per bucket its file count
 * and total bytes. Collections are streamed both ways, never held in memory.
 *
 * Works against any MongoDB-compatible server the driver reaches: the embedded mongo-java-server,
 * a mongod, FerretDB, or whatever `MONGODB_URI` names (compose's replica set, a hosted server).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { BSON, MongoClient, type ClientSession, type Db, type Document } from 'mongodb';
import { BACKUP_STATUS_COLLECTION, LAST_BACKUP_ID, type LastBackupRecord } from '@consulting/contracts';
import { portOpen, startDatabase } from './db.ts';
import { dataDirectory } from './stack.ts';

const { EJSON } = BSON;

/** The `format` field of every manifest this module writes. */
export const ARCHIVE_FORMAT = 'consulting-site-backup';
/** The manifest's `version`; restore refuses other versions. */
export const ARCHIVE_VERSION = 1;
/** Databases that belong to the server, not to the site: never backed up, never restored. */
export const SERVER_DATABASES: ReadonlySet<string> = new Set(['admin', 'local', 'config']);
/** Restore inserts at most this many documents per `insertMany`... */
const BATCH_DOCUMENTS = 1000;
/** ...and at most about this much Extended JSON text (bytes), whichever comes first. */
const BATCH_BYTES = 8 * 1024 * 1024;
/** How long connecting may take before a command gives up (ms). */
const SERVER_SELECTION_TIMEOUT_MS = 10_000;

/** How the backup kept the copy consistent: see `backupDatabases`. */
export type ConsistencyMethod = 'fsync-lock' | 'snapshot' | 'none';

/** One file of the archive, relative to the backup folder (always with `/`). */
export interface ArchiveFile {
  file: string;
  /** Size on disk, bytes. */
  bytes: number;
  /** sha256 of the file's bytes, hex. */
  sha256: string;
}

/** An index as the manifest lists it (the metadata file keeps the full listIndexes entry). */
export interface IndexSummary {
  name: string;
  /** The key pattern in relaxed Extended JSON, e.g. `{ "email": 1 }`. */
  key: Record<string, unknown>;
  unique?: true;
  /** Set for a TTL index (seconds). */
  expireAfterSeconds?: number;
}

export interface CollectionEntry {
  name: string;
  /** listCollections' type: `collection`, `view` (definition only, no documents) or `timeseries`. */
  type: string;
  /** Documents written to the archive (0 for a view). */
  count: number;
  indexes: IndexSummary[];
  /** The documents; absent for a view. */
  data?: ArchiveFile;
  /** Type, options and the listIndexes entries, as canonical Extended JSON. */
  metadata: ArchiveFile;
}

/** A GridFS bucket found in a database (`<bucket>.files` with `<bucket>.chunks`). */
export interface GridFsBucketEntry {
  bucket: string;
  files: number;
  /** Sum of the files' `length`, bytes. */
  bytes: number;
}

export interface DatabaseEntry {
  name: string;
  collections: CollectionEntry[];
  gridfs: GridFsBucketEntry[];
}

/** `manifest.json` of a backup folder. */
export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  /** When reading began, ISO 8601. */
  created_at: string;
  /** How long the backup took, ms. */
  duration_ms: number;
  source: {
    /** The connection string without credentials. */
    uri: string;
    /** `mongod`, `mongo-java-server`, `ferretdb`, `mongos`, or `unknown`. */
    kind: string;
    /** buildInfo's version. */
    version: string;
  };
  /** The MongoDB Node driver that wrote the archive (its EJSON is the format of the documents). */
  driver: string;
  consistency: { method: ConsistencyMethod; detail: string };
  databases: DatabaseEntry[];
  totals: { databases: number; collections: number; documents: number; bytes: number };
}

type Log = (line: string) => void;

export interface BackupOptions {
  /** Connection string of the server to back up. */
  uri: string;
  /** Folder in which the backup folder `<timestamp>/` is created (made if missing). */
  outDir: string;
  log?: Log;
  /** Aborting stops the backup: nothing is kept, the lock is released. */
  signal?: AbortSignal;
  /** The server's kind when the caller knows it (it started it); otherwise asked from the server. */
  kind?: string;
}

export interface BackupResult {
  /** The finished backup folder (absolute). */
  folder: string;
  manifest: Manifest;
}

/**
 * Backs up every database of the server at `uri` except admin, local and config into
 * `<outDir>/<timestamp>/` (e.g. `2026-11-24T08-15-00Z`, `-2` appended if taken in the same
 * second). The files are written into a hidden sibling `.<timestamp>.partial-<pid>` that is renamed
 * only once the manifest is written, so a half-written backup never looks finished; on failure it
 * is removed.
 *
 * Consistency, in order of preference (the method used is in the manifest):
 *   1. `fsync-lock`: `{ fsync: 1, lock: true }` blocks every write while the backup reads (writers
 *      wait, they do not fail), released with `{ fsyncUnlock: 1 }` when reading ends, on failure
 *      and at once on SIGINT/SIGTERM. The lock is taken on a connection of its own: the embedded
 *      server also ends it when that connection closes.
 *   2. `snapshot`: a snapshot session (replica sets and sharded clusters, MongoDB 5.0 and later):
 *      every collection is read at one point in time while writes go on.
 *   3. `none`: neither is available (e.g. the embedded mongo-java-server without the lock
 *      command): documents are read as they are; a write made meanwhile may be partly included.
 *      A warning is logged.
 *
 * Rejects when the server cannot be reached or a read or write fails (the partial folder is
 * removed), or when releasing the lock fails (the backup is kept; the error says so).
 */
export async function backupDatabases(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? console.log;
  const started = Date.now();
  const createdAt = new Date(started);
  await mkdir(options.outDir, { recursive: true });
  const folder = freeFolderName(path.resolve(options.outDir), timestampName(createdAt));
  const partial = path.join(path.dirname(folder), `.${path.basename(folder)}.partial-${process.pid}`);
  await mkdir(partial);

  const client = new MongoClient(options.uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  // The lock's own connection: the embedded server ties the lock to the connection that took it.
  const lockClient = new MongoClient(options.uri, {
    serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
    maxPoolSize: 1,
  });
  const interrupted = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, interrupted.signal]) : interrupted.signal;
  let release: (() => Promise<void>) | null = null;
  let releaseError: unknown = null;
  const onSignal = (name: NodeJS.Signals) => {
    log(`backup: ${name}: stopping${release ? ' and releasing the fsync lock' : ''}`);
    interrupted.abort(new Error(`backup interrupted by ${name}`));
    void release?.().catch(() => undefined);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    await client.connect();
    const admin = client.db('admin');
    const source = { uri: redactUri(options.uri), ...(await describeServer(admin, options.kind)) };
    log(`backup: reading ${source.kind} ${source.version} at ${source.uri}`);

    let consistency: Manifest['consistency'];
    let session: ClientSession | undefined;
    const databases: DatabaseEntry[] = [];
    const lock = await takeFsyncLock(lockClient);
    try {
      if (typeof lock === 'function') {
        release = lock;
        consistency = { method: 'fsync-lock', detail: 'fsync lock held while reading: no write landed mid-backup' };
      }
      signal.throwIfAborted();
      const plan = await listSiteCollections(client);
      if (!release) {
        const snapshot = await openSnapshotSession(client, plan);
        if (typeof snapshot === 'string') {
          consistency = {
            method: 'none',
            detail: `the server refused the fsync lock (${lock as string}) and a snapshot session (${snapshot}): writes made during the backup may be partly included`,
          };
          log(`backup: warning: ${consistency.detail}`);
        } else {
          session = snapshot;
          consistency = {
            method: 'snapshot',
            detail: `the server refused the fsync lock (${lock as string}); every collection was read in one snapshot session`,
          };
        }
      }
      log(`backup: consistency: ${consistency!.method}`);
      for (const { name, collections } of plan) {
        signal.throwIfAborted();
        databases.push(await dumpDatabase(client.db(name), collections, partial, { session, signal, log }));
      }
    } finally {
      await session?.endSession().catch(() => undefined);
      if (release) {
        await release().catch((error: unknown) => {
          releaseError = error;
        });
      }
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      created_at: createdAt.toISOString(),
      duration_ms: Date.now() - started,
      source,
      driver: `mongodb ${driverVersion()}`,
      consistency: consistency!,
      databases,
      totals: totalsOf(databases),
    };
    await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    await rename(partial, folder);
    if (releaseError) {
      throw new Error(
        `backup written to ${folder}, but releasing the fsync lock failed (${messageOf(releaseError)}): ` +
          'writes may still be blocked; run db.fsyncUnlock() in mongosh',
      );
    }
    return { folder, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // An abort surfaces from the stream as a bare AbortError; say why instead.
    throw signal.aborted ? signal.reason : error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all([client.close(), lockClient.close()]);
  }
}

export interface RestoreOptions {
  /** Connection string of the server to restore into. */
  uri: string;
  /** A finished backup folder (holding manifest.json). */
  folder: string;
  /** Drop every target database that already holds collections first (`--drop`). */
  drop?: boolean;
  log?: Log;
  /** Aborting stops between batches; what was inserted stays (restore again with `drop`). */
  signal?: AbortSignal;
}

export interface RestoreSummary {
  folder: string;
  /** Databases dropped first because they held data (only with `drop`). */
  dropped: string[];
  databases: { name: string; collections: number; documents: number; gridfs: GridFsBucketEntry[] }[];
  totals: { databases: number; collections: number; documents: number };
  /** ms */
  duration_ms: number;
}

/** Thrown by `restoreDatabases` when the archive does not match its manifest; nothing was written. */
export class ArchiveVerificationError extends Error {
  override name = 'ArchiveVerificationError';
}

/** Thrown by `restoreDatabases` when a target database holds data and `drop` was not given. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

/**
 * Restores a backup folder written by `backupDatabases` into the server at `uri`.
 *
 * 1. Reads manifest.json and checks every file's size and sha256 against it before touching the
 *    server: any difference rejects with `ArchiveVerificationError`, nothing written.
 * 2. When a database of the archive already has collections on the target, rejects with
 *    `TargetNotEmptyError`, unless `drop`: then those databases are dropped first.
 * 3. Per collection: creates it with its options, then its indexes (see `restoreCollection` for
 *    when), inserts the documents in ordered batches (1000 documents or about 8 MB), and checks the
 *    count equals the manifest's; views are created after the collections of their database.
 * 4. Checks each GridFS bucket's file count and total bytes against the manifest.
 *
 * Rejects on a malformed or foreign manifest, an unreachable server, an insert error (e.g. a
 * duplicate key) or a count that differs from the manifest's.
 */
export async function restoreDatabases(options: RestoreOptions): Promise<RestoreSummary> {
  const log = options.log ?? console.log;
  const started = Date.now();
  const folder = path.resolve(options.folder);
  const manifest = await readManifest(folder);
  await verifyArchive(folder, manifest);
  log(
    `restore: ${folder}: ${manifest.totals.documents} documents in ${manifest.totals.collections} collections, ` +
      `checksums verified (backup of ${manifest.created_at}, consistency ${manifest.consistency.method})`,
  );

  const client = new MongoClient(options.uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  try {
    await client.connect();
    const occupied: { name: string; collections: string[] }[] = [];
    for (const { name } of manifest.databases) {
      const collections = await userCollectionNames(client.db(name));
      if (collections.length > 0) occupied.push({ name, collections });
    }
    const dropped: string[] = [];
    if (occupied.length > 0) {
      const list = occupied.map(
        (d) => `${d.name} (${d.collections.slice(0, 5).join(', ')}${d.collections.length > 5 ? ', ...' : ''})`,
      );
      if (!options.drop) {
        throw new TargetNotEmptyError(
          `the target already holds data in ${list.join('; ')}: restore into an empty database ` +
            '(stop the stack and move its data folder aside), or pass --drop to drop these databases first',
        );
      }
      for (const { name } of occupied) {
        await client.db(name).dropDatabase();
        dropped.push(name);
        log(`restore: dropped database ${name}`);
      }
    }

    const databases: RestoreSummary['databases'] = [];
    for (const entry of manifest.databases) {
      const db = client.db(entry.name);
      let documents = 0;
      // Collections before views, which may read them.
      const ordered = [...entry.collections].sort((a, b) => Number(a.type === 'view') - Number(b.type === 'view'));
      for (const collection of ordered) {
        options.signal?.throwIfAborted();
        documents += await restoreCollection(db, collection, folder, { log, signal: options.signal });
      }
      for (const bucket of entry.gridfs) {
        const found = await gridFsStats(db, bucket.bucket);
        if (found.files !== bucket.files || found.bytes !== bucket.bytes) {
          throw new Error(
            `${entry.name}: GridFS bucket ${bucket.bucket} holds ${found.files} files (${found.bytes} bytes) ` +
              `after the restore, the manifest says ${bucket.files} (${bucket.bytes} bytes)`,
          );
        }
      }
      databases.push({ name: entry.name, collections: entry.collections.length, documents, gridfs: entry.gridfs });
      const files = entry.gridfs.map((b) => `, GridFS ${b.bucket}: ${b.files} files, ${formatBytes(b.bytes)}`).join('');
      log(`restore: ${entry.name}: ${entry.collections.length} collections, ${documents} documents${files}`);
    }
    return {
      folder,
      dropped,
      databases,
      totals: {
        databases: databases.length,
        collections: databases.reduce((n, d) => n + d.collections, 0),
        documents: databases.reduce((n, d) => n + d.documents, 0),
      },
      duration_ms: Date.now() - started,
    };
  } finally {
    await client.close();
  }
}

/**
 * Records `backup` as the last successful backup in the gateway's database `gatewayDb` (the
 * `LastBackupRecord` `{_id: 'last-backup', finishedAt: now, archive: <folder name>, bytes:
 * <totals.bytes>}` in `backup_status`, which the gateway reports for the BackupTooOld alert),
 * when `gatewayDb` is one of the databases backed up; otherwise writes nothing. Resolves whether
 * it wrote the record; rejects when the server cannot be reached or the write fails.
 */
export async function recordLastBackup(uri: string, backup: BackupResult, gatewayDb: string): Promise<boolean> {
  if (!backup.manifest.databases.some((database) => database.name === gatewayDb)) return false;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS });
  try {
    const record: LastBackupRecord = {
      _id: LAST_BACKUP_ID,
      finishedAt: new Date(),
      archive: path.basename(backup.folder),
      bytes: backup.manifest.totals.bytes,
    };
    await client
      .db(gatewayDb)
      .collection<LastBackupRecord>(BACKUP_STATUS_COLLECTION)
      .replaceOne({ _id: LAST_BACKUP_ID }, record, { upsert: true });
    return true;
  } finally {
    await client.close();
  }
}

/** Where the CLIs found the database, and how to let go of it. */
export interface DatabaseTarget {
  uri: string;
  /** One line for the log: `MONGODB_URI`, the running stack, or the server started here. */
  description: string;
  /** The server's kind when this process started it. */
  kind?: string;
  /** True when a running `npm start` owns the database (its services may be writing). */
  stackRunning: boolean;
  /** Stops the server this process started; nothing otherwise. */
  stop: () => Promise<void>;
}

/**
 * Finds the database `npm run backup` and `npm run restore` work on: `MONGODB_URI` if set;
 * otherwise the embedded stack's data folder (`DATA_DIR`, default `<repo>/.data`). If a running
 * `npm start` answers at the address it wrote to `<dataDir>/database-uri`, that server is used; if
 * not, the embedded database is started on `<dataDir>/db` (H2 locks its file, so it is never
 * started while a stack runs on the folder) and `stop()` stops it again. `existing: true` (backup)
 * rejects when the folder holds no database yet, instead of creating an empty one. A stack database
 * that accepts connections but does not answer a ping (a busy machine) is pinged again for up to
 * `busyWaitMs` (default 30 s); then it rejects, rather than starting a second database on the
 * locked folder. Rejects when the embedded database cannot be started.
 */
export async function findDatabase(
  log: Log,
  options: { existing?: boolean; busyWaitMs?: number } = {},
): Promise<DatabaseTarget> {
  const fromEnv = process.env.MONGODB_URI;
  if (fromEnv) {
    return {
      uri: fromEnv,
      description: `MONGODB_URI (${redactUri(fromEnv)})`,
      stackRunning: false,
      stop: async () => {},
    };
  }
  const dataDir = dataDirectory();
  const uriFile = path.join(dataDir, 'database-uri');
  if (existsSync(uriFile)) {
    const uri = readFileSync(uriFile, 'utf8').trim();
    const busyWaitMs = options.busyWaitMs ?? BUSY_DATABASE_WAIT_MS;
    const state = uri ? await databaseState(uri, busyWaitMs) : 'absent';
    if (state === 'answering') {
      return {
        uri,
        description: `the running stack's database at ${uri} (from ${uriFile})`,
        stackRunning: true,
        stop: async () => {},
      };
    }
    if (state === 'listening') {
      // Most likely the stack's own server under load: a second embedded database would wait on
      // H2's file lock.
      throw new Error(
        `a server listens at ${uri} (from ${uriFile}) but did not answer a ping within ` +
          `${Math.round(busyWaitMs / 1000)} s; ` +
          'try again when the stack is less busy, or stop it first',
      );
    }
  }
  const dbDir = path.join(dataDir, 'db');
  if (options.existing && !existsSync(dbDir)) {
    throw new Error(
      `no database in ${dataDir} (no db/ folder, no running stack): nothing to back up; ` +
        "set DATA_DIR to the stack's data folder or MONGODB_URI to the server",
    );
  }
  const database = await startDatabase({ dataDir: dbDir, log });
  return {
    uri: database.uri,
    description: `the embedded ${database.kind} on ${path.join(dataDir, 'db')}, started for this command`,
    kind: database.kind,
    stackRunning: false,
    stop: database.stop,
  };
}

/** The connection string without user name and password, and with secret-looking options masked. */
export function redactUri(uri: string): string {
  return uri
    .replace(/^(mongodb(?:\+srv)?:\/\/)[^/]*@/i, '$1')
    .replace(/([?&][^=&]*(?:password|secret|token|key)[^=&]*=)[^&]*/gi, '$1***');
}

/** `2026-11-24T08:15:00.123Z` → `2026-11-24T08-15-00Z`: sortable, no colons. */
export function timestampName(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/** `1536` → `1.5 KB` (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The error's message, or the thrown value as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------
// Backup internals

interface CollectionInfo {
  name: string;
  type: string;
  options: Document;
}

function freeFolderName(parent: string, name: string): string {
  for (let n = 1; n < 1000; n++) {
    const candidate = path.join(parent, n === 1 ? name : `${name}-${n}`);
    if (!existsSync(candidate)) return candidate;
  }
  throw new Error(`${parent} already holds 999 backups named ${name}`);
}

function driverVersion(): string {
  try {
    return (createRequire(import.meta.url)('mongodb/package.json') as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** buildInfo's version and the server's kind (serverStatus' `process`; mongo-java-server says `java`). */
async function describeServer(admin: Db, known?: string): Promise<{ kind: string; version: string }> {
  const buildInfo = await admin.command({ buildInfo: 1 });
  const version = String(buildInfo.version ?? 'unknown');
  if (known) return { kind: known, version };
  if (buildInfo.ferretdb || buildInfo.ferretdbVersion) return { kind: 'ferretdb', version };
  const status = await admin.command({ serverStatus: 1 }).catch(() => null);
  const processName = typeof status?.process === 'string' ? status.process : 'unknown';
  return { kind: processName === 'java' ? 'mongo-java-server' : processName, version };
}

/** Takes the fsync lock; resolves its release function, or the server's reason for refusing. */
async function takeFsyncLock(lockClient: MongoClient): Promise<(() => Promise<void>) | string> {
  try {
    await lockClient.connect();
    await lockClient.db('admin').command({ fsync: 1, lock: true });
  } catch (error) {
    return messageOf(error);
  }
  let released: Promise<void> | null = null;
  return () => {
    released ??= lockClient
      .db('admin')
      .command({ fsyncUnlock: 1 })
      .then(() => undefined);
    return released;
  };
}

/** Opens a snapshot session and proves it with one read; resolves the session or the refusal. */
async function openSnapshotSession(
  client: MongoClient,
  plan: { name: string; collections: CollectionInfo[] }[],
): Promise<ClientSession | string> {
  const probe = plan.flatMap((d) => d.collections.filter((c) => c.type !== 'view').map((c) => [d.name, c.name]))[0];
  if (!probe) return 'nothing to read';
  const session = client.startSession({ snapshot: true });
  try {
    await client.db(probe[0]).collection(probe[1]).find({}, { session, limit: 1 }).toArray();
    return session;
  } catch (error) {
    await session.endSession().catch(() => undefined);
    return messageOf(error);
  }
}

/** Every site database (not admin/local/config) and its collections, `system.*` left out. */
async function listSiteCollections(client: MongoClient): Promise<{ name: string; collections: CollectionInfo[] }[]> {
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  const names = databases.map((d) => d.name).filter((name) => !SERVER_DATABASES.has(name));
  const plan: { name: string; collections: CollectionInfo[] }[] = [];
  for (const name of names.sort()) {
    const infos = await client.db(name).listCollections({}, { nameOnly: false }).toArray();
    const collections = infos
      .filter((c) => !c.name.startsWith('system.'))
      .map((c) => ({ name: c.name, type: c.type ?? 'collection', options: (c as Document).options ?? {} }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    plan.push({ name, collections });
  }
  return plan;
}

async function dumpDatabase(
  db: Db,
  collections: CollectionInfo[],
  partial: string,
  context: { session?: ClientSession; signal: AbortSignal; log: Log },
): Promise<DatabaseEntry> {
  await mkdir(path.join(partial, fileName(db.databaseName)));
  const entries: CollectionEntry[] = [];
  const names = new Set(collections.map((c) => c.name));
  const gridfs: GridFsBucketEntry[] = [];
  for (const info of collections) {
    context.signal.throwIfAborted();
    const started = Date.now();
    const base = `${fileName(db.databaseName)}/${fileName(info.name)}`;
    const indexes = info.type === 'view' ? [] : await db.collection(info.name).listIndexes().toArray();
    const metadata = EJSON.stringify(
      { name: info.name, type: info.type, options: info.options, indexes },
      undefined,
      2,
      {
        relaxed: false,
      },
    );
    await writeFile(path.join(partial, `${base}.metadata.json`), `${metadata}\n`, { flag: 'wx' });
    const entry: CollectionEntry = {
      name: info.name,
      type: info.type,
      count: 0,
      indexes: indexes.map(summarizeIndex),
      metadata: await describeFile(partial, `${base}.metadata.json`),
    };
    if (info.type !== 'view') {
      // A `<bucket>.files` collection next to its `<bucket>.chunks`: add up the files as they pass.
      const bucket = info.name.endsWith('.files') && names.has(`${info.name.slice(0, -6)}.chunks`);
      const stats = { files: 0, bytes: 0 };
      const written = await dumpCollection(db, info.name, path.join(partial, `${base}.ejson.gz`), {
        session: context.session,
        signal: context.signal,
        onDocument: bucket
          ? (doc) => {
              stats.files += 1;
              stats.bytes += Number(doc.length ?? 0);
            }
          : undefined,
      });
      entry.count = written.count;
      entry.data = { file: `${base}.ejson.gz`, bytes: written.bytes, sha256: written.sha256 };
      if (bucket) gridfs.push({ bucket: info.name.slice(0, -6), ...stats });
    }
    entries.push(entry);
    context.log(
      `backup: ${db.databaseName}.${info.name}: ${info.type === 'view' ? 'view definition' : `${entry.count} documents`}, ` +
        `${entry.indexes.length} indexes, ${formatBytes((entry.data?.bytes ?? 0) + entry.metadata.bytes)} ` +
        `(${Date.now() - started} ms)`,
    );
  }
  return { name: db.databaseName, collections: entries, gridfs };
}

/**
 * Streams one collection, in natural order (so the restore inserts it in the same order), as
 * canonical Extended JSON lines through gzip into `file`; resolves the count, bytes and sha256.
 */
async function dumpCollection(
  db: Db,
  name: string,
  file: string,
  context: { session?: ClientSession; signal: AbortSignal; onDocument?: (doc: Document) => void },
): Promise<{ count: number; bytes: number; sha256: string }> {
  let count = 0;
  // mongo-java-server ignores the 16 MB reply limit and would send a whole collection in one reply;
  // GridFS chunks are up to 255 KiB each, the site's other documents small.
  const batchSize = name.endsWith('.chunks') ? 16 : 256;
  const cursor = db.collection(name).find({}, { session: context.session, batchSize });
  try {
    await pipeline(
      async function* lines() {
        for await (const doc of cursor) {
          count += 1;
          context.onDocument?.(doc);
          yield `${EJSON.stringify(doc, { relaxed: false })}\n`;
        }
      },
      createGzip(),
      createWriteStream(file, { flags: 'wx' }),
      { signal: context.signal },
    );
  } finally {
    await cursor.close().catch(() => undefined);
  }
  return { count, ...(await sha256Of(file)) };
}

function summarizeIndex(index: Document): IndexSummary {
  const summary: IndexSummary = {
    name: String(index.name),
    key: EJSON.serialize(index.key, { relaxed: true }) as Record<string, unknown>,
  };
  if (index.unique) summary.unique = true;
  if (index.expireAfterSeconds !== undefined) summary.expireAfterSeconds = Number(index.expireAfterSeconds);
  return summary;
}

/**
 * A database or collection name as a file name: letters, digits, `.`, `_` and `-` stay, anything
 * else (and a leading dot) becomes `%XX`, so no name can leave the folder or clash with another.
 */
function fileName(name: string): string {
  return encodeURIComponent(name)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/^\./, '%2E');
}

async function sha256Of(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function describeFile(folder: string, file: string): Promise<ArchiveFile> {
  return { file, ...(await sha256Of(path.join(folder, file))) };
}

function totalsOf(databases: DatabaseEntry[]): Manifest['totals'] {
  let collections = 0;
  let documents = 0;
  let bytes = 0;
  for (const db of databases) {
    for (const c of db.collections) {
      collections += 1;
      documents += c.count;
      bytes += (c.data?.bytes ?? 0) + c.metadata.bytes;
    }
  }
  return { databases: databases.length, collections, documents, bytes };
}

// ---------------------------------------------------------------------------------------------
// Restore internals

async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, 'manifest.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new ArchiveVerificationError(
      `${folder} is not a finished backup: it has no manifest.json (a backup still being written is named .<timestamp>.partial-<pid>)`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch (error) {
    throw new ArchiveVerificationError(`${file} is not valid JSON: ${messageOf(error)}`);
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION) {
    throw new ArchiveVerificationError(
      `${file} is not a ${ARCHIVE_FORMAT} version ${ARCHIVE_VERSION} manifest (format ${String(manifest.format)}, version ${String(manifest.version)})`,
    );
  }
  if (!Array.isArray(manifest.databases)) throw new ArchiveVerificationError(`${file} lists no databases`);
  return manifest;
}

/** Every file of the manifest exists inside the folder with its size and sha256; else throws listing each difference. */
async function verifyArchive(folder: string, manifest: Manifest): Promise<void> {
  const problems: string[] = [];
  for (const db of manifest.databases) {
    if (SERVER_DATABASES.has(db.name)) problems.push(`database ${db.name} belongs to the server and is never restored`);
    for (const collection of db.collections) {
      for (const expected of [collection.metadata, collection.data]) {
        if (!expected) continue;
        const file = insideFolder(folder, expected.file);
        if (!file) {
          problems.push(`${expected.file}: not a path inside the backup folder`);
          continue;
        }
        const found = await sha256Of(file).catch(() => null);
        if (!found) problems.push(`${expected.file}: missing`);
        else if (found.sha256 !== expected.sha256 || found.bytes !== expected.bytes) {
          problems.push(
            `${expected.file}: sha256 ${found.sha256} (${found.bytes} bytes), the manifest says ${expected.sha256} (${expected.bytes} bytes)`,
          );
        }
      }
    }
  }
  if (problems.length > 0) {
    throw new ArchiveVerificationError(
      `${folder} does not match its manifest, nothing was restored:\n  ${problems.join('\n  ')}`,
    );
  }
}

function insideFolder(folder: string, file: string): string | null {
  const resolved = path.resolve(folder, file);
  return resolved.startsWith(folder + path.sep) ? resolved : null;
}

async function userCollectionNames(db: Db): Promise<string[]> {
  const infos = await db.listCollections({}, { nameOnly: true }).toArray();
  return infos.map((c) => c.name).filter((name) => !name.startsWith('system.'));
}

/** The index fields a server reports but does not take back: version, namespace, the retired background flag. */
function indexSpec(index: Document): Document {
  const { v: _v, ns: _ns, background: _background, ...spec } = index;
  return spec;
}

/**
 * Creates one collection with its options and indexes, inserts its documents and checks the
 * count; resolves the number inserted. Indexes come first, so a unique index holds during the
 * insert (a duplicate stops the restore at its batch) and the collection is never visible without
 * them; TTL indexes come after the count check, so the TTL monitor cannot delete expired documents
 * (revoked tokens) while they are counted.
 */
async function restoreCollection(
  db: Db,
  entry: CollectionEntry,
  folder: string,
  context: { log: Log; signal?: AbortSignal },
): Promise<number> {
  const started = Date.now();
  const metadata = EJSON.parse(await readFile(insideFolder(folder, entry.metadata.file)!, 'utf8'), {
    relaxed: false,
  }) as { options?: Document; indexes?: Document[] };
  const options = metadata.options ?? {};
  await db.createCollection(entry.name, options);
  if (entry.type === 'view') {
    context.log(`restore: ${db.databaseName}.${entry.name}: view created (${Date.now() - started} ms)`);
    return 0;
  }
  const specs = (metadata.indexes ?? []).filter((i) => i.name !== '_id_').map(indexSpec);
  const ttl = specs.filter((i) => i.expireAfterSeconds !== undefined);
  const regular = specs.filter((i) => i.expireAfterSeconds === undefined);
  if (regular.length > 0) await db.command({ createIndexes: entry.name, indexes: regular });

  const collection = db.collection(entry.name);
  const bypassDocumentValidation = options.validator ? true : undefined;
  let inserted = 0;
  let batch: Document[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true, bypassDocumentValidation });
    inserted += batch.length;
    batch = [];
    batchBytes = 0;
    context.signal?.throwIfAborted();
  };
  // A pipeline, so a read or gunzip error ends the loop instead of leaving it waiting.
  await pipeline(
    createReadStream(insideFolder(folder, entry.data!.file)!),
    createGunzip(),
    async (input: AsyncIterable<Buffer>) => {
      for await (const line of lines(input)) {
        if (line.length === 0) continue;
        batch.push(EJSON.parse(line, { relaxed: false }) as Document);
        batchBytes += line.length;
        if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
      }
      await flush();
    },
  );

  const count = await collection.countDocuments({});
  if (count !== entry.count || inserted !== entry.count) {
    throw new Error(
      `${db.databaseName}.${entry.name}: ${count} documents after the restore (${inserted} inserted), the manifest says ${entry.count}`,
    );
  }
  if (ttl.length > 0) await db.command({ createIndexes: entry.name, indexes: ttl });
  const present = new Set((await collection.listIndexes().toArray()).map((i) => String(i.name)));
  const missing = entry.indexes.map((i) => i.name).filter((name) => !present.has(name));
  if (missing.length > 0) {
    context.log(
      `restore: warning: ${db.databaseName}.${entry.name}: the server does not list index ${missing.join(', ')}`,
    );
  }
  context.log(
    `restore: ${db.databaseName}.${entry.name}: ${inserted} documents, ${present.size} indexes (${Date.now() - started} ms)`,
  );
  return inserted;
}

/**
 * The lines of a text stream, read as they are consumed: the next chunk is read only when the
 * loop asks for more, so a collection never sits in memory (readline's iterator reads ahead).
 */
async function* lines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  for await (const chunk of input) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      yield pending + text.slice(start, newline);
      pending = '';
      start = newline + 1;
    }
    pending += text.slice(start);
  }
  pending += decoder.end();
  if (pending.length > 0) yield pending;
}

async function gridFsStats(db: Db, bucket: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for await (const file of db.collection(`${bucket}.files`).find({}, { projection: { length: 1 } })) {
    files += 1;
    bytes += Number(file.length ?? 0);
  }
  return { files, bytes };
}

/** How long `findDatabase` keeps pinging a stack database that listens but does not answer (ms). */
const BUSY_DATABASE_WAIT_MS = 30_000;

/**
 * Whether a MongoDB server answers a ping at `uri`: `'absent'` when nothing listens there (the
 * stack has stopped and left the file: the refused connection says so at once, without waiting for
 * the driver's server selection), `'answering'` when a ping succeeds within `waitMs`, and
 * `'listening'` when the port is open but no ping succeeded in that time. Pings are retried with
 * a growing limit (2 s, 4 s, 8 s …) because a loaded machine can be slow to answer the first one.
 */
async function databaseState(uri: string, waitMs: number): Promise<'absent' | 'answering' | 'listening'> {
  const plain = /^mongodb:\/\/([^/:,@]+):(\d+)\/?$/.exec(uri);
  if (plain && !(await portOpen(plain[1], Number(plain[2])))) return 'absent';
  const deadline = Date.now() + waitMs;
  let limit = 2000;
  for (;;) {
    const remaining = deadline - Date.now();
    if (await pings(uri, Math.max(250, Math.min(limit, remaining)))) return 'answering';
    if (!plain) return 'absent'; // no address to tell a busy server from none: one ping only
    if (Date.now() >= deadline) return 'listening';
    limit *= 2;
  }
}

/** True when a MongoDB server at `uri` answers `{ ping: 1 }` within `limitMs`. */
async function pings(uri: string, limitMs: number): Promise<boolean> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: limitMs,
    connectTimeoutMS: limitMs,
    socketTimeoutMS: limitMs,
  });
  try {
    await client.connect();
    await client.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * The body of `npm run backup` and `npm run restore`: finds the database (`findDatabase` with
 * `existing`), runs `command` on it and stops what it started, then exits 0, or 1 with
 * `<verb>: failed after <s> s: <reason>`. `started` is the command's start (ms since the epoch).
 * The first Ctrl-C or SIGTERM aborts `signal` with `<verb> interrupted by SIGINT<hint>` (the
 * command stops at its next step and cleans up); a second one exits at once with 130.
 */
export async function runDatabaseCommand(
  verb: string,
  options: { started: number; existing?: boolean; hint?: string },
  command: (database: DatabaseTarget, signal: AbortSignal) => Promise<void>,
): Promise<never> {
  const signal = abortOnSignals(verb, options.hint);
  const log = (line: string) => console.log(line);
  let exitCode = 0;
  try {
    const database = await findDatabase(log, { existing: options.existing });
    try {
      log(`${verb}: database: ${database.description}`);
      signal.throwIfAborted();
      await command(database, signal);
    } finally {
      await database.stop();
    }
  } catch (error) {
    console.error(`${verb}: failed after ${((Date.now() - options.started) / 1000).toFixed(1)} s: ${messageOf(error)}`);
    exitCode = 1;
  }
  process.exit(exitCode);
}

function abortOnSignals(verb: string, hint = ''): AbortSignal {
  const controller = new AbortController();
  let signals = 0;
  for (const name of ['SIGINT', 'SIGTERM'] as const) {
    process.on(name, () => {
      signals += 1;
      if (signals > 1) process.exit(130);
      controller.abort(new Error(`${verb} interrupted by ${name}${hint}`));
    });
  }
  return controller.signal;
}
