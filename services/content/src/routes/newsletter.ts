import type Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { apiRouter, PUBLIC_FORM_ERROR_TEXTS, publicFormFieldsShape } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput, requiredEmail } from '../input-fields.ts';
import { isDuplicateKeyError } from '../models/duplicate-key-error.ts';
import type { ContentFormGuard } from './public-forms.ts';

/** The confirmation the footer shows after subscribing. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';

/** Body of `POST /api/newsletter`. */
export const subscriptionSchema = z.object({ email: requiredEmail() });

/**
 * The footer newsletter box (spec §2 "Global layout"): the email is stored lowercased with the
 * consent. The unique index on `email` settles two simultaneous subscriptions of one address.
 */
export function newsletterRouter(models: ContentModels, guard: ContentFormGuard, connection: Connection): Router {
  return apiRouter({}, [
    {
      method: 'post',
      path: '/api/newsletter',
      summary: 'Subscribe to the newsletter',
      tags: ['Public forms'],
      auth: 'none',
      description:
        'An address already subscribed gets the same 201 and nothing changes (no enumeration); a bot gets the same 201 and nothing is stored.',
      body: { type: 'json', schema: subscriptionSchema.extend(publicFormFieldsShape) },
      success: { status: 201, description: `\`{success:true, message:'${SUBSCRIBED_MESSAGE}'}\`` },
      errors: {
        400: `'Please fill in the following fields: Email' or 'Invalid email address'; ${PUBLIC_FORM_ERROR_TEXTS[400]}`,
        429: `${PUBLIC_FORM_ERROR_TEXTS[429]} (per email)`,
      },
      handler: async (ctx) => {
        const { email } = parseInput(subscriptionSchema, ctx.request.body, { email: 'Email' });
        const verdict = guard.check(ctx.request.body, 'newsletter');
        if (verdict.kind === 'person') {
          await guard.limitEmail(connection, 'newsletter', email);
          // A known address is the unique index's duplicate: nothing changes, the same answer.
          try {
            await models.NewsletterSubscription.create({ email, consent: verdict.consent });
          } catch (error) {
            if (!isDuplicateKeyError(error)) throw error;
          }
        }
        ctx.status = 201;
        ctx.body = { success: true, message: SUBSCRIBED_MESSAGE };
      },
    },
  ]);
}
