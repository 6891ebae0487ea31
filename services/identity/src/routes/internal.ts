import Router from '@koa/router';
import { HttpError, requireInternal, toErrorResponse, validate } from '@consulting/service-kit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { normalizeEmail, type Accounts } from '../accounts.ts';
import {
  composedMailSchema,
  isPlan,
  mailBatchSchema,
  planComposedMail,
  plainMailSchema,
  type MailBatchResult,
  type MailPlan,
} from '../mail/internal-mail.ts';
import { sendMailItems, type MailItem, type Mailer } from '../mail/mailer.ts';
import { MailCapReached } from '../mail/recipient-cap.ts';
import { toUserRecord, type UserModel } from '../models/user.model.ts';
import type { Sessions } from '../sessions.ts';

const accountSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(50).optional(),
  ),
});

/** `?email=` of `GET /internal/accounts/exists`: one email, compared trimmed and lower-cased. */
const existsQuerySchema = z.object({ email: z.string().trim().pipe(z.email().max(254)) });

/**
 * Service-to-service routes (header `x-internal-token`; 403 without it). The gateway never
 * routes `/internal`, so browsers cannot reach them.
 * - `POST /internal/accounts` `{name,email,phone?}` → 201 `{success:true,created:true,user}` after
 *   creating a client without a password, mailed a set-password link; 200 `{success:true,created:false,user}`
 *   when the email already has an account: nothing changes and NOTHING is mailed (the
 *   caller mails that inbox itself, e.g. a confirmation link through `/internal/mail`); 400 on
 *   bad input; 502 when the set-password mail cannot be written to the outbox (no account kept;
 *   SMTP being down does not matter: the outbox worker delivers it later).
 * - `GET /internal/accounts/exists?email=` → `{success:true, exists:boolean}`: whether any account
 *   (client or admin, active or not) has that email, compared trimmed and lower-cased. Creates,
 *   changes and mails nothing (requests asks it to decide whether a guest's join
 *   application under that email must wait for the owner's confirmation). 400 'email: …' for a
 *   missing or malformed email (one email; a repeated `?email=` is malformed).
 * - `GET /internal/tokens/:jti[?sid=…]` → `{success:true, revoked:boolean, restriction}`
 *   (`Sessions.check`): revoked after a logout, when the token's session was revoked, ended idle
 *   (staff: 30 minutes) or expired, or its user is inactive or gone; else `restriction` is what
 *   the session owes before anything else (`password_change`, `two_factor_enrolment`) or null.
 *   The session is found by `sid` when given, else by `jti`. Never cached: every call reads the
 *   database (and slides a staff session's idle window).
 * - `POST /internal/mail` `{to, subject, text}` → 202 `{success:true}` once the mail is in the
 *   outbox (the outbox worker sends it, with retries; the caller never waits
 *   for SMTP), so the site's mail has one owner; 400 on bad input; 429 'Too many mails to this recipient;
 *   please try again later' with `Retry-After` (seconds) over the per-recipient hourly cap
 *   (MAIL_PER_RECIPIENT_PER_HOUR; nothing sent); 502 'The mail could not be sent'
 *   only when the outbox cannot be written (database away). A body with `content` is a bilingual mail
 *   (`composedMailSchema`: `{to | audience:'staff' | user_id+topic:'status_updates', lang,
 *   content:{ar,en}, kind?, key?}`) laid out by `composeMail`, the reader's language first;
 *   `key` is mailed once. `audience:'staff'` goes to the staff inbox (STAFF_INBOX, default
 *   ADMIN_EMAIL) and is not counted against the per-recipient cap; `user_id` goes to that
 *   account's email, or answers 202 `{success:true, sent:false}` (nothing mailed) when the
 *   client turned status mails off or the account is inactive or gone. Every 202 says
 *   `sent:true` when mailed. 503 'No staff inbox is set' when there is none.
 * - `GET /internal/users/count` → `{success:true, users: n}`: every account, clients and admins,
 *   active or not (the dashboard's users counter, asked by requests'
 *   `GET /api/admin/counts`). Read from collection metadata, the same number as the users
 *   list's unfiltered `total`.
 */
