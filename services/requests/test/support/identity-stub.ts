/**
 * A small but real identity for tests: a Koa app on a loopback port implementing the
 * internal routes requests calls, with the same paths, guard, bodies and statuses as identity:
 *   POST /internal/accounts {name,email,phone?} → 201 {success,created:true,user} | 200 {created:false}
 *   GET  /internal/accounts/exists?email= → {success:true, exists}; `existsStatus`
 *        makes it answer that error status instead
 *   GET  /internal/tokens/:jti?sid= → {revoked, restriction} (revoked: the jti or sid is in `revoked`;
 *        restriction: `restrictions` of the sid, else null)
 *   GET  /internal/users/count → {success:true, users} (`usersCount` sets the answer)
 *   POST /internal/mail {to,subject,text} → 202 {success:true}, kept in `mails`; a
 *   bilingual lead mail, alone or in the batch form `{mails:[...]}`, kept in `leadMails`;
 *        `mailStatus` makes it answer that error status instead (nothing kept); A body
 *        with `content` (bilingual: `to` | `audience:'staff'` | `user_id`+`topic`) is kept once per
 *        `key` in `leadMails`, answered `{success:true, sent}` (false for a user id in `optedOut`)
 * Accounts and revocations live in memory; `calls` records what requests asked.
 */
import Koa from 'koa';
import Router from '@koa/router';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { errorHandler, jsonBody, requireInternal, validate, type SessionRestriction } from '@consulting/service-kit';
import type { InternalMail } from '@consulting/contracts';
import { serve } from '@consulting/service-kit/test-support';

export interface IdentityStub {
  url: string;
  accounts: Map<string, { id: string; name: string; email: string; phone?: string; role: 'client' }>;
  revoked: Set<string>;
  /** What each session (by `sid`) owes; absent = nothing. */
  restrictions: Map<string, SessionRestriction>;
  /**
   * What `GET /internal/users/count` answers: `users` accounts, or an error `status`, after
   * `delayMs` milliseconds.
   */
  usersCount: { users: number; status?: number; delayMs?: number };
  calls: string[];
  /** Mails identity took, oldest first. */
  mails: { to: string; subject: string; text: string }[];
  /** Bilingual mails identity took, oldest first, each key once (identity's outbox). */
  leadMails: InternalMail[];
  /** Account ids whose owner turned status mails off: their mails answer `sent:false`. */
  optedOut: Set<string>;
  /** When set, `POST /internal/mail` answers this error status (e.g. 502, 429) and keeps nothing. */
  mailStatus: { status?: number };
  /** When set, `GET /internal/accounts/exists` answers this error status (identity cannot say). */
  existsStatus: { status?: number };
  close: () => Promise<void>;
}

const mailInput = z.object({ to: z.email(), subject: z.string().min(1), text: z.string().min(1) });

const contentInput = z.object({ subject: z.string().min(1), paragraphs: z.array(z.string()).min(1) }).passthrough();
const leadMailInput = z
  .object({
    to: z.email().optional(),
    audience: z.literal('staff').optional(),
    user_id: z.string().optional(),
    topic: z.literal('status_updates').optional(),
    lang: z.enum(['ar', 'en']),
    content: z.object({ ar: contentInput, en: contentInput }),
    kind: z.string().optional(),
    key: z.string().optional(),
  })
  .refine((mail) => [mail.to, mail.audience, mail.user_id].filter(Boolean).length === 1);

const accountInput = z.object({ name: z.string().min(1), email: z.email(), phone: z.string().optional() });

