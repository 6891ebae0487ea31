import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  formatReference,
  referenceCounterName,
  staffAlertMail,
  submitterConfirmationMail,
  type ContactSentResponse,
  type InternalMail,
  type LeadMailName,
  type LeadSummary,
} from '@consulting/contracts';
import {
  apiRouter,
  createNumbered,
  deliverPendingMails,
  nextCount,
  leadLanguageSchema,
  PUBLIC_FORM_ERROR_TEXTS,
  publicFormFieldsShape,
  type SendInternalMail,
  type Stored,
} from '@consulting/service-kit';
import type { Logger } from 'pino';
import type { ContactMessage, ContactMessageModel } from '../models/contact-message.model.ts';
import type { ContentModels } from '../content-models.ts';
import { optionalText, parseInput, requiredEmail, requiredText } from '../input-fields.ts';
import type { ContentFormGuard } from './public-forms.ts';

// What a contact message owes besides being stored (docs/api.md "Leads: references and mail"): its
// reference number (`CM-2026-000042`, counted per year in `reference_counters`), the staff alert
// and the sender's confirmation, both handed to identity's `POST /internal/mail` (keyed: sent once).
const KIND = 'contact_message';

/**
 * Creates a contact message with the next reference number of the year (UTC): `create(reference)`
 * inserts it into a collection with a unique index on `reference` (a duplicate takes the next
 * number, up to 5 tries: `createNumbered`). Resolves what `create` resolves; rejects with its
 * other errors.
 */
function createWithReference<T>(connection: Connection, create: (reference: string) => Promise<T>): Promise<T> {
  const next = async () => {
    const now = new Date();
    return formatReference(KIND, now, await nextCount(connection, referenceCounterName(KIND, now)));
  };
  return createNumbered('reference', next, create);
}

/** A reference-shaped number for a caught bot's answer (the same answer a person gets): random, never stored. */
function decoyReference(now: Date = new Date()): string {
  return formatReference(KIND, now, 1 + Math.floor(Math.random() * 999_999));
}

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
 * The lead mails of a contact message: the staff alert (its subject line, the first lines of the
 * message and a link to `/admin/messages?q=<reference>` on the site at `publicUrl`) and the
 * sender's confirmation in their language with the reference (no dashboard link: messages are
 * not on the client's dashboard).
 */
export function contactLeadMails(doc: Stored<ContactMessage>, publicUrl: string): Record<LeadMailName, InternalMail> {
  const lead: LeadSummary<typeof KIND> = {
    kind: KIND,
    id: doc._id.toString(),
    ...(doc.reference ? { reference: doc.reference } : {}),
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    message: doc.message,
    lang: doc.lang ?? 'ar',
  };
  const base = `${publicUrl.replace(/\/+$/, '')}/admin/messages`;
  const subject = doc.subject?.trim();
  return {
    alert: staffAlertMail(lead, {
      adminLink: doc.reference ? `${base}?q=${encodeURIComponent(doc.reference)}` : base,
      topicLine: subject ? { ar: `الموضوع: ${subject}`, en: `Subject: ${subject}` } : undefined,
    }),
    confirmation: submitterConfirmationMail(lead),
  };
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
        let reference = decoyReference();
        if (verdict.kind === 'person') {
          await guard.limitEmail(connection, 'contact', fields.email);
          const doc = await createWithReference(connection, (next) =>
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
