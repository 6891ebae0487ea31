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
 * Multipart parser keeping files in memory, at most `MAX_UPLOAD_BYTES` (5 MiB − 1) each, or
 * `options.maxFileBytes` (the media library's 10 MiB): the limit is enforced
 * while the stream is read, and a larger file ends the request with 413 (spec §5; a MulterError
 * `LIMIT_FILE_SIZE`, which a route may answer in its own words). `fields` lists the file fields
 * and how many files each takes.
 *
 * Bad bodies never reach a 5xx, and the handler after it does not run:
 * - a body of another type (JSON, urlencoded, text, `multipart/mixed`) → HttpError 415
 *   `EXPECTED_MULTIPART`; a request without a body goes on (the handler names the missing fields);
 * - a body busboy cannot read (truncated, no or wrong boundary, a broken part header, the client
 *   gone) → HttpError 400 `MALFORMED_MULTIPART`;
 * - more than `MULTIPART_MAX_FIELDS` fields, more parts than fields and files together, a field
 *   over `MULTIPART_FIELD_MAX_BYTES`, or a field name over 200 bytes → MulterError, 413 (see
 *   `toErrorResponse`); a file under a field name not in `fields`, more files than `maxCount`, a
 *   field name nested deeper than 4 brackets or an array index above 100 → MulterError, 400.
 * Errors of the middleware after it pass through untouched.
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
        // Busboy's own errors ('Unexpected end of form', 'Multipart: Boundary not found', …) and
        // an aborted request are plain Errors; each means the body could not be read.
        throw new HttpError(400, MALFORMED_MULTIPART);
      }
    }
    await next();
  };
}

/**
 * The type of `buffer` read from its bytes (file-type): `{mime, ext}` such as
 * `{mime: 'image/png', ext: 'png'}`, or null when the content matches no known type (plain
 * text, SVG and other XML are not detected). Never looks at a name or a declared type.
 */
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
