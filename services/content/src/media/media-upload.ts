import mongoose from 'mongoose';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_PDF_BYTES } from '@consulting/contracts';
import { detectFileType, HttpError, multipartUpload, type UploadedFile } from '@consulting/service-kit';
import {
  encodeImageStep,
  IMAGE_FORMATS,
  imageSteps,
  probeImage,
  type ImageEncoder,
  type ImageMime,
} from './media-images.ts';
import type { MediaFile, MediaItem } from './media.model.ts';
import type { MediaStore } from './media-store.ts';

/** The panel's words for a refused upload or alt text (a clear message each). */
export const MEDIA_ERRORS = {
  noFile: 'اختر ملفاً لرفعه',
  unsupported:
    'نوع الملف غير مدعوم: تُقبل الصور (JPEG وPNG وWebP وGIF) وملفات PDF فقط، ويُعرف النوع من محتوى الملف لا من اسمه',
  tooLarge: `حجم الملف أكبر من المسموح: ${MEDIA_MAX_IMAGE_BYTES / 1024 / 1024} ميغابايت للصورة و${MEDIA_MAX_PDF_BYTES / 1024 / 1024} ميغابايت لملف PDF`,
  imageTooLarge: `حجم الصورة أكبر من المسموح (${MEDIA_MAX_IMAGE_BYTES / 1024 / 1024} ميغابايت)`,
  altMissing: (missing: string[]) => `النص البديل للصورة مطلوب ${missing.join(' و')}`,
  altTooLong: 'النص البديل طويل جداً (500 حرف على الأكثر)',
  altNotText: 'النص البديل يجب أن يكون نصاً',
  notFound: 'الملف غير موجود في مكتبة الوسائط',
  nothingToUpdate: 'لا يوجد ما يُحدَّث: أرسل alt_ar أو alt_en',
};

/** Longest alt text (or PDF title), in characters. */
export const MEDIA_ALT_MAX = 500;

/** The upload's form field of the file. */
export const MEDIA_FILE_FIELD = 'file';

/**
 * The multipart parser of `POST /api/admin/media`: one `file`, read into memory up to
 * `MEDIA_MAX_PDF_BYTES` (the larger of the two limits; a larger file ends the read with 413
 * {@link MEDIA_ERRORS}.tooLarge, without reading the rest). The image limit is checked once the
 * content shows it is an image.
 */
export function mediaUpload(): Middleware {
  const parse = multipartUpload([{ name: MEDIA_FILE_FIELD, maxCount: 1 }], { maxFileBytes: MEDIA_MAX_PDF_BYTES });
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      const failure = (error as { name?: unknown; code?: unknown } | null) ?? {};
      if (failure.name === 'MulterError' && failure.code === 'LIMIT_FILE_SIZE')
        throw new HttpError(413, MEDIA_ERRORS.tooLarge);
      throw error;
    }
    if (parsed) await next();
  };
}

/** The `file` multer kept, if any. */
export function uploadedMediaFile(files: unknown): UploadedFile | undefined {
  if (!files || Array.isArray(files)) return undefined;
  return (files as Record<string, UploadedFile[] | undefined>)[MEDIA_FILE_FIELD]?.[0];
}

/** What the content of an upload turned out to be. */
export type DetectedMedia = { kind: 'image'; mime: ImageMime } | { kind: 'pdf'; mime: 'application/pdf' };

/**
 * Decides what an upload is from its bytes alone (file-type), never from its name or the
 * browser's declared type: a JPEG, PNG, WebP or GIF image (at most `MEDIA_MAX_IMAGE_BYTES`) or
 * a PDF (at most `MEDIA_MAX_PDF_BYTES`, already enforced while reading). SVG (script-capable
 * XML), Office files, executables and anything unrecognised are refused.
 * @throws HttpError 400 noFile, 415 unsupported, 413 imageTooLarge.
 */
