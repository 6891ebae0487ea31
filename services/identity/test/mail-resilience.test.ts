/**
 * With SMTP down, submissions still answer at once and their mail is
 * queued in the outbox; when SMTP comes back, the outbox worker delivers each mail exactly once.
 * The SMTP server is a real one (`smtp-server`) on 127.0.0.1, started on the port SMTP_URL names
 * only once the mails are queued.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { TEST_INTERNAL_TOKEN } from '@consulting/service-kit/test-support';
import { createMailer } from '../src/mail/mailer.ts';
import { createMailWorker, messageIdOf, retryDelayMs, type MailWorker } from '../src/mail/outbox-worker.ts';
import { outboxMailModel, type OutboxMail } from '../src/models/outbox-mail.model.ts';
import {
  CHOSEN_TEST_PASSWORD,
  linkTokenOf,
  passwordLinksRender,
  startIdentity,
  type IdentityUnderTest,
} from './identity-app.ts';

const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => logLines.push(line) });

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A message the SMTP server accepted: its envelope recipients and the raw message. */
interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1:`port` that keeps every message it accepts and refuses
 * recipients in `refuse` with 550 (a permanent error).
 */
async function startSmtp(
  port: number,
  refuse: string[] = [],
): Promise<{ received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A pooled client keeps its connection open; stopping does not wait for it.
    closeTimeout: 100,
    onRcptTo: (address, _session, callback) => {
      if (refuse.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls `check` every 50 ms until it holds (at most `ms`); fails the test otherwise. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The Message-ID header of a raw message. */
const messageIdIn = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

let identity: IdentityUnderTest;
let Outbox: ReturnType<typeof outboxMailModel>;
const workers: MailWorker[] = [];

/** An outbox worker on the test database, fast retries (100 ms, doubling), polling every 50 ms. */
function worker(smtpUrl: string | undefined, maxAttempts = 8): MailWorker {
  const created = createMailWorker({
    connection: identity.connection,
    logger,
    from: 'Site <no-reply@site.test>',
    ...(smtpUrl ? { smtpUrl } : {}),
    renderBody: passwordLinksRender(identity.connection),
    retryBaseMs: 100,
    maxAttempts,
    pollIntervalMs: 50,
  });
  workers.push(created);
  return created;
}

/** An outbox worker in the embedded mode whose own poll is an hour away: it sends what it is woken for or handed. */
function idleWorker(): MailWorker {
  const created = createMailWorker({
    connection: identity.connection,
    logger,
    from: 'no-reply@site.test',
    pollIntervalMs: 3_600_000,
  });
  workers.push(created);
  return created;
}

beforeAll(async () => {
  identity = await startIdentity('identity_mail_resilience', { logger });
  Outbox = outboxMailModel(identity.connection);
});
afterAll(async () => {
  for (const w of workers) w.close();
  await identity?.close();
});

describe('mail with SMTP down, then back', { timeout: 30_000 }, () => {
  it('answers submissions at once, queues their mail, retries, and delivers each exactly once when SMTP is back', async () => {
    const port = await freePort();
    const running = worker(`smtp://127.0.0.1:${port}`).start();
    let token: string | undefined;
    try {
      // A guest registers, another service creates a guest account: SMTP is down, both answer.
      const registered = await identity.post('/api/user/register', { name: 'Down One', email: 'down.one@mail.sa' });
      expect(registered.status).toBe(202);
      const created = await identity.post(
        '/internal/accounts',
        { name: 'Down Two', email: 'down.two@mail.sa' },
        internal,
      );
      expect(created.status).toBe(201);
      expect((await created.json()).created).toBe(true);

      // The worker tried and failed: each mail waits for a retry, with the connection error.
      const recipients = ['down.one@mail.sa', 'down.two@mail.sa'];
      await until(async () => (await Outbox.countDocuments({ to: { $in: recipients }, status: 'retrying' })) === 2);
      const waiting = await Outbox.find({ to: { $in: recipients } }).lean();
      for (const mail of waiting) {
        expect(mail.attempts).toBeGreaterThanOrEqual(1);
        expect(mail.last_error).toMatch(/ECONNREFUSED/);
        expect(mail.kind).toBe('set_password');
      }

      // SMTP comes back on the same port: each mail is delivered once, and marked sent.
      const smtp = await startSmtp(port);
      try {
        await until(async () => (await Outbox.countDocuments({ to: { $in: recipients }, status: 'sent' })) === 2);
        // Further rounds send nothing more.
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(smtp.received.map((m) => m.to).sort()).toEqual([['down.one@mail.sa'], ['down.two@mail.sa']]);
        const sent = await Outbox.find({ to: { $in: recipients } }).lean();
        for (const mail of sent) {
          expect(mail.sent_at).toBeInstanceOf(Date);
          expect(mail.last_error).toBeUndefined();
          const message = smtp.received.find((m) => m.to[0] === mail.to)!;
          // The Message-ID comes from the mail's key; the message has a text and an HTML part.
          expect(messageIdIn(message.raw)).toBe(messageIdOf(mail, 'no-reply@site.test'));
          expect(message.raw).toMatch(/Content-Type: text\/plain/i);
          expect(message.raw).toMatch(/Content-Type: text\/html/i);
        }
        // The link of the mail delivered (quoted-printable in the raw message) sets a password that signs in.
        const raw = smtp.received
          .find((m) => m.to[0] === 'down.two@mail.sa')!
          .raw.replace(/=\r?\n/g, '')
          .replaceAll('=3D', '=');
        token = linkTokenOf(raw);
        const set = { token, new_password: CHOSEN_TEST_PASSWORD };
        expect((await identity.post('/api/password/reset', set)).status).toBe(200);
        const login = { email: 'down.two@mail.sa', password: CHOSEN_TEST_PASSWORD };
        expect((await identity.post('/api/user/login', login)).status).toBe(200);
      } finally {
        await smtp.stop();
      }
    } finally {
      await running.stop();
    }
    // No link ever reached the log or the outbox.
    expect(token).toBeTruthy();
    expect(logLines.join('\n')).not.toContain(token!);
    expect(JSON.stringify(await Outbox.find({ to: 'down.two@mail.sa' }).lean())).not.toContain(token!);
  });

  it('lets two workers racing over the same outbox deliver each mail exactly once', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    try {
      const mailer = createMailer({ connection: identity.connection, logger });
      const recipients = Array.from({ length: 12 }, (_, i) => `race${i}@mail.sa`);
      for (const to of recipients) await mailer.send({ to, subject: 'Race', text: `Hello ${to}` }, { kind: 'test' });
      const url = `smtp://127.0.0.1:${port}`;
      const rounds = await Promise.all([worker(url).deliverDue(), worker(url).deliverDue()]);
      // Both rounds sent something between them (a mail an earlier test left due may be among them).
      expect(rounds[0].sent + rounds[1].sent).toBeGreaterThanOrEqual(recipients.length);
      const delivered = smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith('race'));
      expect(delivered.sort()).toEqual([...recipients].sort());
      expect(await Outbox.countDocuments({ to: { $in: recipients }, status: 'sent', attempts: 1 })).toBe(12);
    } finally {
      await smtp.stop();
    }
  });

  it('takes over a mail whose worker died while sending once its lease is over, and not before', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    try {
      const past = new Date(Date.now() - 1000);
      const future = new Date(Date.now() + 60_000);
      await Outbox.create([
        { to: 'orphan@mail.sa', subject: 'S', text: 'T', status: 'sending', attempts: 1, claimed_until: past },
        { to: 'held@mail.sa', subject: 'S', text: 'T', status: 'sending', attempts: 1, claimed_until: future },
      ]);
      await worker(`smtp://127.0.0.1:${port}`).deliverDue();
      expect(smtp.received.flatMap((m) => m.to)).toContain('orphan@mail.sa');
      expect(smtp.received.flatMap((m) => m.to)).not.toContain('held@mail.sa');
      expect(await Outbox.findOne({ to: 'orphan@mail.sa' }).lean()).toMatchObject({ status: 'sent', attempts: 2 });
      expect((await Outbox.findOne({ to: 'held@mail.sa' }).lean())?.status).toBe('sending');
    } finally {
      await smtp.stop();
    }
  });

  it('gives a mail up as failed after MAIL_MAX_ATTEMPTS, and at once when the server refuses it for good', async () => {
    const port = await freePort();
    const mailer = createMailer({ connection: identity.connection, logger });
    await mailer.send({ to: 'never@mail.sa', subject: 'S', text: 'T' });
    const down = worker(`smtp://127.0.0.1:${port}`, 2);
    await down.deliverDue();
    expect(await Outbox.findOne({ to: 'never@mail.sa' }).lean()).toMatchObject({ status: 'retrying', attempts: 1 });
    await until(async () => {
      await down.deliverDue();
      return (await Outbox.findOne({ to: 'never@mail.sa' }).lean())?.status === 'failed';
    });
    const failed = (await Outbox.findOne({ to: 'never@mail.sa' }).lean()) as OutboxMail;
    expect(failed.attempts).toBe(2);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);

    const smtp = await startSmtp(port, ['refused@mail.sa']);
    try {
      await mailer.send({ to: 'refused@mail.sa', subject: 'S', text: 'T' });
      expect(await worker(`smtp://127.0.0.1:${port}`).deliverDue()).toMatchObject({ failed: 1 });
      expect(await Outbox.findOne({ to: 'refused@mail.sa' }).lean()).toMatchObject({
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/550/),
      });
      // The failed mail is not tried again while SMTP is up.
      expect(smtp.received.flatMap((m) => m.to)).not.toContain('never@mail.sa');
    } finally {
      await smtp.stop();
    }
  });

  it('masks SMTP credentials in the last error', async () => {
    const port = await freePort();
    await createMailer({ connection: identity.connection, logger }).send({
      to: 'creds@mail.sa',
      subject: 'S',
      text: 'T',
    });
    await worker(`smtp://mailuser:s3cret-pass@127.0.0.1:${port}`).deliverDue();
    const mail = await Outbox.findOne({ to: 'creds@mail.sa' }).lean();
    expect(mail?.status).toBe('retrying');
    expect(mail?.last_error).not.toContain('s3cret-pass');
  });
});

