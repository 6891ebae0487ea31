/**
 * The last backup on the gateway's `GET /metrics` (deploy/monitoring/alerts.yml: BackupTooOld):
 * `backup_last_success_timestamp_seconds` read at scrape time from the record a backup writes in
 * the gateway's database, and `database_up`; neither exists without a database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { BACKUP_STATUS_COLLECTION, LAST_BACKUP_ID } from '@consulting/contracts';
import { openTestDatabase, serve, metricSample as sample } from '@consulting/service-kit/test-support';
import { buildGateway } from '../src/app.ts';

const servers: Awaited<ReturnType<typeof serve>>[] = [];
let connection: Connection;
let withDatabase: string;
let withoutDatabase: string;

beforeAll(async () => {
  const upstream = await serve(new Koa().use((ctx) => (ctx.body = { success: true })));
  servers.push(upstream);
  const upstreams = { identity: upstream.url, content: upstream.url, requests: upstream.url };
  connection = await openTestDatabase('gateway_backup_status');
  const gateway = await serve(
    buildGateway({
      upstreams,
      authRateLimitPerMinute: 0,
      rateLimitStore: connection,
      logger: pino({ name: 'gateway-backup', level: 'silent' }),
    }),
  );
  const alone = await serve(
    buildGateway({ upstreams, authRateLimitPerMinute: 0, logger: pino({ name: 'gateway-alone', level: 'silent' }) }),
  );
  servers.push(gateway, alone);
  withDatabase = gateway.url;
  withoutDatabase = alone.url;
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await connection?.dropDatabase();
  await connection?.close();
});

/** The gateway's metrics, read from loopback (no METRICS_TOKEN set). */
async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

const records = () =>
  connection.db!.collection<{ _id: string; finishedAt: unknown; archive?: string; bytes?: number }>(
    BACKUP_STATUS_COLLECTION,
  );

describe('backup_last_success_timestamp_seconds', () => {
  const service = 'gateway-backup';

  it('is 0 while no backup is recorded, with database_up 1', async () => {
    const text = await scrape(withDatabase);
    expect(sample(text, 'database_up', { service })).toBe(1);
    expect(sample(text, 'backup_last_success_timestamp_seconds', { service })).toBe(0);
  });

  it("is the recorded backup's finishedAt in Unix seconds, and follows a newer record", async () => {
    await records().insertOne({
      _id: LAST_BACKUP_ID,
      finishedAt: new Date('2030-03-01T02:00:00.000Z'),
      archive: 'consulting-2030-03-01T02-00-00Z.archive.gz',
      bytes: 1_234_567,
    });
    expect(sample(await scrape(withDatabase), 'backup_last_success_timestamp_seconds', { service })).toBe(
      Date.UTC(2030, 2, 1, 2) / 1000,
    );

    await records().updateOne({ _id: LAST_BACKUP_ID }, { $set: { finishedAt: new Date('2030-03-02T02:00:30.500Z') } });
    expect(sample(await scrape(withDatabase), 'backup_last_success_timestamp_seconds', { service })).toBe(
      Date.UTC(2030, 2, 2, 2, 0, 30, 500) / 1000,
    );
  });

  it('is 0 for a record whose finishedAt is not a date', async () => {
    await records().updateOne({ _id: LAST_BACKUP_ID }, { $set: { finishedAt: '2030-03-03T02:00:00Z' } });
    expect(sample(await scrape(withDatabase), 'backup_last_success_timestamp_seconds', { service })).toBe(0);
  });

  it('does not exist, nor database_up, on a gateway without a database', async () => {
    const text = await scrape(withoutDatabase);
    expect(text).toContain('http_requests_total');
    expect(text).not.toContain('backup_last_success_timestamp_seconds');
    expect(text).not.toContain('database_up');
  });
});
