import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAddRequestResponse, ClientRequestsResponse } from '@consulting/contracts';
import { ADMIN as admin, bearer, requestForm, startHarness, testFile, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_admin_add');
});
afterAll(() => h?.close());

const laila = { id: 'client-laila', role: 'client' as const, email: 'laila@example.sa', name: 'Laila' };

/** The admin dialog's form (spec §3 "Admin add-request form"). */
const ADD_FIELDS = {
  service_name: 'quality',
  user_name: 'Laila Al-Dosari',
  user_email: 'Laila@Example.sa',
  user_phone: '+966500000009',
  company: 'Dosari Trading',
  message: 'Requested by phone: ISO 9001 readiness review.',
};

const post = (path: string, body: FormData, headers: Record<string, string> = bearer(admin)) =>
  fetch(`${h.url}${path}`, { method: 'POST', body, headers });

describe('POST /api/admin/add-request and /api/admin/add-track-request (spec §5 admin add-request)', () => {
  it('adds a service request with a PDF on behalf of a person, without creating an account, and their list shows it', async () => {
    const pdf = await testFile('project-brief.pdf');
    const before = await h.counts();
    const form = requestForm(ADD_FIELDS, { bytes: pdf, name: 'brief.pdf' });
    form.append('additional_services', 'marketing');
    form.append('additional_services', 'financing');
    const res = await post('/api/admin/add-request', form);
    expect(res.status).toBe(201);
    const body = (await res.json()) as AdminAddRequestResponse;
    expect(body).toMatchObject({
      success: true,
      message: 'تمت إضافة الطلب بنجاح',
      request: {
        request_type: 'service',
        service_name: 'quality',
        user_name: 'Laila Al-Dosari',
        user_email: 'laila@example.sa',
        user_phone: '+966500000009',
        company: 'Dosari Trading',
        message: 'Requested by phone: ISO 9001 readiness review.',
        status: 'new',
        progress: 'pending',
        additional_services: ['marketing', 'financing'],
        attachment_name: 'brief.pdf',
      },
    });
    expect(body.request.user_id).toBeUndefined();
    expect(h.identity.calls.filter((call) => call.startsWith('POST /internal/accounts'))).toEqual([]);
    const after = await h.counts();
    expect(after.service - before.service).toBe(1);
    expect(after.files - before.files).toBe(1);
    const download = await fetch(`${h.url}${body.request.attachment_url}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const mine = (await (
      await fetch(`${h.url}/api/user/requests`, { headers: bearer(laila) })
    ).json()) as ClientRequestsResponse;
    expect(mine.service_requests.map((r) => r.id)).toContain(body.request.id);
  });

  it('adds an opportunity without a PDF, the list given as a JSON array string, message optional', async () => {
    const form = requestForm({ ...ADD_FIELDS, message: '', service_name: 'capacity-building' });
    form.append('additional_opportunities', JSON.stringify(['events', ' consulting ', '']));
    form.append('additional_services', 'ignored on the opportunity form');
    const before = await h.counts();
    const res = await post('/api/admin/add-track-request', form);
    expect(res.status).toBe(201);
    const { request } = (await res.json()) as AdminAddRequestResponse;
    expect(request).toMatchObject({
      request_type: 'opportunity',
      service_name: 'capacity-building',
      message: '',
      status: 'new',
      progress: 'pending',
      additional_opportunities: ['events', 'consulting'],
    });
    expect(request.additional_services).toBeUndefined();
    expect(request.attachment_path).toBeUndefined();
    const after = await h.counts();
    expect(after.track - before.track).toBe(1);
    expect(after.files).toBe(before.files);
    const mine = (await (
      await fetch(`${h.url}/api/user/requests`, { headers: bearer(laila) })
    ).json()) as ClientRequestsResponse;
    expect(mine.track_requests.map((r) => r.id)).toEqual([request.id]);
  });

  it('names every missing required field with 400 and stores nothing', async () => {
    const before = await h.counts();
    const none = await post('/api/admin/add-request', requestForm({ message: 'no one' }));
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      success: false,
      error: 'Please fill in the following fields: Name, Email, Track',
    });
    const blankEmail = await post('/api/admin/add-track-request', requestForm({ ...ADD_FIELDS, user_email: '   ' }));
    expect((await blankEmail.json()).error).toBe('Please fill in the following fields: Email');
    const badEmail = await post('/api/admin/add-request', requestForm({ ...ADD_FIELDS, user_email: 'laila' }));
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toBe('Invalid email address');
    const badTrack = await post('/api/admin/add-request', requestForm({ ...ADD_FIELDS, service_name: 'launch' }));
    expect(badTrack.status).toBe(400);
    expect((await badTrack.json()).error).toMatch(/^service_name: must be one of: innovation, /);
    const badList = await post(
      '/api/admin/add-request',
      requestForm({ ...ADD_FIELDS, additional_services: '["unclosed"' }),
    );
    expect(badList.status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a file that is not a PDF with 415 and a 5 MiB PDF with 413, storing nothing', async () => {
    const before = await h.counts();
    const fake = await post(
      '/api/admin/add-request',
      requestForm(ADD_FIELDS, { bytes: await testFile('not-a-pdf.pdf'), name: 'x.pdf' }),
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({
      success: false,
      error: 'Unsupported file type: please select PDF files only',
    });
    const pdf = await testFile('project-brief.pdf');
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    const tooBig = await post('/api/admin/add-track-request', requestForm(ADD_FIELDS, { bytes: big, name: 'big.pdf' }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ success: false, error: 'File size should be less than 5MB' });
    expect(await h.counts()).toEqual(before);
  });

  it('answers 401 without a token and 403 to a client, storing nothing', async () => {
    const before = await h.counts();
    const anonymous = await post('/api/admin/add-request', requestForm(ADD_FIELDS), {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, error: 'Authentication required' });
    const asClient = await post('/api/admin/add-track-request', requestForm(ADD_FIELDS), bearer(laila));
    expect(asClient.status).toBe(403);
    expect(await asClient.json()).toEqual({ success: false, error: 'Forbidden' });
    expect(await h.counts()).toEqual(before);
  });
});
