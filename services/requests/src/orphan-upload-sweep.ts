/**
 * Clean recovery: files in the service's GridFS buckets that no record refers
 * to are removed. A submission writes its files first (GridFS: the chunks, then the `.files`
 * record) and its document last, and deletes the files again when the document cannot be
 * written; a process or database killed in between, or a clean-up delete that fails because the
 * database is gone, leaves files (or chunks without a `.files` record) behind. So does a
 * deleted join application whose file delete failed. The sweep finds and deletes them.
 *
 * Only plain find / delete and `$match`/`$group` aggregations: the same code runs on
 * mongo-java-server and MongoDB 7, without transactions. Deletes are idempotent, so several
 * requests instances may sweep at once.
 */
import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { registeredCounter, type MetricsRegistry } from '@consulting/service-kit';
import { BUCKET_NAMES } from './grid-file-store.ts';
import { joinApplicationModel } from './models/join-application.model.ts';
import { serviceRequestModel } from './models/service-request.model.ts';
import { trackRequestModel } from './models/track-request.model.ts';

type BucketName = (typeof BUCKET_NAMES)[number];

/** A field of a record collection that holds the id of a file of a bucket. */
interface FileReference {
  /** The collection's name, from its model. */
  collection: (connection: mongoose.Connection) => string;
  field: string;
}

const collectionOf =
  (model: (connection: mongoose.Connection) => { collection: { collectionName: string } }) =>
  (connection: mongoose.Connection) =>
    model(connection).collection.collectionName;

/**
 * Which records refer to the files of each bucket: request PDFs (`attachments`) from both
 * request collections, applicants' images and CVs (`join_applications`) from the applications.
 * A new field that stores a file id must be added here, or the sweep removes its files.
 */
const BUCKET_REFERENCES: Record<BucketName, readonly FileReference[]> = {
  attachments: [
    { collection: collectionOf(serviceRequestModel), field: 'attachment_id' },
    { collection: collectionOf(trackRequestModel), field: 'attachment_id' },
  ],
  join_applications: [
    { collection: collectionOf(joinApplicationModel), field: 'profile_image_id' },
    { collection: collectionOf(joinApplicationModel), field: 'cv_file_id' },
  ],
};

/** Ids per `$in` query and per delete. */
const BATCH = 500;

/** What one sweep removed from one bucket. */
export interface BucketSweepCounts {
  /** `.files` records no record refers to, removed with their chunks. */
  files: number;
  /** Chunk documents of those files. */
  fileChunks: number;
  /** Chunk documents whose `files_id` has no `.files` record. */
  loneChunks: number;
}

export type OrphanSweepResult = Record<BucketName, BucketSweepCounts>;

export interface OrphanUploadSweeperOptions {
  connection: mongoose.Connection;
  logger: Logger;
  /**
   * Milliseconds a file or chunk must be old before it can count as an orphan: longer than any
   * submission takes from its first chunk to its document, plus the clock difference between
   * instances (ORPHAN_SWEEP_GRACE_MS, default 10 minutes).
   */
  graceMs: number;
  /** Where `orphan_uploads_removed_total{bucket,kind}` is counted (the service's `/metrics`). */
  registry: MetricsRegistry;
}

export interface OrphanUploadSweeper {
  /**
   * One sweep of every bucket at time `now` (ms since the epoch): deletes `.files` records
   * uploaded before `now - graceMs` that no record refers to, with their chunks, and chunks
   * created before `now - graceMs` (the time in their ObjectId) whose file has no `.files`
   * record. Resolves what it removed; rejects on a database error (the caller tries again next
   * round). Logs one line when it removed anything.
   */
  sweep: (now?: number) => Promise<OrphanSweepResult>;
}

function chunked<T>(items: T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  return batches;
}

