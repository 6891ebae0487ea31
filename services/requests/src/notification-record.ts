import type { NotificationRecord } from '@consulting/contracts';
import type { StoredNotification } from './models/notification.model.ts';

/**
 * Shapes a stored notification as the wire `NotificationRecord` (contracts/wire.ts, the bell's
 * contract): `id` as a string, `created_at` as ISO 8601; the owner, kind and subject stay on
 * the server.
 */
export function toNotificationRecord(doc: StoredNotification): NotificationRecord {
  return {
    id: doc._id.toString(),
    title_ar: doc.title_ar,
    title_en: doc.title_en,
    message_ar: doc.message_ar,
    message_en: doc.message_en,
    is_read: doc.is_read,
    created_at: doc.created_at.toISOString(),
    link: doc.link,
  };
}
