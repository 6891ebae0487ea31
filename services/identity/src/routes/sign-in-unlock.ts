import Router from '@koa/router';
import { validate } from '@consulting/service-kit';
import { z } from 'zod';
import type { SignInLockout } from '../sign-in-lockout.ts';

/** Body of `POST /api/password/unlock`: the token of the mailed link, and the page's language. */
export const unlockSchema = z.object({
  token: z.string().min(1).max(200),
  lang: z.enum(['ar', 'en']).default('ar'),
});

/**
 * `POST /api/password/unlock` `{token, lang?}` (no token header; docs/api.md "Sign-in lockout"):
 * uses the one-time link mailed with a lockout notice. 200 `{success:true, area}` (`client` or
 * `admin`: the sign-in page to go to) once the account's locks are lifted; 400 in `lang` for a
 * link unknown, used, expired, or of an account no longer active. Nothing in the answer tells
 * whether an email has an account: only the mailbox holds a link.
 */
export function signInUnlockRouter(options: { lockout: SignInLockout }): Router {
  const { lockout } = options;
  const router = new Router();

  router.post('/api/password/unlock', async (ctx) => {
    const body = validate(unlockSchema, ctx.request.body);
    ctx.body = { success: true, area: await lockout.unlock(body.token, body.lang) };
  });

  return router;
}
