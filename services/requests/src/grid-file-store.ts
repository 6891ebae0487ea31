import mongoose from 'mongoose';
import type { Readable } from 'node:stream';

/** Metadata kept with each file in GridFS. */
export interface FileMetadata {
  original_name: string;
  /** Bytes. */
  size: number;
  /** MIME type detected from the content (never the browser's claim). */
  mime: string;
}

/** A file found in GridFS, ready to stream. */
export interface StoredFile {
  id: string;
  name: string;
  /** Bytes. */
  length: number;
  mime: string;
  open: () => Readable;
}

/**
 * Uploaded files in one GridFS bucket (architecture "Uploads"): stored by id, read back by id;
 * nothing here ever touches a file-system path. The service keeps two buckets: `attachments`
 * (request PDFs) and `join_applications` (profile images and CVs).
 */
export class GridFileStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;
  private readonly fallbackMime: string;

  /**
   * `bucketName` is the GridFS bucket (collections `{bucketName}.files` / `.chunks`);
   * `fallbackMime` is the type served for a file stored without a detected `mime`.
   */
  constructor(connection: mongoose.Connection, bucketName: string, fallbackMime = 'application/octet-stream') {
    if (!connection.db) throw new Error('GridFileStore needs an open connection');
    // mongoose's own driver, so the bucket and the connection share one mongodb version.
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db, { bucketName });
    this.fallbackMime = fallbackMime;
  }

  /**
   * Writes `buffer` to GridFS and resolves its id. Rejects on a database error, after deleting
   * what the failed upload wrote: GridFS writes the chunks first and the `.files` record last, so
   * a failure in between would otherwise leave chunks that no file owns (issue 6 "Resilience":
   * nothing half-written remains). If the database is gone altogether that clean-up fails too
   * and the original error is still the one thrown.
   */
  async save(buffer: Buffer, metadata: FileMetadata): Promise<mongoose.Types.ObjectId> {
    const upload = this.bucket.openUploadStream(metadata.original_name, { metadata });
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

  /**
   * Saves several files, in order, all or none: resolves their ids in the order given; when one
   * save rejects, the files already written are deleted again and the error is rethrown
   * (spec §5: a rejected submission stores nothing).
   */
  async saveAll(files: { buffer: Buffer; metadata: FileMetadata }[]): Promise<mongoose.Types.ObjectId[]> {
    const saved: mongoose.Types.ObjectId[] = [];
    try {
      for (const file of files) saved.push(await this.save(file.buffer, file.metadata));
    } catch (error) {
      await this.removeAll(saved).catch(() => undefined);
      throw error;
    }
    return saved;
  }

  /** Deletes a file; a missing one is not an error (used to undo a failed submission). */
  async remove(id: mongoose.Types.ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoRuntimeError && /not found/i.test(error.message))) throw error;
    }
  }

  /** Deletes every file of `ids` (missing ones ignored); rejects with the first failure after trying all. */
  async removeAll(ids: mongoose.Types.ObjectId[]): Promise<void> {
    const results = await Promise.allSettled(ids.map((id) => this.remove(id)));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** The file with GridFS id `id` (a hex string from the URL), or null when none exists. */
  async find(id: string): Promise<StoredFile | null> {
    if (!mongoose.isObjectIdOrHexString(id)) return null;
    const objectId = new mongoose.Types.ObjectId(id);
    const file = await this.bucket.find({ _id: objectId }).limit(1).next();
    if (!file) return null;
    const metadata = (file.metadata ?? {}) as Partial<FileMetadata>;
    return {
      id,
      name: metadata.original_name ?? file.filename,
      length: file.length,
      mime: metadata.mime ?? this.fallbackMime,
      open: () => this.bucket.openDownloadStream(objectId),
    };
  }
}

/** The GridFS buckets of this service (attachments of requests, files of join applications). */
export const BUCKET_NAMES = ['attachments', 'join_applications'] as const;

/**
 * Creates each bucket's `.files` and `.chunks` collections with the indexes GridFS uses, before
 * the service takes requests. GridFS would create them on the first upload, but two first
 * uploads at once would then race the creation, and mongo-java-server can lose a document
 * written while its collection is being created.
 */
export async function prepareBuckets(connection: mongoose.Connection): Promise<void> {
  const db = connection.db!;
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const bucket of BUCKET_NAMES) {
    for (const suffix of ['files', 'chunks']) {
      const name = `${bucket}.${suffix}`;
      // Several instances may start at once (scale-out): one that loses the race finds it made.
      if (!existing.has(name)) {
        await db.createCollection(name).catch(async (error: unknown) => {
          // MongoDB answers NamespaceExists (48); mongo-java-server, racing two creations, an
          // "Unknown error … already existed in …system.namespaces". Either way the collection
          // is there when another instance made it: check rather than trust the error's shape.
          // Filtered here too: mongo-java-server lists every collection whatever the filter.
          const made = await db.listCollections({ name }, { nameOnly: true }).toArray();
          if (!made.some((collection) => collection.name === name)) throw error;
        });
      }
    }
    await db.collection(`${bucket}.files`).createIndex({ filename: 1, uploadDate: 1 });
    await db.collection(`${bucket}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
  }
}
