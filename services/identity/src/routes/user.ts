import Router from '@koa/router';
import { HttpError, validate } from '@consulting/service-kit';
import { z } from 'zod';
import type { Accounts } from '../accounts.ts';
import { toUserRecord } from '../models/user.model.ts';
import { loginResponse, parseCredentials } from './credentials.ts';

/** An optional text field the browser may send as '' or null; both count as absent. */
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().trim().max(max).optional());

/** Body of `POST /api/user/register`. */
export const registerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: optionalText(50),
  // Sent by the seed's browser code (spec §7); accepted for compatibility, never used.
  password: z.unknown().optional(),
  auto_created: z.unknown().optional(),
});

/** Body of `POST /api/user/send-password`. */
export const sendPasswordSchema = z.object({
  email: z.string().max(254),
  password: z.unknown().optional(),
  name: z.unknown().optional(),
});

/**
 * Client routes of spec §7 under `/api/user`:
 * - `POST /api/user/login` `{email,password}` → 200 `LoginResponse` for an active client;
 *   401 `Invalid email or password` (also for admins); 403 for a disabled account; 400 when a
 *   field is missing or not a string.
 * - `POST /api/user/register` `{name,email,phone?,password?,auto_created?}` → 201
 *   `{success,created:true,user}` with a server-generated password mailed to the client;
 *   409 when the email has an account (nothing changes); 400 on bad input.
 * - `POST /api/user/send-password` `{email,password?,name?}` → always 200 `{success:true}`.
 */
export function userRouter(options: { accounts: Accounts; jwtSecret: string }): Router {
  const { accounts, jwtSecret } = options;
  const router = new Router({ prefix: '/api/user' });

  router.post('/login', async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'Email and password are required');
    const result = await accounts.signIn(email, password, 'client');
    if (result.kind === 'invalid') throw new HttpError(401, 'Invalid email or password');
    if (result.kind === 'inactive') throw new HttpError(403, 'This account is disabled; please contact us');
    ctx.body = loginResponse(result.user, jwtSecret);
  });

  router.post('/register', async (ctx) => {
    const body = validate(registerSchema, ctx.request.body);
    const { created, user } = await accounts.createClientAccount(body);
    if (!created) throw new HttpError(409, 'An account with this email already exists');
    ctx.status = 201;
    ctx.body = { success: true, created: true, user: toUserRecord(user) };
  });

  // Spec §7 has the browser send the password it generated itself; architecture "Passwords"
  // says that password is never trusted. So this route never sets or mails a password chosen
  // by the caller: it only reminds an automatically created account how to sign in (with the
  // credentials the server mailed at creation, or by contacting the company), and answers the
  // same for every email so it cannot be used to find out who has an account.
  router.post('/send-password', async (ctx) => {
    const { email } = validate(sendPasswordSchema, ctx.request.body);
    await accounts.remindSignIn(email);
    ctx.body = { success: true };
  });

  return router;
}
