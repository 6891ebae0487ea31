import Router from '@koa/router';
import { HttpError, validate } from '@consulting/service-kit';
import { z } from 'zod';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
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

/** The answer of `POST /api/user/register`, the same whether or not the email had an account (issue 13). */
export const REGISTER_REPLY = {
  success: true,
  message: 'Thank you. We have sent an email to this address explaining how to sign in.',
} as const;

/**
 * Client routes of spec §7 under `/api/user`:
 * - `POST /api/user/login` `{email,password}` → 200 `LoginResponse` for an active client (its
 *   token carries a new session's `sid`); 401 `Invalid email or password` (spec §7 `error`) for
 *   a wrong password, an unknown email, a locked account (`sign-in-lockout.ts`) and any staff
 *   email alike: this route signs in clients only and never counts a staff account's failures;
 *   403 for a disabled account; 400 when a field is missing or not a string.
 * - `POST /api/user/register` `{name,email,phone?,password?,auto_created?}` → 202
 *   {@link REGISTER_REPLY} whether or not the email has an account (issue 13 part 3: no
 *   enumeration). A new email gets an account without a password and a mailed set-password link; an
 *   existing one gets a "you already have an account" mail and nothing changes. 400 on bad
 *   input; 502 only when the mail cannot be written to the outbox (issue 14 part 4: the answer
 *   never waits for SMTP).
 * - `POST /api/user/send-password` `{email,password?,name?}` → always 200 `{success:true}`
 *   (`Accounts.remindSignIn`: a new set-password link or a reminder, never a password).
 * Issue 13: each route counts the target email first (`emailLimits`: sign-in shared with the
 * admin login, register, send-password), for known and unknown emails alike; past the limit
 * 429 'Too many attempts, please try again later' with `Retry-After` (seconds).
 */
export function userRouter(options: {
  accounts: Accounts;
  sessions: Sessions;
  limits: EmailLimits;
  lockout: SignInLockout;
}): Router {
  const { accounts, sessions, limits, lockout } = options;
  const router = new Router({ prefix: '/api/user' });

  router.post('/login', async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'Email and password are required');
    const ip = clientAddressOf(ctx);
    await limits.consume('sign_in_email', email, `client|${ip}`);
    const result = await accounts.signIn(email, password, 'client', ip);
    if (result.kind === 'invalid') throw new HttpError(401, 'Invalid email or password');
    if (result.kind === 'inactive') throw new HttpError(403, 'This account is disabled; please contact us');
    await lockout.recordSuccess(result.user, ip);
    ctx.body = loginResponse(result.user, await sessions.start(result.user, sessionClientOf(ctx)));
  });

  router.post('/register', async (ctx) => {
    const body = validate(registerSchema, ctx.request.body);
    await limits.consume('register_email', body.email);
    await accounts.register(body);
    ctx.status = 202;
    ctx.body = REGISTER_REPLY;
  });

  // Spec §7 has the browser send the password it generated itself; architecture "Passwords"
  // says that password is never trusted. So this route never sets or mails a password chosen
  // by the caller: it mails an automatically created account a new set-password link while it
  // has no password, or a reminder of how to sign in, and answers the same for every email so it
  // cannot be used to find out who has an account.
  router.post('/send-password', async (ctx) => {
    const { email } = validate(sendPasswordSchema, ctx.request.body);
    await limits.consume('send_password_email', email);
    await accounts.remindSignIn(email);
    ctx.body = { success: true };
  });

  return router;
}
