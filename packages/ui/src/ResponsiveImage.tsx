import type { MediaRef, MediaVariant } from '@consulting/contracts';
import { classNames } from './button.tsx';

export interface ResponsiveImageProps {
  /** An image of the media library (a PDF renders nothing). */
  media: MediaRef;
  /** The `sizes` attribute: how wide the image is drawn, e.g. `(min-width: 768px) 25vw, 100vw`. */
  sizes: string;
  /** The page language: picks `alt_ar` or `alt_en`. */
  language: 'ar' | 'en';
  /** Classes of the `<img>` (the `<picture>` has `display: contents`, so the image is laid out directly). */
  className?: string;
  /** The page's largest first-view image (the hero's first slide): loaded eagerly, with high priority. */
  priority?: boolean;
}

/** `url 320w, url 640w, …` of the given variants. */
function srcSet(variants: readonly Pick<MediaVariant, 'url' | 'width'>[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * An image of the media library drawn responsively: a `<picture>` with a WebP `<source>` and an
 * `<img>` in the original's format, both with `sizes`, so the browser downloads the narrowest file
 * that fills the drawn width. `width`/`height` (pixels of the original) and `aspect-ratio` reserve
 * its box (no layout shift). Lazy unless `priority` (eager, `fetchpriority="high"`). No state and
 * no browser API, so it renders the same on the server.
 */
export function ResponsiveImage({ media, sizes, language, className, priority = false }: ResponsiveImageProps) {
  if (media.kind !== 'image') return null;
  const webp = media.variants.filter((variant) => variant.mime === 'image/webp');
  const original = media.variants.filter((variant) => variant.mime === media.mime);
  // Variants are narrower than the original; the original itself is the widest candidate.
  const originalSet = [...original, { url: media.url, width: media.width }];
  return (
    <picture className="ui-picture">
      {webp.length > 0 && <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />}
      <img
        className={classNames('ui-responsive-image', className)}
        src={media.url}
        srcSet={srcSet(originalSet)}
        sizes={sizes}
        width={media.width}
        height={media.height}
        style={{ aspectRatio: `${media.width} / ${media.height}` }}
        alt={language === 'ar' ? media.alt_ar : media.alt_en}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
