/**
 * Schema-driven fuzzing of the site's API (`.ci/run`; README "Set up, start, test"): starts the
 * embedded stack in a temporary data folder, signs in as the seeded admin and as a client it
 * creates, and runs Schemathesis (PyPI `schemathesis`) against the merged reference
 * `/api/docs/openapi.json` three times: with the admin's token, the client's and none. Each run
 * uses the coverage and fuzzing phases, a fixed seed and a bounded number of examples per
 * operation, and checks that no answer is a 5xx, and that every status and content type answered
 * is one the document lists for that operation. Exits 1 when any run finds a failure.
 *
 * The signed-in runs leave out the operations that would end their own session
 * (`SIGNED_IN_EXCLUDED`).
 *
 * Environment: `FUZZ_MAX_EXAMPLES` (examples per operation in the fuzzing phase, default 10; the
 * coverage phase makes every case the schema defines), `FUZZ_SEED` (default 31), `FUZZ_KEEP=1`
 * keeps the data folder (with the services' log), `FUZZ_ONLY=admin,client,anonymous` picks runs.
 * The runs go at once; each run's output and JUnit report are written to
 * `.tools/fuzz-api/<run>.log` and `.xml`, and the output is printed when all are done.
 * Schemathesis runs as `python3 -m schemathesis.cli` (installed with `python3 -m pip`, as
 * `.ci/run` does).
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort } from '../db.ts';
import { bundlesBuilt, startStack } from '../stack.ts';

const ADMIN = { email: 'admin@example.com', password: 'Fuzz-Admin-Pass-2025!' };
const CLIENT = { name: 'Fuzz Client', email: 'fuzz.client@example.com', password: 'Fuzz-Client-Pass-2025!' };
const CLIENT_NEW_PASSWORD = 'Fuzz-Client-Changed-2025!';

/**
 * Operations left out of the signed-in runs: they end or narrow the run's own session (sign-out,
 * a new password, revoking sessions), erase an account, or change a member of staff or an
 * account by id, so the cases after them would test a signed-out caller. The anonymous run
 * leaves out nothing: it has no session to lose, and the others' tokens are not its to end.
 */
const SIGNED_IN_EXCLUDED = [
  '^/api/(user|admin)/logout$',
  '^/api/(user|admin)/password$',
  '^/api/(user|admin)/login',
  '^/api/(user|admin)/sessions/',
  '^/api/admin/privacy/erase$',
  '^/api/admin/staff/',
  '^/api/admin/users/\\{id\\}$',
].join('|');

const reportDir = path.join(ROOT, '.tools', 'fuzz-api');

/** Longest a run may take (ms): a run that hangs fails the step instead of holding CI. */
const RUN_TIMEOUT_MS = 12 * 60_000;

async function json(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${res.url} answered ${res.status} ${text.slice(0, 200)}`);
  }
}

async function post(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function adminToken(url: string): Promise<string> {
  const reply = await json(await post(`${url}/api/admin/login`, ADMIN));
  if (typeof reply.token !== 'string') throw new Error(`admin sign-in failed: ${JSON.stringify(reply)}`);
  return reply.token;
}

/** Creates the client through the admin API and signs in, changing a password that must change. */
async function clientToken(url: string, admin: string): Promise<string> {
  const created = await post(
    `${url}/api/admin/users`,
    { name: CLIENT.name, email: CLIENT.email, password: CLIENT.password },
    admin,
  );
  if (created.status !== 201)
    throw new Error(`creating the client answered ${created.status}: ${await created.text()}`);
  const signIn = async (password: string) => {
    const reply = await json(await post(`${url}/api/user/login`, { email: CLIENT.email, password }));
    if (typeof reply.token !== 'string') throw new Error(`client sign-in failed: ${JSON.stringify(reply)}`);
    return { token: reply.token, mustChange: reply.must_change_password === true };
  };
  const first = await signIn(CLIENT.password);
  if (!first.mustChange) return first.token;
  const changed = await post(
    `${url}/api/user/password`,
    { current_password: CLIENT.password, new_password: CLIENT_NEW_PASSWORD, lang: 'en' },
    first.token,
  );
  if (changed.status !== 200) throw new Error(`changing the client's password answered ${changed.status}`);
  return (await signIn(CLIENT_NEW_PASSWORD)).token;
}