/** Creates the sweeper; `startBackgroundTask` runs it at start and every interval (main.ts). */
export function createOrphanUploadSweeper(options: OrphanUploadSweeperOptions): OrphanUploadSweeper {
  const { connection, logger, graceMs } = options;
  const removed = registeredCounter(options.registry, {
    name: 'orphan_uploads_removed_total',
    help: 'Orphan uploads removed by the sweep, by GridFS bucket and kind (file: .files records; chunks: chunks without one)',
    labelNames: ['bucket', 'kind'],
  });
  const db = () => {
    if (!connection.db) throw new Error('the database connection is not open');
    return connection.db;
  };

  /** The ids among `ids` (hex strings) that some record of `bucket` refers to. */
  async function referenced(bucket: BucketName, ids: mongoose.Types.ObjectId[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const { collection, field } of BUCKET_REFERENCES[bucket]) {
      const records = db().collection(collection(connection));
      for (const batch of chunked(ids)) {
        const cursor = records.find({ [field]: { $in: batch } }, { projection: { [field]: 1 } });
        for await (const record of cursor) found.add(String(record[field]));
      }
    }
    return found;
  }

  /** Every value of `field` in the records referring to `bucket`'s files, as hex strings. */
  async function allReferences(bucket: BucketName): Promise<Set<string>> {
    const found = new Set<string>();
    for (const { collection, field } of BUCKET_REFERENCES[bucket]) {
      const records = db().collection(collection(connection));
      const cursor = records.aggregate<{ _id: unknown }>([
        { $match: { [field]: { $ne: null } } },
        { $group: { _id: `$${field}` } },
      ]);
      for await (const group of cursor) found.add(String(group._id));
    }
    return found;
  }

  async function sweepBucket(bucket: BucketName, cutoff: Date): Promise<BucketSweepCounts> {
    const files = db().collection(`${bucket}.files`);
    const chunks = db().collection(`${bucket}.chunks`);
    const counts: BucketSweepCounts = { files: 0, fileChunks: 0, loneChunks: 0 };

    // References are read before the files are listed: a file uploaded before `cutoff` had its
    // record written within seconds of the upload, so long before this read.
    const references = await allReferences(bucket);
    const fileIds = new Set<string>();
    const candidates: mongoose.Types.ObjectId[] = [];
    for await (const file of files.find({}, { projection: { _id: 1, uploadDate: 1 } })) {
      const id = file._id as mongoose.Types.ObjectId;
      fileIds.add(String(id));
      const uploaded = file.uploadDate instanceof Date ? file.uploadDate : undefined;
      if (uploaded && uploaded < cutoff && !references.has(String(id))) candidates.push(id);
    }
    if (candidates.length > 0) {
      // Asked once more just before the delete, so a record written since the first read keeps its file.
      const stillReferenced = await referenced(bucket, candidates);
      const orphans = candidates.filter((id) => !stillReferenced.has(String(id)));
      for (const batch of chunked(orphans)) {
        // The `.files` record first, as GridFS deletes: should this stop half-way, the chunks
        // left are lone chunks, removed by the next sweep.
        counts.files += (await files.deleteMany({ _id: { $in: batch }, uploadDate: { $lt: cutoff } })).deletedCount;
        counts.fileChunks += (await chunks.deleteMany({ files_id: { $in: batch } })).deletedCount;
      }
    }

    // Chunks of a file whose `.files` record is missing: its upload stopped before the record
    // was written, or a delete stopped after removing it. An upload in progress has no record
    // yet either, hence the age condition on the chunks themselves.
    const chunkOwners = (await chunks.distinct('files_id')) as unknown[];
    const missing = chunkOwners.filter(
      (owner): owner is mongoose.Types.ObjectId =>
        owner instanceof mongoose.Types.ObjectId && !fileIds.has(String(owner)),
    );
    const oldChunk = { $lt: mongoose.Types.ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000)) };
    for (const batch of chunked(missing)) {
      const written = new Set(
        (await files.find({ _id: { $in: batch } }, { projection: { _id: 1 } }).toArray()).map((f) => String(f._id)),
      );
      const lone = batch.filter((owner) => !written.has(String(owner)));
      if (lone.length === 0) continue;
      counts.loneChunks += (await chunks.deleteMany({ files_id: { $in: lone }, _id: oldChunk })).deletedCount;
    }
    return counts;
  }

  return {
    sweep: async (now = Date.now()) => {
      const cutoff = new Date(now - graceMs);
      const result = {} as OrphanSweepResult;
      for (const bucket of BUCKET_NAMES) {
        const counts = await sweepBucket(bucket, cutoff);
        result[bucket] = counts;
        if (counts.files > 0) removed.inc({ bucket, kind: 'file' }, counts.files);
        if (counts.loneChunks > 0) removed.inc({ bucket, kind: 'chunks' }, counts.loneChunks);
      }
      const total = Object.values(result).reduce((sum, c) => sum + c.files + c.fileChunks + c.loneChunks, 0);
      if (total > 0) logger.info({ removed: result, graceMs }, 'orphan uploads removed');
      else logger.debug({ graceMs }, 'orphan upload sweep: nothing to remove');
      return result;
    },
  };
}
