/**
 * What a contact message owes besides being stored (docs/api.md "Leads: references and mail"):
 * its reference number (`CM-2026-000042`, counted per year in content's `reference_counters`),
 * the staff inbox's alert and the sender's confirmation, both handed to identity's
 * `POST /internal/mail` (keyed, so identity writes each once).
 */
import type mongoose from 'mongoose';
import {
  formatReference,
  leadExcerpt,
  referenceCounterName,
  type InternalMail,
  type LeadSummary,
  type MailContent,
} from '@consulting/contracts';
import { createNumbered, nextCount } from '@consulting/service-kit';

/** The one kind of submission content numbers. */
type ContactKind = 'contact_message';

/**
 * Creates a contact message with the next reference number of the year (UTC): `create(reference)`
 * inserts it into a collection with a unique index on `reference` (a duplicate takes the next
 * number, up to 5 tries: `createNumbered`). Resolves what `create` resolves; rejects with its
 * other errors.
 */
export function createWithReference<T>(
  connection: mongoose.Connection,
  kind: ContactKind,
  create: (reference: string) => Promise<T>,
): Promise<T> {
  const next = async () => {
    const now = new Date();
    return formatReference(kind, now, await nextCount(connection, referenceCounterName(kind, now)));
  };
  return createNumbered('reference', next, create);
}

/** A reference-shaped number for a caught bot's answer (the same answer a person gets): random, never stored. */
export function decoyReference(kind: ContactKind, now: Date = new Date()): string {
  return formatReference(kind, now, 1 + Math.floor(Math.random() * 999_999));
}

/** What the mails say about one contact message. */
export type ContactLead = LeadSummary<ContactKind>;

/**
 * The staff inbox's alert of a new contact message: Arabic first (the panel is Arabic, spec §1),
 * with the reference, name, email, phone, subject, the first lines of the message and a button
 * to `/admin/messages?q=<reference>` on the site at `publicUrl`. Key `lead:contact_message:<id>`.
 */
export function staffAlertMail(lead: ContactLead, publicUrl: string): InternalMail {
  const ref = lead.reference ?? '—';
  const base = `${publicUrl.replace(/\/+$/, '')}/admin/messages`;
  const link = lead.reference ? `${base}?q=${encodeURIComponent(lead.reference)}` : base;
  const subject = lead.topic?.trim();
  const quoted = lead.message ? leadExcerpt(lead.message) : undefined;
  const ar: string[] = [
    'وصلت رسالة تواصل جديدة.',
    `الرقم المرجعي: ${ref}`,
    `الاسم: ${lead.name}`,
    `البريد الإلكتروني: ${lead.email}`,
    ...(lead.phone ? [`الجوال: ${lead.phone}`] : []),
    ...(subject ? [`الموضوع: ${subject}`] : []),
    ...(quoted ? [`الرسالة:\n${quoted}`] : []),
  ];
  const en: string[] = [
    'A new contact message has arrived.',
    `Reference: ${ref}`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(subject ? [`Subject: ${subject}`] : []),
    ...(quoted ? [`Message:\n${quoted}`] : []),
  ];
  return {
    audience: 'staff',
    lang: 'ar',
    kind: 'lead_alert',
    key: `lead:${lead.kind}:${lead.id}`,
    content: {
      ar: {
        subject: `رسالة تواصل جديدة ${ref}`,
        paragraphs: ar,
        action: { label: 'فتح في لوحة التحكم', url: link },
      },
      en: {
        subject: `New contact message ${ref}`,
        paragraphs: en,
        action: { label: 'Open in the admin panel', url: link },
      },
    },
  };
}

/**
 * The sender's confirmation in the language they wrote in: that the message arrived (never
 * their own words, which a stranger may have typed under this email), its reference and a reply
 * within 24 hours (spec §9). Key `confirm:contact_message:<id>`. `publicUrl` is unused: messages
 * have no page on the client's dashboard.
 */
export function submitterConfirmationMail(lead: ContactLead, _publicUrl: string): InternalMail {
  const ref = lead.reference ?? '—';
  const ar: MailContent = {
    subject: `استلمنا رسالة تواصل — ${ref}`,
    paragraphs: [
      'مرحباً،',
      'شكراً لتواصلك معنا. استلمنا رسالة تواصل.',
      `الرقم المرجعي: ${ref}`,
      'سيراجعه فريقنا ويتواصل معك خلال 24 ساعة في أيام العمل. اذكر الرقم المرجعي إذا راسلتنا بشأنه.',
    ],
    footer: ['إذا لم تكن أنت من أرسله، فتجاهل هذه الرسالة.'],
  };
  const en: MailContent = {
    subject: `We received your contact message — ${ref}`,
    paragraphs: [
      'Hello,',
      'Thank you for contacting us. We received your contact message.',
      `Reference: ${ref}`,
      'Our team will review it and get back to you within 24 hours on working days. Please quote the reference if you write to us about it.',
    ],
    footer: ['If this was not you, please ignore this mail.'],
  };
  return {
    to: lead.email,
    lang: lead.lang,
    kind: 'lead_confirmation',
    key: `confirm:${lead.kind}:${lead.id}`,
    content: { ar, en },
  };
}
