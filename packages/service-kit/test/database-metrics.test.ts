/**
 * Gauges read at scrape time (database-metrics.ts): `database_up` follows the connection, and a
 * database read that fails or hangs never fails `GET /metrics` and keeps the last values.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Connection } from 'mongoose';
import pino from 'pino';
import {
  createBaseApp,
  reportDatabaseUp,
  SCRAPE_READ_TIMEOUT_MS,
  scrapeGauge,
  scrapeRead,
  serviceMetricsRegistry,
} from '../src/index.ts';
import { openTestDatabase, servedDuringTests, metricSample as sample } from '../test-support/index.ts';

const connections: Connection[] = [];
async function connection(): Promise<Connection> {
  const opened = await openTestDatabase('kit_database_metrics');
  connections.push(opened);
  return opened;
}
afterAll(async () => {
  for (const opened of connections) await opened.close();
});

describe('database_up', () => {
  const service = 'database-up-test';
  const site = servedDuringTests(createBaseApp(pino({ name: service, level: 'silent' }), () => true));

  const scrape = async () => (await fetch(`${site.url}/metrics`)).text();

  it('is 1 while the connection is open, 0 once it is closed, and 0 while there is none', async () => {
    const registry = serviceMetricsRegistry(service);
    const database: { connection?: Connection } = {};
    reportDatabaseUp(registry, () => database.connection);
    expect(sample(await scrape(), 'database_up', { service })).toBe(0);

    database.connection = await connection();
    expect(sample(await scrape(), 'database_up', { service })).toBe(1);

    await database.connection.close();
    expect(sample(await scrape(), 'database_up', { service })).toBe(0);
  });

  it('registered again, reads the connection given last', async () => {
    const registry = serviceMetricsRegistry(service);
    reportDatabaseUp(registry, () => undefined);
    const open = await connection();
    reportDatabaseUp(registry, () => open);
    expect(sample(await scrape(), 'database_up', { service })).toBe(1);
  });
});

describe('scrapeRead', () => {
  const service = 'scrape-read-test';
  const warnings: string[] = [];
  const logger = pino({ name: service, level: 'debug' }, { write: (line: string) => warnings.push(line) });
  let open: Connection;
  beforeAll(async () => {
    open = await connection();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Two gauges fed by one read whose answers the test hands out, one per read. */
  function gauges(answers: (() => Promise<number>)[]) {
    const registry = serviceMetricsRegistry(service);
    let reads = 0;
    const read = scrapeRead({
      connection: () => open,
      read: () => answers[reads++]!(),
      logger,
      what: 'test gauges',
    });
    for (const name of ['things_waiting', 'things_waiting_twice']) {
      scrapeGauge(registry, {
        name,
        help: 'Things waiting',
        collect: async (gauge) => {
          const value = await read();
          if (value !== undefined) gauge.set(name === 'things_waiting' ? value : value * 2);
        },
      });
    }
    return { registry, reads: () => reads };
  }

  it('reads once per scrape for every gauge, and keeps the last values when a read fails', async () => {
    const { registry, reads } = gauges([
      () => Promise.resolve(3),
      () => Promise.reject(new Error('database said no')),
      () => Promise.resolve(4),
    ]);
    let text = await registry.metrics();
    expect(reads()).toBe(1);
    expect(sample(text, 'things_waiting')).toBe(3);
    expect(sample(text, 'things_waiting_twice')).toBe(6);

    text = await registry.metrics();
    expect(reads()).toBe(2);
    expect(sample(text, 'things_waiting')).toBe(3);
    expect(sample(text, 'things_waiting_twice')).toBe(6);
    expect(warnings.some((line) => line.includes('database said no') && line.includes('"level":40'))).toBe(true);

    text = await registry.metrics();
    expect(sample(text, 'things_waiting')).toBe(4);
  });

  it(`answers after ${SCRAPE_READ_TIMEOUT_MS} ms with the last values when a read hangs`, async () => {
    const { registry } = gauges([() => Promise.resolve(5), () => new Promise<number>(() => {})]);
    expect(sample(await registry.metrics(), 'things_waiting')).toBe(5);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    const scraping = registry.metrics().then((text) => {
      answered = true;
      return text;
    });
    await vi.advanceTimersByTimeAsync(SCRAPE_READ_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const text = await scraping;
    expect(sample(text, 'things_waiting')).toBe(5);
    expect(warnings.some((line) => line.includes(`no answer within ${SCRAPE_READ_TIMEOUT_MS} ms`))).toBe(true);
  });

  it('does not read while the connection is closed', async () => {
    const closed = await connection();
    await closed.close();
    let reads = 0;
    const read = scrapeRead({
      connection: () => closed,
      read: () => Promise.resolve(++reads),
      logger,
      what: 'closed',
    });
    expect(await read()).toBeUndefined();
    expect(reads).toBe(0);
  });
});
