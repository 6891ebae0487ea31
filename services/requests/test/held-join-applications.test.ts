/**
 * Join applications: one filed without the email owner's token under an
 * email that already has an account is stored but held. The owner does not see it (list, total,
 * bell) until they use the single-use link mailed to them; admins see it flagged `unconfirmed`;
 * the sender's answer is the same in every case.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import type { NotificationsResponse } from '@consulting/contracts';
import type { JoinApplicationReply, JoinApplicationSubmitResponse } from '../src/join-application-record.ts';
import { CONFIRM_LINK_INVALID } from '../src/routes/request-confirmation.ts';
import type { JoinApplicationPage } from '../src/routes/join-applications.ts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  joinForm,
  PUBLIC_URL,
  startHarness,
  testFile,
  type FormFile,
  type Harness,
} from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_held_join');
});
afterAll(() => h?.close());

const JSON_ACCEPT = { accept: 'application/json' };
const CLIENT_LIST = '/api/endpoints/join-applications.php';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { headers, redirect: 'manual' });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/requests/confirm?token=${token}`, { method: 'POST', headers, redirect: 'manual' });

/** An account identity knows, and a client token for it. */
function account(email: string, id: string): Record<string, string> {
  h.identity.accounts.set(email, { id, name: 'Owner', email, role: 'client' });
  return bearer({ id, role: 'client', email, name: 'Owner' });
}

