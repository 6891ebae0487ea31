import multer from '@koa/multer';
import type { Middleware } from 'koa';
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

/** Longest text field of a multipart form, in bytes (a request's message is at most 10,000 characters). */
export const MULTIPART_FIELD_MAX_BYTES = 64 * 1024;
/** Most text fields a multipart form may carry (the forms send about a dozen). */
export const MULTIPART_MAX_FIELDS = 50;

/** The answer to a multipart body that cannot be read (truncated, bad boundary, broken part header). */
export const MALFORMED_MULTIPART = 'Malformed multipart body';
/** The answer to a body of another type sent to a multipart route. */
export const EXPECTED_MULTIPART = 'Expected a multipart/form-data body';

/**
 * Multipart parser keeping `fields`' files in memory, each at most `MAX_UPLOAD_BYTES` or
 * `options.maxFileBytes`, checked while streaming: larger is 413 (spec §5, MulterError
 * `LIMIT_FILE_SIZE`). Bad bodies never reach a 5xx nor the handler:
 * - another content type → HttpError 415 `EXPECTED_MULTIPART` (no body goes on);
 * - an unreadable body → HttpError 400 `MALFORMED_MULTIPART`;
 * - too many fields or parts, a field over `MULTIPART_FIELD_MAX_BYTES`, a name over 200 bytes →
 *   MulterError 413; an unknown file field, too many files, nesting over 4 or an index over 100 →
 *   MulterError 400.
 */
export function multipartUpload(
  fields: { name: string; maxCount: number }[],
  { maxFileBytes = MAX_UPLOAD_BYTES }: { maxFileBytes?: number } = {},
): Middleware {
  const files = fields.reduce((n, f) => n + f.maxCount, 0);
  const options = {
    storage: multer.memoryStorage(),
    limits: {
      fileSize: maxFileBytes,
      files,
      fields: MULTIPART_MAX_FIELDS,
      parts: MULTIPART_MAX_FIELDS + files,
      fieldSize: MULTIPART_FIELD_MAX_BYTES,
      fieldNameSize: 200,
      headerPairs: 20,
      // `a[99999999]` would otherwise build a sparse array that length for the handler to walk.
      fieldNestingDepth: 4,
      fieldArrayIndexLimit: 100,
    },
    // Browsers send file names as raw UTF-8; multer's default (latin1) garbles Arabic names.
    // (Not in @types/koa__multer, hence the variable instead of an object literal.)
    defParamCharset: 'utf8',
  };
  const parse = multer(options).fields(fields);
  return async (ctx, next) => {
    const type = ctx.is('multipart/form-data');
    if (type === false) throw new HttpError(415, EXPECTED_MULTIPART);
    if (type !== null) {
      try {
        // Run the parser alone, so only its own errors are translated here.
        await parse(ctx, async () => undefined);
      } catch (error) {
        if (error instanceof HttpError || (error as { name?: unknown } | null)?.name === 'MulterError') throw error;
        // Busboy's errors and an aborted request are plain Errors: the body could not be read.
        throw new HttpError(400, MALFORMED_MULTIPART);
      }
    }
    await next();
  };
}

/** `buffer`'s type from its bytes (file-type), `{mime: 'image/png', ext: 'png'}`, or null (text, XML). */
export async function detectFileType(buffer: Uint8Array): Promise<{ mime: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(buffer);
  return detected ? { mime: detected.mime, ext: detected.ext } : null;
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
 * A file's MIME type by its bytes, never its name or claimed type. Throws HttpError 415
 * `Unsupported file type`, or 413 over the size limit.
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