export async function detectMedia(file: UploadedFile | undefined): Promise<DetectedMedia> {
  if (!file || file.size === 0) throw new HttpError(400, MEDIA_ERRORS.noFile);
  const detected = await detectFileType(file.buffer);
  if (detected?.mime === 'application/pdf') return { kind: 'pdf', mime: 'application/pdf' };
  if (!detected || !Object.hasOwn(IMAGE_FORMATS, detected.mime)) throw new HttpError(415, MEDIA_ERRORS.unsupported);
  if (file.size > MEDIA_MAX_IMAGE_BYTES) throw new HttpError(413, MEDIA_ERRORS.imageTooLarge);
  return { kind: 'image', mime: detected.mime as ImageMime };
}

/** One alt text (or PDF title): trimmed text up to {@link MEDIA_ALT_MAX} characters; null → ''. */
const altText = z
  .preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: MEDIA_ERRORS.altNotText })
      .trim()
      .max(MEDIA_ALT_MAX, { error: MEDIA_ERRORS.altTooLong })
      .meta({ description: `At most ${MEDIA_ALT_MAX} characters; required for an image, a PDF's title otherwise` }),
  )
  .optional();

/**
 * The text fields of `POST /api/admin/media` (multipart, beside `file`) and the body of
 * `PUT /api/admin/media/{id}`: `alt_ar`, `alt_en`, each optional here (an image's are required
 * by {@link assertAltTexts}).
 */
export const mediaAltSchema = z.object({ alt_ar: altText, alt_en: altText });

/** Parsed `alt_ar` / `alt_en` of a body (each undefined when absent); 400 altNotText / altTooLong. */
export function altFields(body: unknown): z.output<typeof mediaAltSchema> {
  const parsed = mediaAltSchema.safeParse(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? MEDIA_ERRORS.altNotText);
  return parsed.data;
}

/** An image needs alt text in both languages (a PDF's are its optional title); else 400 altMissing. */
export function assertAltTexts(kind: MediaItem['kind'], alt: { alt_ar: string; alt_en: string }): void {
  if (kind !== 'image') return;
  const missing = [...(alt.alt_ar ? [] : ['بالعربية']), ...(alt.alt_en ? [] : ['بالإنجليزية'])];
  if (missing.length > 0) throw new HttpError(400, MEDIA_ERRORS.altMissing(missing));
}

/** The stored files and pixel size of a new item, ready for its `media` document. */
export interface StoredUpload {
  width: number;
  height: number;
  /** Bytes of the stored original. */
  size: number;
  files: MediaFile[];
}

/**
 * Writes an upload's files to GridFS under the new item id `mediaId`: a PDF as it came
 * (`original.pdf`); an image as its stripped, upright original and its variants (see
 * `imageSteps`), each encoded then written in turn. All or nothing: when any encode or write
 * fails, every file already written is deleted and the error rethrown (HttpError 400 for an
 * image that cannot be decoded or is too large in pixels, else the database's error).
 */
export async function storeUpload(
  store: MediaStore,
  mediaId: string,
  file: UploadedFile,
  detected: DetectedMedia,
  encode: ImageEncoder = encodeImageStep,
): Promise<StoredUpload> {
  if (detected.kind === 'pdf') {
    const fileId = await store.save(file.buffer, { media_id: mediaId, mime: detected.mime }, 'original.pdf');
    return {
      width: 0,
      height: 0,
      size: file.size,
      files: [{ name: 'original.pdf', file_id: fileId, mime: detected.mime, width: 0, height: 0, size: file.size }],
    };
  }
  const probe = await probeImage(file.buffer);
  const written: mongoose.Types.ObjectId[] = [];
  const files: MediaFile[] = [];
  try {
    for (const step of imageSteps(detected.mime, probe)) {
      const encoded = await encode(file.buffer, step, probe);
      const fileId = await store.save(encoded.buffer, { media_id: mediaId, mime: step.mime }, step.name);
      written.push(fileId);
      files.push({
        name: step.name,
        file_id: fileId,
        mime: step.mime,
        width: encoded.width,
        height: encoded.height,
        size: encoded.buffer.length,
      });
    }
  } catch (error) {
    await store.removeAll(written).catch(() => undefined);
    throw error;
  }
  const original = files[0]!;
  return { width: original.width, height: original.height, size: original.size, files };
}
