import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import { MEDIA_BUCKET } from './media.model.ts';

/**
 * The media library's files in the GridFS bucket `media` (issue 15 part 2, architecture "Media
 * library"): written by id, read back by id, never a file-system path. The same pattern as the
 * requests service's `GridFileStore` (services do not import each other's code, and this one
 * needs no more than write, delete and open).
 */
export class MediaStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;

  constructor(connection: mongoose.Connection) {
    if (!connection.db) throw new Error('MediaStore needs an open connection');
    // mongoose's own driver, so the bucket and the connection share one mongodb version.
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db, { bucketName: MEDIA_BUCKET });
  }

  /**
   * Writes `buffer` as `name` (e.g. `w640.webp`) of item `mediaId` and resolves the GridFS id.
   * On a database error it deletes what it wrote (GridFS writes the chunks before the `.files`
   * record, so a failure in between would leave chunks no file owns) and rethrows.
   */
  async save(buffer: Buffer, file: { name: string; mime: string; mediaId: string }): Promise<mongoose.Types.ObjectId> {
    const upload = this.bucket.openUploadStream(file.name, {
      metadata: { media_id: file.mediaId, mime: file.mime },
    });
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

  /** A stream of the file's bytes (errors on the stream if the file is gone). */
  open(id: mongoose.Types.ObjectId): Readable {
    return this.bucket.openDownloadStream(id);
  }
}

/**
 * Creates the bucket's `media.files` and `media.chunks` collections with the indexes GridFS
 * uses, before the service takes requests: GridFS would create them on the first upload, but two
 * first uploads at once would race the creation (mongo-java-server can lose a document written
 * while its collection is being made). Safe when several instances start at once.
 */
export async function prepareMediaBucket(connection: mongoose.Connection): Promise<void> {
  const db = connection.db!;
  for (const suffix of ['files', 'chunks']) {
    const name = `${MEDIA_BUCKET}.${suffix}`;
    const listed = await db.listCollections({ name }, { nameOnly: true }).toArray();
    // Filtered here too: mongo-java-server lists every collection whatever the filter.
    if (listed.some((collection) => collection.name === name)) continue;
    await db.createCollection(name).catch(async (error: unknown) => {
      const made = await db.listCollections({ name }, { nameOnly: true }).toArray();
      if (!made.some((collection) => collection.name === name)) throw error;
    });
  }
  await db.collection(`${MEDIA_BUCKET}.files`).createIndex({ filename: 1, uploadDate: 1 });
  await db.collection(`${MEDIA_BUCKET}.chunks`).createIndex({ files_id: 1, n: 1 }, { unique: true });
}
