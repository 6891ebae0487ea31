import { modelsReady } from '@consulting/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { TRACK_ICONS, TRACK_SLUGS, TRACK_TITLES, type ServiceRecord } from '@consulting/contracts';
import {
  openTestDatabase,
  serve,
  TEST_INTERNAL_TOKEN,
  TEST_SECRET,
  TEST_TOKEN_KEYS,
  testSessions,
} from '@consulting/service-kit/test-support';
import { buildApp } from '../src/app.ts';
import { serviceModel } from '../src/models/service.model.ts';
import { seedServices } from '../src/seed.ts';

const logger = pino({ level: 'silent' });
let connection: Connection;
let server: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  connection = await openTestDatabase('content_services');
  const app = buildApp({
    connection,
    config: { jwtSecret: TEST_SECRET, internalToken: TEST_INTERNAL_TOKEN, identityUrl: 'http://127.0.0.1:9' },
    tokenKeys: TEST_TOKEN_KEYS,
    checkSession: testSessions().check,
    logger,
  });
  await modelsReady(connection);
  server = await serve(app);
});
afterAll(async () => {
  await server?.close();
  await connection?.dropDatabase();
  await connection?.close();
});

async function listServices(): Promise<ServiceRecord[]> {
  const res = await fetch(`${server.url}/api/services`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  return body.services;
}

describe('seedServices', () => {
  it('inserts the six tracks once; a second run keeps six and keeps an admin edit', async () => {
    expect(await seedServices(connection, logger)).toBe(6);
    const Service = serviceModel(connection);
    await Service.updateOne({ slug: 'innovation' }, { title_en: 'Innovation Lab' });
    expect(await seedServices(connection, logger)).toBe(0);
    expect(await Service.countDocuments()).toBe(6);
    expect((await Service.findOne({ slug: 'innovation' }))?.title_en).toBe('Innovation Lab');
    await Service.updateOne({ slug: 'innovation' }, { title_en: TRACK_TITLES.innovation.en });
  });
});

describe('GET /api/services', () => {
  it('lists the six tracks in order with the contract fields', async () => {
    const services = await listServices();
    expect(services.map((s) => s.slug)).toEqual([...TRACK_SLUGS]);
    for (const [index, service] of services.entries()) {
      const slug = TRACK_SLUGS[index];
      expect(Object.keys(service).sort()).toEqual(
        [
          'description_ar',
          'description_en',
          'icon',
          'id',
          'is_active',
          'path',
          'slug',
          'sort_order',
          'title_ar',
          'title_en',
        ].sort(),
      );
      expect(service).toMatchObject({
        title_ar: TRACK_TITLES[slug].ar,
        title_en: TRACK_TITLES[slug].en,
        icon: TRACK_ICONS[slug],
        path: `/services/${slug}`,
        is_active: 1,
        sort_order: index + 1,
      });
      expect(service.id).toMatch(/^[0-9a-f]{24}$/);
      expect(service.description_ar.length).toBeGreaterThan(40);
      expect(service.description_en.length).toBeGreaterThan(40);
    }
  });

  it('hides inactive services and orders by sort_order, then title', async () => {
    const Service = serviceModel(connection);
    await Service.updateOne({ slug: 'events' }, { is_active: 0 });
    await Service.create({
      slug: 'advisory',
      title_ar: 'الاستشارات',
      title_en: 'Advisory',
      description_ar: 'وصف',
      description_en: 'Description',
      path: '/services/advisory',
      sort_order: 1,
    });
    const services = await listServices();
    expect(services.map((s) => s.slug)).toEqual([
      'advisory',
      'intellectual-property',
      'innovation',
      'investment',
      'launch',
      'representation',
    ]);
    expect(services[0]).toMatchObject({ is_active: 1, icon: 'fas fa-cog' });
  });

  it('answers concurrent calls alike (shared reads) and shows a change on the next call', async () => {
    const Service = serviceModel(connection);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/services`)));
    const bodies = await Promise.all(
      answers.map(async (res) => {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        return res.text();
      }),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((res) => res.headers.get('etag'))).size).toBe(1);
    expect((JSON.parse(bodies[0]!) as { services: ServiceRecord[] }).services).toHaveLength(6);

    // Calls still in flight while the change is saved; the call after it sees the change.
    const during = Array.from({ length: 10 }, () => listServices());
    await Service.updateOne({ slug: 'advisory' }, { is_active: 0 });
    await Promise.all(during);
    expect((await listServices()).map((s) => s.slug)).not.toContain('advisory');
    await Service.updateOne({ slug: 'advisory' }, { is_active: 1 });
    expect((await listServices()).map((s) => s.slug)).toContain('advisory');
  });
});

describe('GET /api/', () => {
  it('answers the connection test (spec §8)', async () => {
    for (const path of ['/api/', '/api']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'API يعمل بشكل صحيح', service: 'content' });
    }
  });

  it('answers unknown paths with the JSON 404 and /readyz with 200', async () => {
    const res = await fetch(`${server.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
