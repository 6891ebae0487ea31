import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRequestsResponse, ClientRequestsResponse, RequestRecord } from '@consulting/contracts';
import { signPath } from '@consulting/service-kit';
import { TEST_SECRET, signTestToken } from '@consulting/service-kit/test-support';
import {
  ADMIN as admin,
  bearer,
  GUEST_FIELDS,
  requestForm,
  startHarness,
  testFile,
  UPLOAD_SECRET,
  type Harness,
} from './support/harness.ts';
import type { SubmitRequestReply } from '../src/submission.ts';

let h: Harness;
const omar = { id: 'client-omar', role: 'client' as const, email: 'omar@example.sa', name: 'Omar' };
const nora = { id: 'client-nora', role: 'client' as const, email: 'nora@example.sa', name: 'Nora' };
let guestService: RequestRecord;
let omarTrack: RequestRecord;
let omarService: RequestRecord;

async function submit(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  pdf?: Buffer,
): Promise<RequestRecord> {
  const res = await fetch(`${h.url}${path}`, {
    method: 'POST',
    headers,
    body: requestForm(fields, pdf ? { bytes: pdf, name: 'project-brief.pdf' } : undefined),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as SubmitRequestReply).request;
}

beforeAll(async () => {
  h = await startHarness('requests_access');
  const pdf = await testFile('project-brief.pdf');
  guestService = await submit('/api/service-requests', { ...GUEST_FIELDS, user_email: 'nora@example.sa' }, {}, pdf);
  omarService = await submit('/api/service-requests', GUEST_FIELDS, bearer(omar));
  omarTrack = await submit('/api/track-requests', { ...GUEST_FIELDS, service_name: 'events' }, bearer(omar), pdf);
});
afterAll(() => h?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers });
const put = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'PUT', body, headers: { 'content-type': 'application/json', ...headers } });

describe('GET /api/user/requests (the token decides whose requests)', () => {
  it('answers 401 without a token', async () => {
    const res = await get('/api/user/requests');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Authentication required' });
  });

  it("returns only the caller's requests, newest first, whatever user_email says", async () => {
    const res = await get('/api/user/requests?user_email=nora@example.sa&user_id=client-nora', bearer(omar));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ClientRequestsResponse;
    expect(body.success).toBe(true);
    expect(body.service_requests.map((r) => r.id)).toEqual([omarService.id]);
    expect(body.track_requests.map((r) => r.id)).toEqual([omarTrack.id]);
    expect(body.track_requests[0].attachment_url).toMatch(/^\/uploads\/attachments\/[0-9a-f]{24}\?expires=/);
  });

  it('finds a guest submission made under the email the client now signs in with', async () => {
    const body = (await (await get('/api/user/requests', bearer(nora))).json()) as ClientRequestsResponse;
    expect(body.service_requests.map((r) => r.id)).toEqual([guestService.id]);
    expect(body.track_requests).toEqual([]);
  });

  it('shows one request by id only to its owner', async () => {
    const own = await get(`/api/user/requests/${omarTrack.id}`, bearer(omar));
    expect(own.status).toBe(200);
    expect((await own.json()).request).toMatchObject({ id: omarTrack.id, service_name: 'events' });
    expect((await get(`/api/user/requests/${omarTrack.id}`, bearer(nora))).status).toBe(404);
    expect((await get('/api/user/requests/not-an-id', bearer(nora))).status).toBe(404);
    // Naming the owner in the query changes nothing: the token decides.
    const named = await get(
      `/api/user/requests/${omarService.id}?user_email=omar@example.sa&user_id=client-omar`,
      bearer(nora),
    );
    expect(named.status).toBe(404);
    expect(await named.json()).toEqual({ success: false, error: 'Request not found' });
    expect((await get(`/api/user/requests/${omarService.id}`)).status).toBe(401);
  });
});

