/**
 * Uploaded files in a GridFS bucket (architecture "Uploads"): stored by id, read back by id;
 * nothing here ever touches a file-system path.
 */
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';

/** A file found in GridFS, ready to stream. */
export interface StoredFile {
  id: string;
  /** The name it was stored under. */
  name: string;
  /** Bytes. */
  length: number;
  mime: string;
  open: () => Readable;
}

/**
 * The files of one GridFS bucket (collections `{bucketName}.files` / `.chunks`), each stored
 * with metadata `M`; a file's `mime` is read from `metadata.mime`.
 */
export class GridFileStore<M extends { mime?: string } = { mime?: string }> {
  private readonly bucket: mongoose.mongo.GridFSBucket;
  private readonly fallbackMime: string;
  private readonly filenameOf: (metadata: M) => string;

  /** Defaults: `fallbackMime` `application/octet-stream`, `filenameOf` `file`. Throws unless `connection` is open. */
  constructor(
    connection: mongoose.Connection,
    bucketName: string,
    options: { fallbackMime?: string; filenameOf?: (metadata: M) => string } = {},
  ) {
    if (!connection.db) throw new Error('GridFileStore needs an open connection');
    // mongoose's own driver, so the bucket and the connection share one mongodb version.
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db, { bucketName });
    this.fallbackMime = options.fallbackMime ?? 'application/octet-stream';
    this.filenameOf = options.filenameOf ?? (() => 'file');
  }

  /**
   * Writes `buffer` as `filename` with `metadata`; resolves its id. Rejects on a database error
   * after deleting the orphan chunks it wrote (best effort).
   */
  async save(buffer: Buffer, metadata: M, filename = this.filenameOf(metadata)): Promise<mongoose.Types.ObjectId> {
    const upload = this.bucket.openUploadStream(filename, { metadata });
    try {
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(buffer);
      });
    } catch (error) {
      await this.remove(upload.id).catch(() => undefined);
      throw error;
    }
    return upload.id;
  }

  /** Saves files in order, all or none (spec §5: a rejected submission stores nothing); resolves their ids. */
  async saveAll(files: { buffer: Buffer; metadata: M }[]): Promise<mongoose.Types.ObjectId[]> {
    const saved: mongoose.Types.ObjectId[] = [];
    try {
      for (const file of files) saved.push(await this.save(file.buffer, file.metadata));
    } catch (error) {
      await this.removeAll(saved).catch(() => undefined);
      throw error;
    }
    return saved;
  }

  /** Deletes a file and its chunks; a missing one is not an error. */
  async remove(id: mongoose.Types.ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoRuntimeError && /not found/i.test(error.message))) throw error;
    }
  }

  /** Deletes every file of `ids` (missing ones ignored); rejects with the first failure after trying all. */
  async removeAll(ids: readonly mongoose.Types.ObjectId[]): Promise<void> {
    const results = await Promise.allSettled(ids.map((id) => this.remove(id)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** The file with GridFS id `id` (a hex string from a URL), or null when none exists. */
  async find(id: string): Promise<StoredFile | null> {
    if (!mongoose.isObjectIdOrHexString(id)) return null;
    const objectId = new mongoose.Types.ObjectId(id);
    const file = await this.bucket.find({ _id: objectId }).limit(1).next();
    if (!file) return null;
    const metadata = (file.metadata ?? {}) as Partial<M>;
    return {
      id,
      name: file.filename,
      length: file.length,
      mime: metadata.mime ?? this.fallbackMime,
      open: () => this.bucket.openDownloadStream(objectId),
    };
  }

  /** A stream of the file's bytes (errors on the stream when the file is gone). */
  open(id: mongoose.Types.ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }
}

/** MongoDB's error code for a collection that exists already. */
const NAMESPACE_EXISTS = 48;

/**
 * Creates each bucket's `.files` and `.chunks` collections and indexes before the service takes
 * requests (architecture "Database on these machines"); another instance's creation is no error.
 */
export async function prepareGridBuckets(
  connection: mongoose.Connection,
  bucketNames: readonly string[],
): Promise<void> {
  const db = connection.db!;
  for (const bucket of bucketNames) {
    for (const suffix of ['files', 'chunks']) {
      const name = `${bucket}.${suffix}`;
      if ((await db.listCollections({ name }, { nameOnly: true }).toArray()).length) continue;
      await db.createCollection(name).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
      });
    }
    await db.collection(`${bucket}.files`).createIndex({ filename: 1, uploadDate: 1 });
    await db.collection(`${bucket}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
  }
}