export async function startIdentityStub(internalToken: string): Promise<IdentityStub> {
  const accounts: IdentityStub['accounts'] = new Map();
  const revoked = new Set<string>();
  const restrictions = new Map<string, SessionRestriction>();
  const calls: string[] = [];
  const usersCount: IdentityStub['usersCount'] = { users: 0 };
  const mails: IdentityStub['mails'] = [];
  const leadMails: InternalMail[] = [];
  const optedOut = new Set<string>();
  const mailStatus: IdentityStub['mailStatus'] = {};
  const existsStatus: IdentityStub['existsStatus'] = {};
  const app = new Koa();
  app.use(errorHandler());
  const router = new Router({ prefix: '/internal' });
  router.use(requireInternal(internalToken));
  router.post('/accounts', jsonBody(), (ctx) => {
    const input = validate(accountInput, ctx.request.body);
    const email = input.email.toLowerCase();
    calls.push(`POST /internal/accounts ${email}`);
    const known = accounts.get(email);
    const user = known ?? {
      id: randomBytes(12).toString('hex'),
      name: input.name,
      email,
      phone: input.phone,
      role: 'client' as const,
    };
    if (!known) accounts.set(email, user);
    ctx.status = known ? 200 : 201;
    ctx.body = {
      success: true,
      created: !known,
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
    };
  });
  router.get('/accounts/exists', (ctx) => {
    const { email } = validate(z.object({ email: z.email() }), ctx.query);
    calls.push(`GET /internal/accounts/exists ${email.toLowerCase()}`);
    if (existsStatus.status) {
      ctx.status = existsStatus.status;
      ctx.body = { success: false, error: 'Internal server error' };
      return;
    }
    ctx.body = { success: true, exists: accounts.has(email.toLowerCase()) };
  });
  router.get('/tokens/:jti', (ctx) => {
    calls.push(`GET /internal/tokens/${ctx.params.jti}`);
    const sid = typeof ctx.query.sid === 'string' ? ctx.query.sid : '';
    ctx.body = {
      revoked: revoked.has(ctx.params.jti) || revoked.has(sid),
      restriction: restrictions.get(sid) ?? null,
    };
  });
  router.get('/users/count', async (ctx) => {
    calls.push('GET /internal/users/count');
    if (usersCount.delayMs) await new Promise((resolve) => setTimeout(resolve, usersCount.delayMs));
    if (usersCount.status) {
      ctx.status = usersCount.status;
      ctx.body = { success: false, error: 'Internal server error' };
      return;
    }
    ctx.body = { success: true, users: usersCount.users };
  });
  /** One bilingual lead mail, as identity answers it: kept once per key, or skipped for an opted-out client. */
  const callOf = (lead: InternalMail) =>
    `POST /internal/mail ${'to' in lead ? lead.to : 'audience' in lead ? 'staff' : `user:${lead.user_id}`} ${lead.key ?? ''}`;
  const takeLead = (body: unknown): { sent: boolean } => {
    const lead = validate(leadMailInput, body) as InternalMail;
    calls.push(callOf(lead));
    if ('user_id' in lead && optedOut.has(lead.user_id)) return { sent: false };
    if (!lead.key || !leadMails.some((kept) => kept.key === lead.key)) leadMails.push(lead);
    return { sent: true };
  };
  router.post('/mail', jsonBody(), (ctx) => {
    const body: unknown = ctx.request.body;
    // The batch form the kit's sender uses (`{mails:[...]}`): one result per mail.
    if (typeof body === 'object' && body !== null && 'mails' in body && Array.isArray(body.mails)) {
      if (mailStatus.status) {
        for (const lead of body.mails as InternalMail[]) calls.push(callOf(lead));
        ctx.status = mailStatus.status;
        ctx.body = { success: false, error: 'The mail could not be sent' };
        return;
      }
      ctx.status = 202;
      ctx.body = { success: true, results: body.mails.map((lead) => ({ success: true, ...takeLead(lead) })) };
      return;
    }
    if (typeof body === 'object' && body !== null && 'content' in body) {
      if (mailStatus.status) {
        calls.push(callOf(body as InternalMail));
        ctx.status = mailStatus.status;
        ctx.body = { success: false, error: 'The mail could not be sent' };
        return;
      }
      ctx.status = 202;
      ctx.body = { success: true, ...takeLead(body) };
      return;
    }
    const mail = validate(mailInput, ctx.request.body);
    calls.push(`POST /internal/mail ${mail.to}`);
    if (mailStatus.status) {
      ctx.status = mailStatus.status;
      ctx.body = { success: false, error: 'The mail could not be sent' };
      return;
    }
    mails.push(mail);
    ctx.status = 202;
    ctx.body = { success: true };
  });
  app.use(router.routes());
  const server = await serve(app);
  return {
    url: server.url,
    accounts,
    revoked,
    restrictions,
    usersCount,
    calls,
    mails,
    leadMails,
    optedOut,
    mailStatus,
    existsStatus,
    close: server.close,
  };
}
