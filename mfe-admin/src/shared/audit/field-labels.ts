import labels from './locales/field-labels.ar.json' with { type: 'json' };

/**
 * Arabic names of the record fields an audit entry may show (spec §3's fields across requests,
 * messages, join applications, users, news, services, sectors, the site content and the media
 * library), from `locales/field-labels.ar.json`; other keys show as stored.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = labels;

/** The Arabic name of `field`, else the key itself. */
export function auditFieldLabel(field: string): string {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? AUDIT_FIELD_LABELS[field] : field;
}
