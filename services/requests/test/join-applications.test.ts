import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import mongoose from 'mongoose';
import { JOIN_APPLICATION_STATUSES } from '@consulting/contracts';
import { signPath } from '@consulting/service-kit';
import { GridFileStore } from '@consulting/service-kit';
import type {
  JoinApplicationListResponse,
  JoinApplicationReply,
  JoinApplicationSubmitResponse,
} from '../src/join-application-record.ts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  joinForm,
  startHarness,
  testFile,
  UPLOAD_SECRET,
  type FormFile,
  type Harness,
} from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('requests_join');
});
afterAll(() => h?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const omar = { id: 'client-omar', role: 'client' as const, email: 'omar@example.sa', name: 'Omar' };
const nora = { id: 'client-nora', role: 'client' as const, email: 'nora@example.sa', name: 'Nora' };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ENDPOINT = '/api/endpoints/join-applications.php';

const post = (body: FormData, headers: Record<string, string> = {}, path = ENDPOINT) =>
  fetch(`${h.url}${path}`, { method: 'POST', body, headers });
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers });
const put = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/join-applications`, {
    method: 'PUT',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
const del = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/join-applications${query}`, { method: 'DELETE', headers });

async function file(name: string, as = name): Promise<FormFile> {
  return { bytes: await testFile(name), name: as };
}

/** Submits a join form that must be accepted; returns the record. */
async function apply(
  fields: Record<string, string> = APPLICANT_FIELDS,
  files: Record<string, FormFile> = {},
  headers: Record<string, string> = {},
): Promise<JoinApplicationReply> {
  const res = await post(joinForm(fields, files), headers);
  expect(res.status).toBe(201);
  const body = (await res.json()) as JoinApplicationSubmitResponse;
  expect(body.success).toBe(true);
  expect(body.message).toBe('Application submitted successfully');
  return body.data;
}

