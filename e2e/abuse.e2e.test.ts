/**
 * The abuse guards through the gateway, on the running site: floods answered 429 with nothing stored
 * beyond the limit, two gateways sharing one limit, every spelling of a path counted as one,
 * bots answered as people and storing nothing, answers that do not tell who has an account,
 * a deactivated client's token refused at once, `no-store` on authenticated answers, and
 * malformed multipart refused without a 5xx. Extra gateways are started on the site's services
 * and database with low limits, as a second instance in production would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { freePort } from '../scripts/db.ts';
import { waitForOk } from '../scripts/stack.ts';
import { startSite, type Site } from './support/site.ts';
import { guardFields, withGuard } from './support/forms.ts';
import { setPasswordFromMail } from './support/passwords.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const run = Date.now().toString(36);
let site: Site;
let mongo: MongoClient;
const gateways: ChildProcess[] = [];

beforeAll(async () => {
  site = await startSite();
  mongo = new MongoClient(site.stack.database.uri);
  await mongo.connect();
});

afterAll(async () => {
  for (const child of gateways) child.kill('SIGTERM');
  await mongo?.close();
  await site?.stop();
});

/**
 * Starts one more gateway on the site's services and database, counting its limits in the
 * database `dbName` (gateways given the same name share their limits), with `limits` per client.
 */
