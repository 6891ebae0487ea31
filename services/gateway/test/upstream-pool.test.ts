/**
 * Several instances of a service behind the gateway (scale-out): requests spread over
 * the healthy ones, an instance failing its `/readyz` leaves the pool and comes back, a GET is
 * retried on another instance when one refuses connections, and a POST that reached an
 * instance is never sent a second time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { serve } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';
import { closeUpstreamPools, createUpstreamPools, parseAddressList, UpstreamPool } from '../src/upstream-pool.ts';

const logger = pino({ level: 'silent' });

type Answer = 'ok' | '503' | 'reset';

interface FakeInstance {
  name: string;
  url: string;
  port: number;
  /** Requests other than health probes, in arrival order. */
  hits: { method: string; url: string; body: string; headers: http.IncomingHttpHeaders }[];
  probes: number;
  /** `/readyz` answers 200 when true, 503 when false. */
  ready: boolean;
  /** How a POST / a GET is answered once its body is read: normally, 503, or by cutting the connection. */
  onPost: Answer;
  onGet: Answer;
  close: () => Promise<void>;
}

/** A stand-in service instance that records what reached it. */
async function fakeInstance(name: string, port = 0): Promise<FakeInstance> {
  const server = http.createServer(async (req, res) => {
    if (req.url === '/readyz') {
      fake.probes++;
      res.writeHead(fake.ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ready: fake.ready }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    fake.hits.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
    const answer = req.method === 'POST' ? fake.onPost : req.method === 'GET' ? fake.onGet : 'ok';
    if (answer === 'reset') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer === '503' ? 503 : 200, {
      'content-type': 'application/json',
      'keep-alive': 'timeout=77',
      'x-instance': name,
    });
    res.end(JSON.stringify({ instance: name, bytes: body.length }));
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = (server.address() as AddressInfo).port;
  const fake: FakeInstance = {
    name,
    port: address,
    url: `http://127.0.0.1:${address}`,
    hits: [],
    probes: 0,
    ready: true,
    onPost: 'ok',
    onGet: 'ok',
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((fn) => fn()));
});

/** A gateway whose `requests` service is `addresses`; health rounds only when the test asks, unless `intervalMs`. */
async function gatewayFor(addresses: string[], intervalMs = 60_000) {
  const pools = createUpstreamPools(
    { identity: addresses, content: addresses, requests: addresses },
    { logger, healthIntervalMs: intervalMs },
  );
  const gateway = await serve(
    buildGateway({ upstreams: pools, authRateLimitPerMinute: 0, formRateLimitPerHour: 0, logger }),
  );
  cleanup.push(
    () => gateway.close(),
    () => closeUpstreamPools(pools),
  );
  await pools.requests.checkNow();
  return { url: gateway.url, pool: pools.requests };
}

async function instances(count: number): Promise<FakeInstance[]> {
  const list = await Promise.all(Array.from({ length: count }, (_, i) => fakeInstance(`i${i}`)));
  cleanup.push(...list.map((f) => f.close));
  return list;
}

describe('address lists', () => {
  it('reads one URL or a comma-separated list, and refuses anything that is not an http URL', () => {
    expect(parseAddressList('http://127.0.0.1:4003')).toEqual(['http://127.0.0.1:4003']);
    expect(parseAddressList(' http://a:1/ , http://b:2')).toEqual(['http://a:1', 'http://b:2']);
    expect(() => parseAddressList('')).toThrow(/at least one address/);
    expect(() => parseAddressList('http://a:1,requests:8080')).toThrow(/requests:8080/);
    expect(() => parseAddressList('ftp://a:1')).toThrow(/not an http/);
  });

  it('stands a host name for each address it resolves to', async () => {
    const [one] = await instances(1);
    const pool = new UpstreamPool('requests', `http://localhost:${one.port}`, { logger, healthIntervalMs: 60_000 });
    cleanup.push(() => pool.close());
    await pool.checkNow();
    expect(pool.healthy()).toContain(`http://127.0.0.1:${one.port}`);
    expect(pool.healthy().every((a) => !a.includes('localhost'))).toBe(true);
  });
});

describe('spreading requests over instances', () => {
  it('sends requests to every healthy instance in turn', async () => {
    const fakes = await instances(3);
    const { url } = await gatewayFor(fakes.map((f) => f.url));
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fetch(`${url}/api/user/requests`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200)).toBe(true);
    for (const fake of fakes) expect(fake.hits.length, fake.name).toBeGreaterThanOrEqual(5);
    expect(fakes.reduce((n, f) => n + f.hits.length, 0)).toBe(30);
  });

  it('takes an instance whose /readyz fails out of the pool and brings it back when it recovers', async () => {
    const [a, b] = await instances(2);
    const { url, pool } = await gatewayFor([a.url, b.url]);
    b.ready = false;
    await pool.checkNow();
    expect(pool.addresses()).toEqual([a.url]);
    for (let i = 0; i < 10; i++) expect((await fetch(`${url}/api/track-requests`)).status).toBe(200);
    expect(b.hits).toHaveLength(0);

    b.ready = true;
    await pool.checkNow();
    expect(pool.addresses().sort()).toEqual([a.url, b.url].sort());
    for (let i = 0; i < 10; i++) await fetch(`${url}/api/track-requests`);
    expect(b.hits.length).toBeGreaterThan(0);
  });

  it('runs health rounds on its own every interval and stops them when closed', async () => {
    const [a] = await instances(1);
    const pool = new UpstreamPool('content', a.url, { logger, healthIntervalMs: 20 });
    await expect.poll(() => a.probes, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    a.ready = false;
    await expect.poll(() => pool.healthy(), { timeout: 2000 }).toEqual([]);
    await pool.close();
    const probes = a.probes;
    await new Promise((r) => setTimeout(r, 150));
    expect(a.probes).toBe(probes);
  });
});

describe('retries', () => {
  it('retries a GET on another instance when one refuses connections', async () => {
    const [live, dying] = await instances(2);
    const { url, pool } = await gatewayFor([live.url, dying.url]);
    expect(pool.addresses()).toHaveLength(2);
    // Stopped after the last health round: the pool still holds it.
    await dying.close();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${url}/api/user/requests?x=1`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));
    expect(live.hits).toHaveLength(20);
  });

  it('retries a POST only when the connection was refused, when nothing reached the instance', async () => {
    const [live, dying] = await instances(2);
    const { url, pool } = await gatewayFor([live.url, dying.url]);
    expect(pool.addresses()).toHaveLength(2);
    await dying.close();
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${url}/api/service-requests`, { method: 'POST', body: `request ${i}` });
      expect(res.status).toBe(200);
    }
    expect(live.hits.map((h) => h.body)).toEqual(Array.from({ length: 10 }, (_, i) => `request ${i}`));
  });

  it('never sends a POST that reached an instance a second time, whether it was cut off or answered 503', async () => {
    const [cutting, busy, fine] = await instances(3);
    cutting.onPost = 'reset';
    busy.onPost = '503';
    const { url } = await gatewayFor([cutting.url, busy.url, fine.url]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await fetch(`${url}/api/service-requests`, { method: 'POST', body: `post ${i}` });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    const received = [...cutting.hits, ...busy.hits, ...fine.hits].map((h) => h.body).sort();
    // Every POST reached exactly one instance once.
    expect(received).toEqual(Array.from({ length: 30 }, (_, i) => `post ${i}`).sort());
    expect(statuses.filter((s) => s === 200)).toHaveLength(fine.hits.length);
    expect(statuses.filter((s) => s === 503)).toHaveLength(cutting.hits.length + busy.hits.length);
    expect(cutting.hits.length).toBeGreaterThan(0);
    expect(busy.hits.length).toBeGreaterThan(0);
  });

  it('retries a GET that an instance answers 503 or cuts off, and passes the last answer on when all do', async () => {
    const [busy, cutting, fine] = await instances(3);
    busy.onGet = '503';
    cutting.onGet = 'reset';
    const { url } = await gatewayFor([busy.url, cutting.url, fine.url]);
    for (let i = 0; i < 12; i++) expect((await fetch(`${url}/api/user/requests`)).status).toBe(200);
    expect(fine.hits).toHaveLength(12);
    expect(busy.hits.length + cutting.hits.length).toBeGreaterThan(0);

    fine.onGet = '503';
    cutting.onGet = '503';
    const attempts = () => busy.hits.length + cutting.hits.length + fine.hits.length;
    const before = attempts();
    const res = await fetch(`${url}/api/user/requests`);
    expect(res.status).toBe(503);
    expect((await res.json()).instance).toMatch(/^i[0-2]$/);
    // The first attempt and two retries.
    expect(attempts() - before).toBe(3);
  });
});

