/**
 * The media library against a real database: uploads checked by content,
 * image variants, alt texts, the public files and their cache headers, roles, deletes, and
 * nothing half-saved when a variant fails.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import fc from 'fast-check';
import type { MediaItemRecord } from '@consulting/contracts';
import { MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_PDF_BYTES } from '@consulting/contracts';
import { createAuth, createBaseApp } from '@consulting/service-kit';
import {
  blindFuzzBody,
  fieldsFuzzBody,
  serve,
  type FuzzBody,
  signTestToken,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { contentAudit } from '../src/admin-audit.ts';
import { adminMediaRouter } from '../src/media/admin-media.ts';
import { encodeImageStep, type ImageEncoder } from '../src/media/media-images.ts';
import { mediaRefsById } from '../src/media/media-refs.ts';
import { prepareMediaBucket } from '../src/media/media-store.ts';
import { contentVersion } from '../src/site-content/content-version.ts';
import { adminToken, clientToken, logger, startContent, type ContentUnderTest } from './support/content-harness.ts';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../shared/testdata');
const testFile = (name: string) => readFile(`${TESTDATA}/${name}`);

let content: ContentUnderTest;
let admin: string;
const editor = () => signTestToken({ id: 'editor-1', role: 'editor', email: 'editor@example.com', name: 'Editor' });

beforeAll(async () => {
  content = await startContent('content_media', { seed: false });
  await prepareMediaBucket(content.connection);
  admin = adminToken();
});
afterAll(async () => {
  await content?.close();
});

interface UploadOptions {
  name?: string;
  type?: string;
  alt_ar?: string;
  alt_en?: string;
  token?: string | null;
  url?: string;
}

/** `POST /api/admin/media` as the panel sends it: multipart `file`, `alt_ar`, `alt_en`. */
async function upload(bytes: Uint8Array, options: UploadOptions = {}) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    options.name ?? 'file',
  );
  if (options.alt_ar !== undefined) form.append('alt_ar', options.alt_ar);
  if (options.alt_en !== undefined) form.append('alt_en', options.alt_en);
  const token = options.token === undefined ? admin : options.token;
  const res = await fetch(`${options.url ?? content.url}/api/admin/media`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; media: MediaItemRecord; error: string },
  };
}

const ALT = { alt_ar: 'شعار الشركة', alt_en: 'Company logo' };

async function stored() {
  const db = content.connection.db!;
  return {
    items: await content.models.Media.countDocuments(),
    files: await db.collection('media.files').countDocuments(),
    chunks: await db.collection('media.chunks').countDocuments(),
  };
}

async function clearLibrary() {
  const db = content.connection.db!;
  await content.models.Media.deleteMany({});
  await db.collection('media.files').deleteMany({});
  await db.collection('media.chunks').deleteMany({});
}