describe('the embedded mode (no SMTP_URL)', () => {
  it('marks a queued mail sent through the JSON transport; the outbox keeps it to read', async () => {
    await createMailer({ connection: identity.connection, logger }).send(
      { to: 'embedded@mail.sa', subject: 'S', text: 'Read me' },
      { kind: 'test' },
    );
    expect(await Outbox.findOne({ to: 'embedded@mail.sa' }).lean()).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await worker(undefined).deliverDue()).toMatchObject({ sent: 1 });
    expect(await Outbox.findOne({ to: 'embedded@mail.sa' }).lean()).toMatchObject({
      status: 'sent',
      attempts: 1,
      text: 'Read me',
      sent_at: expect.any(Date),
    });
  });
});

describe('waking the worker', () => {
  it('sends a mail as soon as this process queues it, without waiting for the next poll', async () => {
    const idle = idleWorker();
    const running = idle.start();
    try {
      // The first round (at start) finds nothing of this mail; the next poll is an hour away.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const mailer = createMailer({ connection: identity.connection, logger, onQueued: running.wake });
      await mailer.send({ to: 'woken@mail.sa', subject: 'S', text: 'T' });
      await until(async () => (await Outbox.findOne({ to: 'woken@mail.sa' }).lean())?.status === 'sent', 5000);
    } finally {
      await running.stop();
    }
  });
});

