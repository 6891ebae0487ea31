/**
 * The lead mails of requests' public submissions (issue 14 part 3): each new service request,
 * track request and join application alerts the staff inbox once and confirms to its submitter
 * once, in the language of their form, with its reference number. Mailing never holds up or
 * fails a submission: the record is stored owing its mails (`pending_mails`), they are tried
 * right after the answer, and `sweepLeadMails` retries what identity could not take.
 *
 * A held submission (issue 13 part 4: a guest's, under an email that has an account) is alerted
 * at once, marked unconfirmed (staff may want to know, and can see it flagged in the panel);
 * its sender gets no confirmation from here, because the mail with the confirmation link
 * (which carries the reference) already goes to that inbox.
 */
import type { Logger } from 'pino';
import type mongoose from 'mongoose';
import {
  deliverLeadMails,
  staffAlertMail,
  submitterConfirmationMail,
  sweepPendingLeadMails,
  type InternalMail,
  type Lead,
  type LeadMailName,
  type Stored,
  type WithPendingMails,
} from '@consulting/service-kit';
import type { IdentityClient } from './identity-client.ts';
import { isHeld } from './request-record.ts';
import { sweepStatusMails } from './status-notifications.ts';
import type { StoredJoinApplication } from './models/join-application.model.ts';
import type { StoredRequest } from './models/request.schema.ts';
import type { RequestStores } from './runtime.ts';

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
export function startLeadMails<T extends WithPendingMails>(
  model: mongoose.Model<T>,
  doc: Stored<T>,
  lead: (doc: Stored<T>) => Lead,
  options: { identity: IdentityClient; publicUrl: string; log: Pick<Logger, 'warn'> },
): void {
  void deliverLeadMails(
    model,
    doc,
    (d) => mailsOfLead(lead(d), options.publicUrl),
    options.identity.sendLeadMail,
    options.log,
  );
}

/**
 * One round of the lead-mail sweep (issue 14 part 3): the requests and join applications older
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
  const common = { send: identity.sendLeadMail, logger, graceMs };
  let left = 0;
  for (const model of [stores.serviceRequests, stores.trackRequests]) {
    left += await sweepPendingLeadMails({
      ...common,
      model,
      mailsOf: (doc) => mailsOfLead(leadOfRequest(doc), publicUrl),
    });
  }
  left += await sweepPendingLeadMails({
    ...common,
    model: stores.joinApplications,
    mailsOf: (doc) => mailsOfLead(leadOfApplication(doc), publicUrl),
  });
  left += await sweepStatusMails({ notifications: stores.notifications, identity, publicUrl }, { logger, graceMs });
  return left;
}
