/**
 * Scale-out: three instances of the requests service behind the gateway. Signed-in
 * clients submit service and track requests and read their list while one instance is stopped
 * in the middle of the load, once gracefully (SIGTERM: it drains, the gateway takes it out
 * first) and once by a crash (SIGKILL). Every submission answered with success is stored
 * exactly once, the list reads keep succeeding (the gateway retries them on another instance),
 * and after the stop the gateway keeps answering new requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from '../scripts/db.ts';
import { mailboxFile, startStack, type RunningStack } from '../scripts/stack.ts';
import { E2E_FORM_ENV, guardFields } from './support/forms.ts';
import { CHOSEN_PASSWORD, mailedLinkToken } from './support/passwords.ts';

const INSTANCES = 3;
/** The instance that is stopped. */
const STOPPED = 1;
const CLIENTS = 5;
const CONCURRENCY = 20;
/** Submissions answered before the instance is stopped. */
const STOP_AFTER = 100;
/** The load goes on this long after the stopped instance has exited (ms). */
const LOAD_AFTER_STOP_MS = 2000;
const MAX_SUBMISSIONS = 800;
const ROUTES = ['/api/service-requests', '/api/track-requests'];

/** A multipart request form as the public pages send it (spec §7). */
/** The guard fields every public form carries, fetched once the stack is up. */
let guard: Record<string, string> = {};

function requestForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...guard })) form.append(key, value);
  return form;
}

