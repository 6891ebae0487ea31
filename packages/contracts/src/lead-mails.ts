/**
 * The two mails of a new public submission (docs/api.md "Leads: references and mail"), one
 * template for every kind: the staff inbox's alert and the submitter's confirmation, both in
 * Arabic and English, as bodies of identity's `POST /internal/mail`.
 */
import type { InternalMail, MailContent } from './internal-mail.ts';
import { leadExcerpt, type LeadKind, type LeadSummary } from './leads.ts';

/** Each kind's name in the mails' sentences; `feminine` for the Arabic agreement ("وصلت … جديدة"). */
export const LEAD_KIND_NAMES: Record<LeadKind, { ar: string; en: string; feminine?: boolean }> = {
  service_request: { ar: 'طلب خدمة', en: 'service request' },
  track_request: { ar: 'طلب فرصة', en: 'opportunity request' },
  join_application: { ar: 'طلب انضمام', en: 'join application' },
  contact_message: { ar: 'رسالة تواصل', en: 'contact message', feminine: true },
};

/** What differs in the staff alert between kinds and records. */
export interface StaffAlertOptions {
  /** The button's absolute URL: the record in the admin panel. */
  adminLink: string;
  /** The whole topic line per language (`الموضوع: …` / `Subject: …`); none for no topic. */
  topicLine?: { ar: string; en: string };
  /** A held submission, waiting for its email owner's confirmation: adds the "unconfirmed" line. */
  unconfirmed?: boolean;
}

/**
 * The staff inbox's alert of a new submission `lead` (its `topic` is not read: `topicLine` says
 * it): Arabic first (the panel is Arabic, spec §1), with the kind, reference ('—' for none),
 * name, email, phone, topic line, "unconfirmed" line, the first lines of the message
 * ({@link leadExcerpt}) and a button to `adminLink`. Key `lead:<kind>:<id>`: identity mails it once.
 */
export function staffAlertMail(lead: LeadSummary, options: StaffAlertOptions): InternalMail {
  const kind = LEAD_KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const quoted = lead.message ? leadExcerpt(lead.message) : undefined;
  const ar: string[] = [
    kind.feminine ? `وصلت ${kind.ar} جديدة.` : `وصل ${kind.ar} جديد.`,
    `الرقم المرجعي: ${ref}`,
    `الاسم: ${lead.name}`,
    `البريد الإلكتروني: ${lead.email}`,
    ...(lead.phone ? [`الجوال: ${lead.phone}`] : []),
    ...(options.topicLine ? [options.topicLine.ar] : []),
    ...(options.unconfirmed ? ['غير مؤكَّد: أُرسل دون تسجيل الدخول ببريد له حساب، وينتظر تأكيد صاحب البريد.'] : []),
    ...(quoted ? [`الرسالة:\n${quoted}`] : []),
  ];
  const en: string[] = [
    `A new ${kind.en} has arrived.`,
    `Reference: ${ref}`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(options.topicLine ? [options.topicLine.en] : []),
    ...(options.unconfirmed
      ? [
          "Unconfirmed: sent without signing in under an email that has an account; waiting for the email owner's confirmation.",
        ]
      : []),
    ...(quoted ? [`Message:\n${quoted}`] : []),
  ];
  const url = options.adminLink;
  return {
    audience: 'staff',
    lang: 'ar',
    kind: 'lead_alert',
    key: `lead:${lead.kind}:${lead.id}`,
    content: {
      ar: {
        subject: `${kind.ar} ${kind.feminine ? 'جديدة' : 'جديد'} ${ref}`,
        paragraphs: ar,
        action: { label: 'فتح في لوحة التحكم', url },
      },
      en: { subject: `New ${kind.en} ${ref}`, paragraphs: en, action: { label: 'Open in the admin panel', url } },
    },
  };
}

/** What differs in the submitter's confirmation between kinds and records. */
export interface SubmitterConfirmationOptions {
  /** The track's title, for a request on a known track ("… for <title>"). */
  trackTitle?: { ar: string; en: string };
  /** The absolute URL of the submitter's dashboard tab, for a record with an account: a line and a button. */
  dashboardUrl?: string;
}

/**
 * The submitter's confirmation of `lead`, to `lead.email` in `lead.lang` first: what arrived (the
 * kind and the track's title: never their own words, which a stranger may have typed under this
 * email), the reference ('—' for none), a reply within 24 hours (spec §9), the dashboard line and
 * button when `dashboardUrl` is given, and an "ignore if not you" footer. Key `confirm:<kind>:<id>`.
 */
export function submitterConfirmationMail(lead: LeadSummary, options: SubmitterConfirmationOptions = {}): InternalMail {
  const kind = LEAD_KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const { trackTitle, dashboardUrl } = options;
  const ar: MailContent = {
    subject: `استلمنا ${kind.ar} — ${ref}`,
    paragraphs: [
      'مرحباً،',
      `شكراً لتواصلك معنا. استلمنا ${kind.ar}${trackTitle ? ` لمسار ${trackTitle.ar}` : ''}.`,
      `الرقم المرجعي: ${ref}`,
      'سيراجعه فريقنا ويتواصل معك خلال 24 ساعة في أيام العمل. اذكر الرقم المرجعي إذا راسلتنا بشأنه.',
      ...(dashboardUrl ? ['يمكنك متابعة حالته من لوحة التحكم الخاصة بك.'] : []),
    ],
    ...(dashboardUrl ? { action: { label: 'لوحة التحكم', url: dashboardUrl } } : {}),
    footer: ['إذا لم تكن أنت من أرسله، فتجاهل هذه الرسالة.'],
  };
  const en: MailContent = {
    subject: `We received your ${kind.en} — ${ref}`,
    paragraphs: [
      'Hello,',
      `Thank you for contacting us. We received your ${kind.en}${trackTitle ? ` for ${trackTitle.en}` : ''}.`,
      `Reference: ${ref}`,
      'Our team will review it and get back to you within 24 hours on working days. Please quote the reference if you write to us about it.',
      ...(dashboardUrl ? ['You can follow its status in your dashboard.'] : []),
    ],
    ...(dashboardUrl ? { action: { label: 'Your dashboard', url: dashboardUrl } } : {}),
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
