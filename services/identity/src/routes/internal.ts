import Router from '@koa/router';
import { requireInternal, validate } from '@consulting/service-kit';
import { z } from 'zod';
import type { Accounts } from '../accounts.ts';
import { isTokenRevoked, type RevokedTokenModel } from '../models/revoked-token.model.ts';
import { toUserRecord } from '../models/user.model.ts';

const accountSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(50).optional(),
  ),
});

/**
 * Service-to-service routes (header `x-internal-token`; 403 without it). The gateway never
 * routes `/internal`, so browsers cannot reach them.
 * - `POST /internal/accounts` `{name,email,phone?}` → 201 `{success:true,created:true,user}` after
 *   creating a client with a generated, mailed password; 200 `{success:true,created:false,user}`
 *   when the email already has an account (nothing changes); 400 on bad input.
 * - `GET /internal/tokens/:jti` → `{success:true,revoked:boolean}`, so other services honour logout.
 */
export function internalRouter(options: {
  accounts: Accounts;
  RevokedToken: RevokedTokenModel;
  internalToken: string;
}): Router {
  const { accounts, RevokedToken, internalToken } = options;
  const router = new Router({ prefix: '/internal' });
  const internalOnly = requireInternal(internalToken);

  router.post('/accounts', internalOnly, async (ctx) => {
    const { created, user } = await accounts.createClientAccount(validate(accountSchema, ctx.request.body));
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, created, user: toUserRecord(user) };
  });

  router.get('/tokens/:jti', internalOnly, async (ctx) => {
    ctx.body = { success: true, revoked: await isTokenRevoked(RevokedToken, ctx.params.jti) };
  });

  return router;
}