/** Submissions one instance answered 201 (its `http_requests_total` for `routes`), from its /metrics. */
async function submissionsServedBy(instanceUrl: string, routes = ROUTES): Promise<number> {
  const text = await (await fetch(`${instanceUrl}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (
      line.startsWith('http_requests_total{') &&
      line.includes('method="POST"') &&
      routes.some((route) => line.includes(`route="${route}"`)) &&
      line.includes('status="201"')
    ) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

interface Submission {
  marker: string;
  status: number;
  id?: string;
  /** The answer's `error`, or its first characters when it was not JSON (who answered a failure). */
  error?: string;
}

describe.each([
  { mode: 'stopped gracefully (SIGTERM)', crash: false },
  { mode: 'killed (SIGKILL)', crash: true },
])('three requests instances behind the gateway, one $mode under load', ({ crash }) => {
  let stack: RunningStack;
  let dataDir: string;
  let mongo: MongoClient;
  const run = `scale-out-${crash ? 'kill' : 'term'}-${Date.now().toString(36)}`;
  const clients: { email: string; token: string }[] = [];
  const submissions: Submission[] = [];
  const reads: number[] = [];
  const servedBeforeStop: number[] = [];
  let stopFinishedAt = 0;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'scale-out-e2e-'));
    stack = await startStack({
      port: await freePort(),
      dataDir,
      output: path.join(dataDir, 'services.log'),
      log: () => {},
      instances: { requests: INSTANCES },
      env: {
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'Admin-Pass-2025!',
        REQUIRE_ADMIN_2FA: 'false',
        LOG_LEVEL: 'warn',
        ...E2E_FORM_ENV,
      },
    });
    guard = await guardFields(stack.url);
    mongo = new MongoClient(stack.database.uri);
    await mongo.connect();
    // Each client's first request, as a guest, creates the account; the link to set its password comes by mail.
    for (let i = 0; i < CLIENTS; i++) {
      const email = `${run}-client${i}@example.com`;
      const first = await fetch(`${stack.url}/api/service-requests`, {
        method: 'POST',
        body: requestForm({ service_name: 'events', user_name: `Client ${i}`, user_email: email, message: 'first' }),
      });
      expect(first.status).toBe(201);
      const token = await mailedLinkToken(async (to) => {
        const text = await readFile(mailboxFile(dataDir), 'utf8').catch(() => '');
        const mails = text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string; text: string });
        return mails.filter((mail) => mail.to === to).reverse();
      }, email);
      const password = CHOSEN_PASSWORD;
      const reset = await fetch(`${stack.url}/api/password/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, new_password: password }),
      });
      expect(reset.status).toBe(200);
      const login = await fetch(`${stack.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      clients.push({ email, token: ((await login.json()) as { token: string }).token });
    }
  });

  afterAll(async () => {
    await mongo?.close();
    await stack?.stop();
    if (dataDir && !process.env.KEEP_E2E_DATA) await rm(dataDir, { recursive: true, force: true });
  });

  async function stopOneInstance(): Promise<void> {
    for (const url of stack.instanceUrls('requests')) servedBeforeStop.push(await submissionsServedBy(url));
    if (crash) process.kill(stack.pids().requests[STOPPED], 'SIGKILL');
    await stack.stopInstance('requests', STOPPED);
    stopFinishedAt = Date.now();
  }

  it('keeps serving while the instance stops: every read succeeds', async () => {
    expect(stack.instanceUrls('requests')).toHaveLength(INSTANCES);
    expect(stack.pids().requests).toHaveLength(INSTANCES);
    let answered = 0;
    let next = 0;
    let stopping: Promise<void> | undefined;
    const loadGoesOn = () =>
      next < MAX_SUBMISSIONS && (stopFinishedAt === 0 || Date.now() < stopFinishedAt + LOAD_AFTER_STOP_MS);

    async function client(): Promise<void> {
      while (loadGoesOn()) {
        const n = next++;
        const { email, token } = clients[n % CLIENTS];
        const auth = { authorization: `Bearer ${token}` };
        const marker = `${run} #${n}`;
        const res = await fetch(`${stack.url}${ROUTES[n % 2]}`, {
          method: 'POST',
          headers: auth,
          body: requestForm({ service_name: 'launch', user_name: 'Client', user_email: email, message: marker }),
        });
        const text = await res.text();
        const body = (() => {
          try {
            return JSON.parse(text) as { request?: { id: string }; error?: string };
          } catch {
            return { error: text.slice(0, 120) };
          }
        })();
        submissions.push({
          marker,
          status: res.status,
          id: body.request?.id,
          ...(res.ok ? {} : { error: body.error }),
        });
        if (++answered === STOP_AFTER) stopping = stopOneInstance();
        if (n % 3 === 0) {
          const list = await fetch(`${stack.url}/api/user/requests`, { headers: auth });
          await list.arrayBuffer();
          reads.push(list.status);
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, client));
    await stopping;

    expect(stopFinishedAt).toBeGreaterThan(0);
    expect(stack.pids().requests).toHaveLength(INSTANCES - 1);
    // Before the stop, the gateway had spread the submissions over all three instances.
    expect(servedBeforeStop).toHaveLength(INSTANCES);
    for (const served of servedBeforeStop) expect(served).toBeGreaterThan(0);
    expect(reads.length).toBeGreaterThan(STOP_AFTER / 3);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    const failed = submissions.filter((s) => s.status !== 201);
    if (failed.some((s) => s.status !== 503)) {
      // Which process failed, and why: the services' error lines (a rare 500 seen on CI only).
      const log = await readFile(path.join(dataDir, 'services.log'), 'utf8').catch(() => '');
      console.log(
        log
          .split('\n')
          .filter((line) => /"level":(50|60)|"status":5\d\d/.test(line))
          .slice(0, 20)
          .join('\n'),
      );
    }
    if (crash) {
      // Only submissions the killed instance was working on may fail, and only as unavailable.
      expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);
      expect(failed.filter((s) => s.status !== 503)).toEqual([]);
    } else {
      // Drained first, so nothing was lost.
      expect(failed).toEqual([]);
    }
    expect(submissions.length - failed.length).toBeGreaterThan(STOP_AFTER);
  });

  it('has stored every submission answered with success exactly once', async () => {
    const db = mongo.db('consulting_requests');
    const filter = { message: { $regex: `^${run} #` } };
    const stored = [
      ...(await db.collection('service_requests').find(filter).toArray()),
      ...(await db.collection('track_requests').find(filter).toArray()),
    ];
    const copies = new Map<string, string[]>();
    for (const doc of stored) {
      const message = String(doc.message);
      copies.set(message, [...(copies.get(message) ?? []), String(doc._id)]);
    }
    for (const submission of submissions) {
      const ids = copies.get(submission.marker) ?? [];
      if (submission.status === 201) expect(ids, submission.marker).toEqual([submission.id]);
      else expect(ids.length, submission.marker).toBeLessThanOrEqual(1);
    }
    // Nothing stored that no client sent.
    expect(stored.length).toBeLessThanOrEqual(submissions.length);
  });

  it('answers new requests after the stop through the instances left', async () => {
    expect(stopFinishedAt).toBeGreaterThan(0);
    const left = stack.instanceUrls('requests').filter((_, i) => i !== STOPPED);
    const servedBefore = await Promise.all(left.map((url) => submissionsServedBy(url)));
    const { email, token } = clients[0];
    const auth = { authorization: `Bearer ${token}` };
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${stack.url}/api/track-requests`, {
        method: 'POST',
        headers: auth,
        body: requestForm({ user_name: 'Client', user_email: email, message: `${run} after #${i}` }),
      });
      expect(res.status).toBe(201);
    }
    const list = await fetch(`${stack.url}/api/user/requests`, { headers: auth });
    expect(list.status).toBe(200);
    const { track_requests } = (await list.json()) as { track_requests: { message: string }[] };
    expect(track_requests.filter((r) => r.message.startsWith(`${run} after #`))).toHaveLength(20);
    const servedAfter = await Promise.all(left.map((url) => submissionsServedBy(url)));
    expect(servedAfter[0] + servedAfter[1] - servedBefore[0] - servedBefore[1]).toBe(20);
  });
});
