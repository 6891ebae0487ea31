import './news.css';
import { useState } from 'react';

/** Intrinsic size given to news images (16:9, as the cards draw them) so they reserve their space before loading. */
const NEWS_IMAGE_SIZE = { width: 640, height: 360 } as const;

/**
 * A news item's image, or a drawn placeholder when it has none or it fails to load (spec §2
 * "Global layout": images that fail to load fall back to a default image). No download.
 */
export function NewsImage({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
