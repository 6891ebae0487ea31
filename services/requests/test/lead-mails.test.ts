/**
 * "Leads nobody misses": every new request and join application gets a
 * reference number, alerts the staff inbox once and confirms to its submitter once (in the
 * form's language), even when identity is down at submission time (the sweep mails later);
 * a status change mails the client unless they turned status mails off.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { REFERENCE_PATTERN } from '@consulting/contracts';
import type { InternalMail } from '@consulting/contracts';
import { nextReference } from '../src/references.ts';
import { createHttpIdentityClient } from '../src/identity-client.ts';
import type { JoinApplicationSubmitResponse } from '../src/join-application-record.ts';
import { sweepLeadMails } from '../src/lead-mails.ts';
import { joinApplicationModel } from '../src/models/join-application.model.ts';
import { notificationModel } from '../src/models/notification.model.ts';
import { serviceRequestModel } from '../src/models/service-request.model.ts';
import { trackRequestModel } from '../src/models/track-request.model.ts';
import type { SubmitRequestReply } from '../src/submission.ts';
import {
  ADMIN,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  PUBLIC_URL,
  requestForm,
  startHarness,
  type Harness,
} from './support/harness.ts';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_leads');
});
afterAll(() => h?.close());

const admin = bearer(ADMIN);

async function submitTrack(fields: Record<string, string>): Promise<SubmitRequestReply> {
  const res = await fetch(`${h.url}/api/track-requests`, { method: 'POST', body: requestForm(fields) });
  expect(res.status).toBe(201);
  return (await res.json()) as SubmitRequestReply;
}

/** The lead mails identity kept whose key is `key`. */
const mailsKeyed = (key: string): InternalMail[] => h.identity.leadMails.filter((mail) => mail.key === key);

