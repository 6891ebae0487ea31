/**
 * The lead mails of requests' public submissions: each new service request,
 * track request and join application alerts the staff inbox once and confirms to its submitter
 * once, in the language of their form, with its reference number. Mailing never holds up or
 * fails a submission: the record is stored owing its mails (`pending_mails`), they are tried
 * right after the answer, and `sweepLeadMails` retries what identity could not take.
 *
 * A held submission (a guest's, under an email that has an account) is alerted
 * at once, marked unconfirmed (staff may want to know, and can see it flagged in the panel);
 * its sender gets no confirmation from here, because the mail with the confirmation link
 * (which carries the reference) already goes to that inbox.
 */
import type { Logger } from 'pino';
import type mongoose from 'mongoose';
import {
  isTrackSlug,
  LEAD_MAIL_NAMES,
  leadExcerpt,
  TRACK_TITLES,
  type InternalMail,
  type LeadLanguage,
  type LeadMailName,
  type LeadSummary,
  type MailContent,
} from '@consulting/contracts';
import { deliverPendingMails, sweepPendingMails, type Stored, type WithPendingMails } from '@consulting/service-kit';
import type { IdentityClient } from './identity-client.ts';
import { isHeld } from './request-record.ts';
import { sweepStatusMails } from './status-notifications.ts';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import type { StoredRequest } from './models/request.schema.ts';
import type { RequestLeadKind } from './references.ts';
import type { RequestStores } from './runtime.ts';

/** What the lead mails say about one new submission. */
export interface Lead extends LeadSummary<RequestLeadKind> {
  /** A held submission, waiting for its email owner's confirmation. */
  unconfirmed?: boolean;
  /** True when the record belongs to an account: the confirmation links to the dashboard. */
  has_account?: boolean;
}

/** Each kind's name in both languages. */
const KIND_NAMES: Record<RequestLeadKind, { ar: string; en: string }> = {
  service_request: { ar: 'طلب خدمة', en: 'service request' },
  track_request: { ar: 'طلب فرصة', en: 'opportunity request' },
  join_application: { ar: 'طلب انضمام', en: 'join application' },
};

/** Where the admin panel lists each kind; `q=<reference>` shows just that record (the lists search references). */
const ADMIN_PATHS: Record<RequestLeadKind, string> = {
  service_request: '/admin/dashboard?tab=services',
  track_request: '/admin/dashboard?tab=opportunities',
  join_application: '/admin/join-applications',
};

/** Where a client's dashboard shows each kind (spec §2 "Client dashboard" tabs). */
const DASHBOARD_PATHS: Record<RequestLeadKind, string> = {
  service_request: '/user/dashboard?tab=services',
  track_request: '/user/dashboard?tab=opportunities',
  join_application: '/user/dashboard?tab=join-applications',
};

