/**
 * A request filed without signing in under an email that already has an
 * account is stored but held. Its owner does not see it (lists, totals, the single view, the
 * bell) until they use the single-use link mailed to them; admins see it flagged `unconfirmed`.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import type { NotificationsResponse } from '@consulting/contracts';
import type { ClientRequestsPage } from '../src/routes/client-requests.ts';
import type { AdminRequestsPage } from '../src/routes/admin-requests.ts';
import type { UserRequestsPage } from '../src/routes/user-requests.ts';
import { CONFIRM_LINK_INVALID } from '../src/routes/request-confirmation.ts';
import type { SubmitRequestReply } from '../src/submission.ts';
import {
  ADMIN as admin,
  bearer,
  GUEST_FIELDS,
  PUBLIC_URL,
  requestForm,
  startHarness,
  testFile,
  type Harness,
} from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_held');
});
afterAll(() => h?.close());

const JSON_ACCEPT = { accept: 'application/json' };

const post = (path: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'POST', body, headers });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { headers, redirect: 'manual' });

async function submit(path: string, fields: Record<string, string>, headers: Record<string, string> = {}, pdf = false) {
  const attachment = pdf ? { bytes: await testFile('project-brief.pdf'), name: 'invoice.pdf' } : undefined;
  const res = await post(path, requestForm(fields, attachment), headers);
  expect(res.status).toBe(201);
  return (await res.json()) as SubmitRequestReply;
}

const storedRequest = (collection: 'service_requests' | 'track_requests', id: string) =>
  h.connection.db!.collection(collection).findOne({ _id: new mongoose.Types.ObjectId(id) });

/** The owner's token, for the account identity made for `email`. */
function ownerOf(email: string) {
  const account = h.identity.accounts.get(email);
  if (!account) throw new Error(`no account for ${email}`);
  return bearer({ id: account.id, role: 'client', email: account.email, name: account.name });
}

async function dashboard(owner: Record<string, string>, query = ''): Promise<ClientRequestsPage> {
  const res = await get(`/api/user/requests${query}`, owner);
  expect(res.status).toBe(200);
  return (await res.json()) as ClientRequestsPage;
}

