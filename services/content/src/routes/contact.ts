import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  formatReference,
  leadExcerpt,
  referenceCounterName,
  type ContactSentResponse,
  type InternalMail,
  type LeadMailName,
  type LeadSummary,
  type MailContent,
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

/** What the mails say about one contact message. */
type ContactLead = LeadSummary<typeof KIND>;

/** The staff alert's words per language; `labels` follow the order of `values` below. */
const ALERT_TEXTS = {
  ar: {
    intro: 'وصلت رسالة تواصل جديدة.',
    labels: ['الرقم المرجعي', 'الاسم', 'البريد الإلكتروني', 'الجوال', 'الموضوع', 'الرسالة'],
    subject: 'رسالة تواصل جديدة',
    action: 'فتح في لوحة التحكم',
  },
  en: {
    intro: 'A new contact message has arrived.',
    labels: ['Reference', 'Name', 'Email', 'Phone', 'Subject', 'Message'],
    subject: 'New contact message',
    action: 'Open in the admin panel',
  },
} as const;

/**
 * The staff inbox's alert of a new contact message: Arabic first (the panel is Arabic, spec §1),
 * with the reference, name, email, phone, subject, the first lines of the message and a button
 * to `/admin/messages?q=<reference>` on the site at `publicUrl`. Key `lead:contact_message:<id>`.
 */
function staffAlertMail(lead: ContactLead, publicUrl: string): InternalMail {
  const ref = lead.reference ?? '—';
  const base = `${publicUrl.replace(/\/+$/, '')}/admin/messages`;
  const link = lead.reference ? `${base}?q=${encodeURIComponent(lead.reference)}` : base;
  const values = [
    ref,
    lead.name,
    lead.email,
    lead.phone,
    lead.topic?.trim(),
    lead.message && leadExcerpt(lead.message),
  ];
  const content = (lang: 'ar' | 'en'): MailContent => {
    const texts = ALERT_TEXTS[lang];
    const lines = values.flatMap((value, i) => (value ? [`${texts.labels[i]}:${i === 5 ? '\n' : ' '}${value}`] : []));
    return {
      subject: `${texts.subject} ${ref}`,
      paragraphs: [texts.intro, ...lines],
      action: { label: texts.action, url: link },
    };
  };
  return {
    audience: 'staff',
    lang: 'ar',
    kind: 'lead_alert',
    key: `lead:${lead.kind}:${lead.id}`,
    content: { ar: content('ar'), en: content('en') },
  };
}

/**
 * The sender's confirmation in the language they wrote in: that the message arrived (never
 * their own words, which a stranger may have typed under this email), its reference and a reply
 * within 24 hours (spec §9). Key `confirm:contact_message:<id>`. No dashboard link: messages are
 * not on the client's dashboard.
 */
function submitterConfirmationMail(lead: ContactLead): InternalMail {
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
  return { alert: staffAlertMail(lead, publicUrl), confirmation: submitterConfirmationMail(lead) };
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
