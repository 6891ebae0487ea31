/**
 * The admin outbox list (`GET /api/admin/outbox`: paged, filtered, never a
 * mail's body) and resend (`POST /api/admin/outbox/:id/resend`), on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Types } from 'mongoose';
import type { OutboxMailRecord } from '@consulting/contracts';
import { auditTrail } from '@consulting/service-kit';
import { createMailWorker } from '../src/mail/outbox-worker.ts';
import { outboxMailModel } from '../src/models/outbox-mail.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';

let identity: IdentityUnderTest;
const admin = { name: 'Outbox Admin', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const client = { name: 'Outbox Client', email: 'client@site.sa', password: 'client-pass-123', role: 'client' as const };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let adminAuth: Record<string, string>;
let clientAuth: Record<string, string>;

async function tokenOf(path: string, user: { email: string; password: string }): Promise<string> {
  const res = await identity.post(path, { email: user.email, password: user.password });
  return ((await res.json()) as { token: string }).token;
}

interface Page {
  success: true;
  mails: OutboxMailRecord[];
  total: number;
  page: number;
  page_size: number;
}

async function list(query = ''): Promise<Page> {
  const res = await identity.get(`/api/admin/outbox${query}`, adminAuth);
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
}

const ids = {
  legacy: new Types.ObjectId(),
  queued: new Types.ObjectId(),
  failed: new Types.ObjectId(),
  retrying: new Types.ObjectId(),
  sent: new Types.ObjectId(),
};
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 9));
/** A retry far ahead, so no worker round of these tests takes it. */
const LATER = new Date(Date.UTC(2099, 0, 1));

beforeAll(async () => {
  identity = await startIdentity('identity_admin_outbox');
  await identity.addUser(admin);
  await identity.addUser(client);
  adminAuth = bearer(await tokenOf('/api/admin/login', admin));
  clientAuth = bearer(await tokenOf('/api/user/login', client));
  await identity.connection.collection('outbox').insertMany([
    // Written by the embedded outbox before No status, counts as sent.
    {
      _id: ids.legacy,
      to: 'old@mail.sa',
      subject: 'Your account sign-in details',
      text: 'Password: legacy-secret-1',
      created_at: at(1),
    },
    {
      _id: ids.sent,
      to: 'sara@mail.sa',
      subject: 'Request received',
      text: 'Body of a sent mail',
      html: '<p>Body</p>',
      kind: 'lead_confirmation',
      status: 'sent',
      attempts: 1,
      sent_at: at(2),
      created_at: at(2),
    },
    {
      _id: ids.failed,
      to: 'ahmad@mail.sa',
      subject: 'بيانات الدخول إلى حسابك | Your account sign-in details',
      text: 'Password: failed-secret-2',
      kind: 'credentials',
      key: 'credentials:abc',
      status: 'failed',
      attempts: 8,
      last_error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25',
      created_at: at(3),
    },
    {
      _id: ids.retrying,
      to: 'ahmad@mail.sa',
      subject: 'Staff alert',
      text: 'T',
      status: 'retrying',
      attempts: 2,
      next_attempt_at: LATER,
      last_error: 'ETIMEDOUT',
      created_at: at(4),
    },
    {
      _id: ids.queued,
      to: 'omar@mail.sa',
      subject: 'Queued one',
      text: 'T',
      status: 'queued',
      attempts: 0,
      next_attempt_at: at(5),
      created_at: at(5),
    },
  ]);
});
afterAll(() => identity?.close());

describe('GET /api/admin/outbox', () => {
  it('lists every mail newest first with status, attempts, last error and dates, never a body', async () => {
    const page = await list();
    expect(page).toMatchObject({ success: true, total: 5, page: 1, page_size: 20 });
    expect(page.mails.map((m) => m.id)).toEqual(
      [ids.queued, ids.retrying, ids.failed, ids.sent, ids.legacy].map(String),
    );
    expect(page.mails[2]).toEqual({
      id: String(ids.failed),
      to: 'ahmad@mail.sa',
      subject: 'بيانات الدخول إلى حسابك | Your account sign-in details',
      kind: 'credentials',
      status: 'failed',
      attempts: 8,
      last_error: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:25',
      created_at: at(3).toISOString(),
      next_attempt_at: null,
      sent_at: null,
    });
    expect(page.mails[1]).toMatchObject({ status: 'retrying', next_attempt_at: LATER.toISOString() });
    // The old outbox's mail counts as sent.
    expect(page.mails[4]).toMatchObject({ status: 'sent', kind: null, attempts: 1 });
    const raw = JSON.stringify(page);
    expect(raw).not.toMatch(/secret|Body of a sent mail|"text"|"html"|"key"/);
  });

  it('filters by status (sent includes the old outbox) and searches recipient and subject', async () => {
    expect((await list('?status=failed')).mails.map((m) => m.id)).toEqual([String(ids.failed)]);
    expect((await list('?status=sent')).mails.map((m) => m.id)).toEqual([String(ids.sent), String(ids.legacy)]);
    expect((await list('?q=AHMAD@')).total).toBe(2);
    expect((await list('?q=sign-in details')).mails.map((m) => m.id)).toEqual([String(ids.failed), String(ids.legacy)]);
    expect((await list('?status=retrying&q=ahmad')).mails.map((m) => m.id)).toEqual([String(ids.retrying)]);
    expect((await list('?page=2&page_size=2')).mails.map((m) => m.id)).toEqual([String(ids.failed), String(ids.sent)]);
    expect((await list('?sort=created_at&page_size=1')).mails[0]?.id).toBe(String(ids.legacy));
  });

  it('answers 400 for a bad page, page size or status', async () => {
    for (const [query, error] of [
      ['?page=0', /^page must be/],
      ['?page_size=101', /^page_size must be/],
      ['?status=lost', /^status must be one of: queued, sending, sent, retrying, failed/],
      ['?status=sent&status=failed', /^status must be given once/],
    ] as const) {
      const res = await identity.get(`/api/admin/outbox${query}`, adminAuth);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(error) });
    }
  });

  it('is for admins only: 401 without a token, 403 for a client', async () => {
    expect((await identity.get('/api/admin/outbox')).status).toBe(401);
    expect((await identity.get('/api/admin/outbox', clientAuth)).status).toBe(403);
    expect((await identity.post(`/api/admin/outbox/${String(ids.failed)}/resend`, {}, clientAuth)).status).toBe(403);
  });
});

