import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import http from 'node:http';
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { PUBLIC_FORM_ERRORS } from '@consulting/contracts';
import { openTestDatabase, serve, testMongoUri, metricSample } from '@consulting/service-kit/test-support';
import { buildGateway, type GatewayOptions } from '../src/app.ts';

type Served = Awaited<ReturnType<typeof serve>>;

/** A stand-in for all three services that counts every call reaching it (but the gateway's health probes), by method and path. */
function countingService(): { app: Koa; calls: string[] } {
  const calls: string[] = [];
  const app = new Koa();
  app.use(async (ctx) => {
    for await (const chunk of ctx.req) void chunk;
    if (ctx.path !== '/readyz') calls.push(`${ctx.method} ${ctx.path}`);
    ctx.status = ctx.method === 'POST' ? 201 : 200;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.set('Vary', 'Accept-Encoding');
    ctx.body = { success: true };
  });
  return { app, calls };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one request with `path` exactly as written (fetch would resolve `/./` and other dot
 * segments before sending), from the client address `from` (X-Forwarded-For, which a gateway
 * with `trustProxy` believes).
 */
function send(
  base: string,
  path: string,
  options: { method?: string; body?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const body = options.body ?? (options.method === 'GET' ? undefined : '{"name":"Huda"}');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path,
        method: options.method ?? 'POST',
        agent: false,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.from ? { 'x-forwarded-for': options.from } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The value of one series in Prometheus text format, or 0 when it is absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => metricSample(text, name, labels) ?? 0;

describe('gateway rate limits on public writes, in the shared store', () => {
  let database: Connection;
  let secondConnection: Connection;
  let upstream: Served;
  let calls: string[];
  const servers: Served[] = [];

  /** A gateway in front of the counting service, counting its limits in `store` (default: the test database). */
  async function gateway(options: Partial<GatewayOptions> = {}): Promise<Served> {
    const served = await serve(
      buildGateway({
        upstreams: { identity: upstream.url, content: upstream.url, requests: upstream.url },
        authRateLimitPerMinute: 4,
        formRateLimitPerHour: 5,
        rateLimitStore: database,
        trustProxy: true,
        logger: pino({ level: 'silent' }),
        ...options,
      }),
    );
    servers.push(served);
    return served;
  }

  beforeAll(async () => {
    database = await openTestDatabase('gateway_limits');
    // Another connection to the same database, as a second gateway process would have.
    secondConnection = await mongoose.createConnection(testMongoUri(), { dbName: database.name }).asPromise();
    const service = countingService();
    calls = service.calls;
    upstream = await serve(service.app);
  });
  afterAll(async () => {
    await Promise.all([...servers, upstream].map((server) => server.close()));
    await database.dropDatabase();
    await Promise.all([database.close(), secondConnection.close()]);
  });

  it('lets a flood from one IP through up to the limit, then answers 429 with Retry-After without forwarding', async () => {
    const site = await gateway({ logger: pino({ name: 'gateway-flood', level: 'silent' }) });
    const before = calls.length;
    const answers: Answer[] = [];
    for (let i = 0; i < 12; i += 1) answers.push(await send(site.url, '/api/contact', { from: '198.51.100.1' }));
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    for (const limited of answers.slice(5)) {
      expect(JSON.parse(limited.body)).toEqual({ success: false, error: PUBLIC_FORM_ERRORS.rateLimited });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(calls.slice(before)).toEqual(Array(5).fill('POST /api/contact'));
    // The limit is per form and per client: another form, and another visitor, still get through.
    expect((await send(site.url, '/api/newsletter', { from: '198.51.100.1' })).status).toBe(201);
    expect((await send(site.url, '/api/contact', { from: '198.51.100.2' })).status).toBe(201);
    // Reading is never limited.
    expect((await send(site.url, '/api/news', { method: 'GET', from: '198.51.100.1' })).status).toBe(200);
    const metrics = await (await fetch(`${site.url}/metrics`)).text();
    expect(sample(metrics, 'gateway_rate_limited_total', { service: 'gateway-flood', limit: 'contact' })).toBe(7);
    expect(sample(metrics, 'gateway_rate_limited_total', { service: 'gateway-flood', limit: 'newsletter' })).toBe(0);
    // Each limit's series is there before its first 429.
    expect(metrics).toMatch(/^gateway_rate_limited_total\{[^}]*limit="sign-in"[^}]*\} 0$/m);
  });

  it('counts two gateway instances on one database as one: the limit is shared', async () => {
    const first = await gateway();
    const second = await gateway({ rateLimitStore: secondConnection });
    const before = calls.length;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const instance = i % 2 === 0 ? first : second;
      statuses.push((await send(instance.url, '/api/user/login', { from: '198.51.100.3' })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    expect(calls.slice(before)).toEqual(Array(4).fill('POST /api/user/login'));
    // User and admin sign-ins share one count, so the admin sign-in is spent too.
    const admin = await send(second.url, '/api/admin/login', { from: '198.51.100.3' });
    expect(admin.status).toBe(429);
    expect(Number(admin.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts trailing-slash, upper-case, %-encoded and doubled-slash spellings against the same limit', async () => {
    const site = await gateway();
    const spellings = ['/api/user/login/', '/API/User/Login', '/api/user/%6Cogin', '/api/user/login%2F'];
    const before = calls.length;
    const statuses: number[] = [];
    for (const path of spellings) statuses.push((await send(site.url, path, { from: '198.51.100.4' })).status);
    // Each counted: the trailing slash reached the sign-in route (the way around the old limit);
    // the gateway routes none of the others (404), but they count all the same.
    expect(statuses).toEqual([201, 404, 404, 404]);
    for (const path of ['/api/user/login', '//api//user//login', '/api/./user/login/', ...spellings]) {
      expect((await send(site.url, path, { from: '198.51.100.4' })).status, path).toBe(429);
    }
    expect(calls.slice(before)).toEqual(['POST /api/user/login/']);
    // The same for a form.
    const formBefore = calls.length;
    const form = [
      '/api/track-requests/',
      '/api/Track-Requests',
      '/api/track%2Drequests',
      '/api/track-requests',
      '//api/track-requests//',
    ];
    const formStatuses: number[] = [];
    for (const path of form) formStatuses.push((await send(site.url, path, { from: '198.51.100.4' })).status);
    expect(formStatuses).toEqual([201, 404, 404, 201, 404]);
    expect((await send(site.url, '/api/TRACK-requests/', { from: '198.51.100.4' })).status).toBe(429);
    expect((await send(site.url, '/api/track-requests', { from: '198.51.100.4' })).status).toBe(429);
    expect(calls.slice(formBefore)).toEqual(['POST /api/track-requests/', 'POST /api/track-requests']);
  });

  it('counts both spellings of the join application form as one form', async () => {
    const site = await gateway({ formRateLimitPerHour: 2 });
    expect((await send(site.url, '/api/join-applications', { from: '198.51.100.5' })).status).toBe(201);
    expect((await send(site.url, '/api/endpoints/join-applications.php', { from: '198.51.100.5' })).status).toBe(201);
    expect((await send(site.url, '/api/join-applications', { from: '198.51.100.5' })).status).toBe(429);
    expect((await send(site.url, '/api/endpoints/join-applications.php', { from: '198.51.100.5' })).status).toBe(429);
  });

  it('with RATE_LIMITS=off lets every call through', async () => {
    const site = await gateway({ rateLimitsEnabled: false, formRateLimitPerHour: 1, authRateLimitPerMinute: 1 });
    const before = calls.length;
    for (let i = 0; i < 6; i += 1) {
      expect((await send(site.url, '/api/contact', { from: '198.51.100.6' })).status).toBe(201);
      expect((await send(site.url, '/api/user/login/', { from: '198.51.100.6' })).status).toBe(201);
    }
    expect(calls.length - before).toBe(12);
  });

  it('keeps proxying and limiting per instance while the database is not there yet', async () => {
    const site = await gateway({ rateLimitStore: new Promise<Connection>(() => {}), formRateLimitPerHour: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await send(site.url, '/api/newsletter', { from: '198.51.100.7' })).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await send(site.url, '/api/services', { method: 'GET' })).status).toBe(200);
  });

  it('falls back to counting per instance when the store connection is gone, never failing the call', async () => {
    const gone = await mongoose.createConnection(testMongoUri(), { dbName: database.name }).asPromise();
    const site = await gateway({ rateLimitStore: gone, formRateLimitPerHour: 2 });
    expect((await send(site.url, '/api/service-requests', { from: '198.51.100.8' })).status).toBe(201);
    await gone.close();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await send(site.url, '/api/service-requests', { from: '198.51.100.8' })).status);
    }
    // The shared count (1) is not readable now; this instance counts from 0 on its own.
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('gateway cache headers on API answers', () => {
  let upstream: Served;
  let site: Served;

  beforeAll(async () => {
    upstream = await serve(countingService().app);
    site = await serve(
      buildGateway({
        upstreams: { identity: upstream.url, content: upstream.url, requests: upstream.url },
        authRateLimitPerMinute: 0,
        formRateLimitPerHour: 1,
        logger: pino({ level: 'silent' }),
      }),
    );
  });
  afterAll(async () => {
    await Promise.all([site.close(), upstream.close()]);
  });

  it('marks an authenticated answer no-store and Vary: Authorization, whatever the service said', async () => {
    const res = await fetch(`${site.url}/api/user/requests`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const vary = res.headers
      .get('vary')!
      .split(',')
      .map((v) => v.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'authorization']));
    const byQuery = await fetch(`${site.url}/api/admin/verify?token=a.b.c`);
    expect(byQuery.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves an anonymous public GET cacheable, but varying on Authorization', async () => {
    const res = await fetch(`${site.url}/api/services`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toMatch(/authorization/i);
  });

  it('puts the headers on the gateway’s own answers too (a 429)', async () => {
    await send(site.url, '/api/contact', { headers: { authorization: 'Bearer a.b.c' } });
    const limited = await send(site.url, '/api/contact', { headers: { authorization: 'Bearer a.b.c' } });
    expect(limited.status).toBe(429);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect(limited.headers.vary).toMatch(/authorization/i);
  });
});
