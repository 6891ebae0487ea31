import { FilePdfOutlined } from '@ant-design/icons';
import type { MediaRef } from '@consulting/contracts';
import { thumbnailUrl } from './api.ts';

/**
 * The picture of a library item in a box `size` pixels high: an image's smallest WebP variant
 * (contained, never cropped, with its Arabic alt text), or a PDF icon. The box has a fixed
 * height, so the grid does not move while thumbnails load.
 */
export function MediaThumb({ media, size = 140 }: { media: MediaRef; size?: number }) {
  const src = thumbnailUrl(media);
  return (
    <div
      style={{
        height: size,
        display: 'grid',
        placeItems: 'center',
        background: '#f5f5f5',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    >
      {src ? (
        <img
          src={src}
          alt={media.alt_ar}
          width={media.width || undefined}
          height={media.height || undefined}
          loading="lazy"
          decoding="async"
          style={{ maxWidth: '100%', maxHeight: size, width: 'auto', height: 'auto', objectFit: 'contain' }}
          data-testid="media-thumb"
        />
      ) : (
        <FilePdfOutlined style={{ fontSize: size / 3, color: '#cf1322' }} aria-label="PDF" />
      )}
    </div>
  );
}
