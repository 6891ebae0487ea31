import type { Metadata, SharpOptions } from 'sharp';
import { MEDIA_VARIANT_WIDTHS } from '@consulting/contracts';
import { HttpError } from '@consulting/service-kit';

/** The media library's images (sharp): an upload's pixel size, its stored original and variants. */

let sharpLoaded: Promise<(typeof import('sharp'))['default']> | undefined;
/**
 * sharp, loaded with the first image rather than at start (a process may never see an upload),
 * with libvips' operation cache off: each file is decoded and written once, never repeated.
 */
function loadSharp(): Promise<(typeof import('sharp'))['default']> {
  return (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

/** The formats the library stores (sharp's names). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image formats the library takes, as file-type names them, with their file extension. */
export const IMAGE_FORMATS = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  'image/gif': { format: 'gif', ext: 'gif' },
} as const satisfies Record<string, { format: ImageFormat; ext: string }>;
export type ImageMime = keyof typeof IMAGE_FORMATS;

/**
 * The most pixels an image may have, every frame counted; a larger one (a "decompression bomb"
 * fits in a small file) is refused from its header, before any pixel is decoded.
 */
export const MEDIA_MAX_IMAGE_PIXELS = 40_000_000;

/** The messages an upload may be refused with (the panel is Arabic). */
export const IMAGE_ERRORS = {
  corrupt: 'تعذّرت قراءة الصورة: الملف تالف أو غير مكتمل',
  tooManyPixels: `أبعاد الصورة كبيرة جداً: الحد الأقصى ${MEDIA_MAX_IMAGE_PIXELS / 1_000_000} ميغابكسل`,
};

/** An upload's pixel size as pages show it (after EXIF rotation) and whether it moves. */
export interface ImageProbe {
  width: number;
  height: number;
  /** More than one frame (an animated GIF or WebP). */
  animated: boolean;
  /** A palette PNG (its variants stay palette PNGs, so they stay small). */
  palette: boolean;
}

/** One file to write: the original (`width` null, its own size) or a variant `width` pixels wide. */
export interface ImageStep {
  /** `original.{ext}` or `w{width}.{ext}`. */
  name: string;
  mime: string;
  format: ImageFormat;
  width: number | null;
}

/** An encoded file and its pixel size. */
export interface EncodedImage {
  buffer: Buffer;
  width: number;
  height: number;
}

/**
 * Encodes one step of an upload (the seam tests use to make a variant fail). The default is
 * {@link encodeImageStep}; anything it throws aborts the upload, which then stores nothing.
 */
export type ImageEncoder = (input: Buffer, step: ImageStep, probe: ImageProbe) => Promise<EncodedImage>;

const readOptions = (animated: boolean): SharpOptions => ({
  // sharp refuses the decode above the limit too (all frames of an animated image together).
  limitInputPixels: MEDIA_MAX_IMAGE_PIXELS,
  // Truncated or damaged pixel data is refused rather than stored half-grey.
  failOn: 'truncated',
  animated,
  // EXIF rotation is applied, then the tag (with all other metadata) is not written back.
  autoOrient: !animated,
});

/**
 * Reads an image's header: its size after EXIF rotation, frames and palette.
 * @throws HttpError 400 {@link IMAGE_ERRORS}.corrupt when sharp cannot read it, 400
 *   `tooManyPixels` when it has more than {@link MEDIA_MAX_IMAGE_PIXELS} pixels (all frames).
 */
export async function probeImage(input: Buffer): Promise<ImageProbe> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'truncated' }).metadata();
  } catch {
    throw new HttpError(400, IMAGE_ERRORS.corrupt);
  }
  const frameHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !frameHeight) throw new HttpError(400, IMAGE_ERRORS.corrupt);
  const frames = meta.pages ?? 1;
  if (meta.width * frameHeight * frames > MEDIA_MAX_IMAGE_PIXELS) throw new HttpError(400, IMAGE_ERRORS.tooManyPixels);
  const animated = frames > 1;
  const oriented = !animated && meta.autoOrient ? meta.autoOrient : { width: meta.width, height: frameHeight };
  return { width: oriented.width, height: oriented.height, animated, palette: meta.isPalette === true };
}

/**
 * The files an image of type `mime` and size `probe` is stored as: the original, then for each
 * of `MEDIA_VARIANT_WIDTHS` narrower than it a WebP and one in the original's format (a GIF's
 * variants are still GIFs, of its first frame only).
 */
export function imageSteps(mime: ImageMime, probe: ImageProbe): ImageStep[] {
  const { format, ext } = IMAGE_FORMATS[mime];
  const steps: ImageStep[] = [{ name: `original.${ext}`, mime, format, width: null }];
  for (const width of MEDIA_VARIANT_WIDTHS) {
    if (width >= probe.width) continue;
    steps.push({ name: `w${width}.webp`, mime: 'image/webp', format: 'webp', width });
    if (format !== 'webp') steps.push({ name: `w${width}.${ext}`, mime, format, width });
  }
  return steps;
}

/**
 * Encodes one step with sharp, decoded from the upload and written fresh: upright by its EXIF
 * orientation and without the upload's metadata (EXIF, GPS, XMP). The original keeps its format,
 * size and frames (quality 90); variants are `step.width` wide, from the first frame.
 * @throws HttpError 400 {@link IMAGE_ERRORS}.corrupt when the pixels cannot be decoded.
 */
export async function encodeImageStep(input: Buffer, step: ImageStep, probe: ImageProbe): Promise<EncodedImage> {
  const animated = probe.animated && step.width === null;
  const sharp = await loadSharp();
  let pipeline = sharp(input, readOptions(animated));
  if (step.width !== null) pipeline = pipeline.resize({ width: step.width, withoutEnlargement: true });
  const quality = step.width === null ? 90 : 80;
  switch (step.format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9, palette: probe.palette });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { buffer: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new HttpError(400, IMAGE_ERRORS.corrupt);
  }
}
