import { describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pino from 'pino';
import { createBaseApp, HttpError, registeredCounter, serviceMetricsRegistry } from '../src/index.ts';
import { servedDuringTests, metricSample } from '../test-support/index.ts';

/** The value of one series in Prometheus text format, or 0 when it is absent. */
const sample = (text: string, name: string, labels: Record<string, string>) => metricSample(text, name, labels) ?? 0;

describe('GET /metrics on a service built on the kit', () => {
  const app = createBaseApp(pino({ name: 'metrics-test', level: 'silent' }), () => true);
  const router = new Router();
  router.get('/api/things/:id', (ctx) => {
    if (ctx.params.id === 'missing') throw new HttpError(404, 'Thing not found');
    ctx.body = { success: true, id: ctx.params.id };
  });
  app.use(router.routes());
  const site = servedDuringTests(app);

  it('counts requests by route pattern (not raw path), method and final status, with durations', async () => {
    const before = await (await fetch(`${site.url}/metrics`)).text();
    for (const id of ['1', '2', '3']) expect((await fetch(`${site.url}/api/things/${id}`)).status).toBe(200);
    expect((await fetch(`${site.url}/api/things/missing`)).status).toBe(404);
    expect((await fetch(`${site.url}/nowhere/42`)).status).toBe(404);

    const res = await fetch(`${site.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const ok = { service: 'metrics-test', method: 'GET', route: '/api/things/:id', status: '200' };
    expect(sample(text, 'http_requests_total', ok) - sample(before, 'http_requests_total', ok)).toBe(3);
    const notFound = { ...ok, status: '404' };
    expect(sample(text, 'http_requests_total', notFound) - sample(before, 'http_requests_total', notFound)).toBe(1);
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // No raw ids become series.
    expect(text).not.toContain('/api/things/1"');
    expect(text).not.toContain('/nowhere/42');
    expect(sample(text, 'http_request_duration_seconds_count', ok)).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{[^}]*le="0\.05"[^}]*route="\/api\/things\/:id"/);
  });

  it('counts health probes under their own route', async () => {
    await fetch(`${site.url}/readyz`);
    const text = await (await fetch(`${site.url}/metrics`)).text();
    expect(sample(text, 'http_requests_total', { route: '/readyz', status: '200' })).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /metrics with an access rule (the gateway)', () => {
  const app = createBaseApp(pino({ name: 'metrics-guarded', level: 'silent' }), () => true, {
    metricsAccess: (ctx) => ctx.get('authorization') === 'Bearer scrape-token',
  });
  const site = servedDuringTests(app);

  it('answers 404 to a caller the rule refuses and the metrics to one it accepts', async () => {
    const refused = await fetch(`${site.url}/metrics`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ success: false, error: 'Not found' });
    const allowed = await fetch(`${site.url}/metrics`, { headers: { authorization: 'Bearer scrape-token' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('http_requests_total');
  });
});

describe("a service's own metrics (serviceMetricsRegistry, registeredCounter)", () => {
  const app = createBaseApp(pino({ name: 'metrics-own', level: 'silent' }), () => true);
  const site = servedDuringTests(app);

  it('appear in GET /metrics of the service of that name; registering a name again gives the same counter', async () => {
    const options = { name: 'things_swept_total', help: 'Things swept', labelNames: ['kind'] as const };
    const first = registeredCounter(serviceMetricsRegistry('metrics-own'), options);
    const again = registeredCounter(serviceMetricsRegistry('metrics-own'), options);
    expect(again).toBe(first);
    first.inc({ kind: 'file' }, 2);
    again.inc({ kind: 'file' });
    const text = await (await fetch(`${site.url}/metrics`)).text();
    expect(sample(text, 'things_swept_total', { kind: 'file', service: 'metrics-own' })).toBe(3);
  });
});
