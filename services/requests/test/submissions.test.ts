import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { PRIVACY_POLICY_VERSION } from '@consulting/contracts';
import { freePort } from '../../../scripts/db.ts';
import type { SubmitRequestReply } from '../src/submission.ts';
import { ADMIN, bearer, GUEST_FIELDS, requestForm, startHarness, testFile, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_submissions');
});
afterAll(() => h?.close());

const post = (path: string, body: FormData, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: 'POST', body, headers });

/** The stored document of a request, for what the reply does not show (user_id, confirmation). */
const stored = (collection: 'service_requests' | 'track_requests', id: string, harness = h) =>
  harness.connection.db!.collection(collection).findOne({ _id: new mongoose.Types.ObjectId(id) });

describe('guest submissions (spec §7)', () => {
  it('stores a service request with its PDF and consent once, creates the account once, and serves the PDF back byte for byte', async () => {
    const pdf = await testFile('project-brief.pdf');
    const before = await h.counts();
    const first = await post(
      '/api/service-requests',
      requestForm(GUEST_FIELDS, { bytes: pdf, name: 'project-brief.pdf' }),
    );
    expect(first.status).toBe(201);
    const body = (await first.json()) as SubmitRequestReply;
    expect(body).toMatchObject({
      success: true,
      message: 'Your request has been sent successfully! We will contact you soon.',
      request: {
        request_type: 'service',
        status: 'new',
        service_name: 'innovation',
        user_name: 'Sara Al-Qahtani',
        user_email: 'sara@example.sa',
        user_phone: '+966500000001',
        attachment_name: 'project-brief.pdf',
        consent: { policy_version: PRIVACY_POLICY_VERSION },
      },
    });
    // The answer does not say whether an account was made, nor give its id.
    expect(body).not.toHaveProperty('account_created');
    expect(body.request.user_id).toBeUndefined();
    const doc = await stored('service_requests', body.request.id);
    expect(doc?.user_id).toBe(h.identity.accounts.get('sara@example.sa')?.id);
    expect(doc?.consent).toEqual({ policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(Date) });
    expect(doc?.confirmation).toBeUndefined();
    expect(Math.abs(new Date(body.request.consent!.given_at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(body.request.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(body.request.created_at).toISOString()).toBe(body.request.created_at);
    expect(body.request.attachment_url).toMatch(
      new RegExp(`^/uploads/attachments/${body.request.attachment_path}\\?expires=\\d+&sig=[0-9a-f]{64}$`),
    );
    const after = await h.counts();
    expect(after.service - before.service).toBe(1);
    expect(after.files - before.files).toBe(1);

    const download = await fetch(`${h.url}${body.request.attachment_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // A user's file never opens as a page of the site: a download, in a sandbox, of its own type.
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="project-brief.pdf"');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-length')).toBe(String(pdf.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const asFile = await fetch(`${h.url}${body.request.attachment_url}&download=1`);
    expect(asFile.headers.get('content-disposition')).toBe('attachment; filename="project-brief.pdf"');
    await asFile.arrayBuffer();

    const second = await post(
      '/api/track-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'SARA@example.sa', request_type: 'opportunity' }),
    );
    expect(second.status).toBe(201);
    const again = (await second.json()) as SubmitRequestReply;
    expect(again.request).toMatchObject({ request_type: 'opportunity', status: 'new', user_email: 'sara@example.sa' });
    expect(again.request.attachment_url).toBeUndefined();
    // The known email's answer has the very same keys as the new one's (no enumeration)…
    expect(Object.keys(again).sort()).toEqual(Object.keys(body).sort());
    const { attachment_name: _n, attachment_path: _p, attachment_url: _u, ...firstRecord } = body.request;
    expect(Object.keys(again.request).sort()).toEqual(Object.keys(firstRecord).sort());
    // …while the request itself waits for the owner's confirmation (see held-requests.test.ts).
    expect((await stored('track_requests', again.request.id))?.confirmation).toMatchObject({ status: 'pending' });
    expect(h.identity.accounts.size).toBe(1);
  });

  it('keeps an Arabic file name intact', async () => {
    const pdf = await testFile('project-brief.pdf');
    const res = await post(
      '/api/service-requests',
      requestForm(GUEST_FIELDS, { bytes: pdf, name: 'ملخص المشروع.pdf' }),
    );
    const body = (await res.json()) as SubmitRequestReply;
    expect(body.request.attachment_name).toBe('ملخص المشروع.pdf');
    const download = await fetch(`${h.url}${body.request.attachment_url}`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('ملخص المشروع.pdf')}`,
    );
    await download.arrayBuffer();
  });

  it("serves a PDF uploaded under a page's name as a sandboxed PDF download, never as a page", async () => {
    const pdf = await testFile('project-brief.pdf');
    const res = await post('/api/service-requests', requestForm(GUEST_FIELDS, { bytes: pdf, name: 'brief.html' }));
    const body = (await res.json()) as SubmitRequestReply;
    const download = await fetch(`${h.url}${body.request.attachment_url}`);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="brief.html"');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    await download.arrayBuffer();
  });

  it('defaults a missing track to unknown and ignores extra fields', async () => {
    const { service_name: _omit, ...rest } = GUEST_FIELDS;
    const res = await post('/api/track-requests', requestForm({ ...rest, is_admin: 'true', status: 'approved' }));
    expect(res.status).toBe(201);
    expect((await res.json()).request).toMatchObject({ service_name: 'unknown', track_name: 'unknown', status: 'new' });
  });
});

describe('rejected submissions store nothing (spec §5)', () => {
  it('refuses an executable named .pdf with 415', async () => {
    const before = await h.counts();
    const accounts = h.identity.accounts.size;
    const bytes = await testFile('not-a-pdf.pdf');
    const res = await post(
      '/api/service-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'new1@example.sa' }, { bytes, name: 'not-a-pdf.pdf' }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, error: 'Unsupported file type: please select PDF files only' });
    expect(await h.counts()).toEqual(before);
    expect(h.identity.accounts.size).toBe(accounts);
  });

  it('refuses a 5 MiB file with 413 while streaming', async () => {
    const before = await h.counts();
    const accounts = h.identity.accounts.size;
    const pdf = await testFile('project-brief.pdf');
    const bytes = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length, 0x20)]);
    const res = await post(
      '/api/track-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'new2@example.sa' }, { bytes, name: 'big.pdf' }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, error: 'File size should be less than 5MB' });
    expect(await h.counts()).toEqual(before);
    expect(h.identity.accounts.size).toBe(accounts);
  });

  it('names the missing fields with 400', async () => {
    const before = await h.counts();
    const res = await post('/api/track-requests', requestForm({ service_name: 'launch', user_phone: '0500000000' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'Please fill in the following fields: Name, Email, Description',
    });
    const one = await post('/api/service-requests', requestForm({ ...GUEST_FIELDS, user_email: '' }));
    expect(await one.json()).toEqual({ success: false, error: 'Please fill in the following fields: Email' });
    expect(await h.counts()).toEqual(before);
  });

  it('treats a whitespace-only description as missing, and refuses a malformed email', async () => {
    const before = await h.counts();
    const blank = await post('/api/service-requests', requestForm({ ...GUEST_FIELDS, message: '   \n\t ' }));
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ success: false, error: 'Please fill in the following fields: Description' });
    const badEmail = await post('/api/service-requests', requestForm({ ...GUEST_FIELDS, user_email: 'not-an-email' }));
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toBe('user_email: Invalid email address');
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a bad file even when the fields are missing, without storing anything', async () => {
    const before = await h.counts();
    const res = await post(
      '/api/service-requests',
      requestForm({}, { bytes: await testFile('not-a-pdf.pdf'), name: 'x.pdf' }),
    );
    expect(res.status).toBe(400);
    expect(await h.counts()).toEqual(before);
  });
});

describe('owner of a submission', () => {
  it('is the signed-in client of the token, whatever email the form gives', async () => {
    const client = { id: 'client-0001', role: 'client' as const, email: 'Omar@Example.sa', name: 'Omar' };
    const calls = h.identity.calls.length;
    const res = await post(
      '/api/track-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'victim@example.sa', user_name: 'Someone' }),
      bearer(client),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as SubmitRequestReply;
    expect(body.request).toMatchObject({ user_id: 'client-0001', user_email: 'omar@example.sa', user_name: 'Omar' });
    expect((await stored('track_requests', body.request.id))?.confirmation).toBeUndefined();
    expect(h.identity.accounts.has('victim@example.sa')).toBe(false);
    // No account call; The lead mails (alert, confirmation to the client's own email) only.
    const other = h.identity.calls.slice(calls).filter((call) => !call.startsWith('POST /internal/mail '));
    expect(other.every((call) => call.startsWith('GET /internal/tokens/'))).toBe(true);
  });

  it('is the form person when the token is invalid (treated as a guest)', async () => {
    const res = await post('/api/service-requests', requestForm({ ...GUEST_FIELDS, user_email: 'lina@example.sa' }), {
      authorization: 'Bearer not.a.token',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as SubmitRequestReply;
    expect(body.request).toMatchObject({ user_email: 'lina@example.sa' });
    expect(h.identity.accounts.has('lina@example.sa')).toBe(true);
  });
});

describe('when identity is down (spec §7: registration never blocks a submission)', () => {
  let down: Harness;
  beforeAll(async () => {
    down = await startHarness('requests_identity_down', { identityUrl: `http://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => down?.close());

  it('still stores a guest request, without an account, held (the email may be someone else’s)', async () => {
    const res = await fetch(`${down.url}/api/track-requests`, { method: 'POST', body: requestForm(GUEST_FIELDS) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as SubmitRequestReply;
    expect(body.request.user_id).toBeUndefined();
    expect(body.request.user_email).toBe('sara@example.sa');
    expect((await down.counts()).track).toBe(1);
    const doc = await stored('track_requests', body.request.id, down);
    expect(doc?.user_id).toBeUndefined();
    expect(doc?.confirmation).toMatchObject({ status: 'pending' });
  });

  it('fails closed with 503 on admin routes', async () => {
    const res = await fetch(`${down.url}/api/admin/track-requests`, {
      headers: bearer(ADMIN),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, error: 'Identity service unavailable' });
  });
});
