import type { Language } from '@consulting/platform';

/** A date in the locale of spec §1: ar-SA or en-US, e.g. 'March 1, 2025'. Unparseable → shown as stored. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(language === 'ar' ? 'ar-SA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
