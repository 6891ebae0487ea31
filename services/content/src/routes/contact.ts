import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import type { ContactSentResponse, InternalMail, LeadMailName } from '@consulting/contracts';
import {
  apiRouter,
  deliverPendingMails,
  leadLanguageSchema,
  PUBLIC_FORM_ERROR_TEXTS,
  publicFormFieldsShape,
  type SendInternalMail,
  type Stored,
} from '@consulting/service-kit';
import { createWithReference, decoyReference, staffAlertMail, submitterConfirmationMail } from '../contact-leads.ts';
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
  /** The page's language, for the sender's confirmation. */
  lang: leadLanguageSchema,
});

/** The whole body the contact form sends: its fields and the public-form guard fields. */
export const contactFormSchema = contactSchema.extend(publicFormFieldsShape);

/**
 * The lead mails of a contact message: the staff alert (subject and the first
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

/** How contact messages reach staff and their senders. */
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
  return deliverPendingMails(model, doc, (d) => contactLeadMails(d, mail.publicUrl), mail.send, log);
}

/**
 * The contact forms of /contact and /contact/message (spec §7 `POST /api/contact`), stored
 * unread for the admin messages page. The guard fields are checked after the form's own fields;
 * a person's message gets a reference number (`CM-2026-000042`) and owes its lead mails (staff
 * alert, sender's confirmation in `lang`), handed to identity after the answer and retried by
 * content's sweep while identity is down; a bot gets a reference-shaped decoy.
 */
export function contactRouter(
  models: ContentModels,
  guard: ContentFormGuard,
  connection: Connection,
  mail?: ContactLeadMail,
): Router {
  return apiRouter({}, [
    {
      method: 'post',
      path: '/api/contact',
      summary: 'Send a contact message',
      tags: ['Public forms'],
      auth: 'none',
      description:
        'A bot (honeypot filled, or sent sooner than the minimum fill time after its token) gets the same 201 and nothing is stored; the consent is stored with the message.',
      body: { type: 'json', schema: contactFormSchema },
      success: { status: 201, description: `\`{success:true, message:'${CONTACT_SENT_MESSAGE}', reference}\`` },
      errors: {
        400: `'Please fill in the following fields: Name, Email, Phone, Subject, Message' (only the missing ones), 'Invalid email address', a too-long field, 'Malformed JSON body'; ${PUBLIC_FORM_ERROR_TEXTS[400]}`,
        429: `${PUBLIC_FORM_ERROR_TEXTS[429]} (per sender email; the gateway also limits per IP)`,
      },
      handler: async (ctx) => {
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
      },
    },
  ]);
}
