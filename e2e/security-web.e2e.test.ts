/**
 * OWASP ASVS Level 2 for the web, through the gateway of one running site: each attack fails and
 * the honest path still works.
 * - An editor cannot reroute lead alerts: changing the staff inbox answers 403 and changes
 *   nothing, while the same editor still edits the team.
 * - A page head reflects nothing of the request: `GET /about"q<b>` writes no raw path into an
 *   attribute, and canonical links start with PUBLIC_URL whatever `Host` says.
 * - Every page and API answer carries CSP `object-src 'none'` and a Permissions-Policy.
 * - A PDF a visitor uploaded downloads as an attachment under CSP `sandbox`, never as a page of
 *   the site's origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { withGuard } from './support/forms.ts';
import { setPasswordFromMail } from './support/passwords.ts';
import { startSite, type Site } from './support/site.ts';

const TESTDATA = path.resolve(import.meta.dirname, '../../shared/testdata');
const EDITOR_EMAIL = 'huda.editor@example.com';

let site: Site;
let adminToken: string;
let editorToken: string;
/** The signed link of the uploaded PDF (its `sig` is a credential). */
let signedLink: string;

/** A JSON call through the gateway; the parsed body (null when it is not JSON). */
async function call(method: string, apiPath: string, token?: string, body?: unknown) {
  const res = await fetch(`${site.url}${apiPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> | null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: res.status, body: json, text };
}

/** A staff token for `email` and `password`. */
async function signIn(email: string, password: string): Promise<string> {
  const login = await call('POST', '/api/admin/login', undefined, { email, password });
  expect(login.status, login.text).toBe(200);
  return String(login.body?.token);
}

/** A GET sent byte for byte as written (fetch would percent-encode `"` and `<`), with `headers`. */
function rawGet(
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: requestPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every `href` of the head's canonical and alternate links. */
const headLinks = (html: string) =>
  parse(html)
    .querySelectorAll('head link[rel=canonical], head link[rel=alternate]')
    .map((link) => link.getAttribute('href') ?? '');

beforeAll(async () => {
  // The admin signs in with a password alone here: two-factor enrolment is another test's subject.
  site = await startSite({ env: { REQUIRE_ADMIN_2FA: 'false' } });
  adminToken = await signIn(site.admin.email, site.admin.password);
});
afterAll(async () => {
  await site?.stop();
});

describe('who may change where lead alerts go', () => {
  const settingsPath = '/api/admin/site-content/settings';
  /** The settings as a PUT body. */
  const settingsBody = async () => {
    const { settings } = (await call('GET', settingsPath, adminToken)).body as { settings: Record<string, unknown> };
    const { company_profile: _profile, updated_at: _at, ...fields } = settings;
    return fields;
  };

  it('an admin adds an editor, who sets a password from the mailed link and signs in', async () => {
    const added = await call('POST', '/api/admin/staff', adminToken, {
      name: 'هدى المحررة',
      email: EDITOR_EMAIL,
      role: 'editor',
    });
    expect(added.status, added.text).toBe(201);
    const password = await setPasswordFromMail(site.url, site.outbox, EDITOR_EMAIL);
    editorToken = await signIn(EDITOR_EMAIL, password);
  });

  it("refuses an editor's new staff inbox with 403, and the inbox stays the admin's", async () => {
    const admin = await call('PUT', settingsPath, adminToken, {
      ...(await settingsBody()),
      staff_inbox: 'leads@consulting.example.sa',
    });
    expect(admin.status, admin.text).toBe(200);

    const before = (await call('GET', settingsPath, adminToken)).body?.settings;
    const attack = await call('PUT', settingsPath, editorToken, {
      ...(await settingsBody()),
      tagline_en: 'Rerouted',
      staff_inbox: 'attacker@outside.example',
    });
    expect(attack.status).toBe(403);
    expect(attack.body).toEqual({ success: false, error: expect.stringContaining('للمدير فقط') });
    // Nothing was saved, not even the tagline: lead alerts still go to the admin's inbox.
    const after = (await call('GET', settingsPath, adminToken)).body?.settings;
    expect(after).toEqual(before);
    expect(after).toMatchObject({ staff_inbox: 'leads@consulting.example.sa' });
  });

  it('still lets the editor save the other settings and edit the team', async () => {
    const settings = await call('PUT', settingsPath, editorToken, {
      ...(await settingsBody()),
      tagline_en: 'Edited by the editor',
    });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body?.settings).toMatchObject({
      tagline_en: 'Edited by the editor',
      staff_inbox: 'leads@consulting.example.sa',
    });

    const team = await call('GET', '/api/admin/site-content/team', editorToken);
    expect(team.status).toBe(200);
    const [member] = (team.body as { items: Record<string, unknown>[] }).items;
    // The body is the record as listed (unknown fields are ignored), with one change.
    const edited = await call('PUT', `/api/admin/site-content/team/${String(member!.id)}`, editorToken, {
      ...member,
      name_en: 'Edited Member',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body?.item).toMatchObject({ name_en: 'Edited Member' });
  });
});

describe('page heads reflect nothing of the request', () => {
  it('writes no raw path of `GET /about"q<b>` into the page, whatever Host is sent', async () => {
    const page = await rawGet('/about"q<b>', { host: 'evil.example' });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('q<b>');
    expect(page.body).not.toContain('about"q');
    expect(page.body).not.toContain('evil.example');
    for (const href of headLinks(page.body)) expect(href.startsWith(`${site.url}/`)).toBe(true);
  });

  it('builds the canonical and language links of a page from PUBLIC_URL and its known path', async () => {
    const page = await rawGet('/about/?x="><b>', { host: 'evil.example' });
    expect(page.status).toBe(200);
    const links = headLinks(page.body);
    // startSite's PUBLIC_URL is the site's own address.
    expect(links[0]).toBe(`${site.url}/about?lang=ar`);
    expect(links).toContain(`${site.url}/about?lang=en`);
    for (const href of links) expect(href.startsWith(`${site.url}/about`)).toBe(true);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('"><b>');
  });
});

describe('security headers', () => {
  it("sends CSP object-src 'none' and a Permissions-Policy on pages and API answers", async () => {
    const answers = {
      page: await fetch(`${site.url}/about`),
      api: await fetch(`${site.url}/api/services`),
      signedIn: await fetch(`${site.url}/api/admin/site-content/settings`, {
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.status, what).toBe(200);
      expect(res.headers.get('content-security-policy'), what).toContain("object-src 'none'");
      const policy = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, what).toContain(`${feature}=()`);
      }
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      await res.arrayBuffer();
    }
  });
});

describe('files visitors upload', () => {
  it('download as an attachment of their name, sandboxed, never as a page of the site', async () => {
    const pdf = await readFile(path.join(TESTDATA, 'project-brief.pdf'));
    const form = new FormData();
    for (const [key, value] of Object.entries({
      service_name: 'launch',
      user_name: 'Rana',
      user_email: 'rana.uploader@example.com',
      message: 'Our brief is attached',
    }))
      form.append(key, value);
    form.append('attachment', new Blob([pdf], { type: 'application/pdf' }), 'ملخص المشروع.pdf');
    const sent = await fetch(`${site.url}/api/service-requests`, {
      method: 'POST',
      body: await withGuard(form, site.url),
    });
    expect(sent.status).toBe(201);
    const { request } = (await sent.json()) as { request: { attachment_url: string } };

    const file = await fetch(`${site.url}${request.attachment_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(file.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('ملخص المشروع.pdf')}`,
    );
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    signedLink = request.attachment_url;
  });
});

describe('the logs of the gateway and the services', () => {
  it('hold no token of a link, a query or a header', async () => {
    const verify = await fetch(`${site.url}/api/admin/verify?token=${adminToken}`);
    expect(verify.status).toBe(200);
    await verify.arrayBuffer();
    const sig = new URL(signedLink, site.url).searchParams.get('sig')!;
    // Lines reach the log file a moment after the answer.
    await expect.poll(async () => readFile(site.logFile, 'utf8')).toContain('/api/admin/verify?token=[redacted]');
    const log = await readFile(site.logFile, 'utf8');
    expect(log).toContain('sig=[redacted]');
    expect(log).not.toContain(adminToken);
    expect(log).not.toContain(editorToken);
    expect(log).not.toContain(sig);
  });
});
