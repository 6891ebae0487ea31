import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import pino from 'pino';
import { serve, metricSample } from '@consulting/service-kit/test-support';
import { buildGateway, gatewayRouteLabel } from '../src/app.ts';

/** The value of one series in Prometheus text format, or 0 when it is absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => metricSample(text, name, labels) ?? 0;

function okService(): Koa {
  const app = new Koa();
  app.use((ctx) => {
    ctx.status = ctx.path.endsWith('/missing') ? 404 : 200;
    ctx.body = { success: ctx.status === 200, ip: ctx.ip };
  });
  return app;
}

describe('gateway metrics labels', () => {
  it('labels by routing rule, remote or kind of file, never by raw id', () => {
    expect(gatewayRouteLabel('/api/admin/news/65f0c0ffee')).toBe('/api/admin/news');
    expect(gatewayRouteLabel('/api/services')).toBe('/api/services');
    expect(gatewayRouteLabel('/api/nothing-here')).toBe('/api/(unrouted)');
    expect(gatewayRouteLabel('/uploads/attachments/abc')).toBe('/uploads');
    expect(gatewayRouteLabel('/mf/admin/__federation_expose_App.1a2b3c4d.js')).toBe('/mf/admin');
    expect(gatewayRouteLabel('/main.0123abcd.js')).toBe('asset');
    expect(gatewayRouteLabel('/news/65f0c0ffee')).toBe('page');
    expect(gatewayRouteLabel('/remotes.json')).toBe('/remotes.json');
  });
});

describe('gateway /metrics and client addresses', () => {
  const servers: Awaited<ReturnType<typeof serve>>[] = [];
  let open: Awaited<ReturnType<typeof serve>>;
  let guarded: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    const upstream = await serve(okService());
    servers.push(upstream);
    const upstreams = { identity: upstream.url, content: upstream.url, requests: upstream.url };
    open = await serve(
      buildGateway({ upstreams, authRateLimitPerMinute: 2, logger: pino({ name: 'gateway-m1', level: 'silent' }) }),
    );
    guarded = await serve(
      buildGateway({
        upstreams,
        authRateLimitPerMinute: 0,
        metricsToken: 'scrape-token-123',
        logger: pino({ name: 'gateway-m2', level: 'silent' }),
      }),
    );
    servers.push(open, guarded);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('counts proxied API calls by routing rule and the status the service answered', async () => {
    for (let i = 0; i < 2; i += 1) expect((await fetch(`${open.url}/api/news/abc${i}`)).status).toBe(200);
    expect((await fetch(`${open.url}/api/news/missing`)).status).toBe(404);
    const res = await fetch(`${open.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, 'http_requests_total', { service: 'gateway-m1', route: '/api/news', status: '200' })).toBe(2);
    expect(sample(text, 'http_requests_total', { service: 'gateway-m1', route: '/api/news', status: '404' })).toBe(1);
    expect(text).not.toContain('abc0');
  });

  it('with METRICS_TOKEN set, answers the metrics only to the scraper that sends it', async () => {
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(404);
    const wrong = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(404);
    const right = await fetch(`${guarded.url}/metrics`, { headers: { authorization: 'Bearer scrape-token-123' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('http_request_duration_seconds_bucket');
  });

  it('does not let a visitor dodge the sign-in limit with a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${open.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: '{}',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.slice(2)).toEqual([429, 429]);
  });
});
