import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAddRequestResponse,
  AuditTrailResponse,
  JoinApplicationRecord,
  RequestRecord,
  UserRequestsResponse,
  UserRequestUpdateResponse,
} from '@consulting/contracts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  requestForm,
  startHarness,
  testFile,
  type Harness,
} from './support/harness.ts';
import type { SubmitRequestReply } from '../src/submission.ts';

let h: Harness;
const otherAdmin = { id: 'admin-2', role: 'admin' as const, email: 'second.admin@example.sa', name: 'Second' };
let service: RequestRecord;
let track: RequestRecord;
let added: RequestRecord;

async function created<T>(res: Response): Promise<T> {
  expect(res.status).toBe(201);
  return (await res.json()) as T;
}

const post = (path: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'POST', body, headers });
const get = (path: string, headers: Record<string, string> = bearer(admin)) => fetch(`${h.url}${path}`, { headers });
const send = (method: 'PUT' | 'DELETE', path: string, body?: unknown, headers = bearer(admin)) =>
  fetch(`${h.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const trail = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return ((await res.json()) as AuditTrailResponse).audit;
};

beforeAll(async () => {
  h = await startHarness('requests_user_requests');
  service = (await created<SubmitRequestReply>(await post('/api/service-requests', requestForm(GUEST_FIELDS)))).request;
  track = (
    await created<SubmitRequestReply>(
      await post('/api/track-requests', requestForm({ ...GUEST_FIELDS, service_name: 'events' }), {}),
    )
  ).request;
  added = (
    await created<AdminAddRequestResponse>(
      await post(
        '/api/admin/add-request',
        requestForm(
          { service_name: 'consulting', user_name: 'Hind', user_email: 'hind@example.sa' },
          { bytes: await testFile('project-brief.pdf'), name: 'brief.pdf' },
        ),
        bearer(admin),
      ),
    )
  ).request;
});
afterAll(() => h?.close());

describe('GET /api/admin/requests (spec §3 "User request (admin page)")', () => {
  it('merges service and track requests newest first, each pending until an admin sets it', async () => {
    const res = await get('/api/admin/requests');
    expect(res.status).toBe(200);
    const body = (await res.json()) as UserRequestsResponse;
    expect(body.success).toBe(true);
    expect(body.requests.map((r) => [r.id, r.kind])).toEqual([
      [added.id, 'service'],
      [track.id, 'opportunity'],
      [service.id, 'service'],
    ]);
    // The guest's second request, under an email that had an account by then, is held for the
    // owner's confirmation and flagged to admins; the first one is not.
    expect(body.requests[1]).toEqual({
      id: track.id,
      kind: 'opportunity',
      user_name: GUEST_FIELDS.user_name,
      user_email: GUEST_FIELDS.user_email,
      service_name: 'events',
      details: GUEST_FIELDS.message,
      status: 'pending',
      admin_notes: '',
      created_at: track.created_at,
      updated_at: track.updated_at,
      unconfirmed: true,
    });
    expect(body.requests[2]).not.toHaveProperty('unconfirmed');
    expect(body.requests.every((r) => r.status === 'pending')).toBe(true);
  });
});

describe('PUT /api/admin/requests/:id (spec §4 user request statuses)', () => {
  it('sets the workflow status and notes of a track request, leaving its review status alone, and audits it', async () => {
    const res = await send('PUT', `/api/admin/requests/${track.id}`, {
      status: 'in_progress',
      admin_notes: 'Venue shortlisted',
    });
    expect(res.status).toBe(200);
    const { request } = (await res.json()) as UserRequestUpdateResponse;
    expect(request).toMatchObject({
      id: track.id,
      kind: 'opportunity',
      status: 'in_progress',
      admin_notes: 'Venue shortlisted',
    });
    expect(Date.parse(request.updated_at)).toBeGreaterThanOrEqual(Date.parse(track.updated_at));
    const list = (await (await get('/api/admin/requests')).json()) as UserRequestsResponse;
    expect(list.requests.find((r) => r.id === track.id)).toEqual(request);
    const tracks = (await (await get('/api/admin/track-requests')).json()) as { requests: RequestRecord[] };
    expect(tracks.requests[0]).toMatchObject({ id: track.id, status: 'new', progress: 'in_progress' });

    const [entry] = await trail(`/api/admin/track-requests/${track.id}/audit`);
    expect(entry).toMatchObject({
      actor_id: 'admin-1',
      actor_email: 'admin@example.sa',
      entity: 'track_request',
      entity_id: track.id,
      action: 'update',
      before: { id: track.id, progress: 'pending', status: 'new' },
      after: {
        id: track.id,
        progress: 'in_progress',
        admin_notes: 'Venue shortlisted',
        updated_at: request.updated_at,
      },
    });
  });

  it('updates a service request by the same path', async () => {
    const res = await send('PUT', `/api/admin/requests/${service.id}`, { status: 'completed' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as UserRequestUpdateResponse).request).toMatchObject({
      id: service.id,
      kind: 'service',
      status: 'completed',
      admin_notes: '',
    });
  });

  it('requires a status, refuses an unknown one with 400 and an unknown id with 404, changing nothing', async () => {
    const missing = await send('PUT', `/api/admin/requests/${service.id}`, { admin_notes: 'only notes' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, error: 'Status is required' });
    const invalid = await send('PUT', `/api/admin/requests/${service.id}`, { status: 'approved' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toBe(
      'status: Status must be one of: pending, in_progress, completed, cancelled',
    );
    const unknown = await send('PUT', '/api/admin/requests/0123456789abcdef01234567', { status: 'cancelled' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: 'Request not found' });
    expect((await send('PUT', '/api/admin/requests/nope', { status: 'cancelled' })).status).toBe(404);
    expect((await send('PUT', `/api/admin/requests/${service.id}`, '{"status":')).status).toBe(400);
    const list = (await (await get('/api/admin/requests')).json()) as UserRequestsResponse;
    expect(list.requests.find((r) => r.id === service.id)).toMatchObject({ status: 'completed', admin_notes: '' });
  });
});

describe('audit trail of admin changes', () => {
  it('records an admin add-request as a create by that admin, without the signed link', async () => {
    const audit = await trail(`/api/admin/service-requests/${added.id}/audit`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_email: 'admin@example.sa',
      entity: 'service_request',
      entity_id: added.id,
      action: 'create',
      before: null,
      after: { id: added.id, service_name: 'consulting', attachment_path: added.attachment_path },
    });
    expect(audit[0].after).not.toHaveProperty('attachment_url');
  });

  it('records review status changes with before and after, newest first, by whoever made them', async () => {
    const first = await send('PUT', `/api/admin/service-requests/${service.id}`, { status: 'reviewing' });
    expect(first.status).toBe(200);
    const second = await send(
      'PUT',
      `/api/admin/service-requests/${service.id}`,
      { status: 'approved', admin_notes: 'Go ahead' },
      bearer(otherAdmin),
    );
    expect(second.status).toBe(200);
    const audit = await trail(`/api/admin/service-requests/${service.id}/audit`);
    expect(audit.map((entry) => [entry.actor_email, entry.action])).toEqual([
      ['second.admin@example.sa', 'update'],
      ['admin@example.sa', 'update'],
      ['admin@example.sa', 'update'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { status: 'reviewing' },
      after: { status: 'approved', admin_notes: 'Go ahead' },
    });
    expect(audit[1]).toMatchObject({ before: { status: 'new' }, after: { status: 'reviewing' } });
    expect(Date.parse(audit[0].at)).toBeGreaterThanOrEqual(Date.parse(audit[1].at));
    // Each kind has its own trail: the service request's id names no track request's entries.
    expect(await trail(`/api/admin/track-requests/${service.id}/audit`)).toEqual([]);
  });

  it('answers [] for an id never audited and 404 for a malformed one', async () => {
    expect(await trail('/api/admin/track-requests/0123456789abcdef01234567/audit')).toEqual([]);
    for (const path of [
      '/api/admin/service-requests/nope/audit',
      '/api/admin/track-requests/nope/audit',
      '/api/admin/join-applications/nope/audit',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('records join application status changes on both paths, and a delete with after null', async () => {
    const applied = await post(
      '/api/join-applications',
      joinForm(APPLICANT_FIELDS, { cv_file: { bytes: await testFile('cv.docx'), name: 'cv.docx' } }),
    );
    const application = (await created<{ data: JoinApplicationRecord }>(applied)).data;
    const path = `/api/admin/join-applications/${application.id}`;

    const viaSpec = await send('PUT', '/api/join-applications', { id: application.id, status: 'under_review' });
    expect(viaSpec.status).toBe(200);
    const viaAdmin = await send('PUT', path, { status: 'approved', admin_notes: 'Strong CV' }, bearer(otherAdmin));
    expect(viaAdmin.status).toBe(200);
    expect((await viaAdmin.json()).data).toMatchObject({ status: 'approved', admin_notes: 'Strong CV' });

    let audit = await trail(`${path}/audit`);
    expect(audit.map((entry) => [entry.actor_email, entry.before, entry.after])).toEqual([
      [
        'second.admin@example.sa',
        expect.objectContaining({ status: 'under_review' }),
        expect.objectContaining({ status: 'approved', admin_notes: 'Strong CV' }),
      ],
      [
        'admin@example.sa',
        expect.objectContaining({ status: 'pending' }),
        expect.objectContaining({ status: 'under_review' }),
      ],
    ]);
    expect(audit[0].after).toMatchObject({ cv_file_name: 'cv.docx' });
    expect(audit[0].after).not.toHaveProperty('cv_file');

    const deleted = await send('DELETE', path);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: 'Application deleted' });
    expect((await h.counts()).join).toBe(0);
    expect((await send('DELETE', path)).status).toBe(404);
    audit = await trail(`${path}/audit`);
    expect(audit[0]).toMatchObject({
      actor_email: 'admin@example.sa',
      entity: 'join_application',
      entity_id: application.id,
      action: 'delete',
      before: { id: application.id, status: 'approved', full_name: APPLICANT_FIELDS.full_name },
      after: null,
    });
  });

  it('records a delete through the spec path DELETE /api/join-applications?id=', async () => {
    const application = (
      await created<{ data: JoinApplicationRecord }>(await post('/api/join-applications', joinForm(APPLICANT_FIELDS)))
    ).data;
    const res = await send('DELETE', `/api/join-applications?id=${application.id}`, undefined, bearer(otherAdmin));
    expect(res.status).toBe(200);
    const audit = await trail(`/api/admin/join-applications/${application.id}/audit`);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'delete', actor_email: 'second.admin@example.sa', after: null }),
    ]);
  });

  it('keeps the admin change when its audit entry cannot be written', async () => {
    // Runs last in this file: the trail is emptied, and a unique index on `entity` with a
    // blocker entry already in place makes every service-request audit insert fail on the real
    // server (the test servers have no collMod validators).
    const auditTrail = h.connection.db!.collection('audit_trail');
    await auditTrail.deleteMany({});
    await auditTrail.insertOne({ entity: 'service_request', blocker: true });
    await auditTrail.createIndex({ entity: 1 }, { unique: true, name: 'blocker' });
    try {
      const res = await send('PUT', `/api/admin/requests/${added.id}`, { status: 'cancelled' });
      expect(res.status).toBe(200);
      const list = (await (await get('/api/admin/requests')).json()) as UserRequestsResponse;
      expect(list.requests.find((r) => r.id === added.id)?.status).toBe('cancelled');
      expect(await trail(`/api/admin/service-requests/${added.id}/audit`)).toEqual([]);

      // A create, unlike an update, is undone when its audit entry fails: nothing is left.
      const before = await h.counts();
      const add = await post(
        '/api/admin/add-request',
        requestForm(
          { service_name: 'marketing', user_name: 'Hind', user_email: 'hind@example.sa' },
          { bytes: await testFile('project-brief.pdf'), name: 'brief.pdf' },
        ),
        bearer(admin),
      );
      expect(add.status).toBe(500);
      expect(await h.counts()).toEqual(before);
    } finally {
      await auditTrail.dropIndex('blocker');
      await auditTrail.deleteMany({});
    }
  });
});