describe('POST /api/admin/outbox/:id/resend', () => {
  // First: the worker round below sends the queued mail.
  it('answers 409 for a mail still on its way, 404 for an unknown or malformed id', async () => {
    for (const id of [ids.retrying, ids.queued]) {
      const res = await identity.post(`/api/admin/outbox/${String(id)}/resend`, {}, adminAuth);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, error: 'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت' });
    }
    expect(await outboxMailModel(identity.connection).findById(ids.retrying).lean()).toMatchObject({
      status: 'retrying',
      attempts: 2,
    });
    for (const id of [String(new Types.ObjectId()), 'not-an-id']) {
      const res = await identity.post(`/api/admin/outbox/${id}/resend`, {}, adminAuth);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'الرسالة غير موجودة' });
    }
  });

  it('answers 409 for a sent mail whose body was removed, changing nothing', async () => {
    const removed = await outboxMailModel(identity.connection).create({
      to: 'removed@site.sa',
      subject: 'Gone',
      text: 'x',
      status: 'sent',
      sent_at: at(2),
    });
    await outboxMailModel(identity.connection).updateOne(
      { _id: removed._id },
      { $unset: { text: 1 }, $set: { body_removed_at: at(3) } },
    );
    const res = await identity.post(`/api/admin/outbox/${String(removed._id)}/resend`, {}, adminAuth);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: 'لم يعد نص هذه الرسالة محفوظاً' });
    expect(await outboxMailModel(identity.connection).findById(removed._id).lean()).toMatchObject({ status: 'sent' });
  });

  it('requeues a failed mail (attempts reset, error cleared), audits it, and the worker sends it again', async () => {
    const res = await identity.post(`/api/admin/outbox/${String(ids.failed)}/resend`, {}, adminAuth);
    expect(res.status).toBe(200);
    const { mail } = (await res.json()) as { mail: OutboxMailRecord };
    expect(mail).toMatchObject({ id: String(ids.failed), status: 'queued', attempts: 0, last_error: null });

    const [entry] = await auditTrail(identity.connection, 'outbox_mail', String(ids.failed));
    expect(entry).toMatchObject({
      actor_email: admin.email,
      action: 'update',
      before: { status: 'failed', attempts: 8 },
      after: { status: 'queued', attempts: 0 },
    });
    expect(JSON.stringify(entry)).not.toContain('failed-secret-2');
    // The resend shows in identity's activity feed.
    const feed = await identity.get('/api/admin/audit/identity?entity=outbox_mail', adminAuth);
    expect(feed.status).toBe(200);
    expect(((await feed.json()) as { audit: { entity_id: string }[] }).audit.map((e) => e.entity_id)).toEqual([
      String(ids.failed),
    ]);

    const worker = createMailWorker({
      connection: identity.connection,
      logger: pino({ level: 'silent' }),
      from: 'no-reply@site.test',
    });
    await worker.deliverDue();
    const stored = await outboxMailModel(identity.connection).findById(ids.failed).lean();
    expect(stored).toMatchObject({ status: 'sent', attempts: 1, text: 'Password: failed-secret-2' });
    expect(stored?.last_error).toBeUndefined();
  });

  it("requeues a sent mail, the old outbox's too", async () => {
    for (const id of [ids.sent, ids.legacy]) {
      const res = await identity.post(`/api/admin/outbox/${String(id)}/resend`, {}, adminAuth);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { mail: OutboxMailRecord }).mail).toMatchObject({
        status: 'queued',
        sent_at: null,
      });
    }
  });
});
