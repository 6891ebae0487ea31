import mongoose from 'mongoose';
import type { Readable } from 'node:stream';

/** Metadata kept with each attachment in GridFS. */
export interface AttachmentMetadata {
  original_name: string;
  /** Bytes. */
  size: number;
  /** MIME type detected from the content (never the browser's claim). */
  mime: string;
}

/** An attachment found in GridFS, ready to stream. */
export interface StoredAttachment {
  id: string;
  name: string;
  /** Bytes. */
  length: number;
  mime: string;
  open: () => Readable;
}

/**
 * PDF attachments of requests in the GridFS bucket `attachments` (architecture "Uploads"):
 * stored by id, read back by id; nothing here ever touches a file-system path.
 */
export class AttachmentStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;

  constructor(connection: mongoose.Connection) {
    if (!connection.db) throw new Error('AttachmentStore needs an open connection');
    // mongoose's own driver, so the bucket and the connection share one mongodb version.
    this.bucket = new mongoose.mongo.GridFSBucket(connection.db, { bucketName: 'attachments' });
  }

  /** Writes `buffer` to GridFS and resolves its id. Rejects on a database error. */
  async save(buffer: Buffer, metadata: AttachmentMetadata): Promise<mongoose.Types.ObjectId> {
    const upload = this.bucket.openUploadStream(metadata.original_name, { metadata });
    await new Promise<void>((resolve, reject) => {
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(buffer);
    });
    return upload.id;
  }

  /** Deletes an attachment; a missing one is not an error (used to undo a failed submission). */
  async remove(id: mongoose.Types.ObjectId): Promise<void> {
    try {
      await this.bucket.delete(id);
    } catch (error) {
      if (!(error instanceof mongoose.mongo.MongoRuntimeError && /not found/i.test(error.message))) throw error;
    }
  }

  /** The attachment with GridFS id `id` (a hex string from the URL), or null when none exists. */
  async find(id: string): Promise<StoredAttachment | null> {
    if (!mongoose.isObjectIdOrHexString(id)) return null;
    const objectId = new mongoose.Types.ObjectId(id);
    const file = await this.bucket.find({ _id: objectId }).limit(1).next();
    if (!file) return null;
    const metadata = (file.metadata ?? {}) as Partial<AttachmentMetadata>;
    return {
      id,
      name: metadata.original_name ?? file.filename,
      length: file.length,
      mime: metadata.mime ?? 'application/pdf',
      open: () => this.bucket.openDownloadStream(objectId),
    };
  }
}
