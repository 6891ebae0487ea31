import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import http from 'node:http';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { resolveUpstream, ROUTING_TABLE } from '../src/routing-table.ts';

/** A stand-in service that echoes what reached it, so the test sees what the gateway forwarded. */
function echoService(name: string): Koa {
  const app = new Koa();
  app.use(async (ctx) => {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    ctx.body = {
      service: name,
      method: ctx.method,
      url: ctx.url,
      requestId: ctx.get('x-request-id'),
      contentType: ctx.get('content-type'),
      bytes: Buffer.concat(chunks).length,
    };
  });
  return app;
}

describe('routing table', () => {
  it('sends each spec §7 path to its owning service', () => {
    expect(resolveUpstream('/api/user/login')).toBe('identity');
    expect(resolveUpstream('/api/admin/verify')).toBe('identity');
    expect(resolveUpstream('/api/user/requests')).toBe('requests');
    expect(resolveUpstream('/api/user/requests/abc')).toBe('requests');
    expect(resolveUpstream('/api/admin/service-requests/123')).toBe('requests');
    expect(resolveUpstream('/api/track-requests')).toBe('requests');
    expect(resolveUpstream('/api/requests/confirm')).toBe('requests');
    expect(resolveUpstream('/uploads/attachments/x')).toBe('requests');
    expect(resolveUpstream('/api/services')).toBe('content');
    expect(resolveUpstream('/api/')).toBe('content');
  });
  it("sends each service's activity feed and the dashboard counts to their owners", () => {
    expect(resolveUpstream('/api/admin/audit/content')).toBe('content');
    expect(resolveUpstream('/api/admin/audit/requests')).toBe('requests');
    expect(resolveUpstream('/api/admin/audit/identity')).toBe('identity');
    expect(resolveUpstream('/api/admin/audit')).toBeNull();
    expect(resolveUpstream('/api/admin/counts')).toBe('requests');
  });
  it("sends the public forms' token route to content", () => {
    expect(resolveUpstream('/api/forms/token')).toBe('content');
  });
  it("sends the admin's personal-data export and erasure to identity, never their internal routes", () => {
    expect(resolveUpstream('/api/admin/privacy/export')).toBe('identity');
    expect(resolveUpstream('/api/admin/privacy/erase')).toBe('identity');
    expect(resolveUpstream('/api/admin/privacyx')).toBeNull();
    expect(resolveUpstream('/api/admin/outbox')).toBe('identity');
    expect(resolveUpstream('/api/admin/outbox/0123456789abcdef01234567/resend')).toBe('identity');
    expect(resolveUpstream('/internal/privacy')).toBeNull();
    expect(resolveUpstream('/internal/privacy/erase')).toBeNull();
  });
  it('matches at segment boundaries only and never routes internal paths', () => {
    expect(resolveUpstream('/api/user/loginx')).toBeNull();
    expect(resolveUpstream('/internal/accounts')).toBeNull();
    expect(resolveUpstream('/api/unknown')).toBeNull();
    expect(ROUTING_TABLE.some((rule) => rule.path.startsWith('/internal'))).toBe(false);
  });
});

/** A bundle chunk's text, served from its `.br` or `.gz` sibling. */
const CHUNK = `globalThis.chunk = ${JSON.stringify('x'.repeat(4000))};`;

