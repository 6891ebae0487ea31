import './news.css';
import { useState } from 'react';
import type { MediaRef } from '@consulting/contracts';
import { ResponsiveImage } from '@consulting/ui';

/** Intrinsic size given to news images (16:9, as the cards draw them) so they reserve their space before loading. */
const NEWS_IMAGE_SIZE = { width: 640, height: 360 } as const;

/**
 * A news item's image. An image of the media library (`media`) is drawn by
 * `ResponsiveImage`: `srcset` variants, `sizes` (how wide it is drawn), its alt text in
 * `language`, its box reserved. Else the older hand-typed `src`, or a drawn placeholder when it
 * has none or it fails to load (spec §2 "Global layout": images that fail to load fall back to a
 * default image; no download). `alt` labels the typed image and the placeholder.
 */
export function NewsImage({
  src,
  alt,
  className = '',
  media = null,
  sizes = '100vw',
  language = 'ar',
}: {
  src: string;
  alt: string;
  className?: string;
  media?: MediaRef | null;
  sizes?: string;
  language?: 'ar' | 'en';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (media?.kind === 'image') {
    return (
      <ResponsiveImage media={media} sizes={sizes} language={language} className={`news-image ${className}`.trim()} />
    );
  }
  if (!src || failedSrc === src) {
    return (
      <div className={`news-image news-image--placeholder ${className}`} role="img" aria-label={alt}>
        <svg
          viewBox="0 0 64 48"
          width="64"
          height="48"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="3" width="58" height="42" rx="5" />
          <circle cx="20" cy="17" r="5" />
          <path d="M3 38l17-14 12 10 9-7 20 15" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`news-image ${className}`}
      src={src}
      alt={alt}
      width={NEWS_IMAGE_SIZE.width}
      height={NEWS_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
