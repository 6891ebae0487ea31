/**
 * What content stores about one email, for the admin's export and erasure
 * (Saudi PDPL): contact messages sent under that email and its newsletter subscription. Identity
 * orchestrates both through content's `/internal/privacy` routes.
 */
import type { Connection } from 'mongoose';
import type { ContactMessageRecord, ConsentRecord } from '@consulting/contracts';
import type { ContentModels } from './content-models.ts';
import { toContactMessageRecord } from './models/contact-message.model.ts';
import { pseudonymiseAuditEntries, toConsentRecord } from '@consulting/service-kit';

/** A newsletter subscription as exported. */
export interface ExportedSubscription {
  email: string;
  consent?: ConsentRecord;
  /** ISO 8601. */
  created_at: string;
}

/** Everything content holds about one email: `content.json` of the export zip. */
export interface ContentPersonalData {
  contact_messages: ContactMessageRecord[];
  newsletter_subscriptions: ExportedSubscription[];
}

/** What one erasure removed or rewrote in content. */
export interface ContentErasure {
  contact_messages: number;
  newsletter_subscriptions: number;
  /** Audit entries rewritten to name the person only by the pseudonym. */
  audit_entries: number;
}

/**
 * The fields of a contact message's audit shape that say nothing about the sender: they stay
 * in the trail after an erasure; every other field becomes the pseudonym.
 */
const NON_PERSONAL_FIELDS: ReadonlySet<string> = new Set(['id', 'is_read', 'created_at', 'updated_at']);

/**
 * Every contact message (oldest first, as `ContactMessageRecord`, replies included) and the
 * newsletter subscription of `email` (trimmed, lower-cased by the caller). Empty lists when
 * content holds nothing about it.
 */
export async function contentPersonalData(models: ContentModels, email: string): Promise<ContentPersonalData> {
  const [messages, subscriptions] = await Promise.all([
    models.ContactMessage.find({ email }).sort({ created_at: 1, _id: 1 }),
    models.NewsletterSubscription.find({ email }).sort({ created_at: 1, _id: 1 }).lean(),
  ]);
  return {
    contact_messages: messages.map(toContactMessageRecord),
    newsletter_subscriptions: subscriptions.map((subscription) => ({
      email: subscription.email,
      ...(subscription.consent ? { consent: toConsentRecord(subscription.consent) } : {}),
      created_at: subscription.created_at.toISOString(),
    })),
  };
}

/**
 * Erases what content holds about `email` (trimmed, lower-cased): first the audit entries that
 * name it (those of its contact messages, and any whose record's `email` is it) are rewritten
 * to carry `pseudonym` instead of personal fields; then its contact messages and newsletter
 * subscription are deleted. In that order, so a run cut short by a database error leaves
 * nothing it cannot find again: running it again finishes the job and counts only what it did.
 * Rejects on a database error.
 */
export async function eraseContentData(
  connection: Connection,
  models: ContentModels,
  subject: { email: string; pseudonym: string },
): Promise<ContentErasure> {
  const { email, pseudonym } = subject;
  const messageIds = (await models.ContactMessage.find({ email }).select('_id').lean()).map((m) => String(m._id));
  const audit_entries = await pseudonymiseAuditEntries(
    connection,
    {
      $or: [
        { entity: 'contact_message', entity_id: { $in: messageIds } },
        { 'before.email': email },
        { 'after.email': email },
        { actor_email: email },
      ],
    },
    { email, pseudonym, keep: NON_PERSONAL_FIELDS },
  );
  const messages = await models.ContactMessage.deleteMany({ email });
  const subscriptions = await models.NewsletterSubscription.deleteMany({ email });
  return {
    contact_messages: messages.deletedCount,
    newsletter_subscriptions: subscriptions.deletedCount,
    audit_entries,
  };
}