/** Downloads a signed file link and checks it is `expected` byte for byte, served as `type`. */
async function expectDownload(url: string, expected: Buffer, type: string, name: string): Promise<void> {
  expect(url).toMatch(/^\/uploads\/join_applications\/[0-9a-f]{24}\?expires=\d+&sig=[0-9a-f]{64}$/);
  const res = await get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(type);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  expect(res.headers.get('content-security-policy')).toBe('sandbox');
  expect(res.headers.get('content-length')).toBe(String(expected.length));
  expect(Buffer.from(await res.arrayBuffer()).equals(expected)).toBe(true);
  const asFile = await get(`${url}&download=1`);
  expect(asFile.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
  await asFile.arrayBuffer();
}

/** The raw stored document, for what the reply does not show (user_id). */
const storedDoc = (id: string) =>
  h.connection.db!.collection('join_applications').findOne({ _id: new mongoose.Types.ObjectId(id) });

describe('POST /api/endpoints/join-applications.php (spec §5 "Join form", §7)', () => {
  it('stores an application with a PNG and a DOCX, both downloadable byte for byte', async () => {
    const before = await h.counts();
    const png = await file('profile.png');
    const docx = await file('cv.docx');
    const data = await apply(APPLICANT_FIELDS, { profile_image: png, cv_file: docx });
    expect(data).toMatchObject({
      ...APPLICANT_FIELDS,
      status: 'pending',
      admin_notes: '',
      profile_image_name: 'profile.png',
      cv_file_name: 'cv.docx',
    });
    expect(data.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
    const after = await h.counts();
    expect(after.join - before.join).toBe(1);
    expect(after.joinFiles - before.joinFiles).toBe(2);
    // Request attachments live in their own bucket.
    expect(after.files).toBe(before.files);

    await expectDownload(data.profile_image, png.bytes, 'image/png', 'profile.png');
    await expectDownload(data.cv_file, docx.bytes, DOCX, 'cv.docx');
  });

  it('stores a JPEG with a PDF, and a GIF with a PDF', async () => {
    const pdf = await file('project-brief.pdf');
    for (const [name, type] of [
      ['profile.jpg', 'image/jpeg'],
      ['profile.gif', 'image/gif'],
    ]) {
      const image = await file(name);
      const data = await apply(APPLICANT_FIELDS, { profile_image: image, cv_file: pdf });
      expect(data).toMatchObject({ profile_image_name: name, cv_file_name: 'project-brief.pdf' });
      await expectDownload(data.profile_image, image.bytes, type, name);
      await expectDownload(data.cv_file, pdf.bytes, 'application/pdf', 'project-brief.pdf');
    }
  });

  it('accepts an application without files: file fields are empty strings', async () => {
    const before = await h.counts();
    const data = await apply();
    expect(data).toMatchObject({ profile_image: '', cv_file: '', profile_image_name: '', cv_file_name: '' });
    const after = await h.counts();
    expect(after.join - before.join).toBe(1);
    expect(after.joinFiles).toBe(before.joinFiles);
  });

  it('answers on the alias, trims and lowercases, and ignores status, notes and user_id from the form', async () => {
    const res = await post(
      joinForm({
        ...APPLICANT_FIELDS,
        full_name: '  Reem  ',
        email: ' Reem@Example.SA ',
        status: 'approved',
        admin_notes: 'hired',
        user_id: 'client-nora',
      }),
      {},
      '/api/join-applications',
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as JoinApplicationSubmitResponse;
    expect(data).toMatchObject({ full_name: 'Reem', email: 'reem@example.sa', status: 'pending', admin_notes: '' });
    expect((await storedDoc(data.id))?.user_id).toBeUndefined();
  });

  it('keeps an Arabic file name', async () => {
    const data = await apply(APPLICANT_FIELDS, { cv_file: await file('cv.docx', 'السيرة الذاتية.docx') });
    expect(data.cv_file_name).toBe('السيرة الذاتية.docx');
    const res = await get(data.cv_file);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('السيرة الذاتية.docx')}`,
    );
    await res.arrayBuffer();
  });
});

describe('refused applications store nothing (spec §5)', () => {
  it('names every missing or blank field with 400, even with valid files attached', async () => {
    const before = await h.counts();
    const res = await post(
      joinForm(
        { full_name: 'Reem', email: '   ', phone: '', experience: 'Ten years' },
        { profile_image: await file('profile.png'), cv_file: await file('cv.docx') },
      ),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      error: 'This field is required: email, phone, address, specialization',
    });
    const none = await post(new FormData());
    expect((await none.json()).error).toBe(
      'This field is required: full_name, email, phone, address, experience, specialization',
    );
    expect(await h.counts()).toEqual(before);
  });

  it('refuses an email that is not text@text.text with 400', async () => {
    const before = await h.counts();
    for (const email of ['reem@example', 'reem.example.sa', 'reem @example.sa', '@example.sa']) {
      const res = await post(joinForm({ ...APPLICANT_FIELDS, email }, { cv_file: await file('cv.docx') }));
      expect(res.status, email).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: 'Invalid email address' });
    }
    expect(await h.counts()).toEqual(before);
  });

  it('refuses an executable named .pdf as the CV with 415, and keeps no profile image', async () => {
    const before = await h.counts();
    const res = await post(
      joinForm(APPLICANT_FIELDS, {
        profile_image: await file('profile.png'),
        cv_file: { ...(await file('not-a-pdf.pdf')), type: 'application/pdf' },
      }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, error: 'Unsupported file type' });
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a Word document as the profile image with 415', async () => {
    const before = await h.counts();
    const res = await post(
      joinForm(APPLICANT_FIELDS, { profile_image: { ...(await file('cv.docx', 'me.png')), type: 'image/png' } }),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, error: 'Unsupported file type' });
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a 5 MiB image with 413 while streaming', async () => {
    const before = await h.counts();
    const png = await testFile('profile.png');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    const res = await post(
      joinForm(APPLICANT_FIELDS, { cv_file: await file('cv.docx'), profile_image: { bytes: big, name: 'big.png' } }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, error: 'File size too large (max 5MB)' });
    expect(await h.counts()).toEqual(before);
    // One byte less is accepted (spec §5: under 5*1024*1024 bytes).
    const almost = await apply(APPLICANT_FIELDS, {
      profile_image: { bytes: big.subarray(0, big.length - 1), name: 'almost.png' },
    });
    expect(almost.profile_image_name).toBe('almost.png');
  });

  it('deletes the first file again when writing the second one fails', async () => {
    const before = await h.counts();
    const save = GridFileStore.prototype.save;
    let calls = 0;
    vi.spyOn(GridFileStore.prototype, 'save').mockImplementation(function (this: GridFileStore, ...args) {
      calls += 1;
      return calls === 2 ? Promise.reject(new Error('disk full')) : save.apply(this, args);
    });
    const res = await post(
      joinForm(APPLICANT_FIELDS, { profile_image: await file('profile.png'), cv_file: await file('cv.docx') }),
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, error: 'Internal server error' });
    expect(calls).toBe(2);
    expect(await h.counts()).toEqual(before);
  });

  it('deletes both files again when the application cannot be inserted', async () => {
    await apply(); // compiles the model on this connection
    const before = await h.counts();
    vi.spyOn(h.connection.models.JoinApplication, 'create').mockRejectedValueOnce(new Error('write conflict'));
    const res = await post(
      joinForm(APPLICANT_FIELDS, { profile_image: await file('profile.gif'), cv_file: await file('cv.docx') }),
    );
    expect(res.status).toBe(500);
    expect(await h.counts()).toEqual(before);
  });
});

describe('the client\'s own applications (spec §2 "Client dashboard", §7)', () => {
  let omarSigned: JoinApplicationReply;
  let omarAsGuest: JoinApplicationReply;
  let noraOwn: JoinApplicationReply;
  beforeAll(async () => {
    omarSigned = await apply({ ...APPLICANT_FIELDS, email: 'omar.work@example.sa' }, {}, bearer(omar));
    omarAsGuest = await apply({ ...APPLICANT_FIELDS, email: 'OMAR@example.sa' }, { cv_file: await file('cv.docx') });
    noraOwn = await apply({ ...APPLICANT_FIELDS, email: 'nora@example.sa' }, {}, bearer(nora));
  });

  it('stores the signed-in client as the applicant, and not an admin', async () => {
    expect((await storedDoc(omarSigned.id))?.user_id).toBe('client-omar');
    const byAdmin = await apply({ ...APPLICANT_FIELDS, email: 'x@example.sa' }, {}, bearer(admin));
    expect((await storedDoc(byAdmin.id))?.user_id).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const res = await get(ENDPOINT);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: 'Authentication required' });
  });

  it("lists only the caller's applications, newest first, whatever user_id says", async () => {
    const res = await get(`${ENDPOINT}?user_id=client-nora`, bearer(omar));
    expect(res.status).toBe(200);
    const body = (await res.json()) as JoinApplicationListResponse;
    expect(body.success).toBe(true);
    expect(body.data.map((a) => a.id)).toEqual([omarAsGuest.id, omarSigned.id]);
    expect(body.data[0].cv_file).toMatch(/^\/uploads\/join_applications\//);
    const nor = (await (await get(ENDPOINT, bearer(nora))).json()) as JoinApplicationListResponse;
    expect(nor.data.map((a) => a.id)).toEqual([noraOwn.id]);
    // Naming Omar (by id, email or an application id) gives Nora nothing of his.
    const named = (await (
      await get(`${ENDPOINT}?user_id=client-omar&user_email=omar@example.sa&id=${omarSigned.id}`, bearer(nora))
    ).json()) as JoinApplicationListResponse;
    expect(named.data.map((a) => a.id)).toEqual([noraOwn.id]);
  });
});

describe('admin management (spec §2 "Other admin pages", §4, §6)', () => {
  let target: JoinApplicationReply;
  beforeAll(async () => {
    target = await apply(
      { ...APPLICANT_FIELDS, full_name: 'Target Applicant' },
      {
        profile_image: await file('profile.jpg'),
        cv_file: await file('project-brief.pdf'),
      },
    );
  });

  it('lists every application newest first on both paths; 401 without a token, 403 for a client', async () => {
    for (const path of ['/api/join-applications', '/api/admin/join-applications']) {
      expect((await get(path)).status).toBe(401);
      const asClient = await get(path, bearer(omar));
      expect(asClient.status).toBe(403);
      expect(await asClient.json()).toEqual({ success: false, error: 'Forbidden' });
      const res = await get(path, bearer(admin));
      expect(res.status).toBe(200);
      const body = (await res.json()) as JoinApplicationListResponse;
      expect(body.success).toBe(true);
      expect(body.data[0].id).toBe(target.id);
      expect(body.data.length).toBe((await h.counts()).join);
      const times = body.data.map((a) => Date.parse(a.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('sets a status and notes; the client list shows them', async () => {
    const res = await put(
      JSON.stringify({ id: target.id, status: 'under_review', admin_notes: 'Interview on Sunday' }),
      bearer(admin),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Application status updated',
      data: { id: target.id, status: 'under_review', admin_notes: 'Interview on Sunday' },
    });
    expect(body.data.cv_file).toMatch(/^\/uploads\/join_applications\//);
    for (const status of JOIN_APPLICATION_STATUSES) {
      expect((await put(JSON.stringify({ id: target.id, status }), bearer(admin))).status).toBe(200);
    }
    const list = (await (await get('/api/join-applications', bearer(admin))).json()) as JoinApplicationListResponse;
    expect(list.data.find((a) => a.id === target.id)).toMatchObject({
      status: 'cancelled',
      admin_notes: 'Interview on Sunday',
    });
  });

  it('refuses a bad status or missing id with 400, an unknown id with 404, a client with 403', async () => {
    const bad = await put(JSON.stringify({ id: target.id, status: 'new' }), bearer(admin));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      success: false,
      error: 'status: status must be one of: pending, under_review, approved, cancelled',
    });
    expect((await put(JSON.stringify({ id: target.id }), bearer(admin))).status).toBe(400);
    expect((await put(JSON.stringify({ status: 'approved' }), bearer(admin))).status).toBe(400);
    expect((await put('{"id":', bearer(admin))).status).toBe(400);
    const unknown = await put(JSON.stringify({ id: '0123456789abcdef01234567', status: 'approved' }), bearer(admin));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, error: 'Application not found' });
    expect((await put(JSON.stringify({ id: 'nope', status: 'approved' }), bearer(admin))).status).toBe(404);
    expect((await put(JSON.stringify({ id: target.id, status: 'approved' }), bearer(omar))).status).toBe(403);
    expect((await put(JSON.stringify({ id: target.id, status: 'approved' }))).status).toBe(401);
    const list = (await (await get('/api/join-applications', bearer(admin))).json()) as JoinApplicationListResponse;
    expect(list.data.find((a) => a.id === target.id)?.status).toBe('cancelled');
  });

  it('deletes an application and its files; 401/403/400/404 otherwise', async () => {
    expect((await del(`?id=${target.id}`)).status).toBe(401);
    expect((await del(`?id=${target.id}`, bearer(omar))).status).toBe(403);
    expect((await del('', bearer(admin))).status).toBe(400);
    expect((await del('?id=0123456789abcdef01234567', bearer(admin))).status).toBe(404);
    const before = await h.counts();
    const res = await del(`?id=${target.id}`, bearer(admin));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Application deleted' });
    const after = await h.counts();
    expect(before.join - after.join).toBe(1);
    expect(before.joinFiles - after.joinFiles).toBe(2);
    expect(after.joinChunks).toBeLessThan(before.joinChunks);
    expect((await get(target.profile_image)).status).toBe(404);
    expect((await get(target.cv_file)).status).toBe(404);
    expect((await del(`?id=${target.id}`, bearer(admin))).status).toBe(404);
  });
});

describe('join application file links', () => {
  let data: JoinApplicationReply;
  beforeAll(async () => {
    data = await apply(APPLICANT_FIELDS, { profile_image: await file('profile.png'), cv_file: await file('cv.docx') });
  });

  it('refuses a tampered, swapped, missing, expired or attachment-signed link with 403', async () => {
    const url = new URL(data.profile_image, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const tampered = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const cvPath = new URL(data.cv_file, 'http://x').pathname;
    const attempts = [
      `${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${tampered}`,
      `${cvPath}?${url.searchParams}`,
      url.pathname,
      signPath(UPLOAD_SECRET, url.pathname, -1),
      // A link signed for the attachments route does not open the same id here.
      `${url.pathname}?${new URL(signPath(UPLOAD_SECRET, url.pathname.replace('join_applications', 'attachments')), 'http://x').searchParams}`,
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect(res.status, attempt).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: 'This file link is invalid or has expired' });
    }
  });

  it('answers 404 for a validly signed link to no file, and never serves another bucket', async () => {
    const res = await get(signPath(UPLOAD_SECRET, '/uploads/join_applications/0123456789abcdef01234567'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'File not found' });
    // A join file id signed for the attachments route is not an attachment.
    const id = new URL(data.cv_file, 'http://x').pathname.split('/').pop()!;
    expect((await get(signPath(UPLOAD_SECRET, `/uploads/attachments/${id}`))).status).toBe(404);
  });
});
