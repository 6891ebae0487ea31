import type { Language } from '@consulting/platform';

/**
 * The site's fonts per language (spec §1): Cairo for Arabic, Inter for English. The shell loads
 * their variable builds ('Cairo Variable', 'Inter Variable'); the static family
 * names follow, so a remote still matches a shell that loads the static fonts. Here rather than
 * in `antd-root.tsx` so a page without antd (the sign-in pages) can use them without
 * downloading antd; `@consulting/ui/antd-root` re-exports them. The shell's global.css declares the
 * same stacks as `--font-ar` / `--font-en` (a shell test keeps them equal). `system-ui` follows
 * the site's faces so that text laid out before they arrive takes the platform's UI font at
 * once (Chromium on Linux otherwise searched every system font for the Arabic
 * glyphs, doubling the first layout).
 */
export const SITE_FONTS: Record<Language, string> = {
  ar: "'Cairo Variable', 'Cairo', system-ui, 'Segoe UI', Tahoma, sans-serif",
  en: "'Inter Variable', 'Inter', system-ui, 'Segoe UI', Roboto, sans-serif",
};