async function startGateway(dbName: string, limits: { formPerHour: number; signInPerMinute: number }): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'services', 'gateway', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      IDENTITY_URL: site.stack.instanceUrls('identity').join(','),
      CONTENT_URL: site.stack.instanceUrls('content').join(','),
      REQUESTS_URL: site.stack.instanceUrls('requests').join(','),
      MONGODB_URI: site.stack.database.uri,
      GATEWAY_DB_NAME: dbName,
      FORM_RATE_LIMIT_PER_HOUR: String(limits.formPerHour),
      AUTH_RATE_LIMIT_PER_MINUTE: String(limits.signInPerMinute),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  gateways.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/healthz`, 30_000);
  return url;
}

const contact = (subject: string, extra: Record<string, string> = {}) => ({
  name: 'Flood',
  email: `flood-${run}@example.com`,
  phone: '0500000000',
  subject,
  message: 'Buy now',
  ...extra,
});

async function postJson(url: string, body: unknown) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

const contactMessages = () => mongo.db('consulting_content').collection('contact_messages');

describe('limits every gateway shares', () => {
  it('a flood through two gateways: the limit is one, the rest 429 with Retry-After, nothing beyond it stored', async () => {
    const shared = `abuse_limits_${run}`;
    const [first, second] = [
      await startGateway(shared, { formPerHour: 4, signInPerMinute: 100 }),
      await startGateway(shared, { formPerHour: 4, signInPerMinute: 100 }),
    ];
    const subject = `flood ${run}`;
    const guard = await guardFields(site.url);
    const answers: Response[] = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await postJson(`${i % 2 ? second : first}/api/contact`, contact(subject, guard)));
    }
    const statuses = answers.map((res) => res.status);
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(statuses.slice(4)).toEqual([429, 429, 429, 429, 429, 429]);
    const limited = answers[9];
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, error: 'Too many attempts, please try again later' });
    expect(await contactMessages().countDocuments({ subject })).toBe(4);
  });

  it('every spelling of the sign-in path counts against one limit', async () => {
    const gateway = await startGateway(`abuse_paths_${run}`, { formPerHour: 100, signInPerMinute: 3 });
    const spellings = [
      '/api/user/login',
      '/api/user/login/',
      '/API/User/Login',
      '/api/user/%6Cogin',
      '//api//user/login',
      '/api/user/login%2F',
    ];
    const statuses: number[] = [];
    for (const spelling of spellings) {
      statuses.push(
        (await postJson(`${gateway}${spelling}`, { email: 'nobody@example.com', password: 'wrong' })).status,
      );
    }
    // Three tries of any spelling, then every spelling is refused.
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
  });
});

describe('bots', () => {
  it('a filled honeypot is answered as a success, stores nothing, and is counted in /metrics', async () => {
    const subject = `honeypot ${run}`;
    const res = await postJson(`${site.url}/api/contact`, {
      ...contact(subject, await guardFields(site.url)),
      website: 'https://spam.example',
    });
    expect(res.status).toBe(201);
    // With a reference-shaped decoy, as a person's message gets its reference.
    expect(await res.json()).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
      reference: expect.stringMatching(/^CM-\d{4}-\d{6}$/),
    });
    expect(await contactMessages().countDocuments({ subject })).toBe(0);
    const metrics = await (await fetch(`${site.stack.instanceUrls('content')[0]}/metrics`)).text();
    expect(metrics).toMatch(/public_form_bots_caught_total\{[^}]*form="contact"[^}]*reason="honeypot"[^}]*\} [1-9]/);
  });

  it('a form without a valid token is refused with a message a person can act on', async () => {
    const res = await postJson(`${site.url}/api/contact`, { ...contact(`no token ${run}`), privacy_consent: true });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/reload the page/);
  });
});

describe('no enumeration', () => {
  it('register and the newsletter answer the same for a known and an unknown email', async () => {
    const known = `known-${run}@example.com`;
    const register = async (email: string) => {
      const res = await postJson(`${site.url}/api/user/register`, { name: 'Someone', email });
      return { status: res.status, body: await res.json() };
    };
    const firstTime = await register(known);
    expect(firstTime.status).toBeLessThan(300);
    expect(await register(known)).toEqual(firstTime);
    expect(await register(`unknown-${run}@example.com`)).toEqual(firstTime);
    // What differs goes to the inbox only: the new account's sign-in details (the "you already
    // have an account" mail waits ten minutes after an account's creation).
    expect((await site.outbox(known)).length).toBeGreaterThanOrEqual(1);

    const subscribe = async (email: string) => {
      const res = await postJson(`${site.url}/api/newsletter`, { email, ...(await guardFields(site.url)) });
      return { status: res.status, body: await res.json() };
    };
    const subscribed = await subscribe(known);
    expect(subscribed.status).toBe(201);
    expect(await subscribe(known)).toEqual(subscribed);
  });
});

/** Sends a guest track request (no token) under `email` through the site; resolves its answer. */
async function guestTrackRequest(email: string, message: string, token?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ service_name: 'events', user_name: 'Guest', user_email: email, message }))
    form.append(key, value);
  const res = await fetch(`${site.url}/api/track-requests`, {
    method: 'POST',
    body: await withGuard(form, site.url),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function signInAsClient(email: string): Promise<string> {
  const password = await setPasswordFromMail(site.url, site.outbox, email);
  const login = await postJson(`${site.url}/api/user/login`, { email, password });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

describe("requests under someone else's email are held", () => {
  it("shows in the owner's dashboard only after the mailed single-use link is used, flagged unconfirmed to admins", async () => {
    const owner = `owner-${run}@example.com`;
    const first = await guestTrackRequest(owner, `own first request ${run}`);
    expect(first.status).toBe(201);
    const token = await signInAsClient(owner);
    const mine = async () => {
      const res = await fetch(`${site.url}/api/user/requests`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { track_requests: { message: string }[] };
      return body.track_requests.map((r) => r.message);
    };
    expect(await mine()).toEqual([`own first request ${run}`]);

    // A stranger files a request under the owner's email: the answer is the same as a new guest's.
    const strangers = `please open the attached invoice ${run}`;
    const held = await guestTrackRequest(owner, strangers);
    expect(held.status).toBe(201);
    expect(Object.keys(held.body).sort()).toEqual(Object.keys(first.body).sort());
    expect(held.body.message).toBe(first.body.message);
    expect(await mine()).toEqual([`own first request ${run}`]);

    const admin = (await (await postJson(`${site.url}/api/admin/login`, site.admin)).json()) as { token: string };
    const adminList = await fetch(`${site.url}/api/admin/track-requests?q=${encodeURIComponent(owner)}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const { requests } = (await adminList.json()) as { requests: { message: string; unconfirmed?: boolean }[] };
    expect(requests.find((r) => r.message === strangers)?.unconfirmed).toBe(true);
    expect(requests.find((r) => r.message === `own first request ${run}`)?.unconfirmed).toBeUndefined();

    // The outbox's order within one second is not the sending order: find the mail by its link.
    const mails = (await site.outbox(owner)).map((mail) => mail.text).join('\n');
    const link = /https?:\/\/\S+\/api\/requests\/confirm\?token=[\w-]+/.exec(mails)?.[0];
    expect(link, mails).toBeTruthy();
    const onSite = `${site.url}${new URL(link!).pathname}${new URL(link!).search}`;
    // Opening the link (a mail scanner does too) confirms nothing.
    const opened = await fetch(onSite);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<form method="post"');
    expect(await mine()).toEqual([`own first request ${run}`]);
    // The page's button confirms; the link then works no more.
    const confirmed = await fetch(onSite, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect((await mine()).sort()).toEqual([`own first request ${run}`, strangers].sort());
    expect((await fetch(onSite, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });
});

