/**
 * The kinds of record the services audit: each one's
 * Arabic name, the service whose activity feed holds it, and where its own trail is read.
 */
export const AUDIT_ENTITIES = {
  service: { label: 'خدمة', feed: 'content', path: '/admin/services' },
  sector: { label: 'قطاع', feed: 'content', path: '/admin/sectors' },
  news_item: { label: 'خبر', feed: 'content', path: '/admin/news' },
  contact_message: { label: 'رسالة تواصل', feed: 'content', path: '/admin/messages' },
  // A file of the media library.
  media_item: { label: 'ملف وسائط', feed: 'content', path: '/admin/media' },
  service_request: { label: 'طلب خدمة', feed: 'requests', path: '/admin/service-requests' },
  track_request: { label: 'طلب فرصة', feed: 'requests', path: '/admin/track-requests' },
  join_application: { label: 'طلب انضمام', feed: 'requests', path: '/admin/join-applications' },
  user: { label: 'مستخدم', feed: 'identity', path: '/admin/users' },
  privacy_request: { label: 'طلب بيانات شخصية', feed: 'identity', path: '/admin/privacy' },
  // An admin's resend of a mail.
  outbox_mail: { label: 'رسالة بريد', feed: 'identity', path: '/admin/outbox' },
  // The site content editors own. The settings are one record ('site'), whose
  // trail is GET /api/admin/site-content/settings/audit (not read through auditTrailPath).
  site_settings: { label: 'إعدادات الموقع', feed: 'content', path: '/admin/site-content/settings' },
  team_member: { label: 'عضو الفريق', feed: 'content', path: '/admin/site-content/team' },
  partner: { label: 'شريك', feed: 'content', path: '/admin/site-content/partners' },
  bank_account: { label: 'حساب بنكي', feed: 'content', path: '/admin/site-content/bank-accounts' },
  hero_slide: { label: 'شريحة الواجهة', feed: 'content', path: '/admin/site-content/hero-slides' },
  statistic: { label: 'إحصائية', feed: 'content', path: '/admin/site-content/statistics' },
  goal: { label: 'هدف', feed: 'content', path: '/admin/site-content/goals' },
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

/** The services with an activity feed (`GET /api/admin/audit/{feed}`), in the order they are shown. */
export const AUDIT_FEEDS = ['content', 'requests', 'identity'] as const;
export type AuditFeed = (typeof AUDIT_FEEDS)[number];

export const AUDIT_ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

/** True when `value` names an audited kind of record. */
export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ENTITIES, value);
}

/** The Arabic name of a kind of record; an unknown kind shows as stored. */
export function auditEntityLabel(entity: string): string {
  return isAuditEntity(entity) ? AUDIT_ENTITIES[entity].label : entity;
}

/** Fields that name a record for a person, in order of preference (titles, subjects, names). */
const RECORD_NAME_FIELDS = [
  'title_ar',
  'name_ar',
  'subject',
  'full_name',
  'user_name',
  'name',
  'title_en',
  'email',
  'filename',
];

/**
 * A readable name of the record an audit entry changed (its Arabic title, subject or person's
 * name, from the record after the change, or before it for a delete), or null when none is known.
 */
export function auditRecordName(entry: { before: unknown; after: unknown }): string | null {
  const record = (entry.after ?? entry.before) as Record<string, unknown> | null;
  if (!record || typeof record !== 'object') return null;
  for (const field of RECORD_NAME_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** `GET /api{…}/:id/audit` of one record: its trail, newest first. */
export function auditTrailPath(entity: AuditEntity, id: string): string {
  return `${AUDIT_ENTITIES[entity].path}/${encodeURIComponent(id)}/audit`;
}