export function internalRouter(options: {
  accounts: Accounts;
  User: UserModel;
  sessions: Sessions;
  internalToken: string;
  mailer: Mailer;
  /** The uncapped transport, for mail to the staff inbox only. */
  staffMailer?: Mailer;
  /** The staff inbox's address (STAFF_INBOX, else ADMIN_EMAIL, else the first admin's). */
  staffInbox?: () => Promise<string | undefined>;
  logger: Logger;
}): Router {
  const { accounts, User, sessions, internalToken, mailer, logger } = options;
  const staffMailer = options.staffMailer ?? mailer;
  const staffInbox = options.staffInbox ?? (() => Promise.resolve(undefined));
  const router = new Router({ prefix: '/internal' });
  const internalOnly = requireInternal(internalToken);

  router.post('/accounts', internalOnly, async (ctx) => {
    const { created, user } = await accounts.createClientAccount(validate(accountSchema, ctx.request.body));
    ctx.status = created ? 201 : 200;
    ctx.body = { success: true, created, user: toUserRecord(user) };
  });

  router.get('/accounts/exists', internalOnly, async (ctx) => {
    const { email } = validate(existsQuerySchema, ctx.query);
    const exists = (await User.exists({ email: normalizeEmail(email) })) !== null;
    ctx.body = { success: true, exists };
  });

  router.get('/tokens/:jti', internalOnly, async (ctx) => {
    const { sid } = ctx.query;
    const state = await sessions.check(ctx.params.jti, typeof sid === 'string' && sid ? sid : undefined);
    ctx.body = state.revoked
      ? { success: true, revoked: true, restriction: null }
      : { success: true, revoked: false, restriction: state.restriction };
  });

  router.get('/users/count', internalOnly, async (ctx) => {
    ctx.body = { success: true, users: await User.estimatedDocumentCount() };
  });

  /** The plan of one `/internal/mail` body (plain or composed); rejects with a 400 on bad input. */
  const planOf = async (body: unknown): Promise<MailPlan> =>
    typeof body === 'object' && body !== null && 'content' in body
      ? planComposedMail(validate(composedMailSchema, body), { User, staffInbox })
      : { route: 'capped', message: validate(plainMailSchema, body) };
  const itemOf = (plan: Exclude<MailPlan, { route: 'skip' }>): MailItem => ({
    message: plan.message,
    options: { ...(plan.key ? { key: plan.key } : {}), ...(plan.kind ? { kind: plan.kind } : {}) },
  });

  router.post('/mail', internalOnly, async (ctx) => {
    const body: unknown = ctx.request.body;
    if (typeof body === 'object' && body !== null && 'mails' in body) {
      ctx.status = 202;
      ctx.body = { success: true, results: await sendBatch(validate(mailBatchSchema, body).mails) };
      return;
    }
    const plan = await planOf(body);
    ctx.status = 202;
    if (plan.route === 'skip') {
      ctx.body = { success: true, sent: false };
      return;
    }
    try {
      const [refused] = await sendMailItems(plan.route === 'staff' ? staffMailer : mailer, [itemOf(plan)]);
      if (refused) throw refused;
    } catch (error) {
      if (error instanceof MailCapReached) throw error;
      logger.error({ err: error, to: plan.message.to }, 'internal mail failed');
      throw new HttpError(502, 'The mail could not be sent');
    }
    ctx.body = { success: true, sent: true };
  });

  /**
   * The batch form's results, one per body in order: each planned on its own (a bad body or an
   * unset staff inbox fails alone), then the staff mails and the capped ones each written with
   * one call of their mailer (`sendMailItems`).
   */
  async function sendBatch(bodies: unknown[]): Promise<MailBatchResult[]> {
    const results: MailBatchResult[] = [];
    const routes: Record<'staff' | 'capped', { at: number; item: MailItem; to: string }[]> = { staff: [], capped: [] };
    const plans = await Promise.all(bodies.map((body) => planOf(body).catch((error: unknown) => error)));
    plans.forEach((plan, at) => {
      if (!isPlan(plan)) {
        // A bad body (400) or no staff inbox (503) fails alone; anything else (database away) fails the call.
        const answer = toErrorResponse(plan);
        if (!answer.expose) throw plan;
        results[at] = { success: false, status: answer.status, error: answer.message };
      } else if (plan.route === 'skip') results[at] = { success: true, sent: false };
      else routes[plan.route].push({ at, item: itemOf(plan), to: plan.message.to });
    });
    for (const route of ['staff', 'capped'] as const) {
      const entries = routes[route];
      if (!entries.length) continue;
      let written: (Error | null)[];
      try {
        written = await sendMailItems(
          route === 'staff' ? staffMailer : mailer,
          entries.map((e) => e.item),
        );
      } catch (error) {
        logger.error({ err: error, mails: entries.length }, 'internal mail failed');
        written = entries.map(() => new HttpError(502, 'The mail could not be sent'));
      }
      entries.forEach(({ at }, i) => {
        const error = written[i];
        results[at] = !error
          ? { success: true, sent: true }
          : error instanceof HttpError
            ? { success: false, status: error.status, error: error.message }
            : { success: false, status: 502, error: 'The mail could not be sent' };
      });
    }
    return results;
  }

  return router;
}