/** A JPEG `width`×`height` as stored, turned by EXIF `orientation`, with a camera's GPS position. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp(await testFile('profile.jpg'))
    .resize(width, height, { fit: 'fill' })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret phone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '46/1 40/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg()
    .toBuffer();
}

/** A file of the library as a browser fetches it. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${content.url}${url}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('uploads, checked by content', () => {
  beforeEach(clearLibrary);

  it.each([
    ['profile.png', 'image/png', 'png', 64, 64],
    ['profile.jpg', 'image/jpeg', 'jpg', 128, 128],
    ['profile.gif', 'image/gif', 'gif', 1, 1],
  ])('accepts %s as %s with its size, served with its type', async (name, mime, ext, width, height) => {
    const { status, body } = await upload(await testFile(name), { name, ...ALT });
    expect(status).toBe(201);
    expect(body.media).toMatchObject({
      kind: 'image',
      mime,
      width,
      height,
      filename: name,
      ...ALT,
      url: `/media/${body.media.id}/original.${ext}`,
      // Smaller than the narrowest variant width: the original is all there is.
      variants: [],
    });
    expect(body.media.size).toBeGreaterThan(0);
    const { res, bytes } = await fetchFile(body.media.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(mime);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const decoded = await sharp(bytes).metadata();
    expect([decoded.width, decoded.height]).toEqual([width, height]);
  });

  it('writes WebP and same-format variants narrower than the original, upright and without EXIF or GPS', async () => {
    // Stored 1400×700 and turned a quarter by EXIF: it shows 700×1400.
    const { status, body } = await upload(await photo(1400, 700, 6), { name: 'portrait.jpg', ...ALT });
    expect(status).toBe(201);
    const { media } = body;
    expect([media.width, media.height]).toEqual([700, 1400]);
    expect(media.variants).toEqual([
      { url: `/media/${media.id}/w320.webp`, width: 320, height: 640, mime: 'image/webp' },
      { url: `/media/${media.id}/w320.jpg`, width: 320, height: 640, mime: 'image/jpeg' },
      { url: `/media/${media.id}/w640.webp`, width: 640, height: 1280, mime: 'image/webp' },
      { url: `/media/${media.id}/w640.jpg`, width: 640, height: 1280, mime: 'image/jpeg' },
    ]);
    for (const file of [{ url: media.url, width: 700, height: 1400, mime: media.mime }, ...media.variants]) {
      const { res, bytes } = await fetchFile(file.url);
      expect(res.status, file.url).toBe(200);
      expect(res.headers.get('content-type')).toBe(file.mime);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // A page's image stays an inline image.
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{24}"$/);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.orientation], file.url).toEqual([file.width, file.height, undefined]);
      expect(meta.exif, `${file.url} carries no EXIF (camera, GPS)`).toBeUndefined();
      expect(bytes.includes(Buffer.from('Secret phone'))).toBe(false);
    }
    // 1 original + 2 widths × 2 formats.
    expect(await stored()).toMatchObject({ items: 1, files: 5 });
  });

  it('keeps a WebP in WebP: one variant per width', async () => {
    const webp = await sharp(await testFile('profile.png'))
      .resize(700, 350, { fit: 'fill' })
      .webp()
      .toBuffer();
    const { status, body } = await upload(webp, { name: 'banner.webp', ...ALT });
    expect(status).toBe(201);
    expect(body.media).toMatchObject({ mime: 'image/webp', width: 700, height: 350 });
    expect(body.media.url).toMatch(/\/original\.webp$/);
    expect(body.media.variants.map((variant) => [variant.url.split('/').pop(), variant.mime])).toEqual([
      ['w320.webp', 'image/webp'],
      ['w640.webp', 'image/webp'],
    ]);
  });

  it('accepts a PDF, with optional title fields, served as a sandboxed download of its name', async () => {
    const pdf = await testFile('project-brief.pdf');
    const { status, body } = await upload(pdf, { name: 'ملف الشركة.pdf', type: 'application/pdf' });
    expect(status).toBe(201);
    expect(body.media).toMatchObject({
      kind: 'pdf',
      mime: 'application/pdf',
      width: 0,
      height: 0,
      variants: [],
      alt_ar: '',
      alt_en: '',
      size: pdf.length,
      filename: 'ملف الشركة.pdf',
      url: `/media/${body.media.id}/original.pdf`,
    });
    const { res, bytes } = await fetchFile(body.media.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('ملف الشركة.pdf')}`,
    );
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(bytes.equals(pdf)).toBe(true);
  });

  it.each([
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['not-a-pdf.pdf', 'application/pdf'],
  ])('refuses %s by its content, storing nothing', async (name, type) => {
    const { status, body } = await upload(await testFile(name), { name, type, ...ALT });
    expect(status).toBe(415);
    expect(body).toEqual({ success: false, error: expect.stringContaining('نوع الملف غير مدعوم') });
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
  });

  it('refuses SVG, even named and declared as a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const { status } = await upload(svg, { name: 'logo.png', type: 'image/png', ...ALT });
    expect(status).toBe(415);
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
  });

  it('treats a PNG named .pdf as the PNG it is', async () => {
    const { status, body } = await upload(await testFile('profile.png'), {
      name: 'brochure.pdf',
      type: 'application/pdf',
      ...ALT,
    });
    expect(status).toBe(201);
    expect(body.media).toMatchObject({ kind: 'image', mime: 'image/png', filename: 'brochure.pdf' });
    expect(body.media.url).toMatch(/\/original\.png$/);
    // …so it needs its alt texts like any image.
    const bare = await upload(await testFile('profile.png'), { name: 'brochure.pdf', type: 'application/pdf' });
    expect(bare.status).toBe(400);
  });

  it('refuses a file over the PDF limit while reading, and an image over the image limit', async () => {
    const pdf = await testFile('project-brief.pdf');
    const hugePdf = Buffer.concat([pdf, Buffer.alloc(MEDIA_MAX_PDF_BYTES + 1 - pdf.length, 0x20)]);
    const tooBig = await upload(hugePdf, { name: 'big.pdf' });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toContain('حجم الملف أكبر من المسموح');

    const png = await testFile('profile.png');
    const hugePng = Buffer.concat([png, Buffer.alloc(MEDIA_MAX_IMAGE_BYTES + 1 - png.length)]);
    const bigImage = await upload(hugePng, { name: 'big.png', ...ALT });
    expect(bigImage.status).toBe(413);
    expect(bigImage.body.error).toContain('حجم الصورة أكبر من المسموح');
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
  });

  it('refuses an image over ~40 megapixels from its header, and a corrupt one', async () => {
    // profile.png with its header claiming 7000×7000 (49 MP): never decoded.
    const png = Buffer.from(await testFile('profile.png'));
    png.writeUInt32BE(7000, 16);
    png.writeUInt32BE(7000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const bomb = await upload(png, { name: 'bomb.png', ...ALT });
    expect(bomb).toEqual({ status: 400, body: { success: false, error: expect.stringContaining('ميغابكسل') } });

    const truncated = (await testFile('profile.png')).subarray(0, 60);
    const corrupt = await upload(truncated, { name: 'broken.png', ...ALT });
    expect(corrupt).toEqual({ status: 400, body: { success: false, error: expect.stringContaining('تالف') } });
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
  });

  it('requires both alt texts of an image, naming the missing one in Arabic', async () => {
    const png = await testFile('profile.png');
    const noEnglish = await upload(png, { alt_ar: 'صورة', alt_en: '  ' });
    expect(noEnglish).toEqual({ status: 400, body: { success: false, error: 'النص البديل للصورة مطلوب بالإنجليزية' } });
    const none = await upload(png, {});
    expect(none.body.error).toBe('النص البديل للصورة مطلوب بالعربية وبالإنجليزية');
    const long = await upload(png, { alt_ar: 'ن'.repeat(501), alt_en: 'x' });
    expect(long.status).toBe(400);
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
  });

  it('answers a request without a file', async () => {
    const form = new FormData();
    form.append('alt_ar', 'ن');
    const res = await fetch(`${content.url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: 'اختر ملفاً لرفعه' });
  });
});

describe('roles', () => {
  beforeEach(clearLibrary);

  it('lets an editor upload, edit and delete; refuses a client and a caller without a token', async () => {
    const png = await testFile('profile.png');
    expect((await upload(png, { ...ALT, token: clientToken() })).status).toBe(403);
    expect((await upload(png, { ...ALT, token: null })).status).toBe(401);
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });

    const made = await upload(png, { ...ALT, token: editor() });
    expect(made.status).toBe(201);
    const id = made.body.media.id;
    const edited = await content.call('PUT', `/api/admin/media/${id}`, { token: editor(), body: { alt_en: 'Logo' } });
    expect(edited.status).toBe(200);
    expect((await content.call('GET', '/api/admin/media', { token: clientToken() })).status).toBe(403);
    expect((await content.call('DELETE', `/api/admin/media/${id}`, { token: editor() })).status).toBe(200);
  });
});

describe('the library', () => {
  beforeEach(clearLibrary);

  it('lists newest first with paging, filters by kind and searches names and alt texts', async () => {
    const first = await upload(await testFile('profile.png'), { name: 'logo.png', alt_ar: 'شعار', alt_en: 'Logo' });
    const pdf = await upload(await testFile('project-brief.pdf'), { name: 'profile.pdf', alt_en: 'Company profile' });
    const last = await upload(await testFile('profile.jpg'), {
      name: 'team.jpg',
      alt_ar: 'فريق العمل',
      alt_en: 'Team',
    });
    const ids = (body: { media: MediaItemRecord[] }) => body.media.map((item) => item.id);

    const all = await content.call('GET', '/api/admin/media?page_size=2', { token: admin });
    expect(all.body).toMatchObject({ success: true, total: 3, page: 1, page_size: 2 });
    expect(ids(all.body)).toEqual([last.body.media.id, pdf.body.media.id]);
    const second = await content.call('GET', '/api/admin/media?page_size=2&page=2', { token: admin });
    expect(ids(second.body)).toEqual([first.body.media.id]);

    const pdfs = await content.call('GET', '/api/admin/media?kind=pdf', { token: admin });
    expect(ids(pdfs.body)).toEqual([pdf.body.media.id]);
    const images = await content.call('GET', '/api/admin/media?kind=image', { token: admin });
    expect(images.body.total).toBe(2);

    for (const [q, expected] of [
      ['فريق', last],
      ['company PROFILE', pdf],
      ['logo.png', first],
    ] as const) {
      const found = await content.call('GET', `/api/admin/media?q=${encodeURIComponent(q)}`, { token: admin });
      expect(ids(found.body), q).toEqual([expected.body.media.id]);
    }
    expect((await content.call('GET', '/api/admin/media?kind=video', { token: admin })).status).toBe(400);
  });

  it('reads one item, edits its alt texts (never blank for an image), and audits every change', async () => {
    const made = await upload(await testFile('profile.png'), { name: 'logo.png', ...ALT });
    const id = made.body.media.id;
    expect((await content.call('GET', `/api/admin/media/${id}`, { token: admin })).body.media).toEqual(made.body.media);

    const blank = await content.call('PUT', `/api/admin/media/${id}`, { token: admin, body: { alt_ar: ' ' } });
    expect(blank).toEqual({ status: 400, body: { success: false, error: 'النص البديل للصورة مطلوب بالعربية' } });
    const nothing = await content.call('PUT', `/api/admin/media/${id}`, { token: admin, body: {} });
    expect(nothing.status).toBe(400);

    const edited = await content.call('PUT', `/api/admin/media/${id}`, {
      token: admin,
      body: { alt_ar: 'الشعار الجديد' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.media).toMatchObject({ alt_ar: 'الشعار الجديد', alt_en: ALT.alt_en });

    const trail = await content.call('GET', `/api/admin/media/${id}/audit`, { token: admin });
    expect(trail.body.audit.map((entry: { action: string }) => entry.action)).toEqual(['update', 'create']);
    expect(trail.body.audit[0]).toMatchObject({
      entity: 'media_item',
      before: { alt_ar: ALT.alt_ar },
      after: { alt_ar: 'الشعار الجديد' },
    });
    expect((await content.call('GET', '/api/admin/media/0123456789abcdef01234567', { token: admin })).status).toBe(404);
    expect((await content.call('GET', '/api/admin/media/not-an-id', { token: admin })).status).toBe(404);
  });

  it('raises the content version on every write', async () => {
    const v0 = await contentVersion(content.connection);
    const made = await upload(await testFile('profile.png'), ALT);
    const v1 = await contentVersion(content.connection);
    expect(v1).not.toBe(v0);
    await content.call('PUT', `/api/admin/media/${made.body.media.id}`, { token: admin, body: { alt_en: 'New' } });
    const v2 = await contentVersion(content.connection);
    expect(v2).not.toBe(v1);
    await content.call('DELETE', `/api/admin/media/${made.body.media.id}`, { token: admin });
    expect(await contentVersion(content.connection)).not.toBe(v2);
  });

  it('deletes the record and every file, whose URLs then answer 404', async () => {
    const made = await upload(await photo(700, 400), { name: 'wide.jpg', ...ALT });
    const { media } = made.body;
    expect(media.variants).toHaveLength(4);
    expect(await stored()).toMatchObject({ items: 1, files: 5 });
    const gone = await content.call('DELETE', `/api/admin/media/${media.id}`, { token: admin });
    expect(gone).toEqual({ status: 200, body: { success: true } });
    expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
    for (const url of [media.url, media.variants[0]!.url]) {
      const { res } = await fetchFile(url);
      expect(res.status, url).toBe(404);
    }
    expect((await content.call('DELETE', `/api/admin/media/${media.id}`, { token: admin })).status).toBe(404);
    const trail = await content.call('GET', `/api/admin/media/${media.id}/audit`, { token: admin });
    expect(trail.body.audit[0]).toMatchObject({ action: 'delete', after: null, before: { filename: 'wide.jpg' } });
  });
});

describe('public files', () => {
  beforeEach(clearLibrary);

  it('answers 304 to a repeat with the ETag, HEAD with the headers, and 404 for unknown files', async () => {
    const { body } = await upload(await testFile('profile.png'), ALT);
    const first = await fetchFile(body.media.url);
    const etag = first.res.headers.get('etag')!;
    const repeat = await fetchFile(body.media.url, { 'if-none-match': etag });
    expect(repeat.res.status).toBe(304);
    expect(repeat.bytes.length).toBe(0);
    const head = await fetch(`${content.url}${body.media.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
    expect(Number(head.headers.get('content-length'))).toBe(first.bytes.length);
    for (const url of [
      `/media/${body.media.id}/w320.webp`,
      `/media/${body.media.id}/original.jpg`,
      `/media/0123456789abcdef01234567/original.png`,
      `/media/not-an-id/original.png`,
      `/media/${body.media.id}/../../etc/passwd`,
    ]) {
      const { res } = await fetchFile(url);
      expect(res.status, url).toBe(404);
    }
  });
});

describe('mediaRefsById', () => {
  it('maps known ids to their refs and leaves out unknown and malformed ones', async () => {
    await clearLibrary();
    const a = await upload(await testFile('profile.png'), ALT);
    const b = await upload(await testFile('project-brief.pdf'), { name: 'b.pdf' });
    const refs = await mediaRefsById(content.connection, [
      a.body.media.id,
      b.body.media.id,
      a.body.media.id,
      '0123456789abcdef01234567',
      'nope',
      '',
    ]);
    expect([...refs.keys()].sort()).toEqual([a.body.media.id, b.body.media.id].sort());
    const { filename: _f, size: _s, created_at: _c, updated_at: _u, ...ref } = a.body.media;
    expect(refs.get(a.body.media.id)).toEqual(ref);
    expect(await mediaRefsById(content.connection, [])).toEqual(new Map());
  });
});

describe('nothing half-saved', () => {
  it('deletes the files already written when a variant fails, and keeps no record', async () => {
    await clearLibrary();
    const auth = createAuth({ keys: TEST_TOKEN_KEYS, checkSession: testSessions().check });
    let calls = 0;
    // The original and the first variant are written; the second variant fails.
    const failing: ImageEncoder = async (input, step, probe) => {
      calls += 1;
      if (calls === 3) throw new Error('resize failed');
      return encodeImageStep(input, step, probe);
    };
    const app = createBaseApp(logger, () => true);
    const router = adminMediaRouter(content.connection, auth.staffOnly, contentAudit(content.connection), {
      encodeImage: failing,
    });
    app.use(router.routes());
    const server = await serve(app);
    const auditCount = () => content.connection.collection('audit_trail').countDocuments({ entity: 'media_item' });
    const audited = await auditCount();
    try {
      const { status, body } = await upload(await photo(700, 400), { ...ALT, url: server.url });
      expect(status).toBe(500);
      expect(body).toEqual({ success: false, error: 'Internal server error' });
      expect(calls).toBe(3);
      expect(await stored()).toEqual({ items: 0, files: 0, chunks: 0 });
      expect(await auditCount()).toBe(audited);
    } finally {
      await server.close();
    }
  });
});

describe('bad bodies', () => {
  /** Sends `body` as is; resolves the status and the parsed answer. */
  async function send(method: string, path: string, body: FuzzBody) {
    const res = await fetch(`${content.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, ...(body.type ? { 'content-type': body.type } : {}) },
      body: new Uint8Array(body.bytes),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it('answers random bodies, text fields and damaged images with a 4xx or a 201, never a 5xx', async () => {
    await clearLibrary();
    const made = await upload(await testFile('profile.png'), ALT);
    const path = `/api/admin/media/${made.body.media.id}`;
    const fields = { fields: ['file', 'alt_ar', 'alt_en'], valid: () => ({ ...ALT }) };
    const value = fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 2 }));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT'),
        fc.oneof(blindFuzzBody('alt_ar'), fieldsFuzzBody(fields, ['kind', 'url'], value)),
        async (method, body) => {
          const answer = await send(method, method === 'POST' ? '/api/admin/media' : path, body);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status >= 400) expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
        },
      ),
      { numRuns: 60 },
    );
    const images = await Promise.all(['profile.png', 'profile.jpg', 'profile.gif'].map(testFile));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...images),
        fc.nat(),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 6 }),
        async (original, cut, flips) => {
          const bytes = Buffer.from(original.subarray(0, Math.max(16, cut % (original.length + 1))));
          for (const [at, byte] of flips) bytes[16 + (at % Math.max(1, bytes.length - 16))] = byte;
          const answer = await upload(bytes, ALT);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status !== 201) expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
        },
      ),
      { numRuns: 60 },
    );
    // Whatever was accepted is whole: every file of every record is stored.
    const items = await content.models.Media.find().lean();
    const files = await content.connection.db!.collection('media.files').countDocuments();
    expect(files).toBe(items.reduce((n, item) => n + item.files.length, 0));
  });
});
