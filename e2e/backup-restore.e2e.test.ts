/**
 * Backup and restore, the round trip on the real stack, through the API (no browser):
 * guests send track and service requests with PDFs, a contact message and a join application; an
 * admin changes a status; `npm run backup` copies the running stack's database; the stack is
 * stopped and its whole data folder deleted (secrets included: every old token dies);
 * `npm run restore` fills a fresh embedded database on the same folder; a new stack on it shows the
 * admin the same records, the client the same dashboard, and every file downloads byte for byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { JoinApplicationRecord, RequestRecord } from '@consulting/contracts';
import { ROOT, freePort } from '../scripts/db.ts';
import { bundlesBuilt, mailboxFile, startStack, type RunningStack } from '../scripts/stack.ts';
import type { Manifest } from '../scripts/archive.ts';
import { E2E_FORM_ENV, guardBody } from './support/forms.ts';
import { CHOSEN_PASSWORD, mailedLinkToken } from './support/passwords.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
const admin = { email: 'admin@example.com', password: 'Admin-Pass-2025!' };
const run = Date.now().toString(36);
const client = { name: 'نادية الحربي', email: `nadia.${run}@example.com` };

let work: string;
let dataDir: string;
let backups: string;
let stack: RunningStack | undefined;
let brief: Buffer;
/** Every file sent, by the name it was sent under. */
const sent = new Map<string, Buffer>();

async function start(): Promise<RunningStack> {
  return startStack({
    port: await freePort(),
    dataDir,
    output: path.join(work, 'services.log'),
    log: () => {},
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REQUIRE_ADMIN_2FA: 'false',
      LOG_LEVEL: 'warn',
      ...E2E_FORM_ENV,
    },
  });
}