/** Sends a join form (with a CV when `cv`) that must be accepted; returns the whole answer. */
async function apply(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  cv = false,
): Promise<JoinApplicationSubmitResponse> {
  const files: Record<string, FormFile> = cv
    ? { cv_file: { bytes: await testFile('project-brief.pdf'), name: 'invoice.pdf' } }
    : {};
  const res = await fetch(`${h.url}/api/join-applications`, {
    method: 'POST',
    body: joinForm({ ...APPLICANT_FIELDS, ...fields }, files),
    headers,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as JoinApplicationSubmitResponse;
}

const stored = (id: string) =>
  h.connection.db!.collection('join_applications').findOne({ _id: new mongoose.Types.ObjectId(id) });

async function ownList(owner: Record<string, string>): Promise<JoinApplicationPage> {
  const res = await get(CLIENT_LIST, owner);
  expect(res.status).toBe(200);
  return (await res.json()) as JoinApplicationPage;
}

async function adminList(query = ''): Promise<JoinApplicationReply[]> {
  const res = await get(`/api/admin/join-applications${query}`, bearer(admin));
  expect(res.status).toBe(200);
  return ((await res.json()) as JoinApplicationPage).data;
}

/** The token in the last confirmation mail to `to`. */
function mailedToken(to: string): string {
  const mail = [...h.identity.mails].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/\/api\/requests\/confirm\?token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no confirmation mail to ${to}`);
  return match[1];
}

/** The shape of an answer: its keys, and its record's keys (values differ by nature). */
const shapeOf = (reply: JoinApplicationSubmitResponse) => ({
  keys: Object.keys(reply).sort(),
  data: Object.keys(reply.data).sort(),
  message: reply.message,
});

describe('a join application under someone else’s email', () => {
  const email = 'owner@example.sa';
  let owner: Record<string, string>;
  let own: JoinApplicationSubmitResponse;
  let held: JoinApplicationSubmitResponse;
  let token: string;

  beforeAll(() => {
    owner = account(email, 'client-owner');
  });

  it('is not held when the signed-in owner applies under their own email (identity is not asked)', async () => {
    const mails = h.identity.mails.length;
    own = await apply({ email: 'Owner@Example.sa' }, owner, true);
    expect((await stored(own.data.id))?.confirmation).toBeUndefined();
    expect(h.identity.mails.length).toBe(mails);
    expect(h.identity.calls).not.toContain(`GET /internal/accounts/exists ${email}`);
    expect((await ownList(owner)).data.map((a) => a.id)).toEqual([own.data.id]);
  });

  it('stores a stranger’s application held, answers as for anyone, and mails the owner a link', async () => {
    const before = await h.counts();
    held = await apply(
      { email, full_name: 'Billing Dept', experience: 'Please open the attached invoice at http://evil.example' },
      {},
      true,
    );
    expect(shapeOf(held)).toEqual(shapeOf(own));
    expect(held.data).not.toHaveProperty('unconfirmed');
    const after = await h.counts();
    expect(after.join - before.join).toBe(1);
    expect(after.joinFiles - before.joinFiles).toBe(1);

    const mail = h.identity.mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/Confirm your join application/);
    expect(mail.text).toContain(`${PUBLIC_URL}/api/requests/confirm?token=`);
    expect(mail.text).toContain('An application to join our team was sent with your email address');
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    // Nothing the sender typed or named reaches the owner's inbox.
    expect(mail.text).not.toMatch(/evil|invoice|Billing|Intellectual/);
    token = mailedToken(email);

    const doc = await stored(held.data.id);
    expect(doc?.user_id).toBeUndefined();
    expect(doc?.cv_file_id).toBeDefined();
    expect(doc?.confirmation).toEqual({
      status: 'pending',
      token_hash: createHash('sha256').update(token).digest('hex'),
      requested_at: expect.any(Date),
    });
    expect(JSON.stringify(doc)).not.toContain(token);
  });

  it("keeps it, and its CV, out of the owner's list and total", async () => {
    const page = await ownList(owner);
    expect(page.data.map((a) => a.id)).toEqual([own.data.id]);
    expect(page.total).toBe(1);
  });

  it('flags it to admins, who can filter on it (list and export)', async () => {
    expect((await adminList()).find((a) => a.id === held.data.id)).toMatchObject({ unconfirmed: true });
    expect((await adminList('?unconfirmed=true')).map((a) => a.id)).toEqual([held.data.id]);
    const others = await adminList('?unconfirmed=false');
    expect(others.map((a) => a.id)).toEqual([own.data.id]);
    expect(others[0]).not.toHaveProperty('unconfirmed');
    expect((await get('/api/admin/join-applications?unconfirmed=maybe', bearer(admin))).status).toBe(400);

    const csv = await (await get('/api/admin/join-applications/export?unconfirmed=true', bearer(admin))).text();
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows[0].split(',').at(-1)).toBe('غير مؤكد');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(held.data.id);
    expect(rows[1].split(',').at(-1)).toBe('نعم');
  });

  it('does not notify the owner of a status change while it is held', async () => {
    const before = (await h.counts()).notifications;
    const res = await fetch(`${h.url}/api/admin/join-applications/${held.data.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'under_review' }),
    });
    expect(res.status).toBe(200);
    expect((await h.counts()).notifications).toBe(before);
  });

  it('shows the confirm page on GET, which confirms nothing', async () => {
    const page = await get(`/api/requests/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<form method="post" action="/api/requests/confirm?token=${token}">`);
    expect(await (await get(`/api/requests/confirm?token=${token}`, JSON_ACCEPT)).json()).toMatchObject({
      success: true,
      pending: true,
    });
    expect((await ownList(owner)).total).toBe(1);
  });

  it('confirms it on POST, once: then it shows in the owner’s list and the link is spent', async () => {
    const res = await confirm(token, { accept: 'text/html' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/user/dashboard?tab=join-applications');

    const page = await ownList(owner);
    expect(page.data.map((a) => a.id)).toEqual([held.data.id, own.data.id]);
    expect(page.total).toBe(2);
    expect(page.data[0].cv_file).toMatch(/^\/uploads\/join_applications\//);
    expect((await stored(held.data.id))?.confirmation).toEqual({
      status: 'confirmed',
      requested_at: expect.any(Date),
      confirmed_at: expect.any(Date),
    });
    expect((await adminList()).find((a) => a.id === held.data.id)).not.toHaveProperty('unconfirmed');

    const again = await confirm(token);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain(CONFIRM_LINK_INVALID);
    const againJson = await confirm(token, JSON_ACCEPT);
    expect(againJson.status).toBe(404);
    expect(await againJson.json()).toEqual({ success: false, error: CONFIRM_LINK_INVALID });
    expect((await get(`/api/requests/confirm?token=${token}`)).status).toBe(404);
  });

  it('notifies the owner of status changes once confirmed', async () => {
    const res = await fetch(`${h.url}/api/admin/join-applications/${held.data.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(res.status).toBe(200);
    const bell = (await (await get('/api/notifications', owner)).json()) as NotificationsResponse;
    expect(bell.data.map((n) => n.link)).toEqual(['/user/dashboard?tab=join-applications']);
  });

  it('answers JSON to a JSON confirmation', async () => {
    const second = await apply({ email });
    const res = await confirm(mailedToken(email), JSON_ACCEPT);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Your join application is confirmed and now shows in your dashboard',
      request_id: second.data.id,
      request_type: 'join_application',
    });
  });
});

describe('who else is held, and who is not', () => {
  afterEach(() => {
    h.identity.existsStatus.status = undefined;
  });

  it('a new email is not held, mailed nothing, and shows to whoever registers it later', async () => {
    await h.leadMailsDelivered();
    const mails = h.identity.mails.length;
    const calls = h.identity.calls.length;
    const reply = await apply({ email: 'new@example.sa' });
    // Identity is asked whether the email has an account; its lead alert may follow the answer.
    expect(h.identity.calls.slice(calls)[0]).toBe('GET /internal/accounts/exists new@example.sa');
    expect((await stored(reply.data.id))?.confirmation).toBeUndefined();
    expect(h.identity.mails.length).toBe(mails);
    const later = account('new@example.sa', 'client-new');
    expect((await ownList(later)).data.map((a) => a.id)).toEqual([reply.data.id]);
  });

  it('another client’s token: held from the email owner, still listed for the client who sent it, unflagged', async () => {
    const victim = account('victim@example.sa', 'client-victim');
    const sender = account('sender@example.sa', 'client-sender');
    const reply = await apply({ email: 'victim@example.sa' }, sender);
    const doc = await stored(reply.data.id);
    expect(doc?.user_id).toBe('client-sender');
    expect(doc?.confirmation).toMatchObject({ status: 'pending' });
    expect(h.identity.mails.at(-1)?.to).toBe('victim@example.sa');
    expect((await ownList(victim)).total).toBe(0);
    const sendersList = (await ownList(sender)).data;
    expect(sendersList.map((a) => a.id)).toEqual([reply.data.id]);
    // The sender must not learn from a flag that the email has an account.
    expect(sendersList[0]).not.toHaveProperty('unconfirmed');
  });

  it('an admin token on the public form is a guest: held', async () => {
    account('viaadmin@example.sa', 'client-viaadmin');
    const reply = await apply({ email: 'viaadmin@example.sa' }, bearer(admin));
    expect((await stored(reply.data.id))?.confirmation).toMatchObject({ status: 'pending' });
  });

  it('held when identity cannot say, with the same answer to the sender', async () => {
    const plain = await apply({ email: 'plain@example.sa' });
    h.identity.existsStatus.status = 500;
    const reply = await apply({ email: 'unknown@example.sa' });
    expect(shapeOf(reply)).toEqual(shapeOf(plain));
    expect((await stored(reply.data.id))?.confirmation).toMatchObject({ status: 'pending' });
    expect((await adminList('?unconfirmed=true&q=unknown@example.sa')).map((a) => a.id)).toEqual([reply.data.id]);
  });
});