describe('admin lists and updates (spec §2 "Admin dashboard", §6)', () => {
  it('answers 401 without a token, 403 to a client, 200 to an admin with every request newest first', async () => {
    expect((await get('/api/admin/service-requests')).status).toBe(401);
    const asClient = await get('/api/admin/service-requests', bearer(omar));
    expect(asClient.status).toBe(403);
    expect(await asClient.json()).toEqual({ success: false, error: 'Forbidden' });
    const services = (await (await get('/api/admin/service-requests', bearer(admin))).json()) as AdminRequestsResponse;
    expect(services.requests.map((r) => r.id)).toEqual([omarService.id, guestService.id]);
    expect(services.requests[1]).toMatchObject({
      attachment_path: guestService.attachment_path,
      attachment_name: 'project-brief.pdf',
    });
    const tracks = (await (await get('/api/admin/track-requests', bearer(admin))).json()) as AdminRequestsResponse;
    expect(tracks.requests.map((r) => r.id)).toEqual([omarTrack.id]);
  });

  it('sets a valid status and notes, and the client sees them', async () => {
    const res = await put(
      `/api/admin/track-requests/${omarTrack.id}`,
      JSON.stringify({ status: 'reviewing', admin_notes: 'Call on Sunday' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const { request } = (await res.json()) as { request: RequestRecord };
    expect(request).toMatchObject({ id: omarTrack.id, status: 'reviewing', admin_notes: 'Call on Sunday' });
    expect(Date.parse(request.updated_at)).toBeGreaterThanOrEqual(Date.parse(omarTrack.updated_at));
    const mine = (await (await get('/api/user/requests', bearer(omar))).json()) as ClientRequestsResponse;
    expect(mine.track_requests[0]).toMatchObject({ status: 'reviewing', admin_notes: 'Call on Sunday' });
  });

  it('refuses an unknown status with 400, an unknown id with 404, and a client with 403', async () => {
    const bad = await put(
      `/api/admin/service-requests/${omarService.id}`,
      JSON.stringify({ status: 'pending' }),
      bearer(admin),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe(
      'status: status must be one of: new, reviewing, approved, rejected, completed',
    );
    const empty = await put(`/api/admin/service-requests/${omarService.id}`, '{}', bearer(admin));
    expect(empty.status).toBe(400);
    expect(
      (await put('/api/admin/service-requests/0123456789abcdef01234567', '{"status":"approved"}', bearer(admin)))
        .status,
    ).toBe(404);
    expect((await put('/api/admin/service-requests/nope', '{"status":"approved"}', bearer(admin))).status).toBe(404);
    // A track request's id is not a service request's.
    expect(
      (await put(`/api/admin/service-requests/${omarTrack.id}`, '{"status":"approved"}', bearer(admin))).status,
    ).toBe(404);
    expect(
      (await put(`/api/admin/service-requests/${omarService.id}`, '{"status":"approved"}', bearer(omar))).status,
    ).toBe(403);
    const unchanged = (await (await get('/api/admin/service-requests', bearer(admin))).json()) as AdminRequestsResponse;
    expect(unchanged.requests.find((r) => r.id === omarService.id)?.status).toBe('new');
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const res = await put(`/api/admin/service-requests/${omarService.id}`, '{"status":', bearer(admin));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    const ok = await put(`/api/admin/service-requests/${omarService.id}`, '{"status":"completed"}', bearer(admin));
    expect(ok.status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);
  });

  it('refuses an admin token revoked at identity with 401', async () => {
    const token = signTestToken({ ...admin, id: 'admin-2' });
    const headers = { authorization: `Bearer ${token}` };
    expect((await get('/api/admin/track-requests', headers)).status).toBe(200);
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
    h.identity.revoked.add(jti);
    // The service caches identity's answer for about 10 s; a new token (new jti) is asked afresh.
    const fresh = signTestToken({ ...admin, id: 'admin-3' });
    const freshJti = JSON.parse(Buffer.from(fresh.split('.')[1], 'base64url').toString()).jti as string;
    h.identity.revoked.add(freshJti);
    const res = await get('/api/admin/track-requests', { authorization: `Bearer ${fresh}` });
    expect(res.status).toBe(401);
    expect(h.identity.calls).toContain(`GET /internal/tokens/${freshJti}`);
  });
});

describe('attachment links', () => {
  const path = () => `/uploads/attachments/${omarTrack.attachment_path}`;

  it('refuses a tampered, foreign, missing or expired signature with 403', async () => {
    const url = new URL(omarTrack.attachment_url!, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const attempts = [
      `${path()}?expires=${url.searchParams.get('expires')}&sig=${tampered}`,
      `${path()}?expires=${Number(url.searchParams.get('expires')) + 60}&sig=${sig}`,
      `/uploads/attachments/${guestService.attachment_path}?${url.searchParams}`,
      path(),
      signPath(UPLOAD_SECRET, path(), -1),
      signPath(TEST_SECRET, path()),
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect(res.status, attempt).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: 'This attachment link is invalid or has expired' });
    }
  });

  it('answers 404 for a validly signed link to no file', async () => {
    const res = await get(signPath(UPLOAD_SECRET, '/uploads/attachments/0123456789abcdef01234567'));
    expect(res.status).toBe(404);
    expect((await get(signPath(UPLOAD_SECRET, '/uploads/attachments/project-brief.pdf'))).status).toBe(404);
  });
});
