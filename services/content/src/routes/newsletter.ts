import Router from '@koa/router';
import { z } from 'zod';
import { HttpError, jsonBody } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput, requiredEmail } from '../input-fields.ts';
import { isDuplicateKeyError } from '../models/duplicate-key-error.ts';

/** The confirmation the footer shows after subscribing. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';
const ALREADY_SUBSCRIBED = 'This email is already subscribed';

/** Body of `POST /api/newsletter`. */
export const subscriptionSchema = z.object({ email: requiredEmail() });

/**
 * The footer newsletter box (spec §2 "Global layout"):
 * - `POST /api/newsletter` JSON `{email}` → 201 `{success:true, message:'Thank you for
 *   subscribing to our newsletter!'}`; the email is stored lowercased.
 * - 409 'This email is already subscribed' when the address (any letter case) already is;
 *   400 'Please fill in the following fields: Email' or 'Invalid email address'.
 * The unique index on `email` settles two simultaneous subscriptions of one address.
 */
export function newsletterRouter(models: ContentModels): Router {
  const router = new Router();
  router.post('/api/newsletter', jsonBody(), async (ctx) => {
    const { email } = parseInput(subscriptionSchema, ctx.request.body, { email: 'Email' });
    if (await models.NewsletterSubscription.exists({ email })) throw new HttpError(409, ALREADY_SUBSCRIBED);
    try {
      await models.NewsletterSubscription.create({ email });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new HttpError(409, ALREADY_SUBSCRIBED);
      throw error;
    }
    ctx.status = 201;
    ctx.body = { success: true, message: SUBSCRIBED_MESSAGE };
  });
  return router;
}
