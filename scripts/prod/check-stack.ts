/**
 * `node scripts/prod/check-stack.ts`: checks the production stack that `npm run prod:try` runs
 * (docker-compose.yml with docker-compose.ci.yml, over https), as CI does on every change:
 *
 * 1. flow: in Chromium, a guest sends a track request with a PDF; the guest's mail reaches the
 *    mail catcher; an admin finds the request with its attachment and marks it as reviewing; the
 *    guest sets a password from the mailed link, signs in and reads the new status;
 * 2. faults: contact messages are acknowledged, then the requests, content and database
 *    containers are killed (SIGKILL from the host: a crash, which the restart policy answers);
 *    every container is healthy again and every acknowledged message is still there;
 * 3. redeploy: with a page open, mfe-public is rebuilt with other content and redeployed
 *    (scripts/prod/redeploy.sh); the open page still navigates to pages it had not loaded, and
 *    a new page shows the new build.
 *
 * Reads the stack's settings from .tools/prod/stack.env. Run it with NODE_EXTRA_CA_CERTS set to
 * Caddy's local CA (.tools/prod/caddy-root.crt), as scripts/prod/ci.sh does. Prints one line per
 * check with its figures and exits 1 at the first failure. A live stack has no fake clock: the
 * waits below are the real time the site asks of a person (a form's minimum fill time) or of a
 * restarting container.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseEnv } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { FORM_MIN_FILL_MS } from '@consulting/contracts';
import { launchBrowser, openPage } from '../../e2e/support/browser.ts';
import { guardFields } from '../../e2e/support/forms.ts';
import { CHOSEN_PASSWORD } from '../../e2e/support/passwords.ts';

const root = path.resolve(import.meta.dirname, '../..');
const testdata = path.join(root, '../shared/testdata');
const tools = process.env.PROD_TOOLS ?? path.join(root, '.tools/prod');
/** The `KEY=value` lines of stack.env (redeploy.sh rewrites the tags in it). */
const readSettings = () => parseEnv(readFileSync(path.join(tools, 'stack.env'), 'utf8')) as Record<string, string>;
const settings = readSettings();
const site = settings.PUBLIC_URL;
const mailCatcher = 'http://127.0.0.1:8025';
const admin = {
  email: settings.ADMIN_EMAIL,
  password: readFileSync(path.join(settings.SECRETS_DIR, 'admin_password'), 'utf8'),
};
const project = 'consulting-site';
const run = Date.now().toString(36);

function report(check: string, detail: string): void {
  console.log(`check: ${check}: ${detail}`);
}

function podman(...args: string[]): string {
  return execFileSync('podman', args, { encoding: 'utf8' }).trim();
}

/** Seconds until every container of the stack is healthy again (at most `timeoutS`). */
async function waitHealthy(timeoutS: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const pending = podman(
      'ps',
      '-a',
      '--filter',
      `label=io.podman.compose.project=${project}`,
      '--format',
      '{{.Names}} {{.Status}}',
    )
      .split('\n')
      .filter((line) => line && !line.includes('(healthy)'));
    if (pending.length === 0) return (Date.now() - started) / 1000;
    if (Date.now() - started > timeoutS * 1000)
      throw new Error(`not healthy after ${timeoutS} s: ${pending.join('; ')}`);
    await delay(1000);
  }
}