/** Runs `node scripts/<script> ...args` on the test's data folder, as `npm run` would; at most 90 s. */
function script(name: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', name), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 90_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function call<T>(method: string, url: string, options: { token?: string; json?: unknown; form?: FormData } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  // A restored stack may sign form tokens with the restored secrets: a fresh token each time.
  const body = await guardBody(stack!.url, method, url, options, { fresh: true });
  const res = await fetch(`${stack!.url}${url}`, {
    method,
    headers,
    body: body.form ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(path: '/api/admin/login' | '/api/user/login', credentials: { email: string; password: string }) {
  const { status, body } = await call<{ token: string }>('POST', path, { json: credentials });
  expect(status, `${path} as ${credentials.email}`).toBe(200);
  return body.token;
}

/** The password the client set, once set (it is restored with the database). */
let clientPassword: string | undefined;

/**
 * The client's password: the first call sets it with the set-password link of the mail a guest's
 * first request sends (read from the running stack's file mailbox, `mailboxFile(dataDir)`); later
 * calls answer the same password.
 */
async function mailedPassword(): Promise<string> {
  if (clientPassword) return clientPassword;
  const token = await mailedLinkToken(async (to) => {
    const text = await readFile(mailboxFile(dataDir), 'utf8').catch(() => '');
    const mails = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; text: string });
    return mails.filter((mail) => mail.to === to).reverse();
  }, client.email);
  const res = await fetch(`${stack!.url}/api/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, new_password: CHOSEN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return (clientPassword = CHOSEN_PASSWORD);
}

function pdf(marker: string, paddingBytes: number): Buffer {
  return Buffer.concat([
    brief,
    Buffer.from(`\n% ${marker}\n`),
    Buffer.from(`%${'x'.repeat(99)}\n`.repeat(paddingBytes / 101)),
  ]);
}

function requestForm(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    sent.set(file.name, file.bytes);
  }
  return form;
}

/** Signed links carry a 15-minute expiry and a signature: keep the path, which names the file. */
function withoutSignatures(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('sig=') ? value.replace(/\?.*$/, '') : value;
  if (Array.isArray(value)) return value.map(withoutSignatures);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutSignatures(v)]));
  }
  return value;
}

/** What the admin panel and the client dashboard read, signed links reduced to their paths. */
async function views(adminToken: string, clientToken: string) {
  const trackRequests = await call<{ requests: RequestRecord[] }>('GET', '/api/admin/track-requests', {
    token: adminToken,
  });
  const adminUrls = [
    '/api/admin/service-requests',
    '/api/admin/track-requests',
    '/api/admin/requests',
    '/api/admin/messages',
    '/api/admin/users',
    '/api/join-applications',
    '/api/admin/news',
    '/api/admin/services',
    '/api/admin/sectors',
    ...trackRequests.body.requests.map((r) => `/api/admin/track-requests/${r.id}/audit`),
  ];
  const clientUrls = ['/api/user/requests', '/api/endpoints/join-applications.php', '/api/endpoints/notifications.php'];
  const read = async (urls: string[], token: string) => {
    const result: Record<string, unknown> = {};
    for (const url of urls) {
      const { status, body } = await call<Record<string, unknown>>('GET', url, { token });
      expect(status, url).toBe(200);
      result[url] = body;
    }
    return result;
  };
  const adminView = await read(adminUrls, adminToken);
  const clientView = await read(clientUrls, clientToken);
  return {
    raw: { admin: adminView, client: clientView },
    admin: withoutSignatures(adminView),
    client: withoutSignatures(clientView),
  };
}

/** Downloads every file the dashboard and the admin lists link to: name → bytes. */
async function downloads(view: Awaited<ReturnType<typeof views>>['raw']): Promise<Map<string, Buffer>> {
  const links: [string, string][] = [];
  const requests = view.client['/api/user/requests'] as {
    service_requests: RequestRecord[];
    track_requests: RequestRecord[];
  };
  for (const r of [...requests.service_requests, ...requests.track_requests]) {
    if (r.attachment_url) links.push([r.attachment_name!, r.attachment_url]);
  }
  for (const a of (view.admin['/api/join-applications'] as { data: JoinApplicationRecord[] }).data) {
    if (a.cv_file) links.push([a.cv_file_name, a.cv_file]);
    if (a.profile_image) links.push([a.profile_image_name, a.profile_image]);
  }
  const files = new Map<string, Buffer>();
  for (const [name, link] of links) {
    const res = await fetch(new URL(link, stack!.url), { signal: AbortSignal.timeout(30_000) });
    expect(res.status, `download of ${name}`).toBe(200);
    files.set(name, Buffer.from(await res.arrayBuffer()));
  }
  return files;
}

beforeAll(async () => {
  if (!bundlesBuilt()) throw new Error('bundles are not built: run `npm run build` before the end-to-end tests');
  work = await mkdtemp(path.join(os.tmpdir(), 'backup-e2e-'));
  dataDir = path.join(work, 'data');
  backups = path.join(work, 'backups');
  brief = await readFile(path.join(testdata, 'project-brief.pdf'));
  stack = await start();
});

afterAll(async () => {
  await stack?.stop();
  if (!process.env.KEEP_E2E_DATA) await rm(work, { recursive: true, force: true });
});

describe('backup → delete the data folder → restore', () => {
  let before: Awaited<ReturnType<typeof views>>;
  let filesBefore: Map<string, Buffer>;
  let oldAdminToken: string;
  let folder: string;

  it('the stack holds requests with PDFs, a message, a join application and a status change', async () => {
    const guest = { user_name: client.name, user_email: client.email, user_phone: '+966500000001' };
    const big = pdf(`big ${run}`, 600 * 1024); // three GridFS chunks
    // The first request, as a guest, creates the account; the client sends the others signed
    // in (a guest's under an email that has an account would wait for its owner's confirmation).
    const first = await call('POST', '/api/track-requests', {
      form: requestForm(
        { ...guest, service_name: 'events', message: 'إطلاق منتج جديد في الرياض' },
        { field: 'attachment', name: 'launch-brief.pdf', type: 'application/pdf', bytes: big },
      ),
    });
    expect(first.status).toBe(201);
    const clientToken = await signIn('/api/user/login', {
      email: client.email,
      password: await mailedPassword(),
    });
    const answers = [
      await call('POST', '/api/track-requests', {
        token: clientToken,
        form: requestForm(
          { ...guest, service_name: 'financing', message: 'Financing a second branch' },
          { field: 'attachment', name: 'financing.pdf', type: 'application/pdf', bytes: pdf(`small ${run}`, 0) },
        ),
      }),
      await call('POST', '/api/service-requests', {
        token: clientToken,
        form: requestForm({ ...guest, service_name: 'consulting', message: 'A service request without a file' }),
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(
      (
        await call('POST', '/api/contact', {
          json: {
            name: 'Huda',
            email: 'huda@example.com',
            phone: '+966500000002',
            subject: 'Backup',
            message: 'مرحبا',
          },
        })
      ).status,
    ).toBe(201);

    const join = await call('POST', '/api/join-applications', {
      token: clientToken,
      form: requestForm(
        {
          full_name: client.name,
          email: client.email,
          phone: '0500000001',
          address: 'Riyadh',
          experience: '8 years',
          specialization: 'Events',
        },
        { field: 'cv_file', name: 'cv.pdf', type: 'application/pdf', bytes: brief },
      ),
    });
    expect(join.status).toBe(201);

    oldAdminToken = await signIn('/api/admin/login', admin);
    const { body } = await call<{ requests: RequestRecord[] }>('GET', '/api/admin/track-requests', {
      token: oldAdminToken,
    });
    const launch = body.requests.find((r) => r.attachment_name === 'launch-brief.pdf')!;
    const update = await call('PUT', `/api/admin/track-requests/${launch.id}`, {
      token: oldAdminToken,
      json: { status: 'reviewing', admin_notes: 'قيد المراجعة' },
    });
    expect(update.status).toBe(200);

    before = await views(oldAdminToken, clientToken);
    const dashboard = before.raw.client['/api/user/requests'] as {
      track_requests: RequestRecord[];
      service_requests: RequestRecord[];
    };
    expect(dashboard.track_requests).toHaveLength(2);
    expect(dashboard.service_requests).toHaveLength(1);
    expect((before.raw.client['/api/endpoints/notifications.php'] as { data: unknown[] }).data).toHaveLength(1);
    filesBefore = await downloads(before.raw);
    expect([...filesBefore.keys()].sort()).toEqual(['cv.pdf', 'financing.pdf', 'launch-brief.pdf']);
    for (const [name, bytes] of filesBefore) expect(bytes.equals(sent.get(name)!), name).toBe(true);
  });

  it('npm run backup copies the running stack into backups/<timestamp>/', async () => {
    const backup = await script('backup.ts', ['--out', backups]);
    // On failure, show what the backup printed before it stopped (where it waited).
    expect(backup.stderr, `backup's output:\n${backup.stdout}`).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`the running stack's database at ${stack!.database.uri}`);
    const names = await readdir(backups);
    expect(names).toHaveLength(1);
    folder = path.join(backups, names[0]);
    expect(backup.stdout.trim().split('\n').pop()).toBe(`backup: written to ${folder}`);
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.databases.map((d) => d.name)).toEqual(
      expect.arrayContaining(['consulting_content', 'consulting_identity', 'consulting_requests']),
    );
    const requests = manifest.databases.find((d) => d.name === 'consulting_requests')!;
    expect(requests.gridfs).toEqual(
      expect.arrayContaining([
        {
          bucket: 'attachments',
          files: 2,
          bytes: sent.get('launch-brief.pdf')!.length + sent.get('financing.pdf')!.length,
        },
        { bucket: 'join_applications', files: 1, bytes: brief.length },
      ]),
    );
    console.log(
      `backup of the seeded stack: ${manifest.totals.documents} documents, ${manifest.totals.bytes} bytes, ` +
        `read in ${manifest.duration_ms} ms (${manifest.consistency.method}); ${backup.stdout.match(/[\d.]+ s in all/)?.[0]}`,
    );
  });

  it('after the data folder is deleted, npm run restore and a new stack bring everything back', async () => {
    await stack!.stop();
    stack = undefined;
    if (process.env.MONGODB_URI) {
      // The stack's database is not in the data folder: empty it the way deleting the folder would.
      const mongo = new MongoClient(process.env.MONGODB_URI);
      for (const name of ['consulting_content', 'consulting_identity', 'consulting_requests'])
        await mongo.db(name).dropDatabase();
      await mongo.close();
    }
    await rm(dataDir, { recursive: true, force: true });

    const restore = await script('restore.ts', [folder]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/checksums verified/);
    expect(restore.stdout).toMatch(/restore: \d+ databases, \d+ collections, \d+ documents restored and counted/);

    stack = await start();
    // New secrets were generated with the new data folder: the old token is worthless.
    expect((await call('GET', '/api/admin/users', { token: oldAdminToken })).status).toBe(401);
    const adminToken = await signIn('/api/admin/login', admin);
    const clientToken = await signIn('/api/user/login', {
      email: client.email,
      password: await mailedPassword(),
    });

    const after = await views(adminToken, clientToken);
    expect(after.admin).toEqual(before.admin);
    expect(after.client).toEqual(before.client);
    const filesAfter = await downloads(after.raw);
    expect([...filesAfter.keys()].sort()).toEqual([...filesBefore.keys()].sort());
    for (const [name, bytes] of filesAfter) expect(bytes.equals(sent.get(name)!), `${name} byte for byte`).toBe(true);
  });
});
