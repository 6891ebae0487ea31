import type { Language } from '@consulting/platform';

/**
 * The site's fonts per language (spec §1): Cairo for Arabic, Inter for English. Here rather than
 * in `antd-root.tsx` so a page without antd (the sign-in pages, issue 12) can use them without
 * downloading antd; `@consulting/ui/antd-root` re-exports them.
 */
export const SITE_FONTS: Record<Language, string> = {
  ar: "'Cairo', 'Segoe UI', Tahoma, sans-serif",
  en: "'Inter', 'Segoe UI', Roboto, sans-serif",
};
