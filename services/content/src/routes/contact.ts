import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import type { ContactSentResponse } from '@consulting/contracts';
import {
  createWithReference,
  decoyReference,
  deliverLeadMails,
  jsonBody,
  leadLanguageSchema,
  publicFormFieldsShape,
  staffAlertMail,
  submitterConfirmationMail,
  type InternalMail,
  type LeadMailName,
  type SendInternalMail,
  type Stored,
} from '@consulting/service-kit';
import type { Logger } from 'pino';
import type { ContactMessage, ContactMessageModel } from '../models/contact-message.model.ts';
import type { ContentModels } from '../content-models.ts';
import { optionalText, parseInput, requiredEmail, requiredText } from '../input-fields.ts';
import type { ContentFormGuard } from './public-forms.ts';

/** Spec §8 "Contact message form": the success text. */
export const CONTACT_SENT_MESSAGE = 'Your message has been sent successfully!';

/** Field names as the forms label them in the error text (spec §5). */
const CONTACT_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

/**
 * The contact form (spec §3 "Contact form", §5): name, email, phone, subject and message
 * required and non-blank after trimming, email a valid address; company optional. Unknown
 * fields are ignored.
 */
export const contactSchema = z.object({
  name: requiredText('Name', 200),
  email: requiredEmail(),
  phone: requiredText('Phone', 50),
  company: optionalText('Company', 200).transform((company) => company ?? ''),
  subject: requiredText('Subject', 300),
  message: requiredText('Message', 10_000),
  /** Issue 14 part 3: the page's language, for the sender's confirmation. */
  lang: leadLanguageSchema,
});

/** The whole body the contact form sends: its fields and the issue-13 guard fields (API document). */
export const contactFormSchema = contactSchema.extend(publicFormFieldsShape);

/**
 * The lead mails of a contact message (issue 14 part 3): the staff alert (subject and the first
 * lines of the message, a link to `/admin/messages?q=<reference>`) and the sender's
 * confirmation in their language with the reference (no dashboard link: messages are not in it).
 */
export function contactLeadMails(doc: Stored<ContactMessage>, publicUrl: string): Record<LeadMailName, InternalMail> {
  const lead = {
    kind: 'contact_message' as const,
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    topic: doc.subject,
    message: doc.message,
    lang: doc.lang ?? 'ar',
  };
  return { alert: staffAlertMail(lead, publicUrl), confirmation: submitterConfirmationMail(lead, publicUrl) };
}

/** How contact messages reach staff and their senders (issue 14 part 3). */
export interface ContactLeadMail {
  /** Hands a mail to identity (`POST /internal/mail`). */
  send: SendInternalMail;
  /** The site's origin in the mails' links. */
  publicUrl: string;
}

/**
 * Hands the lead mails a contact message owes to identity (or, while identity is down, leaves
 * them for the sweep). Never rejects.
 */
export function startContactLeadMails(
  model: ContactMessageModel,
  doc: Stored<ContactMessage>,
  mail: ContactLeadMail,
  log: Pick<Logger, 'warn'>,
): Promise<LeadMailName[]> {
  return deliverLeadMails(model, doc, (d) => contactLeadMails(d, mail.publicUrl), mail.send, log);
}

/**
 * The contact forms of /contact and /contact/message (spec §7 `POST /api/contact`), stored for
 * the admin messages page:
 * - `POST /api/contact` JSON `{name, email, phone, company?, subject, message}` → 201
 *   `{success:true, message:'Your message has been sent successfully!'}`, stored unread.
 * - 400 `{success:false, error}`: 'Please fill in the following fields: Name, Email, Phone,
 *   Subject, Message' (only the missing ones), 'Invalid email address', a too-long field, or
 *   'Malformed JSON body'. A rejected message stores nothing.
 * - Issue 13: the form's guard fields (`form_token`, honeypot, `privacy_consent`) are checked
 *   first (400 for a stale token or a missing consent); a bot's message gets the same 201 and
 *   is not stored; 429 with `Retry-After` past the per-sender-email limit. The consent is stored.
 * - Issue 14 part 3: `lang` ('ar' default, or 'en') is stored; the message gets a reference
 *   number (`CM-2026-000042`, in the reply's `reference`) and owes its lead mails (the staff
 *   alert, the sender's confirmation), handed to identity after the answer; the content
 *   service's sweep retries them while identity is down. A bot gets a reference-shaped decoy.
 */
export function contactRouter(
  models: ContentModels,
  guard: ContentFormGuard,
  connection: Connection,
  mail?: ContactLeadMail,
): Router {
  const router = new Router();
  router.post('/api/contact', jsonBody(), async (ctx) => {
    const fields = parseInput(contactSchema, ctx.request.body, CONTACT_LABELS);
    const verdict = guard.check(ctx.request.body, 'contact');
    let reference = decoyReference('contact_message');
    if (verdict.kind === 'person') {
      await guard.limitEmail(connection, 'contact', fields.email);
      const doc = await createWithReference(connection, 'contact_message', (next) =>
        models.ContactMessage.create({
          ...fields,
          is_read: false,
          consent: verdict.consent,
          reference: next,
          pending_mails: ['alert', 'confirmation'],
        }),
      );
      reference = doc.reference ?? reference;
      if (mail) void startContactLeadMails(models.ContactMessage, doc.toObject(), mail, ctx.log);
    }
    const reply: ContactSentResponse = { success: true, message: CONTACT_SENT_MESSAGE, reference };
    ctx.status = 201;
    ctx.body = reply;
  });
  return router;
}