/** An admin's `PUT` of track request `id`'s status. */
const putStatus = (id: string, status: string): Promise<Response> =>
  fetch(`${h.url}/api/admin/track-requests/${id}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });

/** The status mails identity kept for track request `id`. */
const statusMailsOf = (id: string): InternalMail[] =>
  h.identity.leadMails.filter((mail) => mail.key?.startsWith(`status:track_request:${id}:`));

/** One round of the lead-mail sweep, with no grace period; resolves how many still owe mails. */
const sweep = () =>
  sweepLeadMails({
    models: {
      serviceRequests: serviceRequestModel(h.connection),
      trackRequests: trackRequestModel(h.connection),
      joinApplications: joinApplicationModel(h.connection),
      notifications: notificationModel(h.connection),
    },
    identity: createHttpIdentityClient({ baseUrl: h.identity.url, internalToken: TEST_INTERNAL_TOKEN }),
    publicUrl: PUBLIC_URL,
    logger: pino({ level: 'silent' }),
    graceMs: 0,
  });

describe('reference numbers', () => {
  it('are unique and increasing under concurrent submissions, per kind and year', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        submitTrack({ ...GUEST_FIELDS, user_email: `many${i}@example.sa`, request_type: 'opportunity' }),
      ),
    );
    const references = replies.map((reply) => reply.request.reference ?? '');
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(references.every((reference) => reference.startsWith(`TR-${new Date().getUTCFullYear()}-`))).toBe(true);
    expect(new Set(references).size).toBe(8);
    const numbers = references.map((reference) => Number(reference.split('-')[2]));
    // The next submission's number is above all of them.
    const later = await submitTrack({ ...GUEST_FIELDS, user_email: 'later@example.sa', request_type: 'opportunity' });
    expect(Number(later.request.reference!.split('-')[2])).toBeGreaterThan(Math.max(...numbers));
  });

  it('the counter works on the test server: findOneAndUpdate + $inc + upsert, from 1, per year', async () => {
    const year = new Date(Date.UTC(2031, 5, 1));
    const results: string[] = [];
    for (let i = 0; i < 3; i += 1) results.push(await nextReference(h.connection, 'join_application', year));
    expect(results).toEqual(['JA-2031-000001', 'JA-2031-000002', 'JA-2031-000003']);
    expect(await nextReference(h.connection, 'join_application', new Date(Date.UTC(2032, 0, 1)))).toBe(
      'JA-2032-000001',
    );
  });

  it('admin lists find a record by its reference (the alert links there)', async () => {
    const reply = await submitTrack({ ...GUEST_FIELDS, user_email: 'findme@example.sa' });
    const reference = reply.request.reference!;
    const res = await fetch(`${h.url}/api/admin/track-requests?q=${reference}`, { headers: admin });
    const page = (await res.json()) as { requests: { id: string; reference?: string }[] };
    expect(page.requests.map((r) => r.reference)).toEqual([reference]);
  });
});

describe('lead alert and confirmation', () => {
  it('a new English track request alerts staff once (Arabic first, panel link) and confirms in English once', async () => {
    const reply = await submitTrack({ ...GUEST_FIELDS, user_email: 'lead@example.sa', lang: 'en' });
    const { id, reference } = reply.request;
    await vi.waitFor(() => {
      expect(mailsKeyed(`lead:track_request:${id}`)).toHaveLength(1);
      expect(mailsKeyed(`confirm:track_request:${id}`)).toHaveLength(1);
    });
    const [alert] = mailsKeyed(`lead:track_request:${id}`);
    expect(alert).toMatchObject({ audience: 'staff', lang: 'ar' });
    expect(alert.content.ar.subject).toContain(reference);
    expect(alert.content.ar.paragraphs.join('\n')).toContain('lead@example.sa');
    expect(alert.content.ar.action?.url).toBe(`${PUBLIC_URL}/admin/dashboard?tab=opportunities&q=${reference}`);
    const [confirmation] = mailsKeyed(`confirm:track_request:${id}`);
    expect(confirmation).toMatchObject({ to: 'lead@example.sa', lang: 'en' });
    expect(confirmation.content.en.paragraphs.join('\n')).toContain(`Reference: ${reference}`);
    expect(confirmation.content.en.action?.url).toBe(`${PUBLIC_URL}/user/dashboard?tab=opportunities`);
    // Stored: the language, and (once identity took them) no mail left owing.
    await vi.waitFor(async () => {
      const stored = await trackRequestModel(h.connection).findById(id).lean();
      expect(stored).toMatchObject({ lang: 'en', reference });
      expect(stored?.pending_mails ?? []).toEqual([]);
    });
  });

  it('a join application without lang is Arabic; a held one alerts (unconfirmed) but gets no second mail', async () => {
    const res = await fetch(`${h.url}/api/endpoints/join-applications.php`, {
      method: 'POST',
      body: joinForm({ ...APPLICANT_FIELDS, email: 'applicant-lead@example.sa' }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as JoinApplicationSubmitResponse;
    expect(data.reference).toMatch(/^JA-\d{4}-\d{6}$/);
    await vi.waitFor(() => expect(mailsKeyed(`confirm:join_application:${data.id}`)).toHaveLength(1));
    expect(mailsKeyed(`confirm:join_application:${data.id}`)[0].lang).toBe('ar');

    // sara@example.sa has an account by now (a guest request made it): a guest's request under it is held.
    await submitTrack({ ...GUEST_FIELDS });
    const held = await submitTrack({ ...GUEST_FIELDS, lang: 'en' });
    await vi.waitFor(() => expect(mailsKeyed(`lead:track_request:${held.request.id}`)).toHaveLength(1));
    expect(mailsKeyed(`lead:track_request:${held.request.id}`)[0].content.en.paragraphs.join(' ')).toContain(
      'Unconfirmed',
    );
    expect(mailsKeyed(`confirm:track_request:${held.request.id}`)).toHaveLength(0);
    // Its confirmation-link mail carries the reference.
    const linkMail = h.identity.mails.filter((mail) => mail.to === GUEST_FIELDS.user_email).at(-1);
    expect(linkMail?.text).toContain(`Reference: ${held.request.reference}`);
  });

  it('with identity down the submission still answers 201; the sweep mails each once later', async () => {
    h.identity.mailStatus.status = 502;
    const reply = await submitTrack({ ...GUEST_FIELDS, user_email: 'down@example.sa', lang: 'en' });
    const { id } = reply.request;
    await vi.waitFor(async () => {
      const stored = await trackRequestModel(h.connection).findById(id).lean();
      expect(h.identity.calls.filter((call) => call.includes(`:${id}`)).length).toBeGreaterThanOrEqual(2);
      expect(stored?.pending_mails).toEqual(['alert', 'confirmation']);
    });
    expect(mailsKeyed(`lead:track_request:${id}`)).toHaveLength(0);

    h.identity.mailStatus.status = undefined;
    expect(await sweep()).toBe(0);
    expect(await sweep()).toBe(0);
    expect(mailsKeyed(`lead:track_request:${id}`)).toHaveLength(1);
    expect(mailsKeyed(`confirm:track_request:${id}`)).toHaveLength(1);
    expect((await trackRequestModel(h.connection).findById(id).lean())?.pending_mails).toEqual([]);
  });
});

describe('status change mails', () => {
  it('mails the client each change once, in the request’s language, until they opt out', async () => {
    const reply = await submitTrack({ ...GUEST_FIELDS, user_email: 'status@example.sa', lang: 'en' });
    const { id } = reply.request;
    const userId = h.identity.accounts.get('status@example.sa')!.id;
    const statusMails = () => statusMailsOf(id);
    const setStatus = async (status: string) => expect((await putStatus(id, status)).status).toBe(200);
    await setStatus('reviewing');
    await setStatus('reviewing'); // no change, no mail
    expect(statusMails()).toHaveLength(1);
    expect(statusMails()[0]).toMatchObject({ user_id: userId, topic: 'status_updates', lang: 'en' });
    expect(statusMails()[0].content.en.paragraphs.join(' ')).toContain('under review');

    // Bulk changes mail too.
    const bulk = await fetch(`${h.url}/api/admin/track-requests/bulk`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'set_status', status: 'approved', ids: [id] }),
    });
    expect(bulk.status).toBe(200);
    expect(statusMails()).toHaveLength(2);

    h.identity.optedOut.add(userId);
    await setStatus('completed');
    expect(statusMails()).toHaveLength(2);
    // The bell still rings.
    const notifications = await h.connection
      .db!.collection('notifications')
      .countDocuments({ subject_id: { $exists: true }, user_id: userId });
    expect(notifications).toBe(3);
  });

  it('with identity down the change still answers 200 and rings the bell; the sweep mails it once later', async () => {
    const reply = await submitTrack({ ...GUEST_FIELDS, user_email: 'status-down@example.sa', lang: 'ar' });
    const { id } = reply.request;
    const statusMails = () => statusMailsOf(id);
    h.identity.mailStatus.status = 503;
    try {
      expect((await putStatus(id, 'approved')).status).toBe(200);
    } finally {
      h.identity.mailStatus.status = undefined;
    }
    expect(statusMails()).toHaveLength(0);
    const owed = () =>
      notificationModel(h.connection).countDocuments({ subject_id: id, mail_pending_since: { $exists: true } });
    expect(await owed()).toBe(1);
    // The owed mail is stored with the notification, in the request's language.
    const bell = await h.connection
      .db!.collection('notifications')
      .findOne({ subject_id: { $exists: true }, mail_pending_since: { $exists: true } });
    expect(bell?.pending_mail).toMatchObject({ topic: 'status_updates', lang: 'ar' });

    expect(await sweep()).toBe(0);
    expect(await sweep()).toBe(0);
    expect(statusMails()).toHaveLength(1);
    expect(statusMails()[0].content.ar.paragraphs.join(' ')).toContain('معتمد');
    expect(await owed()).toBe(0);
  });
});
