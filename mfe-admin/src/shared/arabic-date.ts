import { AR } from '../texts.ts';

/**
 * An ISO date as a long date in the Arabic Saudi locale (spec §1 "Dates", e.g. '١ مارس ٢٠٢٥'
 * in the Hijri-aware ar-SA calendar). An unparseable value gives `fallback` ('—' unless told).
 */
export function arabicDate(iso: string, fallback: string = AR.dateUnknown): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * An ISO date-time as a long date with hours and minutes in the Arabic Saudi locale (spec §1
 * "Dates"); an unparseable value gives `fallback` (the value itself unless told).
 */
export function arabicDateTime(iso: string, fallback: string = iso): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleString('ar-SA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}
