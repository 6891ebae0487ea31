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
  staffAlertMail,
  submitterConfirmationMail,
  TRACK_TITLES,
  type InternalMail,
  type LeadLanguage,
  type LeadMailName,
  type LeadSummary,
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

/**
 * The alert and the confirmation of `lead`, with links on the site at `publicUrl`: the alert names
 * the track or service (a track's title in each language) and flags a held record unconfirmed;
 * the confirmation names a request's track and, for a record with an account, links to its
 * dashboard tab.
 */
function mailsOfLead(lead: Lead, publicUrl: string): Record<LeadMailName, InternalMail> {
  const topic = { ar: topicIn(lead.topic, 'ar'), en: topicIn(lead.topic, 'en') };
  const track = lead.kind === 'join_application' ? undefined : lead.topic?.trim();
  const dashboardPath = lead.has_account ? DASHBOARD_PATHS[lead.kind] : undefined;
  return {
    alert: staffAlertMail(lead, {
      adminLink: adminLinkOf(lead, publicUrl),
      topicLine:
        topic.ar && topic.en ? { ar: `المسار أو الخدمة: ${topic.ar}`, en: `Track or service: ${topic.en}` } : undefined,
      unconfirmed: lead.unconfirmed,
    }),
    confirmation: submitterConfirmationMail(lead, {
      trackTitle: track && isTrackSlug(track) ? TRACK_TITLES[track] : undefined,
      dashboardUrl: dashboardPath && `${publicUrl.replace(/\/+$/, '')}${dashboardPath}`,
    }),
  };
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
