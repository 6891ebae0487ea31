/**
 * Personal data (Saudi PDPL): requests' `/internal/privacy` routes, which identity calls for
 * the admin's personal-data export and erasure. The whole flow through identity is tested in
 * services/identity/test/privacy.test.ts; here, what identity relies on: the guard, the input
 * checks, the records found by email or account id, the files, and an idempotent erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { errorHandler, INTERNAL_TOKEN_HEADER } from '@consulting/service-kit';
import { serve, TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { requestFileStore } from '../src/grid-file-store.ts';
import { joinApplicationModel } from '../src/models/join-application.model.ts';
import { notificationModel } from '../src/models/notification.model.ts';
import { serviceRequestModel } from '../src/models/service-request.model.ts';
import { trackRequestModel } from '../src/models/track-request.model.ts';
import { safeFileName } from '../src/privacy.ts';
import { privacyRouter } from '../src/privacy-router.ts';
import type { RequestStores } from '../src/runtime.ts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  requestForm,
  startHarness,
  testFile,
  UPLOAD_SECRET,
  type Harness,
} from './support/harness.ts';

const EMAIL = 'sara@example.sa';
const ACCOUNT_ID = '0123456789abcdef01234567';
const PSEUDONYM = 'erased:0123456789abcdef';

let h: Harness;
let privacy: { url: string; close: () => Promise<void> };
let pdf: Buffer;

const internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
const get = (path: string, headers: Record<string, string> = internal) => fetch(`${privacy.url}${path}`, { headers });
const erase = (body: unknown, headers: Record<string, string> = internal) =>
  fetch(`${privacy.url}/internal/privacy/erase`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  h = await startHarness('requests_privacy');
  const { connection } = h;
  // The privacy routes over the harness's database (app.ts mounts them in the service).
  const stores: RequestStores = {
    connection,
    serviceRequests: serviceRequestModel(connection),
    trackRequests: trackRequestModel(connection),
    joinApplications: joinApplicationModel(connection),
    notifications: notificationModel(connection),
    attachments: requestFileStore(connection, 'attachments', 'application/pdf'),
    joinApplicationFiles: requestFileStore(connection, 'join_applications'),
  };
  const app = new Koa();
  app.use(errorHandler());
  app.use(privacyRouter({ stores: () => stores, uploadUrlSecret: UPLOAD_SECRET }, TEST_INTERNAL_TOKEN).routes());
  privacy = await serve(app);

  pdf = await testFile('project-brief.pdf');
  const filed = await fetch(`${h.url}/api/service-requests`, {
    method: 'POST',
    body: requestForm({ ...GUEST_FIELDS, user_email: 'Sara@Example.SA' }, { bytes: pdf, name: 'brief/../x.pdf' }),
  });
  expect(filed.status).toBe(201);
  const { request } = (await filed.json()) as { request: { id: string } };
  const reviewed = await fetch(`${h.url}/api/admin/service-requests/${request.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({ status: 'reviewing' }),
  });
  expect(reviewed.status).toBe(200);
  const applied = await fetch(`${h.url}/api/join-applications`, {
    method: 'POST',
    body: joinForm({ ...APPLICANT_FIELDS, email: 'other@example.sa' }, { cv_file: { bytes: pdf, name: 'cv.pdf' } }),
  });
  expect(applied.status).toBe(201);
  // A track request an admin filed for the account under another address: found by account id.
  await trackRequestModel(connection).create({
    service_name: 'events',
    user_id: ACCOUNT_ID,
    user_name: 'Sara',
    user_email: 'sara.work@example.sa',
    message: 'Booth',
  });
});
afterAll(async () => {
  await privacy?.close();
  await h?.close();
});

describe('/internal/privacy guard and input', () => {
  it('403 without the internal token, 400 for a missing or malformed email or pseudonym', async () => {
    expect((await get(`/internal/privacy?email=${EMAIL}`, {})).status).toBe(403);
    expect((await get(`/internal/privacy/files/attachments/${ACCOUNT_ID}`, {})).status).toBe(403);
    expect((await erase({ email: EMAIL, pseudonym: PSEUDONYM }, {})).status).toBe(403);
    for (const query of ['', '?email=', '?email=nope']) {
      const res = await get(`/internal/privacy${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).success).toBe(false);
    }
    for (const body of [{ email: EMAIL }, { email: EMAIL, pseudonym: 'erased:xyz' }, { pseudonym: PSEUDONYM }]) {
      expect((await erase(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.counts()).service).toBe(1);
  });

  it('404 for a file of an unknown bucket, a malformed id or an id no file has', async () => {
    for (const path of ['secrets/0123456789abcdef01234567', 'attachments/nope', `attachments/${ACCOUNT_ID}`]) {
      const res = await get(`/internal/privacy/files/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'File not found' });
    }
  });
});

describe('GET /internal/privacy', () => {
  it("lists the person's records by email and account id, their notifications and files, under safe zip paths", async () => {
    const res = await get(`/internal/privacy?email=${encodeURIComponent(' SARA@example.sa')}&user_id=${ACCOUNT_ID}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.service_requests).toEqual([expect.objectContaining({ user_email: EMAIL, status: 'reviewing' })]);
    expect(body.service_requests[0]).not.toHaveProperty('attachment_url');
    expect(body.track_requests).toEqual([expect.objectContaining({ user_id: ACCOUNT_ID, service_name: 'events' })]);
    expect(body.join_applications).toEqual([]);
    expect(body.notifications).toEqual([
      expect.objectContaining({ kind: 'service_request', title_en: expect.any(String) }),
    ]);
    const id = body.service_requests[0].id;
    expect(body.files).toEqual([
      {
        bucket: 'attachments',
        id: body.service_requests[0].attachment_path,
        path: `files/service-requests/${id}-attachment-x.pdf`,
        name: 'x.pdf',
        mime: 'application/pdf',
        size: pdf.length,
        record: { entity: 'service_request', id },
      },
    ]);
    const file = await get(`/internal/privacy/files/attachments/${body.files[0].id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('keeps zip entry names inside their folder', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('a\\b:c*d?"e<f>|g\u0001.pdf')).toBe('a_b_c_d_e_f_g_.pdf');
    expect(safeFileName('...')).toBe('file');
    expect(safeFileName('x'.repeat(300))).toHaveLength(120);
  });
});

describe('POST /internal/privacy/erase', () => {
  it('erases records, files, notifications; pseudonymises audit entries; a repeat does nothing', async () => {
    const before = await h.counts();
    const res = await erase({ email: EMAIL, user_id: ACCOUNT_ID, pseudonym: PSEUDONYM });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      erased: {
        service_requests: 1,
        track_requests: 1,
        join_applications: 0,
        files: 1,
        notifications: 1,
        audit_entries: 1,
      },
    });
    const after = await h.counts();
    expect(after).toEqual({
      ...before,
      service: before.service - 1,
      track: before.track - 1,
      files: before.files - 1,
      chunks: before.chunks - 1,
      notifications: before.notifications - 1,
    });
    const [entry] = await h.connection.db!.collection('audit_trail').find({ entity: 'service_request' }).toArray();
    expect(entry).toMatchObject({
      action: 'update',
      actor_email: admin.email,
      before: { user_email: PSEUDONYM, user_name: PSEUDONYM, user_phone: PSEUDONYM, status: 'new' },
      after: { user_email: PSEUDONYM, message: PSEUDONYM, status: 'reviewing', service_name: 'innovation' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/sara|Qahtani/i);

    const again = await erase({ email: EMAIL, user_id: ACCOUNT_ID, pseudonym: PSEUDONYM });
    expect((await again.json()).erased).toEqual({
      service_requests: 0,
      track_requests: 0,
      join_applications: 0,
      files: 0,
      notifications: 0,
      audit_entries: 0,
    });
    // The other applicant's application and file are still there.
    expect(await h.counts()).toEqual(after);
    expect(after.join).toBe(1);
    expect(await h.connection.db!.collection('join_applications').countDocuments({ email: 'other@example.sa' })).toBe(
      1,
    );
  });
});
