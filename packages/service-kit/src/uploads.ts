import multer from '@koa/multer';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '@consulting/contracts';
import { HttpError } from './errors.ts';

/** A file as @koa/multer's memory storage hands it over. */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/**
 * Multipart parser keeping files in memory, at most `MAX_UPLOAD_BYTES` (5 MiB − 1) each: the
 * limit is enforced while the stream is read, and a larger file ends the request with 413
 * (spec §5). `fields` lists the file fields and how many files each takes.
 */
export function multipartUpload(fields: { name: string; maxCount: number }[]) {
  const options = {
    storage: multer.memoryStorage(),
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: fields.reduce((n, f) => n + f.maxCount, 0),
      fields: 50,
      fieldSize: 64 * 1024,
    },
    // Browsers send file names as raw UTF-8; multer's default (latin1) garbles Arabic names.
    // (Not in @types/koa__multer, hence the variable instead of an object literal.)
    defParamCharset: 'utf8',
  };
  return multer(options).fields(fields);
}

/** The kinds of file the site accepts, by content (spec §5, §9). */
export type AcceptedKind = 'pdf' | 'image' | 'document';

const ACCEPTED_MIME: Record<AcceptedKind, string[]> = {
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/png', 'image/gif'],
  // .doc files are OLE compound files (application/x-cfb); .docx are zip-based Word files.
  document: [
    'application/pdf',
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
};

/**
 * Checks a file's type by its bytes (file-type), never by its name or the browser's claim.
 * Returns the detected MIME type; throws HttpError 415 `Unsupported file type` otherwise, and
 * 413 if a file somehow exceeds the size limit.
 */
export async function assertFileKind(file: UploadedFile, kind: AcceptedKind): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, 'File size should be less than 5MB');
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !ACCEPTED_MIME[kind].includes(detected.mime)) {
    throw new HttpError(
      415,
      kind === 'pdf' ? 'Unsupported file type: please select PDF files only' : 'Unsupported file type',
    );
  }
  return detected.mime;
}