/** One Schemathesis process: a caller and its token (none for anonymous). */
interface FuzzRun {
  name: string;
  token: string | undefined;
}

/**
 * Runs `st run` for one caller, its output to `.tools/fuzz-api/<name>.log`, in its own folder
 * under `dataDir` (Schemathesis keeps files in its working directory); resolves with its exit
 * code.
 */
async function schemathesis(url: string, run: FuzzRun, dataDir: string): Promise<number> {
  const { name, token } = run;
  const args = [
    'run',
    `${url}/api/docs/openapi.json`,
    '--url',
    url,
    '--phases',
    'coverage,fuzzing',
    '--checks',
    'not_a_server_error,status_code_conformance,content_type_conformance',
    '--max-examples',
    process.env.FUZZ_MAX_EXAMPLES ?? '10',
    '--seed',
    process.env.FUZZ_SEED ?? '31',
    '--generation-database',
    'none',
    // One worker (see main).
    '--workers',
    '1',
    '--request-timeout',
    '20',
    '--no-color',
    '--continue-on-failure',
    '--report',
    'junit',
    '--report-junit-path',
    path.join(reportDir, `${name}.xml`),
    ...(token ? ['--exclude-path-regex', SIGNED_IN_EXCLUDED, '-H', `Authorization: Bearer ${token}`] : []),
  ];
  const cwd = path.join(dataDir, `st-${name}`);
  mkdirSync(cwd, { recursive: true });
  const output = openSync(path.join(reportDir, `${name}.log`), 'w');
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn('python3', ['-m', 'schemathesis.cli', ...args], { stdio: ['ignore', output, output], cwd });
      // A run that has not finished in RUN_TIMEOUT_MS is stopped and counts as failed.
      const timer = setTimeout(() => {
        console.error(`fuzz-api: ${name} still running after ${RUN_TIMEOUT_MS / 60_000} minutes; stopping it`);
        child.kill('SIGTERM');
      }, RUN_TIMEOUT_MS);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code ?? 1);
      });
    });
  } finally {
    closeSync(output);
  }
}

async function main(): Promise<void> {
  if (!bundlesBuilt()) throw new Error('bundles are not built: run `npm run build` first');
  mkdirSync(reportDir, { recursive: true });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-api-'));
  const logFile = path.join(dataDir, 'services.log');
  const stack = await startStack({
    port: await freePort(),
    dataDir,
    output: logFile,
    log: (line) => writeFileSync(logFile, `${line}\n`, { flag: 'a' }),
    autoRestart: true,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REQUIRE_ADMIN_2FA: 'false',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  const failed: string[] = [];
  try {
    const admin = await adminToken(stack.url);
    const client = await clientToken(stack.url, admin);
    const only = process.env.FUZZ_ONLY?.split(',');
    const runs: FuzzRun[] = [
      { name: 'admin', token: admin },
      { name: 'client', token: client },
      { name: 'anonymous', token: undefined },
    ].filter(({ name }) => !only || only.includes(name));
    // The runs at once, one process each, so both cores stay busy: a run has one worker (Hypothesis
    // builds strategies per worker thread, and CPython 3.11's parser is not thread-safe).
    console.log(`fuzz-api: ${runs.map((run) => run.name).join(', ')} against ${stack.url}`);
    const codes = await Promise.all(runs.map((run) => schemathesis(stack.url, run, dataDir)));
    runs.forEach((run, index) => {
      console.log(`fuzz-api: ${run.name}\n${readFileSync(path.join(reportDir, `${run.name}.log`), 'utf8')}`);
      if (codes[index] !== 0) failed.push(run.name);
    });
  } finally {
    await stack.stop();
    if (process.env.FUZZ_KEEP) console.log(`fuzz-api: data and logs in ${dataDir}`);
    else await rm(dataDir, { recursive: true, force: true });
  }
  if (failed.length > 0) {
    console.error(`fuzz-api: failures in the ${failed.join(', ')} run(s); reports in ${reportDir}`);
    process.exit(1);
  }
  console.log('fuzz-api: no failures');
}

await main();
