import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import pino from 'pino';
import { openApiDocument, openApiRoute } from '@consulting/service-kit';
import { serve } from '@consulting/service-kit/test-support';
import { mergedApiDocument } from '../src/api-docs.ts';
import { buildGateway } from '../src/app.ts';

type Served = Awaited<ReturnType<typeof serve>>;

/** A stand-in service that serves a one-operation OpenAPI document built with the kit. */
function fakeService(path: string, summary: string): Koa {
  const app = new Koa();
  app.use(
    openApiRoute(() =>
      openApiDocument({ title: summary, version: '1.0.0' }, [
        {
          method: 'post',
          path,
          summary,
          tags: ['Fake'],
          auth: 'none',
          success: { status: 201, description: 'created' },
        },
      ]),
    ),
  );
  return app;
}

/** A service that accepts connections and never answers. */
function hangingService(): Koa {
  const app = new Koa();
  app.use(() => new Promise<void>(() => {}));
  return app;
}

interface MergedDocument {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, { summary: string }>>;
  components: { schemas: Record<string, unknown> };
  'x-services': Record<string, { status: string; operations?: number; error?: string }>;
}

describe('API reference at /api/docs', () => {
  const services: Served[] = [];
  let down: Served;
  let gateway: Served;
  let partialGateway: Served;

  beforeAll(async () => {
    services.push(await serve(fakeService('/api/user/login', 'Identity op')));
    services.push(await serve(fakeService('/api/contact', 'Content op')));
    services.push(await serve(fakeService('/api/track-requests', 'Requests op')));
    down = await serve(new Koa());
    await down.close();
    const [identity, content, requests] = services.map((service) => service.url) as [string, string, string];
    const logger = pino({ level: 'silent' });
    gateway = await serve(
      buildGateway({ upstreams: { identity, content, requests }, authRateLimitPerMinute: 0, logger }),
    );
    partialGateway = await serve(
      buildGateway({ upstreams: { identity, content, requests: down.url }, authRateLimitPerMinute: 0, logger }),
    );
  });
  afterAll(async () => {
    await Promise.all([...services, gateway, partialGateway].map((served) => served.close()));
  });

  it("merges every service's document with the gateway's own routes", async () => {
    const res = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const document = (await res.json()) as MergedDocument;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/user/login']?.post?.summary).toBe('Identity op');
    expect(document.paths['/api/contact']?.post?.summary).toBe('Content op');
    expect(document.paths['/api/track-requests']?.post?.summary).toBe('Requests op');
    expect(Object.keys(document.paths['/api/docs'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.paths['/api/docs/openapi.json'] ?? {})).toEqual(['get']);
    expect(document.components.schemas).toHaveProperty('ErrorResponse');
    expect(document['x-services']).toEqual({
      content: { status: 'included', operations: 1 },
      identity: { status: 'included', operations: 1 },
      requests: { status: 'included', operations: 1 },
    });
    expect(document.info.description).not.toMatch(/Incomplete/);
  });

  it("lists the gateway's 429 on each public write it limits per address, and on no other", async () => {
    const document = (await (await fetch(`${gateway.url}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>>;
    };
    for (const path of ['/api/user/login', '/api/contact', '/api/track-requests']) {
      expect(Object.keys(document.paths[path]!.post!.responses), path).toContain('429');
      expect(document.paths[path]!.post!.responses['429']!.headers).toHaveProperty('Retry-After');
    }
    expect(Object.keys(document.paths['/api/docs/openapi.json']!.get!.responses)).not.toContain('429');
  });

  it('leaves out a service that is down and says so', async () => {
    const res = await fetch(`${partialGateway.url}/api/docs/openapi.json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as MergedDocument;
    expect(document.paths).toHaveProperty('/api/user/login');
    expect(document.paths).toHaveProperty('/api/contact');
    expect(document.paths).not.toHaveProperty('/api/track-requests');
    expect(document['x-services'].requests?.status).toBe('unavailable');
    expect(document['x-services'].content?.status).toBe('included');
    expect(document.info.description).toMatch(/Incomplete.*requests/);
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const hanging = await serve(hangingService());
    try {
      const started = Date.now();
      const document = await mergedApiDocument({ content: services[1]!.url, requests: hanging.url }, 300);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(document.paths).toHaveProperty('/api/contact');
      expect(document['x-services'].requests).toMatchObject({ status: 'unavailable' });
    } finally {
      await hanging.close();
    }
  });

  it('serves the reader with its scripts as files the CSP allows', async () => {
    const res = await fetch(`${gateway.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    // 'self' only: no inline script, no 'unsafe-inline'.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    // The CSP forbids inline scripts: every script is a same-origin file.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(inline?.trim()).toBe('');
    }
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toEqual(
      expect.arrayContaining(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']),
    );
    const types: Record<string, RegExp> = { css: /text\/css/, js: /javascript/, png: /image\/png/ };
    for (const asset of assets) {
      const file = await fetch(`${gateway.url}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(types[asset.split('.').pop()!]!);
      expect((await file.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    const init = await (await fetch(`${gateway.url}/api/docs/init.js`)).text();
    expect(init).toContain("url: '/api/docs/openapi.json'");
    expect((await fetch(`${gateway.url}/api/docs/`)).status).toBe(200);
  });

  it('serves nothing else of the package and refuses writes', async () => {
    for (const path of ['/api/docs/package.json', '/api/docs/index.html', '/api/docs/swagger-ui.js.map']) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'Not found' });
    }
    const post = await fetch(`${gateway.url}/api/docs/openapi.json`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
