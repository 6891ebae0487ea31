import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { jsonBody } from '@consulting/service-kit';
import type { ContentModels } from '../content-models.ts';
import { parseInput, requiredEmail } from '../input-fields.ts';
import { isDuplicateKeyError } from '../models/duplicate-key-error.ts';
import type { ContentFormGuard } from './public-forms.ts';

/** The confirmation the footer shows after subscribing. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!';

/** Body of `POST /api/newsletter`. */
export const subscriptionSchema = z.object({ email: requiredEmail() });

/**
 * The footer newsletter box (spec §2 "Global layout"):
 * - `POST /api/newsletter` JSON `{email, form_token, privacy_consent, website}` → 201
 *   `{success:true, message:'Thank you for subscribing to our newsletter!'}`; the email is
 *   stored lowercased with the consent (policy version and time).
 * - Issue 13, no enumeration: an address that is already subscribed gets the same 201 and
 *   nothing changes (spec §7's 409 told strangers who subscribes). A bot (honeypot, too fast)
 *   gets the same 201 and nothing is stored.
 * - 400 'Please fill in the following fields: Email', 'Invalid email address', a stale form
 *   token or a missing consent; 429 with `Retry-After` past the per-email limit.
 * The unique index on `email` settles two simultaneous subscriptions of one address.
 */
export function newsletterRouter(models: ContentModels, guard: ContentFormGuard, connection: Connection): Router {
  const router = new Router();
  router.post('/api/newsletter', jsonBody(), async (ctx) => {
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
  });
  return router;
}
