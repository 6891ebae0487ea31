import { describe, expect, it, afterAll } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import { z } from 'zod';
import pino from 'pino';
import {
  assertFileKind,
  createAuth,
  createBaseApp,
  HttpError,
  jsonBody,
  multipartUpload,
  rememberRevoked,
  signPath,
  validate,
  verifySignedPath,
  type UploadedFile,
} from '../src/index.ts';
import { serve, signTestToken, TEST_SECRET, TEST_TOKEN_KEYS, testKeyPair } from '../test-support/index.ts';

const testdata = path.resolve(import.meta.dirname, '../../../../shared/testdata');
const logger = pino({ level: 'silent' });

async function fileFrom(name: string): Promise<UploadedFile> {
  const buffer = await readFile(path.join(testdata, name));
  return { fieldname: 'attachment', originalname: name, mimetype: 'application/pdf', size: buffer.length, buffer };
}

describe('uploads are checked by content', () => {
  it('accepts a real PDF and refuses an executable named .pdf with 415', async () => {
    await expect(assertFileKind(await fileFrom('project-brief.pdf'), 'pdf')).resolves.toBe('application/pdf');
    await expect(assertFileKind(await fileFrom('not-a-pdf.pdf'), 'pdf')).rejects.toMatchObject({ status: 415 });
  });
  it('accepts images and Word documents for their kinds only', async () => {
    await expect(assertFileKind(await fileFrom('profile.png'), 'image')).resolves.toBe('image/png');
    await expect(assertFileKind(await fileFrom('profile.gif'), 'image')).resolves.toBe('image/gif');
    await expect(assertFileKind(await fileFrom('cv.docx'), 'document')).resolves.toMatch(/wordprocessingml/);
    await expect(assertFileKind(await fileFrom('cv.docx'), 'pdf')).rejects.toMatchObject({ status: 415 });
  });
});

describe('signed download paths', () => {
  it('verify only the signed path before expiry', () => {
    const signed = new URL(signPath(TEST_SECRET, '/uploads/attachments/abc', 60), 'http://x');
    const [expires, sig] = [signed.searchParams.get('expires'), signed.searchParams.get('sig')];
    expect(verifySignedPath(TEST_SECRET, '/uploads/attachments/abc', expires, sig)).toBe(true);
    expect(verifySignedPath(TEST_SECRET, '/uploads/attachments/abd', expires, sig)).toBe(false);
    expect(verifySignedPath('other-secret', '/uploads/attachments/abc', expires, sig)).toBe(false);
    expect(verifySignedPath(TEST_SECRET, '/uploads/attachments/abc', expires, sig, Date.now() + 61_000)).toBe(false);
  });
});