/** Kills a container's main process from the host, as a crash would, and waits for its restart. */
async function crash(service: string): Promise<number> {
  const container = `${project}_${service}_1`;
  const before = podman('inspect', '--format', '{{.State.Pid}}', container);
  process.kill(Number(before), 'SIGKILL');
  const started = Date.now();
  for (;;) {
    await delay(500);
    const state = podman('inspect', '--format', '{{.State.Status}} {{.State.Pid}}', container);
    if (state.startsWith('running') && !state.endsWith(` ${before}`)) break;
    if (Date.now() - started > 60_000) throw new Error(`${container} did not come back after SIGKILL (${state})`);
  }
  return waitHealthy(180);
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The mails the catcher holds for `address`, waiting up to 60 s for at least one. */
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${mailCatcher}/api/v1/search?query=${encodeURIComponent(`to:"${address}"`)}`);
    assert.equal(res.status, 200, 'the mail catcher answers');
    const { messages } = (await res.json()) as { messages: MailSummary[] };
    if (messages.length > 0) {
      return Promise.all(
        messages.map(async ({ ID, Subject }) => {
          const message = (await (await fetch(`${mailCatcher}/api/v1/message/${ID}`)).json()) as { Text: string };
          return { subject: Subject, text: message.Text };
        }),
      );
    }
    if (Date.now() - started > 60_000) throw new Error(`no mail to ${address} in 60 s`);
    await delay(1000);
  }
}

async function newPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  // Caddy's local CA is not in Chromium's store; Node trusts it through NODE_EXTRA_CA_CERTS.
  return openPage(await browser.newContext({ ignoreHTTPSErrors: true }));
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  assert.equal(res.status, 200, `admin sign-in over https answers ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function checkFlow(browser: Browser): Promise<void> {
  const guest = { name: 'Sara Al-Harbi', email: `sara.${run}@example.com` };
  const started = Date.now();
  {
    const { page, errors } = await newPage(browser);
    await page.goto(`${site}/services/launch/request`);
    await page.getByTestId('track-request-page').waitFor();
    const loaded = Date.now();
    const form = page.getByTestId('track-request-page');
    await form.locator('input[name=name]').fill(guest.name);
    await form.locator('input[name=email]').fill(guest.email);
    await form.locator('textarea[name=message]').fill('We are opening a roastery in Jeddah and need a launch plan.');
    await page.getByTestId('attachment-input').setInputFiles(path.join(testdata, 'project-brief.pdf'));
    await page.getByTestId('attachment-name').waitFor();
    await form.getByTestId('track-request-consent').check();
    // The form refuses what is sent faster than a person fills it.
    await delay(Math.max(0, FORM_MIN_FILL_MS + 500 - (Date.now() - loaded)));
    await page.getByTestId('submit-request').click();
    await page.waitForURL(`${site}/services/launch`);
    assert.deepEqual(errors, [], 'no script errors on the request page');
    await page.context().close();
  }
  const mails = await mailsTo(guest.email);
  const linkMail = mails.find((mail) => /\/user\/reset-password\?token=[\w-]+/.test(mail.text));
  assert.ok(linkMail, `a set-password link among ${mails.length} mails to the guest`);
  assert.ok(!mails.some((mail) => /Password: \S+/.test(mail.text)), 'no mail carries a password');
  const linkToken = /\/user\/reset-password\?token=([\w-]+)/.exec(linkMail.text)![1];
  const password = CHOSEN_PASSWORD;
  const reset = await fetch(`${site}/api/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: linkToken, new_password: password, lang: 'en' }),
  });
  assert.equal(reset.status, 200, 'the guest sets a password from the mailed link');
  report('mail', `${mails.length} mails to the guest in the catcher (${mails.map((m) => m.subject).join(' | ')})`);

  {
    const { page } = await newPage(browser);
    await page.goto(`${site}/admin/login`);
    const login = page.getByTestId('admin-login');
    await login.locator('input[name=email]').fill(admin.email);
    await login.locator('input[name=password]').fill(admin.password);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.goto(`${site}/admin/dashboard?tab=services`);
    const card = page.getByTestId('request-card').filter({ hasText: guest.email });
    await card.waitFor();
    assert.match((await card.getByTestId('attachment-name').textContent()) ?? '', /project-brief\.pdf/);
    await card.getByTestId('status-select').click();
    await page.locator('.ant-select-item-option[title="قيد المراجعة"]').click();
    await page.getByText('تم تحديث حالة الطلب بنجاح').first().waitFor();
    await page.context().close();
  }

  {
    const { page, errors } = await newPage(browser);
    await page.goto(`${site}/user/login`);
    const login = page.getByTestId('client-login');
    await login.locator('input[name=email]').fill(guest.email);
    await login.locator('input[name=password]').fill(password);
    await page.getByTestId('login-submit').click();
    const status = page.getByTestId('client-request').first().getByTestId('request-status');
    await status.waitFor();
    const text = (await status.textContent()) ?? '';
    assert.ok(['قيد المراجعة', 'under review'].includes(text.trim()), `the client reads "${text}"`);
    assert.deepEqual(errors, [], 'no script errors in the client area');
    await page.context().close();
  }
  report(
    'flow',
    `guest track request with a PDF, admin review, client reads "under review" (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

async function sendContactMessages(count: number): Promise<string[]> {
  const guard = await guardFields(site, { fresh: true });
  await delay(FORM_MIN_FILL_MS + 500);
  const subjects: string[] = [];
  for (let i = 0; i < count; i++) {
    const subject = `durability ${run} ${i}`;
    const res = await fetch(`${site}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Fahad Al-Qahtani',
        email: `fahad.${run}.${i}@example.com`,
        phone: '+966500000000',
        subject,
        message: 'Please call me about a feasibility study.',
        ...guard,
      }),
    });
    assert.equal(res.status, 201, `contact message ${i} acknowledged (${res.status} ${await res.clone().text()})`);
    subjects.push(subject);
  }
  return subjects;
}

async function storedSubjects(): Promise<Set<string>> {
  const token = await adminToken();
  const res = await fetch(`${site}/api/admin/messages?q=${encodeURIComponent(`durability ${run}`)}&page_size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 200);
  const { messages } = (await res.json()) as { messages: { subject: string }[] };
  return new Set(messages.map((message) => message.subject));
}

async function checkFaults(): Promise<void> {
  const acknowledged = await sendContactMessages(3);
  const seconds: string[] = [];
  for (const service of ['requests', 'content', 'mongo']) {
    seconds.push(`${service} ${(await crash(service)).toFixed(0)} s`);
  }
  acknowledged.push(...(await sendContactMessages(2)));
  await crash('mongo');
  const stored = await storedSubjects();
  const lost = acknowledged.filter((subject) => !stored.has(subject));
  assert.deepEqual(lost, [], 'every acknowledged contact message is kept');
  report(
    'faults',
    `SIGKILL → healthy again: ${seconds.join(', ')}; ${acknowledged.length}/${acknowledged.length} acknowledged messages kept`,
  );
}

/**
 * A copy of this checkout whose mfe-public differs in what the about, news and contact pages
 * load (one more style rule each), as a team's next release would: those files get new hashes.
 */
function nextRelease(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'consulting-release-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(copy, file));
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  let changed = 0;
  for (const feature of ['about', 'news', 'contact']) {
    const folder = path.join(copy, 'mfe-public/src/features', feature);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.css'))) {
      appendFileSync(path.join(folder, file), `\n.release-${run}-${feature} { outline-offset: 1px; }\n`);
      changed++;
    }
  }
  assert.ok(changed > 0, 'the next release changes at least one stylesheet');
  return copy;
}

/**
 * Moves the open page to `link` as its router does (history and popstate: no reload) and waits
 * until the visible heading changes. Throws naming what the page failed to load.
 */
async function navigate(
  page: Page,
  link: string,
  seen: { failed: string[]; errors: string[]; loaded: string[] },
): Promise<void> {
  const heading = page.locator('h1:visible').first();
  const before = await heading.textContent();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, link);
  await page.waitForURL(`${site}${link}`);
  const started = Date.now();
  while ((await heading.textContent({ timeout: 1000 }).catch(() => before)) === before) {
    if (Date.now() - started > 20_000) {
      throw new Error(
        `${link} did not render on the open page in 20 s; failed: ${seen.failed.join(', ')}; ` +
          `errors: ${seen.errors.join(' | ')}; loaded since: ${seen.loaded.join(', ')}`,
      );
    }
    await delay(250);
  }
}

async function checkRedeploy(browser: Browser): Promise<void> {
  const { page, errors } = await newPage(browser);
  const failed: string[] = [];
  const loaded: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/mf/public/')) return;
    if (response.status() >= 400) failed.push(`${response.status()} ${pathname}`);
    else loaded.push(pathname.slice('/mf/public/'.length));
  });
  await page.goto(`${site}/?lang=en`);
  await page.locator('h1').first().waitFor();
  // The page runs as the site's app (not only its server-rendered first view) before the deploy.
  await navigate(page, '/sitemap', { failed, errors, loaded });
  const remotes = async () => JSON.stringify(await (await fetch(`${site}/remotes.json`)).json());
  const before = await remotes();
  const source = nextRelease();
  const started = Date.now();
  try {
    execFileSync('bash', [path.join(root, 'scripts/prod/redeploy.sh'), 'mfe-public', source], {
      stdio: 'inherit',
      env: { ...process.env, BUILD_COMMIT: `release-${run}` },
    });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  const redeployS = (Date.now() - started) / 1000;
  // The gateway re-reads each bundle's manifest every few seconds (stale while it revalidates).
  const deployed = Date.now();
  while ((await remotes()) === before) {
    assert.ok(
      Date.now() - deployed < 30_000,
      '/remotes.json names the new build within 30 s, without a gateway restart',
    );
    await delay(1000);
  }
  const pickedUpS = (Date.now() - deployed) / 1000;
  const tag = readSettings().MFE_PUBLIC_TAG;
  const newFiles = new Set(
    podman(
      'run',
      '--rm',
      '--entrypoint',
      'ls',
      `${settings.REGISTRY ?? 'consulting-site'}/mfe-public:${tag}`,
      '/usr/share/nginx/html/mf/public',
    ).split('\n'),
  );

  // The open page loads chunks of the build it started with, which the new image still serves
  // (a route renders once its JS and CSS chunks have loaded).
  loaded.length = 0;
  for (const link of ['/news', '/about', '/contact']) await navigate(page, link, { failed, errors, loaded });
  assert.deepEqual(failed, [], 'no mfe-public file failed to load on the open page');
  assert.deepEqual(errors, [], 'no script errors on the open page');
  const fromPrevious = loaded.filter((file) => !newFiles.has(file));
  assert.ok(fromPrevious.length > 0, `the open page needed files of the previous build (loaded: ${loaded.join(', ')})`);
  await page.context().close();

  const fresh = await newPage(browser);
  await fresh.page.goto(`${site}/about?lang=en`);
  await fresh.page.locator('h1').first().waitFor();
  assert.deepEqual(fresh.errors, [], 'no script errors on a page of the new build');
  await fresh.page.context().close();
  report(
    'redeploy',
    `mfe-public rebuilt and redeployed in ${redeployS.toFixed(0)} s under an open page, named by /remotes.json ` +
      `${pickedUpS.toFixed(0)} s later without a gateway restart; /news, /about and /contact ` +
      `still load, ${fromPrevious.length} of their files from the previous build; a new page loads the new build`,
  );
}

// `check-stack.ts [flow] [faults] [redeploy]` runs only those; all three by default.
const only = new Set(process.argv.slice(2));
const wanted = (check: string) => only.size === 0 || only.has(check);
const browser = await launchBrowser();
try {
  report('healthy', `every container healthy (${(await waitHealthy(300)).toFixed(0)} s)`);
  if (wanted('flow')) await checkFlow(browser);
  if (wanted('faults')) await checkFaults();
  if (wanted('redeploy')) await checkRedeploy(browser);
} finally {
  await browser.close();
}