describe('sessions end when they should', () => {
  it("a deactivated client's old token is refused on every service within 1 s, and authenticated answers are no-store", async () => {
    const email = `deactivated-${run}@example.com`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      service_name: 'events',
      user_name: 'Soon Gone',
      user_email: email,
      message: 'first request',
    }))
      form.append(key, value);
    expect(
      (await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: await withGuard(form, site.url) })).status,
    ).toBe(201);
    const password = await setPasswordFromMail(site.url, site.outbox, email);
    const login = await postJson(`${site.url}/api/user/login`, { email, password });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: { id: string } };
    const auth = { authorization: `Bearer ${token}` };
    const clientReads = [
      '/api/user/requests',
      '/api/endpoints/join-applications.php',
      '/api/endpoints/notifications.php',
    ];
    for (const read of clientReads) {
      const res = await fetch(`${site.url}${read}`, { headers: auth });
      expect(res.status, read).toBe(200);
      expect(res.headers.get('cache-control'), read).toBe('no-store');
      expect(res.headers.get('vary') ?? '', read).toMatch(/authorization/i);
    }
    expect((await fetch(`${site.url}/api/admin/messages`, { headers: auth })).status).toBe(403);
    const admin = (await (await postJson(`${site.url}/api/admin/login`, site.admin)).json()) as { token: string };
    const deactivate = await fetch(`${site.url}/api/admin/users/${user.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ is_active: false }),
    });
    expect(deactivate.status).toBe(200);
    const deactivatedAt = Date.now();
    // Requests (client reads) and identity (its revocation answer, which content and requests ask).
    for (const read of clientReads)
      expect((await fetch(`${site.url}${read}`, { headers: auth })).status, read).toBe(401);
    const { INTERNAL_TOKEN } = JSON.parse(await readFile(path.join(site.dataDir, 'secrets.json'), 'utf8')) as {
      INTERNAL_TOKEN: string;
    };
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string };
    const revoked = await fetch(`${site.stack.instanceUrls('identity')[0]}/internal/tokens/${jti}`, {
      headers: { 'x-internal-token': INTERNAL_TOKEN },
    });
    expect(await revoked.json()).toMatchObject({ revoked: true });
    // Content: a revoked token is no user at all (401), not a known user without the role (403).
    expect((await fetch(`${site.url}/api/admin/messages`, { headers: auth })).status).toBe(401);
    expect(Date.now() - deactivatedAt).toBeLessThan(1000);
  });
});

describe('personal data under Saudi PDPL', () => {
  it('an admin exports everything about one email as a zip, then erases it across the services', async () => {
    const email = `pdpl-${run}@example.com`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      service_name: 'events',
      user_name: 'Private Person',
      user_email: email,
      message: `my private request ${run}`,
    }))
      form.append(key, value);
    form.append(
      'attachment',
      new Blob([await readFile(path.join(ROOT, '../shared/testdata/project-brief.pdf'))], { type: 'application/pdf' }),
      'private-brief.pdf',
    );
    expect(
      (await fetch(`${site.url}/api/track-requests`, { method: 'POST', body: await withGuard(form, site.url) })).status,
    ).toBe(201);
    const contactSubject = `private message ${run}`;
    expect(
      (await postJson(`${site.url}/api/contact`, { ...contact(contactSubject, await guardFields(site.url)), email }))
        .status,
    ).toBe(201);
    const clientToken = await signInAsClient(email);
    const admin = (await (await postJson(`${site.url}/api/admin/login`, site.admin)).json()) as { token: string };
    const asAdmin = { authorization: `Bearer ${admin.token}` };
    const exportUrl = `${site.url}/api/admin/privacy/export?email=${encodeURIComponent(email.toUpperCase())}`;

    expect((await fetch(exportUrl, { headers: { authorization: `Bearer ${clientToken}` } })).status).toBe(403);
    expect((await fetch(`${site.url}/api/admin/privacy/export?email=nope`, { headers: asAdmin })).status).toBe(400);
    const exported = await fetch(exportUrl, { headers: asAdmin });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    const zip = Buffer.from(await exported.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Zip entry names are stored as they are: the three parts and the request's PDF.
    for (const name of ['identity.json', 'content.json', 'requests.json', 'private-brief.pdf']) {
      expect(zip.includes(Buffer.from(name)), name).toBe(true);
    }

    const erase = (body: unknown) =>
      fetch(`${site.url}/api/admin/privacy/erase`, {
        method: 'POST',
        headers: { ...asAdmin, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const mismatch = await erase({ email, confirm_email: `other-${email}` });
    expect(mismatch.status).toBe(400);
    expect(await contactMessages().countDocuments({ subject: contactSubject })).toBe(1);
    const erased = await erase({ email, confirm_email: email });
    expect(erased.status).toBe(200);
    const { erased: counts } = (await erased.json()) as {
      erased: {
        identity: number;
        content: { contact_messages: number };
        requests: { track_requests: number; files: number };
      };
    };
    expect(counts.identity).toBe(1);
    expect(counts.content.contact_messages).toBe(1);
    expect(counts.requests.track_requests).toBe(1);
    expect(counts.requests.files).toBeGreaterThanOrEqual(1);
    expect(await contactMessages().countDocuments({ subject: contactSubject })).toBe(0);
    expect(
      await mongo.db('consulting_requests').collection('track_requests').countDocuments({ user_email: email }),
    ).toBe(0);
    expect(await mongo.db('consulting_identity').collection('users').countDocuments({ email })).toBe(0);
    // The erased client's session ends with the account.
    expect(
      (await fetch(`${site.url}/api/user/requests`, { headers: { authorization: `Bearer ${clientToken}` } })).status,
    ).toBe(401);
    // A second run finds nothing left.
    const again = (await (await erase({ email, confirm_email: email })).json()) as { erased: { identity: number } };
    expect(again.erased.identity).toBe(0);
  });
});

describe('errors', () => {
  const multipart = (body: string, boundary = 'xyz') =>
    fetch(`${site.url}/api/track-requests`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });

  it('malformed multipart answers 400, 413 or 415 and never a 5xx', async () => {
    const part = (name: string, value: string) =>
      `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const answers = [
      await multipart(`${part('user_name', 'Cut')}--xyz\r\nContent-Disposition: form-data; name="message"\r\n\r\nhal`),
      await multipart(`${part('user_name', 'Bad')}--xyz--\r\n`, ''),
      await fetch(`${site.url}/api/track-requests`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      }),
      await multipart(`${Array.from({ length: 3000 }, (_, i) => part(`f${i}`, 'x')).join('')}--xyz--\r\n`),
      await multipart(
        `${part('user_name', 'Renamed')}--xyz\r\nContent-Disposition: form-data; name="evil"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--xyz--\r\n`,
      ),
    ];
    for (const res of answers) expect([400, 413, 415]).toContain(res.status);
  });
});
