/**
 * "Nothing acknowledged is ever lost", against the real embedded server:
 * - the database killed (SIGKILL) in the middle of a paced load of contact messages and track
 *   requests with PDFs: the stack restarts it by itself, every submission answered 2xx is stored
 *   exactly once with its PDF byte for byte, failures are 503 and quick, nothing half-written;
 * - the whole `npm start` process group killed (SIGKILL) under the same load, and a fresh
 *   `npm start` on the same data folder: the same holds.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../scripts/db.ts';
import { waitForOk } from '../scripts/stack.ts';
import {
  expectAcknowledgedStored,
  expectNothingHalfWritten,
  FAST_SWEEPS,
  pacedLoad,
  tally,
  type Submission,
} from './support/durability.ts';
import { startSite, type Site } from './support/site.ts';
import { E2E_FORM_ENV } from './support/forms.ts';

const run = Date.now().toString(36);
/** The load: at least 200 of each, interleaved. */
const LOAD = { contacts: 200, tracks: 200, perSecond: 30 };

/**
 * Every refused submission was refused with a 503 and the JSON error shape, within 10 s. An
 * accepted one may take longer: in flight when the database was killed, it waits for the stack
 * to bring the database back (a new JVM, slower still under CI's parallel load) and is then
 * stored and answered 201. That none hangs is checked by "calls without an answer"
 * (each call gives up after 20 s).
 */
function expectQuickFailures(submissions: Submission[]): void {
  const refused = submissions.filter((s) => s.status !== 201 && s.status > 0);
  for (const s of refused) {
    expect({ marker: s.marker, status: s.status }).toEqual({ marker: s.marker, status: 503 });
    expect(s.body).toEqual({ success: false, error: expect.stringMatching(/\S/) });
  }
  const slowestRefusal = Math.max(0, ...refused.map((s) => s.ms));
  const slowest = Math.max(...submissions.map((s) => s.ms));
  console.info(`slowest refusal ${Math.round(slowestRefusal)} ms, slowest answer ${Math.round(slowest)} ms`);
  expect(slowestRefusal, 'the slowest refusal (ms)').toBeLessThan(10_000);
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('the database is killed under load', () => {
  let site: Site | undefined;
  afterAll(async () => {
    await site?.stop();
  });

  it('is restarted by the stack; every acknowledged submission is stored once with its PDF', async () => {
    site = await startSite({ autoRestart: true, env: FAST_SWEEPS });
    const stack = site.stack;
    const killedPid = stack.database.pid!;
    let killedAt = 0;
    const submissions = await pacedLoad({
      ...LOAD,
      url: site.url,
      run: `db-${run}`,
      at: 0.4,
      event: async () => {
        killedAt = Date.now();
        process.kill(killedPid, 'SIGKILL');
      },
    });
    // The supervisor brought it back by itself: a new process on the same port and files.
    expect(stack.restarts().database).toBe(1);
    expect(stack.database.pid).not.toBe(killedPid);
    await waitForOk(`${site.url}/api/services`, 30_000);
    const counts = tally(submissions);
    console.info(`database killed ${killedAt ? 'mid-load' : 'never'}: ${JSON.stringify(counts)}`);
    // The kill happened under load: some were refused, and most were accepted.
    expect(submissions.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    expect(submissions.filter((s) => s.status === 201).length).toBeGreaterThan(submissions.length / 2);
    expectQuickFailures(submissions);
    // The gateway answers every call, even while the database is away.
    expect(
      submissions
        .filter((s) => s.status === 0)
        .map(
          (s) =>
            `${s.marker}: ${s.error} (sent ${s.sentAt! - killedAt} ms after the kill, failed after ${Math.round(s.ms)} ms)`,
        ),
      'calls without an answer',
    ).toEqual([]);

    const result = await expectAcknowledgedStored(stack.database.uri, submissions);
    console.info(`database killed: acknowledged ${result.acknowledged}, stored ${result.stored}, lost ${result.lost}`);
    expect(result.lost).toBe(0);
    await expectNothingHalfWritten(stack.database.uri, `db-${run}`);

    // The restart is counted where operators look.
    const metrics = await (await fetch(`${site.url}/metrics`)).text();
    expect(metrics).toMatch(/^supervisor_restarts_total\{process="database"[^}]*\} 1$/m);
    expect(readFileSync(site.logFile, 'utf8')).toMatch(/stack: database .* exited \(SIGKILL\); restart #1 in 1 s/);
  });
});

/** One `npm start` (scripts/start.ts) in a process group of its own, logging to `logFile`. */
function npmStart(dataDir: string, port: number, logFile: string): ChildProcess {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin-Pass-2025!',
      ...E2E_FORM_ENV,
      ...FAST_SWEEPS,
    },
  });
  closeSync(log);
  return child;
}

/** True while any process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits for `npm start`'s "site ready" line (every service ready), at most 90 s. */
async function siteReady(logFile: string): Promise<void> {
  await vi
    .waitUntil(() => /^start: site ready/m.test(readFileSync(logFile, 'utf8')), { timeout: 90_000, interval: 200 })
    .catch(() => {
      throw new Error(`npm start not ready in 90 s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    });
}

async function waitUntilGone(pgid: number, timeoutMs: number): Promise<void> {
  await vi.waitUntil(() => !groupAlive(pgid), {
    timeout: timeoutMs,
    interval: 100,
    message: `process group ${pgid} exits`,
  });
}

describe.skipIf(Boolean(process.env.MONGODB_URI))('the whole npm start is killed under load', () => {
  let dataDir: string | undefined;
  const groups: number[] = [];
  afterAll(async () => {
    for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    if (dataDir && !process.env.KEEP_E2E_DATA) await rm(dataDir, { recursive: true, force: true });
  });

  it('a fresh npm start on the same data folder serves every acknowledged submission with its PDF', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kill-stack-'));
    const logFile = path.join(dataDir, 'first-start.log');
    const port = await freePort();
    const url = `http://localhost:${port}`;

    const first = npmStart(dataDir, port, logFile);
    groups.push(first.pid!);
    await siteReady(logFile);
    // npm start says which server it uses and what it promises.
    expect(readFileSync(logFile, 'utf8')).toMatch(/^start: database [\w-]+, durable: /m);
    const submissions = await pacedLoad({
      ...LOAD,
      url,
      run: `stack-${run}`,
      at: 0.5,
      event: async () => {
        process.kill(-first.pid!, 'SIGKILL');
      },
    });
    await waitUntilGone(first.pid!, 10_000);
    console.info(`npm start killed mid-load: ${JSON.stringify(tally(submissions))}`);
    expect(submissions.filter((s) => s.status === 201).length).toBeGreaterThan(100);
    expect(submissions.filter((s) => s.status === 0).length, 'sent after the kill: no answer').toBeGreaterThan(0);

    const secondLog = path.join(dataDir, 'second-start.log');
    const second = npmStart(dataDir, port, secondLog);
    groups.push(second.pid!);
    await siteReady(secondLog);
    const mongoUri = readFileSync(path.join(dataDir, 'database-uri'), 'utf8').trim();
    const result = await expectAcknowledgedStored(mongoUri, submissions);
    console.info(`npm start killed: acknowledged ${result.acknowledged}, stored ${result.stored}, lost ${result.lost}`);
    expect(result.lost).toBe(0);
    await expectNothingHalfWritten(mongoUri, `stack-${run}`);

    // Ctrl-C stops everything it started, leaving no process behind.
    process.kill(-second.pid!, 'SIGINT');
    await waitUntilGone(second.pid!, 30_000);
  });
});