/** The link to `lead` in the admin panel at `publicUrl`: its list, filtered to its reference. */
function adminLinkOf(lead: Pick<Lead, 'kind' | 'reference'>, publicUrl: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}${ADMIN_PATHS[lead.kind]}`;
  if (!lead.reference) return base;
  return `${base}${base.includes('?') ? '&' : '?'}q=${encodeURIComponent(lead.reference)}`;
}

/** A track slug's title in the language, else the text as sent; undefined for none or 'unknown'. */
function topicIn(topic: string | undefined, lang: LeadLanguage): string | undefined {
  const name = topic?.trim();
  if (!name || name === 'unknown') return undefined;
  return isTrackSlug(name) ? TRACK_TITLES[name][lang] : name;
}

/**
 * The staff inbox's alert of a new submission: Arabic first (the panel is
 * Arabic, spec §1), with the kind, reference, name, email, phone, track/subject, the first lines
 * of the message, an "unconfirmed" line for a held submission, and a button to the record in
 * the panel (`adminLinkOf`). Key `lead:<kind>:<id>`: identity mails it once.
 */
function staffAlertMail(lead: Lead, publicUrl: string): InternalMail {
  const kind = KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const link = adminLinkOf(lead, publicUrl);
  const quoted = lead.message ? leadExcerpt(lead.message) : undefined;
  const ar: string[] = [
    `وصل ${kind.ar} جديد.`,
    `الرقم المرجعي: ${ref}`,
    `الاسم: ${lead.name}`,
    `البريد الإلكتروني: ${lead.email}`,
    ...(lead.phone ? [`الجوال: ${lead.phone}`] : []),
    ...(topicIn(lead.topic, 'ar') ? [`المسار أو الخدمة: ${topicIn(lead.topic, 'ar')}`] : []),
    ...(lead.unconfirmed ? ['غير مؤكَّد: أُرسل دون تسجيل الدخول ببريد له حساب، وينتظر تأكيد صاحب البريد.'] : []),
    ...(quoted ? [`الرسالة:\n${quoted}`] : []),
  ];
  const en: string[] = [
    `A new ${kind.en} has arrived.`,
    `Reference: ${ref}`,
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    ...(lead.phone ? [`Phone: ${lead.phone}`] : []),
    ...(topicIn(lead.topic, 'en') ? [`Track or service: ${topicIn(lead.topic, 'en')}`] : []),
    ...(lead.unconfirmed
      ? [
          "Unconfirmed: sent without signing in under an email that has an account; waiting for the email owner's confirmation.",
        ]
      : []),
    ...(quoted ? [`Message:\n${quoted}`] : []),
  ];
  return {
    audience: 'staff',
    lang: 'ar',
    kind: 'lead_alert',
    key: `lead:${lead.kind}:${lead.id}`,
    content: {
      ar: {
        subject: `${kind.ar} جديد ${ref}`,
        paragraphs: ar,
        action: { label: 'فتح في لوحة التحكم', url: link },
      },
      en: { subject: `New ${kind.en} ${ref}`, paragraphs: en, action: { label: 'Open in the admin panel', url: link } },
    },
  };
}

/**
 * The submitter's confirmation in the language they used first: what arrived
 * (the kind and, for a track, its title: never their own words, which a stranger may have typed
 * under this email), the reference number, what happens next (a reply within 24 hours, spec §9),
 * and for a record with an account a button to the dashboard. Key `confirm:<kind>:<id>`.
 */
function submitterConfirmationMail(lead: Lead, publicUrl: string): InternalMail {
  const kind = KIND_NAMES[lead.kind];
  const ref = lead.reference ?? '—';
  const track = lead.kind === 'service_request' || lead.kind === 'track_request' ? lead.topic?.trim() : undefined;
  const trackTitle = track && isTrackSlug(track) ? TRACK_TITLES[track] : undefined;
  const dashboardPath = lead.has_account ? DASHBOARD_PATHS[lead.kind] : undefined;
  const dashboard = dashboardPath ? `${publicUrl.replace(/\/+$/, '')}${dashboardPath}` : undefined;
  const ar: MailContent = {
    subject: `استلمنا ${kind.ar} — ${ref}`,
    paragraphs: [
      'مرحباً،',
      `شكراً لتواصلك معنا. استلمنا ${kind.ar}${trackTitle ? ` لمسار ${trackTitle.ar}` : ''}.`,
      `الرقم المرجعي: ${ref}`,
      'سيراجعه فريقنا ويتواصل معك خلال 24 ساعة في أيام العمل. اذكر الرقم المرجعي إذا راسلتنا بشأنه.',
      ...(dashboard ? ['يمكنك متابعة حالته من لوحة التحكم الخاصة بك.'] : []),
    ],
    ...(dashboard ? { action: { label: 'لوحة التحكم', url: dashboard } } : {}),
    footer: ['إذا لم تكن أنت من أرسله، فتجاهل هذه الرسالة.'],
  };
  const en: MailContent = {
    subject: `We received your ${kind.en} — ${ref}`,
    paragraphs: [
      'Hello,',
      `Thank you for contacting us. We received your ${kind.en}${trackTitle ? ` for ${trackTitle.en}` : ''}.`,
      `Reference: ${ref}`,
      'Our team will review it and get back to you within 24 hours on working days. Please quote the reference if you write to us about it.',
      ...(dashboard ? ['You can follow its status in your dashboard.'] : []),
    ],
    ...(dashboard ? { action: { label: 'Your dashboard', url: dashboard } } : {}),
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

/** What lead mails a new record owes: a held one only the alert (see the module comment). */
export function pendingMailsFor(held: boolean): LeadMailName[] {
  return held ? ['alert'] : ['alert', 'confirmation'];
}

/** The lead kind of a request of `requestType` (its reference prefix: `SR-…` or `TR-…`). */
export function requestLeadKind(requestType: StoredRequest['request_type']): 'service_request' | 'track_request' {
  return requestType === 'service' ? 'service_request' : 'track_request';
}

/** What the lead mails say about a stored request. */
export function leadOfRequest(doc: StoredRequest): Lead {
  return {
    kind: doc.request_type === 'service' ? 'service_request' : 'track_request',
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    name: doc.user_name,
    email: doc.user_email,
    ...(doc.user_phone ? { phone: doc.user_phone } : {}),
    topic: doc.service_name,
    message: doc.message,
    lang: doc.lang ?? 'ar',
    unconfirmed: isHeld(doc),
    has_account: Boolean(doc.user_id) && !isHeld(doc),
  };
}

/** What the lead mails say about a stored join application (the topic is the specialization). */
export function leadOfApplication(doc: StoredJoinApplication): Lead {
  return {
    kind: 'join_application',
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    name: doc.full_name,
    email: doc.email,
    phone: doc.phone,
    topic: doc.specialization,
    message: doc.experience,
    lang: doc.lang ?? 'ar',
    unconfirmed: isHeld(doc),
    has_account: Boolean(doc.user_id) && !isHeld(doc),
  };
}

/** The alert and the confirmation of `lead`, with links on the site at `publicUrl`. */
function mailsOfLead(lead: Lead, publicUrl: string): Record<LeadMailName, InternalMail> {
  return { alert: staffAlertMail(lead, publicUrl), confirmation: submitterConfirmationMail(lead, publicUrl) };
}

/**
 * Starts handing the mails `doc` owes to identity, without waiting (the submitter's answer does
 * not depend on it); failures stay pending for the sweep and are logged on `log`.
 */
export function startLeadMails<T extends WithPendingMails<LeadMailName>>(
  model: mongoose.Model<T>,
  doc: Stored<T>,
  lead: (doc: Stored<T>) => Lead,
  options: { identity: IdentityClient; publicUrl: string; log: Pick<Logger, 'warn'> },
): void {
  void deliverPendingMails(
    model,
    doc,
    (d) => mailsOfLead(lead(d), options.publicUrl),
    options.identity.sendLeadMail,
    options.log,
  );
}

/**
 * One round of the lead-mail sweep: the requests and join applications older
 * than `graceMs` that still owe mails, and the status-change notifications whose mail identity
 * has not taken yet (`sweepStatusMails`), get them handed to identity again (same keys: a mail
 * identity already took is not mailed twice). Resolves how many are still pending.
 */
export async function sweepLeadMails(options: {
  models: Pick<RequestStores, 'serviceRequests' | 'trackRequests' | 'joinApplications' | 'notifications'>;
  identity: IdentityClient;
  publicUrl: string;
  logger: Pick<Logger, 'warn'>;
  graceMs: number;
}): Promise<number> {
  const { models: stores, identity, publicUrl, logger, graceMs } = options;
  const common = { names: LEAD_MAIL_NAMES, send: identity.sendLeadMail, logger, graceMs };
  let left = 0;
  for (const model of [stores.serviceRequests, stores.trackRequests]) {
    left += await sweepPendingMails({
      ...common,
      model,
      mailsOf: (doc) => mailsOfLead(leadOfRequest(doc), publicUrl),
    });
  }
  left += await sweepPendingMails({
    ...common,
    model: stores.joinApplications,
    mailsOf: (doc) => mailsOfLead(leadOfApplication(doc), publicUrl),
  });
  left += await sweepStatusMails({ notifications: stores.notifications, identity, publicUrl }, { logger, graceMs });
  return left;
}
