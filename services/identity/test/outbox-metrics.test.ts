/**
 * The outbox on identity's `GET /metrics` (deploy/monitoring/alerts.yml: OutboxBacklog,
 * MailsFailed): pending and failed mails and the age of the oldest pending one, read from the
 * outbox collection at scrape time, and the worker's failed attempts. The clock is faked
 * (`Date` only), so ages are exact; the database is the run's real one.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { serviceMetricsRegistry } from '@consulting/service-kit';
import { createMailer } from '../src/mail/mailer.ts';
import { createMailWorker } from '../src/mail/outbox-worker.ts';
import { outboxMailModel, type OutboxMail } from '../src/models/outbox-mail.model.ts';
import { startIdentity, type IdentityUnderTest } from './identity-app.ts';
import { metricSample as sample } from '@consulting/service-kit/test-support';

/** The logger's name is the `service` label and picks the registry, apart from other test files'. */
const SERVICE = 'identity-outbox-metrics';
const logger = pino({ name: SERVICE, level: 'silent' });
const T0 = new Date('2030-05-01T08:00:00.000Z');

let identity: IdentityUnderTest;
let Outbox: ReturnType<typeof outboxMailModel>;

async function scrape(): Promise<string> {
  const res = await identity.get('/metrics');
  expect(res.status).toBe(200);
  return res.text();
}

/** Queues a mail to `to` through the outbox mailer at `at` (the faked clock). */
async function queue(to: string, at: Date): Promise<void> {
  vi.setSystemTime(at);
  await createMailer({ connection: identity.connection, logger }).send({ to, subject: 'Metrics', text: 'Hello' });
}

async function setStatus(to: string, status: NonNullable<OutboxMail['status']>): Promise<void> {
  await Outbox.updateOne({ to }, { $set: { status } });
}

beforeAll(async () => {
  identity = await startIdentity('identity_outbox_metrics', { logger });
  Outbox = outboxMailModel(identity.connection);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await identity?.close();
});

describe('outbox gauges on GET /metrics', () => {
  it('reports database_up 1, and an empty outbox as 0 pending, 0 failed, age 0', async () => {
    const text = await scrape();
    expect(sample(text, 'database_up', { service: SERVICE })).toBe(1);
    expect(sample(text, 'outbox_mails', { state: 'pending', service: SERVICE })).toBe(0);
    expect(sample(text, 'outbox_mails', { state: 'failed', service: SERVICE })).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds', { service: SERVICE })).toBe(0);
  });

  it('counts queued, retrying and sending mails as pending, failed ones as failed, and ages the oldest pending', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Older than every pending mail, but not pending: neither counts for the age.
    await queue('sent@mail.sa', new Date(T0.getTime() - 300_000));
    await queue('failed.one@mail.sa', new Date(T0.getTime() - 120_000));
    await queue('queued.one@mail.sa', T0);
    await queue('retrying@mail.sa', new Date(T0.getTime() + 10_000));
    await queue('sending@mail.sa', new Date(T0.getTime() + 20_000));
    await queue('failed.two@mail.sa', new Date(T0.getTime() + 25_000));
    await queue('queued.two@mail.sa', new Date(T0.getTime() + 30_000));
    await queue('queued.three@mail.sa', new Date(T0.getTime() + 30_000));
    await setStatus('sent@mail.sa', 'sent');
    await setStatus('failed.one@mail.sa', 'failed');
    await setStatus('failed.two@mail.sa', 'failed');
    await setStatus('retrying@mail.sa', 'retrying');
    await setStatus('sending@mail.sa', 'sending');

    vi.setSystemTime(new Date(T0.getTime() + 90_000));
    let text = await scrape();
    expect(sample(text, 'outbox_mails', { state: 'pending', service: SERVICE })).toBe(5);
    expect(sample(text, 'outbox_mails', { state: 'failed', service: SERVICE })).toBe(2);
    expect(sample(text, 'outbox_oldest_pending_age_seconds', { service: SERVICE })).toBe(90);

    // The oldest one is sent: the next oldest (the retrying mail, 80 s old) sets the age.
    await setStatus('queued.one@mail.sa', 'sent');
    text = await scrape();
    expect(sample(text, 'outbox_mails', { state: 'pending', service: SERVICE })).toBe(4);
    expect(sample(text, 'outbox_oldest_pending_age_seconds', { service: SERVICE })).toBe(80);

    // Everything pending is sent: age 0; the failed mails stay failed.
    await Outbox.updateMany({ status: { $in: ['queued', 'retrying', 'sending'] } }, { $set: { status: 'sent' } });
    vi.setSystemTime(new Date(T0.getTime() + 3_600_000));
    text = await scrape();
    expect(sample(text, 'outbox_mails', { state: 'pending', service: SERVICE })).toBe(0);
    expect(sample(text, 'outbox_mails', { state: 'failed', service: SERVICE })).toBe(2);
    expect(sample(text, 'outbox_oldest_pending_age_seconds', { service: SERVICE })).toBe(0);
  });

  it('reads the oldest pending mail through the {status, created_at} index', async () => {
    const keys = (await Outbox.collection.indexes()).map((index) => index.key);
    expect(keys).toContainEqual({ status: 1, created_at: 1 });
  });
});

describe('outbox_send_failures_total', () => {
  /** A loopback port nothing listens on: every SMTP attempt is refused at once. */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('counts each failed attempt of the worker by outcome, from 0', async () => {
    const registry = serviceMetricsRegistry(SERVICE);
    const worker = createMailWorker({
      connection: identity.connection,
      logger,
      from: 'no-reply@site.test',
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      // Retried at once, given up at the second attempt: one round makes both outcomes.
      retryBaseMs: 0,
      maxAttempts: 2,
      registry,
    });
    try {
      let text = await scrape();
      expect(sample(text, 'outbox_send_failures_total', { outcome: 'retrying', service: SERVICE })).toBe(0);
      expect(sample(text, 'outbox_send_failures_total', { outcome: 'failed', service: SERVICE })).toBe(0);
      const failedBefore = sample(text, 'outbox_mails', { state: 'failed', service: SERVICE })!;

      await createMailer({ connection: identity.connection, logger }).send({
        to: 'unreachable@mail.sa',
        subject: 'Metrics',
        text: 'Hello',
      });
      expect(await worker.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 1 });

      text = await scrape();
      expect(sample(text, 'outbox_send_failures_total', { outcome: 'retrying', service: SERVICE })).toBe(1);
      expect(sample(text, 'outbox_send_failures_total', { outcome: 'failed', service: SERVICE })).toBe(1);
      expect(sample(text, 'outbox_mails', { state: 'failed', service: SERVICE })).toBe(failedBefore + 1);
    } finally {
      worker.close();
    }
  });
});
