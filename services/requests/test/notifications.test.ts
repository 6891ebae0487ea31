import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import mongoose from 'mongoose';
import type { NotificationRecord, NotificationsResponse, RequestRecord } from '@consulting/contracts';
import type { JoinApplicationReply, JoinApplicationSubmitResponse } from '../src/join-application-record.ts';
import { notificationTexts } from '../src/status-notifications.ts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  requestForm,
  startHarness,
  type Harness,
} from './support/harness.ts';
import type { SubmitRequestReply } from '../src/submission.ts';

let h: Harness;
const omar = { id: 'client-omar', role: 'client' as const, email: 'omar@example.sa', name: 'Omar' };
const nora = { id: 'client-nora', role: 'client' as const, email: 'nora@example.sa', name: 'Nora' };
const ENDPOINT = '/api/endpoints/notifications.php';

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers });
const put = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'PUT', body, headers: { 'content-type': 'application/json', ...headers } });

async function submit(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const res = await fetch(`${h.url}${path}`, { method: 'POST', headers, body: requestForm(fields) });
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitRequestReply).request;
}

async function apply(fields: Record<string, string>, headers: Record<string, string>) {
  const res = await fetch(`${h.url}/api/endpoints/join-applications.php`, {
    method: 'POST',
    headers,
    body: joinForm(fields),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as JoinApplicationSubmitResponse).data;
}

/** The raw stored notifications, oldest first, for what the wire record does not show. */
const stored = () => h.connection.db!.collection('notifications').find().sort({ created_at: 1, _id: 1 }).toArray();

/** The caller's bell, checked to be a 200 NotificationsResponse. */
async function bell(user: typeof omar, query = ''): Promise<NotificationsResponse> {
  const res = await get(`${ENDPOINT}${query}`, bearer(user));
  expect(res.status).toBe(200);
  const body = (await res.json()) as NotificationsResponse;
  expect(body.success).toBe(true);
  return body;
}

let omarService: RequestRecord;
let omarTrack: RequestRecord;
let noraService: RequestRecord;
let noraApplication: JoinApplicationReply;

beforeAll(async () => {
  h = await startHarness('requests_notifications');
  omarService = await submit('/api/service-requests', { ...GUEST_FIELDS, service_name: 'launch' }, bearer(omar));
  omarTrack = await submit('/api/track-requests', { ...GUEST_FIELDS, service_name: 'events' }, bearer(omar));
  noraService = await submit(
    '/api/service-requests',
    { ...GUEST_FIELDS, service_name: 'Custom consulting' },
    bearer(nora),
  );
  noraApplication = await apply({ ...APPLICANT_FIELDS, email: 'nora.work@example.sa' }, bearer(nora));
});
afterAll(() => h?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an admin status change notifies the owner once', () => {
  it('service request: bilingual texts naming the track and the new status, linked to the services tab', async () => {
    const before = (await stored()).length;
    const res = await put(
      `/api/admin/service-requests/${omarService.id}`,
      JSON.stringify({ status: 'reviewing' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const all = await stored();
    expect(all.length - before).toBe(1);
    expect(all.at(-1)).toMatchObject({
      user_id: 'client-omar',
      user_email: 'omar@example.sa',
      kind: 'service_request',
      subject_id: new mongoose.Types.ObjectId(omarService.id),
      is_read: false,
    });
    const { data, unread_count } = await bell(omar);
    expect(unread_count).toBe(1);
    expect(data).toHaveLength(1);
    const expected: Omit<NotificationRecord, 'id' | 'created_at'> = {
      title_ar: 'تم تحديث حالة طلبك',
      title_en: 'Your request status was updated',
      message_ar: 'أصبح طلب الخدمة الخاص بك لمسار إطلاق العلامات والمشاريع الجديدة: قيد المراجعة.',
      message_en: 'Your service request for Launch and Branding is now: under review.',
      is_read: false,
      link: '/user/dashboard?tab=services',
    };
    expect(data[0]).toEqual({ ...expected, id: all.at(-1)!._id.toString(), created_at: expect.any(String) });
    expect(new Date(data[0].created_at).toISOString()).toBe(data[0].created_at);
  });

  it('track request: names the opportunity and links to the opportunities tab', async () => {
    const before = (await stored()).length;
    const res = await put(
      `/api/admin/track-requests/${omarTrack.id}`,
      JSON.stringify({ status: 'approved', admin_notes: 'Venue booked' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    expect((await stored()).length - before).toBe(1);
    const { data, unread_count } = await bell(omar);
    expect(unread_count).toBe(2);
    expect(data[0]).toMatchObject({
      title_ar: 'تم تحديث حالة طلبك',
      title_en: 'Your request status was updated',
      message_ar: 'أصبح طلب الفرصة الخاص بك لمسار الفعاليات والأنشطة: معتمد.',
      message_en: 'Your opportunity request for Events and Activities is now: approved.',
      link: '/user/dashboard?tab=opportunities',
      is_read: false,
    });
  });

  it('join application: the applicant (by account id) is notified, linked to the join-applications tab', async () => {
    const before = (await stored()).length;
    const res = await put(
      '/api/join-applications',
      JSON.stringify({ id: noraApplication.id, status: 'under_review' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const all = await stored();
    expect(all.length - before).toBe(1);
    expect(all.at(-1)).toMatchObject({
      user_id: 'client-nora',
      user_email: 'nora.work@example.sa',
      kind: 'join_application',
      subject_id: new mongoose.Types.ObjectId(noraApplication.id),
    });
    const { data, unread_count } = await bell(nora);
    expect(unread_count).toBe(1);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      title_ar: 'تم تحديث حالة طلب الانضمام',
      title_en: 'Your join application status was updated',
      message_ar: 'أصبح طلب الانضمام الخاص بك: قيد المراجعة.',
      message_en: 'Your join application is now: under review.',
      link: '/user/dashboard?tab=join-applications',
      is_read: false,
    });
  });

  it('names a track that is not one of the six as submitted', async () => {
    const res = await put(
      `/api/admin/service-requests/${noraService.id}`,
      JSON.stringify({ status: 'completed' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const { data } = await bell(nora);
    expect(data[0]).toMatchObject({
      message_ar: 'أصبح طلب الخدمة الخاص بك لمسار Custom consulting: مكتمل.',
      message_en: 'Your service request for Custom consulting is now: completed.',
    });
  });

  it('writes nothing for a notes-only change or the status the record already has', async () => {
    const before = (await stored()).length;
    const updates: [string, object][] = [
      [`/api/admin/service-requests/${omarService.id}`, { admin_notes: 'Called the client' }],
      [`/api/admin/service-requests/${omarService.id}`, { status: 'reviewing' }],
      [`/api/admin/service-requests/${omarService.id}`, { status: 'reviewing', admin_notes: 'Still reviewing' }],
      [`/api/admin/track-requests/${omarTrack.id}`, { status: 'approved' }],
      [`/api/admin/track-requests/${omarTrack.id}`, { admin_notes: 'Venue confirmed' }],
    ];
    for (const [path, body] of updates) {
      const res = await put(path, JSON.stringify(body), bearer(admin));
      expect(res.status, JSON.stringify(body)).toBe(200);
    }
    const joinSame = await put(
      '/api/join-applications',
      JSON.stringify({ id: noraApplication.id, status: 'under_review', admin_notes: 'Interview Sunday' }),
      bearer(admin),
    );
    expect(joinSame.status).toBe(200);
    expect((await joinSame.json()).data).toMatchObject({ status: 'under_review', admin_notes: 'Interview Sunday' });
    expect((await stored()).length).toBe(before);
  });

  it('writes nothing for a refused update (unknown id, bad status, a client token)', async () => {
    const before = (await stored()).length;
    const missing = '0123456789abcdef01234567';
    expect((await put(`/api/admin/service-requests/${missing}`, '{"status":"rejected"}', bearer(admin))).status).toBe(
      404,
    );
    expect(
      (await put(`/api/admin/service-requests/${omarService.id}`, '{"status":"pending"}', bearer(admin))).status,
    ).toBe(400);
    expect(
      (await put(`/api/admin/service-requests/${omarService.id}`, '{"status":"rejected"}', bearer(omar))).status,
    ).toBe(403);
    expect(
      (await put('/api/join-applications', JSON.stringify({ id: missing, status: 'approved' }), bearer(admin))).status,
    ).toBe(404);
    expect((await stored()).length).toBe(before);
  });

  it('keeps the status change when the notification cannot be written', async () => {
    const before = (await stored()).length;
    vi.spyOn(h.connection.models.Notification, 'create').mockRejectedValueOnce(new Error('disk full'));
    const res = await put(
      `/api/admin/service-requests/${omarService.id}`,
      JSON.stringify({ status: 'rejected' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { request: RequestRecord }).request.status).toBe('rejected');
    const doc = await h.connection
      .db!.collection('service_requests')
      .findOne({ _id: new mongoose.Types.ObjectId(omarService.id) });
    expect(doc?.status).toBe('rejected');
    expect((await stored()).length).toBe(before);
  });
});

describe('the bell reads the token\'s notifications only (spec §7, architecture "Auth")', () => {
  it('answers 401 without a token and 403 to an admin, on both paths', async () => {
    for (const path of [ENDPOINT, '/api/notifications']) {
      const anonymous = await get(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ success: false, error: 'Authentication required' });
      const asAdmin = await get(path, bearer(admin));
      expect(asAdmin.status).toBe(403);
      expect(await asAdmin.json()).toEqual({ success: false, error: 'Forbidden' });
    }
    expect((await put(ENDPOINT, '{"notification_id":"0123456789abcdef01234567"}')).status).toBe(401);
    expect((await put(ENDPOINT, '{"notification_id":"0123456789abcdef01234567"}', bearer(admin))).status).toBe(403);
    expect((await put('/api/notifications/0123456789abcdef01234567', '', bearer(admin))).status).toBe(403);
  });

  it("ignores user_email: Nora asking for Omar's sees only her own", async () => {
    const omars = await bell(omar);
    expect(omars.data.length).toBeGreaterThan(0);
    const asNora = await bell(nora, '?user_email=omar@example.sa&user_id=client-omar');
    const omarIds = new Set(omars.data.map((n) => n.id));
    expect(asNora.data.some((n) => omarIds.has(n.id))).toBe(false);
    expect(asNora.data.map((n) => n.id)).toEqual((await bell(nora)).data.map((n) => n.id));
    const alias = (await (await get('/api/notifications', bearer(omar))).json()) as NotificationsResponse;
    expect(alias).toEqual(omars);
  });

  it('finds a guest request by the email the client now signs in with', async () => {
    const guest = await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'layla@example.sa' }, {});
    const layla = {
      id: h.identity.accounts.get('layla@example.sa')!.id,
      role: 'client' as const,
      email: 'Layla@Example.sa',
      name: 'Layla',
    };
    expect((await put(`/api/admin/service-requests/${guest.id}`, '{"status":"approved"}', bearer(admin))).status).toBe(
      200,
    );
    const byId = await bell(layla);
    expect(byId.data.map((n) => n.message_en)).toEqual([
      'Your service request for Business Innovation is now: approved.',
    ]);
    // The same account's email alone (an older token without the id) also finds it.
    expect((await bell({ ...layla, id: 'some-other-id' })).data).toHaveLength(1);
  });

  it('lists newest first, at most 50, and counts every unread one', async () => {
    const sami = { id: 'client-sami', role: 'client' as const, email: 'sami@example.sa', name: 'Sami' };
    const start = Date.parse('2025-01-01T00:00:00.000Z');
    await h.connection.db!.collection('notifications').insertMany(
      Array.from({ length: 55 }, (_, i) => ({
        user_id: sami.id,
        user_email: sami.email,
        title_ar: 'عنوان',
        title_en: 'Title',
        message_ar: `رسالة ${i}`,
        message_en: `Message ${i}`,
        is_read: i % 5 === 0,
        link: '/user/dashboard?tab=services',
        kind: 'service_request',
        subject_id: new mongoose.Types.ObjectId(),
        created_at: new Date(start + i * 60_000),
      })),
    );
    const { data, unread_count } = await bell(sami);
    expect(data).toHaveLength(50);
    expect(data[0].message_en).toBe('Message 54');
    expect(data[49].message_en).toBe('Message 5');
    expect(unread_count).toBe(44);
  });
});

describe('marking a notification read (spec §4 "Notification", §7)', () => {
  it("marks the caller's own notification read and lowers the unread count", async () => {
    const before = await bell(omar);
    const target = before.data.find((n) => !n.is_read)!;
    const res = await put(
      ENDPOINT,
      JSON.stringify({ notification_id: target.id, user_email: 'omar@example.sa' }),
      bearer(omar),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { ...target, is_read: true } });
    const after = await bell(omar);
    expect(after.unread_count).toBe(before.unread_count - 1);
    expect(after.data.find((n) => n.id === target.id)?.is_read).toBe(true);
    // Marking again is harmless.
    expect((await put(ENDPOINT, JSON.stringify({ notification_id: target.id }), bearer(omar))).status).toBe(200);
  });

  it('marks read on the alias PUT /api/notifications/:id', async () => {
    const target = (await bell(omar)).data.find((n) => !n.is_read)!;
    const res = await put(`/api/notifications/${target.id}`, '', bearer(omar));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: NotificationRecord }).data).toMatchObject({ id: target.id, is_read: true });
    expect((await bell(omar)).unread_count).toBe(0);
  });

  it("answers 404 for Nora marking Omar's notification, and Omar's stays unread", async () => {
    const res = await put(
      '/api/admin/service-requests/' + omarService.id,
      JSON.stringify({ status: 'completed' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const target = (await bell(omar)).data[0];
    expect(target.is_read).toBe(false);
    for (const attempt of [
      put(ENDPOINT, JSON.stringify({ notification_id: target.id, user_email: 'omar@example.sa' }), bearer(nora)),
      put(`/api/notifications/${target.id}?user_email=omar@example.sa`, '', bearer(nora)),
    ]) {
      const refused = await attempt;
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ success: false, error: 'Notification not found' });
    }
    const omars = await bell(omar);
    expect(omars.data[0]).toEqual(target);
    expect(omars.unread_count).toBe(1);
  });

  it('answers 404 for an unknown or malformed id, 400 for a missing id or malformed JSON', async () => {
    const cases: [string, string, number, string][] = [
      [ENDPOINT, '{"notification_id":"0123456789abcdef01234567"}', 404, 'Notification not found'],
      [ENDPOINT, '{"notification_id":"not-an-id"}', 404, 'Notification not found'],
      [ENDPOINT, '{"notification_id":42}', 404, 'Notification not found'],
      ['/api/notifications/not-an-id', '', 404, 'Notification not found'],
      [ENDPOINT, '{}', 400, 'notification_id is required'],
      [ENDPOINT, '{"notification_id":"  "}', 400, 'notification_id is required'],
      [ENDPOINT, '{"user_email":"omar@example.sa"}', 400, 'notification_id is required'],
      [ENDPOINT, '{"notification_id":', 400, 'Malformed JSON body'],
      ['/api/notifications/0123456789abcdef01234567', '{"x":', 400, 'Malformed JSON body'],
    ];
    const before = await bell(omar);
    for (const [path, body, status, error] of cases) {
      const res = await put(path, body, bearer(omar));
      expect(res.status, `${path} ${body}`).toBe(status);
      expect(await res.json()).toEqual({ success: false, error });
    }
    expect(await bell(omar)).toEqual(before);
  });
});

describe('pure texts', () => {
  it('names no track for a request sent without one', () => {
    const texts = notificationTexts({
      kind: 'service_request',
      subject_id: new mongoose.Types.ObjectId(),
      user_email: 'a@example.sa',
      status: 'new',
      service_name: 'unknown',
    });
    expect(texts).toMatchObject({
      message_ar: 'أصبح طلب الخدمة الخاص بك: جديد.',
      message_en: 'Your service request is now: new.',
    });
  });
});