/** The token in the last confirmation mail to `to`. */
function mailedToken(to: string): string {
  const mail = [...h.identity.mails].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/\/api\/requests\/confirm\?token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no confirmation mail to ${to}`);
  return match[1];
}

describe('a request under someone else’s email', () => {
  const owner = { ...GUEST_FIELDS, user_email: 'owner@example.sa', user_name: 'Owner' };
  let first: SubmitRequestReply;
  let held: SubmitRequestReply;
  let token: string;

  it("confirms a new guest's first request at once (identity made the account and mailed it)", async () => {
    const mails = h.identity.mails.length;
    first = await submit('/api/service-requests', owner);
    expect((await storedRequest('service_requests', first.request.id))?.confirmation).toBeUndefined();
    expect(h.identity.mails.length).toBe(mails);
    const page = await dashboard(ownerOf('owner@example.sa'));
    expect(page.service_requests.map((r) => r.id)).toEqual([first.request.id]);
  });

  it('stores a stranger’s request held, answers as for anyone, and mails the owner a link', async () => {
    const before = await h.counts();
    held = await submit(
      '/api/track-requests',
      { ...owner, user_name: 'Billing Dept', message: 'Please open the attached invoice at http://evil.example' },
      {},
      true,
    );
    expect(Object.keys(held).sort()).toEqual(Object.keys(first).sort());
    expect(held.request.user_id).toBeUndefined();
    expect(held.request).not.toHaveProperty('unconfirmed');
    const after = await h.counts();
    expect(after.track - before.track).toBe(1);
    expect(after.files - before.files).toBe(1);

    const mail = h.identity.mails.at(-1)!;
    expect(mail.to).toBe('owner@example.sa');
    expect(mail.subject).toMatch(/Confirm your request/);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/requests/confirm?token=`);
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain('If it was not you');
    // Nothing the sender typed reaches the owner's inbox.
    expect(mail.text).not.toMatch(/evil|invoice|Billing/);
    token = mailedToken('owner@example.sa');

    const doc = await storedRequest('track_requests', held.request.id);
    expect(doc?.user_id).toBe(h.identity.accounts.get('owner@example.sa')?.id);
    expect(doc?.confirmation).toEqual({
      status: 'pending',
      token_hash: createHash('sha256').update(token).digest('hex'),
      requested_at: expect.any(Date),
    });
    expect(JSON.stringify(doc)).not.toContain(token);
  });

  it("keeps it out of the owner's lists, totals and single view", async () => {
    const owner = ownerOf('owner@example.sa');
    const page = await dashboard(owner);
    expect(page.track_requests).toEqual([]);
    expect(page.totals).toEqual({ service_requests: 1, track_requests: 0 });
    expect(page.total).toBe(1);
    expect((await dashboard(owner, '?kind=track')).total).toBe(0);
    expect((await get(`/api/user/requests/${held.request.id}`, owner)).status).toBe(404);
  });

  it('flags it to admins, who can filter on it', async () => {
    const list = (await (await get('/api/admin/track-requests', bearer(admin))).json()) as AdminRequestsPage;
    expect(list.requests.find((r) => r.id === held.request.id)).toMatchObject({ unconfirmed: true });
    const flagged = (await (
      await get('/api/admin/track-requests?unconfirmed=true', bearer(admin))
    ).json()) as AdminRequestsPage;
    expect(flagged.requests.map((r) => r.id)).toEqual([held.request.id]);
    const others = (await (
      await get('/api/admin/service-requests?unconfirmed=false', bearer(admin))
    ).json()) as AdminRequestsPage;
    expect(others.requests.map((r) => r.id)).toEqual([first.request.id]);
    expect(others.requests[0]).not.toHaveProperty('unconfirmed');
    const userRequests = (await (
      await get('/api/admin/requests?unconfirmed=true', bearer(admin))
    ).json()) as UserRequestsPage;
    expect(userRequests.requests).toEqual([expect.objectContaining({ id: held.request.id, unconfirmed: true })]);
  });

  it('does not notify the owner of a status change while it is held', async () => {
    const before = (await h.counts()).notifications;
    const res = await fetch(`${h.url}/api/admin/track-requests/${held.request.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'reviewing' }),
    });
    expect(res.status).toBe(200);
    expect((await h.counts()).notifications).toBe(before);
  });

  it('shows a confirm page on GET (a mail scanner’s prefetch confirms nothing)', async () => {
    const page = await get(`/api/requests/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="/api/requests/confirm?token=${token}">`);
    expect(html).not.toContain('<script');
    const asJson = await get(`/api/requests/confirm?token=${token}`, JSON_ACCEPT);
    expect(await asJson.json()).toMatchObject({ success: true, pending: true });
    expect((await dashboard(ownerOf('owner@example.sa'))).totals.track_requests).toBe(0);
  });

  it('confirms it on POST, once: then it shows in the dashboard and the link is spent', async () => {
    const res = await fetch(`${h.url}/api/requests/confirm?token=${token}`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/user/dashboard?tab=opportunities');

    const owner = ownerOf('owner@example.sa');
    const page = await dashboard(owner);
    expect(page.track_requests.map((r) => r.id)).toEqual([held.request.id]);
    expect(page.totals).toEqual({ service_requests: 1, track_requests: 1 });
    expect((await get(`/api/user/requests/${held.request.id}`, owner)).status).toBe(200);
    const doc = await storedRequest('track_requests', held.request.id);
    expect(doc?.confirmation).toEqual({
      status: 'confirmed',
      requested_at: expect.any(Date),
      confirmed_at: expect.any(Date),
    });
    const list = (await (await get('/api/admin/track-requests', bearer(admin))).json()) as AdminRequestsPage;
    expect(list.requests.find((r) => r.id === held.request.id)).not.toHaveProperty('unconfirmed');

    const again = await fetch(`${h.url}/api/requests/confirm?token=${token}`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(CONFIRM_LINK_INVALID);
    const againJson = await fetch(`${h.url}/api/requests/confirm?token=${token}`, {
      method: 'POST',
      headers: JSON_ACCEPT,
    });
    expect(againJson.status).toBe(404);
    expect(await againJson.json()).toEqual({ success: false, error: CONFIRM_LINK_INVALID });
    expect((await get(`/api/requests/confirm?token=${token}`)).status).toBe(404);
  });

  it('notifies the owner of status changes once confirmed', async () => {
    const res = await fetch(`${h.url}/api/admin/track-requests/${held.request.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(res.status).toBe(200);
    const bell = (await (await get('/api/notifications', ownerOf('owner@example.sa'))).json()) as NotificationsResponse;
    expect(bell.data.map((n) => n.link)).toEqual(['/user/dashboard?tab=opportunities']);
  });

  it('answers 404 to a malformed or unknown token, as JSON when asked', async () => {
    for (const query of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, `?token=${'A'.repeat(43)}&token=x`]) {
      const page = await get(`/api/requests/confirm${query}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain(CONFIRM_LINK_INVALID);
      const res = await fetch(`${h.url}/api/requests/confirm${query}`, { method: 'POST', headers: JSON_ACCEPT });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: CONFIRM_LINK_INVALID });
    }
  });

  it('answers JSON to a JSON confirmation', async () => {
    const second = await submit('/api/service-requests', owner);
    const res = await fetch(`${h.url}/api/requests/confirm?token=${mailedToken('owner@example.sa')}`, {
      method: 'POST',
      headers: JSON_ACCEPT,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Your request is confirmed and now shows in your dashboard',
      request_id: second.request.id,
      request_type: 'service',
    });
  });
});

describe('who is not held', () => {
  it('a signed-in client filing under their own email, and an admin adding a request', async () => {
    await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'self@example.sa' });
    const self = ownerOf('self@example.sa');
    const mine = await submit('/api/track-requests', { ...GUEST_FIELDS, user_email: 'self@example.sa' }, self);
    expect((await storedRequest('track_requests', mine.request.id))?.confirmation).toBeUndefined();

    const added = await post(
      '/api/admin/add-request',
      requestForm({ service_name: 'consulting', user_name: 'Self', user_email: 'self@example.sa' }),
      bearer(admin),
    );
    expect(added.status).toBe(201);
    const { request } = (await added.json()) as SubmitRequestReply;
    expect((await storedRequest('service_requests', request.id))?.confirmation).toBeUndefined();
    expect((await dashboard(self)).total).toBe(3);
  });

  it('but an admin token on the public form is a guest: held', async () => {
    await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'viaadmin@example.sa' });
    const reply = await submit(
      '/api/service-requests',
      { ...GUEST_FIELDS, user_email: 'viaadmin@example.sa' },
      bearer(admin),
    );
    expect((await storedRequest('service_requests', reply.request.id))?.confirmation).toMatchObject({
      status: 'pending',
    });
  });
});

describe('when the confirmation mail cannot be sent', () => {
  afterAll(() => {
    h.identity.mailStatus.status = undefined;
  });

  it('keeps the request, held and visible to admins, and answers the sender as usual', async () => {
    await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'nomail@example.sa' });
    // The first one's lead mails go to identity after its answer: let them land first.
    await h.leadMailsDelivered();
    h.identity.mailStatus.status = 502;
    const calls = h.identity.calls.length;
    const reply = await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'nomail@example.sa' });
    // The confirmation link was tried (and failed); the request's own lead mails may follow.
    expect(h.identity.calls.slice(calls)).toContain('POST /internal/mail nomail@example.sa');
    expect((await storedRequest('service_requests', reply.request.id))?.confirmation).toMatchObject({
      status: 'pending',
    });
    const flagged = (await (
      await get('/api/admin/service-requests?unconfirmed=true&q=nomail', bearer(admin))
    ).json()) as AdminRequestsPage;
    expect(flagged.requests.map((r) => r.id)).toEqual([reply.request.id]);
  });
});