describe('when no instance is healthy', () => {
  it('still sends requests to an instance that reports not ready, so its own answer reaches the client', async () => {
    const [only] = await instances(1);
    const { url, pool } = await gatewayFor([only.url]);
    only.ready = false;
    await pool.checkNow();
    expect(pool.healthy()).toEqual([]);
    const res = await fetch(`${url}/api/user/requests`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-instance')).toBe(only.name);
  });

  it('answers 503 JSON at once when no host name resolves', async () => {
    const { url, pool } = await gatewayFor(['http://no-such-service.invalid:8080']);
    expect(pool.hasAddresses()).toBe(false);
    const started = Date.now();
    const res = await fetch(`${url}/api/track-requests`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, error: 'Service temporarily unavailable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('what the proxy forwards', () => {
  it('drops hop-by-hop headers both ways and adds x-forwarded-*', async () => {
    const [one] = await instances(1);
    const { url } = await gatewayFor([one.url]);
    const host = new URL(url).host;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(`${url}/api/user/requests`, {
        headers: { connection: 'keep-alive, x-hop', 'x-hop': 'secret', 'x-kept': 'yes', 'proxy-authorization': 'x' },
      });
      req.on('response', resolve).on('error', reject).end();
    });
    res.resume();
    const seen = one.hits[0].headers;
    expect(seen['x-hop']).toBeUndefined();
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen['x-kept']).toBe('yes');
    expect(seen.host).toBe(host);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(host);
    expect(seen['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    // The instance's keep-alive header describes its connection to the gateway, not the client's.
    expect(res.headers['keep-alive']).not.toContain('77');
    expect(res.headers['x-instance']).toBe(one.name);
  });

  it('streams a chunked upload of unknown length through', async () => {
    const [one] = await instances(1);
    const { url } = await gatewayFor([one.url]);
    const chunk = 'x'.repeat(64 * 1024);
    const body = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 16; i++) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const res = await fetch(`${url}/api/service-requests`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await res.json()).toEqual({ instance: one.name, bytes: 16 * chunk.length });
    expect(one.hits[0].headers['transfer-encoding']).toBe('chunked');
  });
});