describe('gateway', () => {
  let gateway: Awaited<ReturnType<typeof serve>>;
  const upstreams: Awaited<ReturnType<typeof serve>>[] = [];
  let root: string;

  beforeAll(async () => {
    for (const name of ['identity', 'content', 'requests']) upstreams.push(await serve(echoService(name)));
    root = await mkdtemp(path.join(os.tmpdir(), 'gateway-'));
    await mkdir(path.join(root, 'shell/dist'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(root, 'shell/dist/main.0123abcd.js'), 'console.log(1)');
    await mkdir(path.join(root, 'shell/dist/fonts'), { recursive: true });
    await writeFile(path.join(root, 'shell/dist/fonts/cairo-arabic-core.0123abcd.woff2'), 'wOF2');
    await writeFile(path.join(root, 'shell/dist/189.0123abcd.css'), 'body{margin:0}');
    // A chunk with the build's precompressed siblings (mf-config precompress.ts).
    await writeFile(path.join(root, 'shell/dist/275.0123abcd.js'), CHUNK);
    await writeFile(path.join(root, 'shell/dist/275.0123abcd.js.br'), brotliCompressSync(CHUNK));
    await writeFile(path.join(root, 'shell/dist/275.0123abcd.js.gz'), gzipSync(CHUNK));
    await mkdir(path.join(root, 'mfe-public/dist'), { recursive: true });
    await writeFile(path.join(root, 'mfe-public/dist/mf-manifest.json'), '{"name":"mfe_public"}');
    await writeFile(path.join(root, 'mfe-public/dist/330.0123abcd.css'), '.news{color:red}');
    // A fourth address where nothing listens: the requests service "down".
    const down = await serve(new Koa());
    await down.close();
    const app = buildGateway({
      upstreams: { identity: upstreams[0].url, content: upstreams[1].url, requests: upstreams[2].url },
      frontendRoot: root,
      authRateLimitPerMinute: 3,
      logger: pino({ level: 'silent' }),
    });
    gateway = await serve(app);
    const downApp = buildGateway({
      upstreams: { identity: upstreams[0].url, content: upstreams[1].url, requests: down.url },
      authRateLimitPerMinute: 0,
      logger: pino({ level: 'silent' }),
    });
    downGateway = await serve(downApp);
  });
  let downGateway: Awaited<ReturnType<typeof serve>>;
  afterAll(async () => {
    await Promise.all([gateway, downGateway, ...upstreams].map((s) => s?.close()));
  });

  it('forwards the whole path, query and a request id to the owning service', async () => {
    const res = await fetch(`${gateway.url}/api/user/requests?user_email=x%40y.z`);
    const body = await res.json();
    expect(body).toMatchObject({ service: 'requests', method: 'GET', url: '/api/user/requests?user_email=x%40y.z' });
    expect(body.requestId).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get('x-request-id')).toBe(body.requestId);
  });

  it('streams a multipart upload through untouched', async () => {
    const form = new FormData();
    form.append('user_name', 'Sara');
    form.append('attachment', new Blob([new Uint8Array(300_000)]), 'a.pdf');
    const res = await fetch(`${gateway.url}/api/service-requests`, { method: 'POST', body: form });
    const body = await res.json();
    expect(body.service).toBe('requests');
    expect(body.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(body.bytes).toBeGreaterThan(300_000);
  });

  it('answers unknown /api paths with a JSON 404 and does not expose /internal', async () => {
    const res = await fetch(`${gateway.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found' });
    const internal = await fetch(`${gateway.url}/internal/accounts`, { method: 'POST' });
    expect(internal.status).not.toBe(200);
    expect(await internal.text()).not.toContain('"service"');
  });

  it('turns a stopped service into 503 JSON for its own routes while others keep answering', async () => {
    const started = Date.now();
    const res = await fetch(`${downGateway.url}/api/track-requests`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, error: 'Service temporarily unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
    const content = await fetch(`${downGateway.url}/api/services`);
    expect((await content.json()).service).toBe('content');
  });

  it('serves /remotes.json uncached, hashed assets immutable, and the shell for app routes', async () => {
    const remotes = await fetch(`${gateway.url}/remotes.json`);
    expect(remotes.headers.get('cache-control')).toBe('no-cache');
    expect(await remotes.json()).toEqual({
      // The shell loads each remote's container entry, not its manifest.
      public: '/mf/public/remoteEntry.js',
      tracks: '/mf/tracks/remoteEntry.js',
      client: '/mf/client/remoteEntry.js',
      admin: '/mf/admin/remoteEntry.js',
      // The build found in each manifest (none in these files).
      builds: { public: null, tracks: null, client: null, admin: null },
    });
    const asset = await fetch(`${gateway.url}/main.0123abcd.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const manifest = await fetch(`${gateway.url}/mf/public/mf-manifest.json`);
    expect(await manifest.json()).toEqual({ name: 'mfe_public' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${gateway.url}/services/launch/request`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const missingRemoteFile = await fetch(`${gateway.url}/mf/tracks/mf-manifest.json`);
    expect(missingRemoteFile.status).toBe(404);
  });

  it('sends fonts and stylesheets without the headers only a document obeys, and keeps them on scripts and pages', async () => {
    const font = await fetch(`${gateway.url}/fonts/cairo-arabic-core.0123abcd.woff2`);
    const css = await fetch(`${gateway.url}/189.0123abcd.css`);
    for (const file of [font, css]) {
      expect(file.status).toBe(200);
      expect(file.headers.get('content-security-policy')).toBeNull();
      expect(file.headers.get('x-frame-options')).toBeNull();
      expect(file.headers.get('cross-origin-opener-policy')).toBeNull();
      // What a subresource does obey stays.
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(file.headers.get('strict-transport-security')).toContain('max-age=');
      expect(file.headers.get('cache-control')).toContain('immutable');
    }
    // A stylesheet's own url() fetches follow its Referrer-Policy; a font makes none.
    expect(css.headers.get('referrer-policy')).toBe('no-referrer');
    expect(font.headers.get('referrer-policy')).toBeNull();
    const script = await fetch(`${gateway.url}/main.0123abcd.js`);
    const page = await fetch(`${gateway.url}/about`);
    for (const answer of [script, page]) {
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it("joins a page's stylesheets in one answer, cached like its hashed parts, and nothing else", async () => {
    const combined = await fetch(`${gateway.url}/combined.css?/189.0123abcd.css,/mf/public/330.0123abcd.css`);
    expect(combined.status).toBe(200);
    expect(combined.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(combined.headers.get('cache-control')).toContain('immutable');
    expect(combined.headers.get('content-security-policy')).toBeNull();
    expect(combined.headers.get('x-content-type-options')).toBe('nosniff');
    // The shell's rules first, then the remote's: the cascade of the separate links.
    expect(await combined.text()).toBe('body{margin:0}\n.news{color:red}');
    for (const query of [
      '/189.0123abcd.css', // one part: nothing to join
      '/189.0123abcd.css,/mf/public/gone.0123abcd.css', // a part that is not there
      '/189.0123abcd.css,/mf/public/../../shell/dist/189.0123abcd.css', // out of a bundle
      '/189.0123abcd.css,/mf/public/mf-manifest.json', // not a hashed stylesheet
      '/189.0123abcd.css,/main.0123abcd.js',
    ]) {
      const res = await fetch(`${gateway.url}/combined.css?${query}`);
      expect(res.status, query).toBe(404);
    }
  });

  it("serves a bundle file from the build's brotli or gzip sibling, as the browser accepts, with the file's own headers", async () => {
    const url = `${gateway.url}/275.0123abcd.js`;
    for (const [accepts, encoding] of [
      ['br, gzip, deflate', 'br'],
      ['gzip, deflate', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accepts } });
      expect(res.status, accepts).toBe(200);
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('content-type'), accepts).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control'), accepts).toContain('immutable');
      expect(res.headers.get('vary'), accepts).toContain('Accept-Encoding');
      // A script keeps the headers a worker started from it obeys.
      expect(res.headers.get('content-security-policy'), accepts).toContain("default-src 'self'");
      expect(await res.text(), accepts).toBe(CHUNK);
    }
  });

  it('sends a combined stylesheet in the encoding the browser accepts, whatever its size, the same text each time', async () => {
    const url = `${gateway.url}/combined.css?/189.0123abcd.css,/mf/public/330.0123abcd.css`;
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['br, gzip', 'br'],
      ['identity', null],
    ] as const) {
      const res = await fetch(url, { headers: { 'accept-encoding': accepts } });
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('content-type'), accepts).toBe('text/css; charset=utf-8');
      expect(res.headers.get('vary'), accepts).toContain('Accept-Encoding');
      expect(await res.text(), accepts).toBe('body{margin:0}\n.news{color:red}');
    }
  });

  it('answers a file that is not there 404, not with the shell page', async () => {
    for (const missing of ['/main.deadbeef.js', '/favicon.ico', '/fonts/gone.0123abcd.woff2']) {
      const res = await fetch(`${gateway.url}${missing}`);
      expect(res.status, missing).toBe(404);
      expect(await res.text()).not.toContain('<div id="root">');
    }
    const page = await fetch(`${gateway.url}/no/such/page`);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('limits sign-in attempts per client with a JSON 429', async () => {
    const attempt = () => fetch(`${gateway.url}/api/admin/login`, { method: 'POST', body: '{}' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(200);
    // The trailing slash is the same sign-in, under the same limit.
    const limited = await fetch(`${gateway.url}/api/admin/login/`, { method: 'POST', body: '{}' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, error: PUBLIC_FORM_ERRORS.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt()).status).toBe(429);
    // Other paths are not limited.
    expect((await fetch(`${gateway.url}/api/services`)).status).toBe(200);
  });
});

describe('gateway: an answer that comes before the upload has been read', () => {
  it('takes the rest of the upload, answers, then closes that connection (no EPIPE, no leftover)', async () => {
    // A service that refuses at once, as one does while its database is away, without reading the body.
    const early = new Koa();
    early.use((ctx) => {
      ctx.status = 503;
      ctx.body = { success: false, error: 'Database not available, please try again shortly' };
    });
    const service = await serve(early);
    const gateway = await serve(
      buildGateway({
        upstreams: { identity: service.url, content: service.url, requests: service.url },
        authRateLimitPerMinute: 0,
        logger: pino({ level: 'silent' }),
      }),
    );
    const agent = new http.Agent({ keepAlive: true });
    try {
      const post = (body: Buffer | string, contentType: string) =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          const req = http.request(`${gateway.url}/api/track-requests`, {
            method: 'POST',
            headers: {
              'content-type': contentType,
              ...(typeof body === 'string' ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
            },
            agent,
          });
          let answer: { status: number; connection: string | undefined } | undefined;
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => (answer = { status: res.statusCode!, connection: res.headers.connection }));
          });
          // A write that fails (EPIPE: the gateway closed while the upload was still being sent)
          // fails the call, as it does for fetch.
          req.on('error', reject);
          // Sent slowly, so the service answers while most of it is still on its way.
          const chunks = typeof body === 'string' ? [body] : [body.subarray(0, 1024), body.subarray(1024)];
          req.write(chunks[0]);
          setTimeout(
            () =>
              req.end(chunks[1], () =>
                setTimeout(() => (answer ? resolve(answer) : reject(new Error('no answer'))), 100),
              ),
            200,
          );
        });
      const upload = await post(Buffer.alloc(2 * 1024 * 1024), 'multipart/form-data; boundary=x');
      expect(upload).toEqual({ status: 503, connection: 'close' });
      // A body read whole before the call (small JSON) leaves the connection usable.
      const small = await post('{"name":"Huda"}', 'application/json');
      expect(small).toEqual({ status: 503, connection: 'keep-alive' });
    } finally {
      agent.destroy();
      await Promise.all([gateway.close(), service.close()]);
    }
  });
});
