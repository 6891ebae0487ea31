import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { jsonBody, publicFormFieldsShape } from '@consulting/service-kit';
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
});

/** The whole body the contact form sends: its fields and the issue-13 guard fields (API document). */
export const contactFormSchema = contactSchema.extend(publicFormFieldsShape);

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
 */
export function contactRouter(models: ContentModels, guard: ContentFormGuard, connection: Connection): Router {
  const router = new Router();
  router.post('/api/contact', jsonBody(), async (ctx) => {
    const fields = parseInput(contactSchema, ctx.request.body, CONTACT_LABELS);
    const verdict = guard.check(ctx.request.body, 'contact');
    if (verdict.kind === 'person') {
      await guard.limitEmail(connection, 'contact', fields.email);
      await models.ContactMessage.create({ ...fields, is_read: false, consent: verdict.consent });
    }
    ctx.status = 201;
    ctx.body = { success: true, message: CONTACT_SENT_MESSAGE };
  });
  return router;
}