describe('a service built on the kit', () => {
  const revoked = new Set<string>();
  const auth = createAuth({
    keys: TEST_TOKEN_KEYS,
    checkSession: async ({ jti }) => (revoked.has(jti) ? { revoked: true } : { revoked: false, restriction: null }),
  });
  const app = createBaseApp(logger, () => true);
  const router = new Router();
  router.post('/echo', jsonBody(), (ctx) => {
    const body = validate(z.strictObject({ name: z.string().min(1) }), ctx.request.body);
    ctx.body = { success: true, name: body.name };
  });
  router.get('/admin-only', auth.requireAuth('admin'), (ctx) => {
    ctx.body = { success: true, user: ctx.state.user.email };
  });
  router.get('/boom', () => {
    throw new Error('secret internals');
  });
  router.get('/teapot', () => {
    throw new HttpError(418, 'short and stout');
  });
  router.post('/upload', multipartUpload([{ name: 'attachment', maxCount: 1 }]), (ctx) => {
    ctx.body = { success: true, size: (ctx.files as Record<string, UploadedFile[]>).attachment[0].size };
  });
  app.use(router.routes());
  let server: Awaited<ReturnType<typeof serve>>;
  afterAll(() => server?.close());

  it('answers malformed JSON and wrong field types with 400 and keeps running', async () => {
    server = await serve(app);
    const bad = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: 'Malformed JSON body' });
    const wrongType = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":42}',
    });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toMatch(/^name:/);
    const good = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Sara"}',
    });
    expect(await good.json()).toEqual({ success: true, name: 'Sara' });
  });

  it('hides internal error text behind a 500 and passes typed errors through', async () => {
    const boom = await fetch(`${server.url}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ success: false, error: 'Internal server error' });
    const teapot = await fetch(`${server.url}/teapot`);
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ success: false, error: 'short and stout' });
  });

  it('gives 401 without a token, 403 to a client, 401 when expired or revoked, 200 to an admin', async () => {
    const admin = { id: 'a1', role: 'admin' as const, email: 'admin@x.sa', name: 'Admin' };
    expect((await fetch(`${server.url}/admin-only`)).status).toBe(401);
    const client = signTestToken({ ...admin, role: 'client' });
    expect((await fetch(`${server.url}/admin-only`, { headers: { authorization: `Bearer ${client}` } })).status).toBe(
      403,
    );
    const expired = signTestToken(admin, { expiresInSeconds: -10 });
    expect((await fetch(`${server.url}/admin-only`, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(
      401,
    );
    const forged = signTestToken(admin, { key: testKeyPair() });
    expect((await fetch(`${server.url}/admin-only`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(
      401,
    );
    const good = signTestToken(admin);
    const ok = await fetch(`${server.url}/admin-only`, { headers: { authorization: `Bearer ${good}` } });
    expect(await ok.json()).toEqual({ success: true, user: 'admin@x.sa' });
    const jti = JSON.parse(Buffer.from(good.split('.')[1], 'base64url').toString()).jti as string;
    revoked.add(jti);
    expect((await fetch(`${server.url}/admin-only`, { headers: { authorization: `Bearer ${good}` } })).status).toBe(
      401,
    );
  });

  it('refuses a file of exactly 5 MiB with 413 and accepts one byte less', async () => {
    const pdf = await readFile(path.join(testdata, 'project-brief.pdf'));
    const send = (size: number) => {
      const form = new FormData();
      const bytes = Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
      form.append('attachment', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
      return fetch(`${server.url}/upload`, { method: 'POST', body: form });
    };
    const tooBig = await send(5 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ success: false, error: 'File size should be less than 5MB' });
    const fits = await send(5 * 1024 * 1024 - 1);
    expect(await fits.json()).toEqual({ success: true, size: 5 * 1024 * 1024 - 1 });
  });

  it('serves /healthz and /readyz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});

describe('/healthz names the build', () => {
  it('answers the version and commit it is given, while starting and once ready', async () => {
    const build = { version: '2.3.4', commit: 'abc1234' };
    const starting = await serve(createBaseApp(pino({ level: 'silent' }), () => false, { build }));
    try {
      expect(await (await fetch(`${starting.url}/healthz`)).json()).toEqual({ status: 'ok', ...build });
      expect((await fetch(`${starting.url}/readyz`)).status).toBe(503);
    } finally {
      await starting.close();
    }
  });
});

describe('the request log', () => {
  it('never holds a token from the query or a credential header', async () => {
    const lines: string[] = [];
    const captured = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = createBaseApp(captured, () => true);
    app.use((ctx) => {
      ctx.body = { success: true };
    });
    const running = await serve(app);
    await fetch(`${running.url}/api/admin/verify?token=secret.jwt.value&x=1`, {
      headers: {
        authorization: 'Bearer secret.jwt.value',
        'x-internal-token': 'secret-internal-token',
        cookie: 'sid=secret',
      },
    });
    await running.close();
    const log = lines.join('');
    expect(log).toContain('/api/admin/verify?token=[redacted]&x=1');
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).not.toMatch(/secret/);
  });
});

describe('revocation check', () => {
  it('asks identity until a token is revoked, then remembers it, and fails closed with 503', async () => {
    const asked: string[] = [];
    const revoked = new Set<string>();
    let reachable = true;
    const check = rememberRevoked(async ({ jti }) => {
      asked.push(jti);
      if (!reachable) throw new Error('connect ECONNREFUSED');
      return revoked.has(jti) ? { revoked: true } : { revoked: false, restriction: null };
    });
    const token = (jti: string) => ({ jti, sid: `session-${jti}` });
    expect(await check(token('a'))).toEqual({ revoked: false, restriction: null });
    revoked.add('a'); // the admin logs out
    expect(await check(token('a'))).toEqual({ revoked: true });
    expect(asked).toEqual(['a', 'a']);
    reachable = false;
    expect(await check(token('a'))).toEqual({ revoked: true });
    await expect(check(token('b'))).rejects.toMatchObject({ status: 503 });
  });
});