describe('handing mails over to the running worker', () => {
  it('writes each mail leased to this process and sends it with no claim, then marks it sent', async () => {
    const idle = idleWorker();
    const running = idle.start();
    try {
      const mailer = createMailer({ connection: identity.connection, logger, handOver: running });
      await mailer.sendMany?.([
        { message: { to: 'handed-1@mail.sa', subject: 'S', text: 'T' } },
        { message: { to: 'handed-2@mail.sa', subject: 'S', text: 'T' }, options: { key: 'handed:2' } },
      ]);
      // Written leased (a poll would not take it), then sent by the worker it was handed to.
      await until(async () => (await Outbox.find({ to: /^handed-\d/, status: 'sent' }).lean()).length === 2, 5000);
      const sent = await Outbox.find({ to: /^handed-\d/ }).lean();
      expect(sent.map((m) => ({ attempts: m.attempts, claimed_until: m.claimed_until }))).toEqual([
        { attempts: 1, claimed_until: undefined },
        { attempts: 1, claimed_until: undefined },
      ]);
    } finally {
      await running.stop();
    }
  });

  it('sends a burst of handed-over mails once each and marks every one sent, without waiting for each mark', async () => {
    const idle = idleWorker();
    const running = idle.start();
    try {
      const mailer = createMailer({ connection: identity.connection, logger, handOver: running });
      // More than one batch of 50, in two calls (as two `/internal/mail` batches would come).
      const burst = (from: number, count: number) =>
        Array.from({ length: count }, (_, i) => ({
          message: { to: `burst-${from + i}@mail.sa`, subject: 'S', text: 'T', html: '<p>سلام</p>' },
          options: { key: `burst:${from + i}` },
        }));
      await Promise.all([mailer.sendMany?.(burst(0, 80)), mailer.sendMany?.(burst(80, 70))]);
      await until(async () => (await Outbox.countDocuments({ to: /^burst-/, status: 'sent' })) === 150, 10_000);
      const sent = await Outbox.find({ to: /^burst-/ }).lean();
      expect(sent).toHaveLength(150);
      for (const mail of sent) {
        expect({ attempts: mail.attempts, claimed_until: mail.claimed_until, html: mail.html }, mail.to).toEqual({
          attempts: 1,
          claimed_until: undefined,
          html: '<p>سلام</p>',
        });
      }
      // `attempts: 1` above is the once: a mail is counted each time it is claimed for sending, so
      // a second send would show 2. (The log lines are no count of it: a mail the worker could not
      // take at once is written `queued` and sent by a poll round, which logs it in its own words.)
    } finally {
      await running.stop();
    }
  });

  it('puts the mails it holds but did not start back in the queue when it stops, for any worker', async () => {
    const idle = idleWorker();
    const running = idle.start();
    const mailer = createMailer({
      connection: identity.connection,
      logger,
      // Takes the mails leased, but the worker stops before it sends them.
      handOver: { leaseMs: running.leaseMs, accepts: () => true, accept: () => undefined },
    });
    await mailer.send({ to: 'handed-orphan@mail.sa', subject: 'S', text: 'T' });
    const leased = await Outbox.findOne({ to: 'handed-orphan@mail.sa' }).orFail().lean();
    expect(leased.status).toBe('sending');
    expect(leased.claimed_until?.getTime()).toBeGreaterThan(Date.now() + 60_000);
    // A worker that died holding it: another worker's poll takes it once the lease is over.
    await Outbox.updateOne({ _id: leased._id }, { $set: { claimed_until: new Date(Date.now() - 1) } });
    const other = createMailWorker({ connection: identity.connection, logger, from: 'no-reply@site.test' });
    workers.push(other);
    await other.deliverDue();
    expect(await Outbox.findOne({ to: 'handed-orphan@mail.sa' }).lean()).toMatchObject({ status: 'sent', attempts: 2 });
    await running.stop();

    // A graceful stop puts back what it held and had not started.
    const stopping = idleWorker();
    const held = stopping.start();
    const slow = createMailer({ connection: identity.connection, logger, handOver: held });
    const sends = Array.from({ length: 120 }, (_, i) => ({
      message: { to: `held-${i}@mail.sa`, subject: 'S', text: 'T' },
    }));
    await slow.sendMany?.(sends);
    await held.stop();
    const after = await Outbox.find({ to: /^held-/ }).lean();
    expect(after).toHaveLength(120);
    // It sends them 50 at a time: the first batch went out, the rest went back.
    expect(after.filter((m) => m.status === 'queued').length).toBeGreaterThan(0);
    expect(after.filter((m) => m.status === 'sent').length).toBeGreaterThan(0);
    for (const mail of after) {
      expect(['sent', 'queued'], mail.to).toContain(mail.status);
      if (mail.status === 'queued') {
        expect(mail.attempts, mail.to).toBe(0);
        expect(mail.claimed_until, mail.to).toBeUndefined();
      }
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt and stops at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });
});
