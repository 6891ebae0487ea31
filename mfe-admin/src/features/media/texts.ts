import ar from './locales/ar.json' with { type: 'json' };

/**
 * Texts of the media library (/admin/media) and its picker in the news, team, partner, hero and
 * settings forms (Arabic only, spec §1): `locales/ar.json` and the texts that interpolate a value.
 */
export const MEDIA_AR = {
  ...ar,
  loadFailed: (message: string) => `خطأ في تحميل المكتبة: ${message}`,
  dimensions: (width: number, height: number) => `${width} × ${height} بكسل`,
  unsupportedKind: (kind: 'image' | 'pdf') =>
    kind === 'image' ? 'هذا الحقل يقبل الصور فقط' : 'هذا الحقل يقبل ملفات PDF فقط',
};

/** A byte count as people read it: '820 بايت', '12.5 ك.ب', '3.2 م.ب'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} بايت`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} ك.ب`;
  return `${(bytes / 1024 / 1024).toFixed(1)} م.ب`;
}
