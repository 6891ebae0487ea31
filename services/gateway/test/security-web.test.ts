/**
 * The gateway's part of OWASP ASVS Level 2 for the web: page heads that reflect nothing of the
 * request (canonical and language links from `PUBLIC_URL` and the site contract's path, never
 * the `Host` header or the raw path), the security headers of every answer (CSP
 * `object-src 'none'`, a Permissions-Policy) and logs without tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import http from 'node:http';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parse } from 'node-html-parser';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { canonicalPath, DEFAULT_PUBLIC_URL } from '../src/page-heads.ts';

const SHELL_HTML =
  '<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>Shell</title></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://consulting.example.sa';

/** A service stand-in: JSON for every API call. */
function jsonService(): Koa {
  const app = new Koa();
  app.use((ctx) => {
    ctx.body = ctx.path === '/api/news' ? { success: true, news: [] } : { success: true };
  });
  return app;
}

/** A GET sent byte for byte as written (fetch would percent-encode `"` and `<`), with `headers`. */
function rawGet(
  base: string,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: requestPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The canonical and alternate links of a page's head. */
function headLinks(html: string): string[] {
  const head = parse(html).querySelector('head')!;
  return head.querySelectorAll('link[rel=canonical], link[rel=alternate]').map((l) => l.getAttribute('href') ?? '');
}

let root: string;
let service: Awaited<ReturnType<typeof serve>>;
const started: Awaited<ReturnType<typeof serve>>[] = [];

/** A gateway over the stand-in service, with `publicUrl` and a logger writing into `lines`. */
async function gateway(publicUrl: string | undefined, lines: string[] = [], upstream?: string) {
  const url = upstream ?? service.url;
  const running = await serve(
    buildGateway({
      upstreams: { identity: url, content: service.url, requests: url },
      frontendRoot: root,
      authRateLimitPerMinute: 0,
      publicUrl,
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    }),
  );
  started.push(running);
  return running;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'security-web-'));
  await mkdir(path.join(root, 'shell/dist'), { recursive: true });
  await writeFile(path.join(root, 'shell/dist/index.html'), SHELL_HTML);
  service = await serve(jsonService());
});
afterAll(() => Promise.all([...started.map((s) => s.close()), service?.close()]));

describe('canonical and language links', () => {
  it("name the site contract's path under PUBLIC_URL, whatever Host, query or trailing slash is sent", async () => {
    const site = await gateway(ORIGIN);
    const page = await rawGet(site.url, '/about/team/?utm="><script>x</script>', { host: 'evil.example' });
    expect(page.status).toBe(200);
    expect(headLinks(page.body)).toEqual([
      `${ORIGIN}/about/team?lang=ar`,
      `${ORIGIN}/about/team?lang=ar`,
      `${ORIGIN}/about/team?lang=en`,
      `${ORIGIN}/about/team`,
    ]);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('<script>x');
  });

  it('reflect nothing of a path no page serves: a 404 without canonical or alternates', async () => {
    const site = await gateway(ORIGIN);
    const page = await rawGet(site.url, '/about"q<b>', { host: 'evil.example' });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('"q<b>');
    expect(page.body).not.toContain('q<b>');
    expect(page.body).not.toContain('evil.example');
    expect(headLinks(page.body)).toEqual([]);
    expect(parse(page.body).querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
  });

  it('percent-encode a parameter of the path, so no quote or tag reaches an attribute', () => {
    expect(canonicalPath('/news/a"q<b>')).toBe('/news/a%22q%3Cb%3E');
    expect(canonicalPath('/news/a%22q%3Cb%3E')).toBe('/news/a%22q%3Cb%3E');
    expect(canonicalPath('/news/%E0%A4%A')).toBe('/news/%25E0%25A4%25A');
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/services/launch/request')).toBe('/services/launch/request');
    expect(canonicalPath('/about"q<b>')).toBeNull();
  });

  it('use the documented default origin, never the Host header, when PUBLIC_URL is unset', async () => {
    const site = await gateway(undefined);
    const page = await rawGet(site.url, '/about', { host: 'evil.example' });
    expect(headLinks(page.body)[0]).toBe(`${DEFAULT_PUBLIC_URL}/about?lang=ar`);
    const robots = await rawGet(site.url, '/robots.txt', { host: 'evil.example' });
    expect(robots.body).toContain(`Sitemap: ${DEFAULT_PUBLIC_URL}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
  });
});

describe('security headers', () => {
  it("send CSP object-src 'none' and a Permissions-Policy on pages, API answers and the gateway's own errors", async () => {
    const site = await gateway(ORIGIN);
    const answers = {
      page: await fetch(`${site.url}/about`),
      proxied: await fetch(`${site.url}/api/services`),
      unrouted: await fetch(`${site.url}/api/no-such-route`),
    };
    for (const [what, res] of Object.entries(answers)) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, what).toContain("object-src 'none'");
      expect(csp, what).toContain("default-src 'self'");
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, what).toContain(`${feature}=()`);
      }
      // The headers Lighthouse and the browser rely on stay.
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), what).toContain('max-age=');
      await res.arrayBuffer();
    }
  });
});

describe('the log of a failed call', () => {
  it('holds no token of the URL', async () => {
    const lines: string[] = [];
    const site = await gateway(ORIGIN, lines, 'http://127.0.0.1:1');
    const token = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2VjcmV0LXNpZ25hdHVyZQ';
    const res = await fetch(`${site.url}/api/admin/verify?token=${token}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(503);
    await res.arrayBuffer();
    const log = lines.join('');
    expect(log).toContain('upstream unavailable');
    expect(log).toContain('/api/admin/verify?token=[redacted]');
    expect(log).not.toContain(token);
    expect(log).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ');
  });
});
