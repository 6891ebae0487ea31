import Router from '@koa/router';
import { addRoute, HttpError, validate, type RouteOperation } from '@consulting/service-kit';
import { z } from 'zod';
import type { Accounts } from '../accounts.ts';
import type { EmailLimits } from '../email-limits.ts';
import { clientAddressOf, type SignInLockout } from '../sign-in-lockout.ts';
import { sessionClientOf, type Sessions } from '../sessions.ts';
import { RATE_LIMITED, TAGS } from './api-texts.ts';
import { credentialsSchema, loginResponse, parseCredentials } from './credentials.ts';

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

/** The answer of `POST /api/user/register`, the same whether or not the email had an account. */
export const REGISTER_REPLY = {
  success: true,
  message: 'Thank you. We have sent an email to this address explaining how to sign in.',
} as const;

/**
 * Client routes of spec §7 under `/api/user`. Each counts the target email first
 * (`emailLimits`: sign-in shared with the admin login), for known and unknown emails alike.
 */
export function userRouter(options: {
  accounts: Accounts;
  sessions: Sessions;
  limits: EmailLimits;
  lockout: SignInLockout;
}): Router {
  const { accounts, sessions, limits, lockout } = options;
  const router = new Router();
  const common = { tags: [TAGS.signIn], auth: 'none' as const };

  const login: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/user/login',
    summary: 'Client sign-in',
    description:
      'Starts a session: the token carries its id (`sid`) and stops working at once on logout, deactivation or a new password. Signs in clients only: a staff email answers exactly like a wrong password and nothing is counted on the staff account. Wrong passwords count toward the sign-in lockout (docs/api.md "Sign-in lockout"); a locked account answers like a wrong password. At most SIGN_IN_PER_EMAIL_PER_15_MIN attempts per email, client address and area (default 10).',
    body: { type: 'json', schema: credentialsSchema },
    success: { status: 200, description: '`LoginResponse` `{success:true, user: UserRecord, token}` (a JWT)' },
    errors: {
      400: 'Email and password are required',
      401: 'Invalid email or password (also for a staff account, an unknown email and a locked account)',
      403: 'This account is disabled; please contact us',
      429: RATE_LIMITED,
    },
  };
  addRoute(router, {}, login, async (ctx) => {
    const { email, password } = parseCredentials(ctx.request.body, 'Email and password are required');
    const ip = clientAddressOf(ctx);
    await limits.consume('sign_in_email', email, `client|${ip}`);
    const result = await accounts.signIn(email, password, 'client', ip);
    if (result.kind === 'invalid') throw new HttpError(401, 'Invalid email or password');
    if (result.kind === 'inactive') throw new HttpError(403, 'This account is disabled; please contact us');
    await lockout.recordSuccess(result.user, ip);
    ctx.body = loginResponse(result.user, await sessions.start(result.user, sessionClientOf(ctx)));
  });

  const register: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/user/register',
    summary: 'Create a client account',
    description:
      'Answers the same whether or not the email has an account (no enumeration); only that inbox learns which. A new email gets an account without a password and a mail with a one-time link to choose it (72 hours); an existing one gets a "you already have an account" mail and nothing changes. A `password` or `auto_created` sent by the browser is accepted and ignored. At most REGISTER_PER_EMAIL_PER_HOUR calls per email (default 5).',
    body: { type: 'json', schema: registerSchema },
    success: { status: 202, description: `\`{success:true, message:'${REGISTER_REPLY.message}'}\`` },
    errors: {
      400: 'Invalid input',
      429: RATE_LIMITED,
      502: 'Could not send the account email; please try again later (no account kept)',
    },
  };
  addRoute(router, {}, register, async (ctx) => {
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
  const sendPassword: RouteOperation = {
    ...common,
    method: 'post',
    path: '/api/user/send-password',
    summary: 'Remind an automatically created account how to sign in',
    description:
      'Answers the same for every email, so it cannot tell who has an account; never sets a password. At most SEND_PASSWORD_PER_EMAIL_PER_HOUR calls per email (default 5).',
    body: { type: 'json', schema: sendPasswordSchema },
    success: { status: 200, description: '`{success:true}`' },
    errors: { 400: 'Invalid input', 429: RATE_LIMITED },
  };
  addRoute(router, {}, sendPassword, async (ctx) => {
    const { email } = validate(sendPasswordSchema, ctx.request.body);
    await limits.consume('send_password_email', email);
    await accounts.remindSignIn(email);
    ctx.body = { success: true };
  });

  return router;
}
