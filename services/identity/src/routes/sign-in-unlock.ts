import Router from '@koa/router';
import { addRoute, validate, type RouteOperation } from '@consulting/service-kit';
import { z } from 'zod';
import type { SignInLockout } from '../sign-in-lockout.ts';
import { TAGS } from './api-texts.ts';

/** Body of `POST /api/password/unlock`: the token of the mailed link, and the page's language. */
export const unlockSchema = z.object({
  token: z.string().min(1).max(200),
  lang: z.enum(['ar', 'en']).default('ar'),
});

/** The unlock link mailed with a lockout notice (docs/api.md "Sign-in lockout"). */
export function signInUnlockRouter(options: { lockout: SignInLockout }): Router {
  const { lockout } = options;
  const router = new Router();

  const unlock: RouteOperation = {
    method: 'post',
    path: '/api/password/unlock',
    summary: 'Lift a sign-in lockout with the mailed unlock link',
    description:
      'Each lockout mails the owner a one-time unlock link (`/user/unlock?token=` or `/admin/unlock?token=`, random, only its SHA-256 stored, valid UNLOCK_LINK_TTL_HOURS, default 24). Using it lifts every lock of the account at once; it works once. Nothing tells whether an email has an account: only its mailbox holds a link.',
    tags: [TAGS.passwords],
    auth: 'none',
    body: { type: 'json', schema: unlockSchema },
    success: { status: 200, description: "`{success:true, area:'client'|'admin'}`: the sign-in page to go to" },
    errors: {
      400: "'This unlock link has expired or was already used' / 'انتهت صلاحية رابط فك القفل أو سبق استخدامه' (in `lang`), or invalid input",
    },
  };
  addRoute(router, {}, unlock, async (ctx) => {
    const body = validate(unlockSchema, ctx.request.body);
    ctx.body = { success: true, area: await lockout.unlock(body.token, body.lang) };
  });

  return router;
}
