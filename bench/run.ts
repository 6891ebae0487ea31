/**
 * `npm run bench`, a benchmark, not a test: builds the bundles in production mode, starts the
 * whole stack on a temporary data folder, measures
 *   1. what a visitor downloads (Chromium, playwright-core),
 *   2. how fast it paints (Lighthouse, mobile preset),
 *   3. what the API holds (autocannon, gateway and direct, full speed and at 500 rps),
 *   4. peak memory of each process during the load,
 * then gateway throughput with one and with two instances of the content service,
 *   5. durable writes per commit mode of the embedded database,
 *   6. data growth (bench/data-growth.ts): a fresh stack seeded with 50,000 messages,
 *      50,000 requests, 2,000 join applications and 2,000 clients; admin lists, export, pages,
 * and writes every figure to bench/results/ (a dated .json and .md per run, and latest.json)
 * and a table to stdout.
 *
 * Exit code 0 even when a target fails (a benchmark, not a test); 1 when a part could not run
 * (the results file still holds what was measured); 2 when nothing could be measured.
 *
 * Flags and environment: see USAGE (`node bench/run.ts --help`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.ts';
import { ROOT, freePort } from '../scripts/db.ts';
import { bundlesBuilt, startStack, type RunningStack, type StackOptions } from '../scripts/stack.ts';
import {
  ENDPOINTS,
  load,
  trackRequestEndpoint,
  withFormFields,
  type Endpoint,
  type LoadResult,
  type Via,
} from './api-load.ts';
import { measureDataGrowth, type DataGrowth } from './data-growth.ts';
import { firstNewsId, measureDownloads, type RouteDownload } from './downloads.ts';
import { CHROMIUM_PATH, measurePaint, type PaintResult } from './paint.ts';
import { sampleMemory, type MemoryPeak, type StackProcess } from './processes.ts';
import {
  LATENCY_RATE,
  LIGHTHOUSE_PAGES,
  LOGIN_ROUTES,
  evaluateTargets,
  publicRoutes,
  formatSummary,
  type BenchResults,
  type DurableWrites,
  type ScaleOut,
} from './report.ts';

const USAGE = `Usage: node bench/run.ts [--no-build] [--only <section>[,<section>...]]   (npm run bench)

  --no-build        reuse the bundles already built (otherwise \`npm run build\` runs first)
  --only <list>     run only these sections, comma-separated:
                      downloads       1. what a visitor downloads (Chromium)
                      lighthouse      2. Lighthouse on /, /?lang=en, /services/launch, /news, /about
                      api             3.-4. autocannon load, memory, scale-out to two content instances
                      durable-writes  5. write throughput per commit mode of the embedded database
                      data-growth     6. admin lists, export and pages over 50,000 messages and requests
                    e.g. \`node bench/run.ts --no-build --only data-growth\` (about 2-3 minutes)
  --help            this text

Environment:
  BENCH_SECONDS=10           length of each load run (s)
  BENCH_DATA_SCALE=1         data-growth rows as a share of the counts above (0.02 = 1,000 messages)
  BENCH_LIST_CALLS=20        timed calls per data-growth list call (after its warm-up), within 3 s
  BENCH_ROW_SELECTOR=...     what counts as a data row on the admin pages (CSS); default:
                             [data-testid="request-card"], [data-testid="message-card"], .ant-table-row, .ant-list-item
                             (the newest seeded row's email also counts, whatever the markup)
  BENCH_PAGE_TIMEOUT_MS=30000  longest wait for a page's first rows
  BENCH_LIGHTHOUSE_RUNS=5    Lighthouse runs per page; the median run (Lighthouse's computeMedianRun) is reported
  BENCH_DATA_GROWTH_PAGES=force  open the admin pages even when a list they show is not paged
  CHROMIUM_PATH=/usr/bin/chromium
`;
const SECTIONS = ['downloads', 'lighthouse', 'api', 'durable-writes', 'data-growth'] as const;
type Section = (typeof SECTIONS)[number];

const { values: flags } = parseArgs({
  options: { only: { type: 'string' }, 'no-build': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  strict: false,
});

/** The sections `--only a,b` (or `--only=a,b`) asks for; every section without the flag. Throws on an unknown one. */
function sectionsToRun(): Section[] {
  if (flags.only === undefined) return [...SECTIONS];
  const value = typeof flags.only === 'string' ? flags.only : '';
  const asked = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (!asked.length || unknown.length) {
    throw new Error(`--only takes sections from ${SECTIONS.join(', ')}; got "${value}"\n\n${USAGE}`);
  }
  return asked as Section[];
}

const RESULTS_DIR = path.join(ROOT, 'bench', 'results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Each target is first loaded this long at full concurrency, so both sides are measured warm. */
const WARMUP_SECONDS = 5;
const CONNECTIONS = 50;
/**
 * Connections of the fixed-rate (latency) runs: autocannon paces each connection on its own timer,
 * so 50 connections at 500 rps would fire bursts of 50 every 100 ms instead of a steady rate.
 */
const RATE_CONNECTIONS = 10;

const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/** Runs `npm run build` with its output in `logFile`; throws with the log's tail when it fails. */
async function build(logFile: string): Promise<void> {
  const out = createWriteStream(logFile);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.once('error', reject);
    child.once('close', resolve);
  });
  out.end();
  if (code !== 0) throw new Error(`npm run build failed (exit ${code}); see ${logFile}`);
}

function versionOf(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** The machine the figures come from. */
function machineInfo(): Record<string, string | number> {
  const pkg = (name: string): string => {
    try {
      return (
        JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      return 'unknown';
    }
  };
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: versionOf(CHROMIUM_PATH, ['--version']),
    lighthouse: pkg('lighthouse'),
    autocannon: pkg('autocannon'),
  };
}

/** The stack's processes (services by instance, and the database it started), for memory figures. */
function processesOf(stack: RunningStack): StackProcess[] {
  const services = Object.entries(stack.pids()).flatMap(([name, pids]) => pids.map((pid) => ({ pid, name })));
  return stack.database.pid ? [...services, { pid: stack.database.pid, name: 'database' }] : services;
}

/** The bench's admin (the stack creates it at first start). */
const ADMIN = { email: 'admin@example.com', password: 'Bench-Admin-Pass-2025!' };

/** Starts the stack quietly on `dataDir`, with `extra` options (instances, the database's commit mode). */
async function start(
  dataDir: string,
  extra: Pick<StackOptions, 'instances' | 'databaseCommits'> = {},
): Promise<RunningStack> {
  const options: StackOptions = {
    port: await freePort(),
    dataDir,
    output: path.join(dataDir, 'services.log'),
    log: progress,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // The bench measures the site's cost, not its abuse guards: limits off, and a form token
      // good at once (each run sends one form many times).
      RATE_LIMITS: 'off',
      FORM_MIN_FILL_MS: '0',
      // The bench signs in as admin without a second factor.
      REQUIRE_ADMIN_2FA: 'false',
    },
    ...extra,
  };
  return startStack(options);
}

/** Gateway and direct, back to back: a warm-up each, then full speed, then the fixed rate. */
async function loadEndpoint(form: Endpoint, origins: Record<Via, string>): Promise<LoadResult[]> {
  const endpoint = await withFormFields(form, origins.gateway);
  const results: LoadResult[] = [];
  for (const via of ['gateway', 'direct'] as const) {
    await load(origins[via], endpoint, via, { connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS });
  }
  for (const rate of [undefined, LATENCY_RATE]) {
    for (const via of ['gateway', 'direct'] as const) {
      progress(`${endpoint.name} via ${via}, ${rate ? `${rate} rps` : 'full speed'}, ${SECONDS} s`);
      results.push(
        await load(origins[via], endpoint, via, {
          connections: rate ? RATE_CONNECTIONS : CONNECTIONS,
          durationSeconds: SECONDS,
          rate,
        }),
      );
    }
  }
  return results;
}

/**
 * Gateway throughput of the first endpoint on a stack started with two content instances, and
 * each process's peak memory during that run.
 */
async function measureTwoInstances(stack: RunningStack): Promise<Pick<ScaleOut, 'twoInstances' | 'note' | 'memory'>> {
  const processes = processesOf(stack);
  const contents = processes.filter((p) => p.name === 'content');
  if (contents.length !== 2) {
    return { twoInstances: null, note: `asked for 2 content instances, found ${contents.length}` };
  }
  const origin = stack.instanceUrls('gateway')[0];
  await load(origin, ENDPOINTS[0], 'gateway', { connections: CONNECTIONS, durationSeconds: WARMUP_SECONDS });
  progress(`${ENDPOINTS[0].name} via gateway, two content instances, ${SECONDS} s`);
  const sampler = sampleMemory(() => processes);
  let run: LoadResult;
  try {
    run = await load(origin, ENDPOINTS[0], 'gateway', { connections: CONNECTIONS, durationSeconds: SECONDS });
  } catch (error) {
    sampler.stop();
    throw error;
  }
  return {
    twoInstances: run.requestsPerSecond,
    memory: sampler.stop(),
    note: run.errors ? `${run.errors} errors with two instances` : undefined,
  };
}

/** Connections of the multipart track-request runs (each carries a PDF through three processes). */
const UPLOAD_CONNECTIONS = 10;
/** The embedded server's commit modes, measured in this order (scripts/embedded-mongo). */
const DURABILITY_MODES = ['off', 'each', 'group'] as const;

/**
 * Write throughput through the gateway with each commit mode of the embedded server, each on a
 * stack of its own with a fresh data folder: `off` (the stock once-a-second commit after the
 * reply, the baseline), `each` (commit and fsync per write) and `group` (what `npm start` runs).
 * Only the embedded mongo-java-server has these modes; with another server the section says so
 * and measures nothing.
 */
async function measureDurableWrites(): Promise<DurableWrites> {
  const pdf = readFileSync(path.resolve(ROOT, '../shared/testdata/project-brief.pdf'));
  const endpoints: [Endpoint, number][] = [
    [ENDPOINTS.find((e) => e.name === 'POST /api/contact')!, CONNECTIONS],
    [trackRequestEndpoint(pdf), UPLOAD_CONNECTIONS],
  ];
  const runs: DurableWrites['runs'] = [];
  for (const mode of DURABILITY_MODES) {
    const note = await onFreshStack(mode, { databaseCommits: mode }, async (stack) => {
      if (stack.database.kind !== 'mongo-java-server') {
        return `the database is ${stack.database.kind}: commit modes exist only on the embedded server`;
      }
      const origin = stack.instanceUrls('gateway')[0];
      for (const [form, connections] of endpoints) {
        const endpoint = await withFormFields(form, origin);
        await load(origin, endpoint, 'gateway', { connections, durationSeconds: WARMUP_SECONDS });
        progress(`${endpoint.name} via gateway, database commits ${mode}, ${SECONDS} s`);
        const result = await load(origin, endpoint, 'gateway', { connections, durationSeconds: SECONDS });
        runs.push({ commits: mode, durability: stack.database.durability, ...result });
      }
      return undefined;
    });
    if (note) return { runs, note };
  }
  return { runs };
}

/**
 * `measure` on a stack of its own with a fresh data folder, which is removed afterwards; the
 * services' log is kept as bench/results/services-<name>.log.
 */
async function onFreshStack<T>(
  name: string,
  extra: Pick<StackOptions, 'databaseCommits'>,
  measure: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  try {
    const stack = await start(dataDir, extra);
    try {
      return await measure(stack);
    } finally {
      await stack.stop();
    }
  } finally {
    await copyFile(path.join(dataDir, 'services.log'), path.join(RESULTS_DIR, `services-${name}.log`)).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (flags.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const sections = sectionsToRun();
  const run = (section: Section) => sections.includes(section);
  const startedAt = new Date();
  const problems: string[] = [];
  await mkdir(RESULTS_DIR, { recursive: true });
  await rm(path.join(RESULTS_DIR, 'services.log'), { force: true });
  if (!flags['no-build']) {
    progress('npm run build (production)');
    await build(path.join(RESULTS_DIR, 'build.log'));
  }
  if (!bundlesBuilt()) throw new Error('bundles are not built: run `npm run build`');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  let downloads: RouteDownload[] | null = null;
  let publicRouteList: string[] = [];
  let paint: PaintResult[] | null = null;
  const api: LoadResult[] = [];
  let memory: MemoryPeak[] | undefined;
  const scaleOut: ScaleOut = { endpoint: ENDPOINTS[0].name, oneInstance: null, twoInstances: null };
  let durableWrites: DurableWrites | null = null;
  let dataGrowth: DataGrowth | null = null;
  const machine = machineInfo();
  try {
    // Sections 1-4 share one stack; 5 and 6 start their own.
    let stack: RunningStack | null = null;
    if (run('downloads') || run('lighthouse') || run('api')) {
      progress('starting the stack');
      stack = await start(dataDir);
    }
    try {
      const base = stack?.url ?? '';

      if (stack && run('downloads')) {
        progress('1. downloads');
        try {
          const browser = await launchBrowser();
          try {
            const newsId = await firstNewsId(base);
            const pages = publicRoutes(newsId);
            publicRouteList = pages.routes;
            problems.push(...pages.skipped.map((reason) => `downloads: not measured: ${reason}`));
            downloads = await measureDownloads(browser, base, [...pages.routes, ...LOGIN_ROUTES]);
          } finally {
            await browser.close();
          }
        } catch (error) {
          problems.push(`downloads: ${String(error)}`);
        }
      }

      if (stack && run('lighthouse')) {
        progress('2. Lighthouse');
        try {
          paint = await measurePaint(LIGHTHOUSE_PAGES.map(({ name, path }) => ({ name, url: `${base}${path}` })));
          problems.push(
            ...paint.filter((p) => p.score === null).map((p) => `lighthouse ${p.name}: ${p.problems.join('; ')}`),
          );
        } catch (error) {
          problems.push(`lighthouse: ${String(error)}`);
        }
      }

      if (stack && run('api')) {
        progress('3. API load');
        const processes = processesOf(stack);
        const sampler = sampleMemory(() => processes);
        try {
          const origins = {
            gateway: stack.instanceUrls('gateway')[0],
            direct: stack.instanceUrls('content')[0],
          };
          for (const endpoint of ENDPOINTS) api.push(...(await loadEndpoint(endpoint, origins)));
        } catch (error) {
          problems.push(`api load: ${String(error)}`);
        } finally {
          memory = sampler.stop();
        }
        scaleOut.oneInstance =
          api.find((r) => r.endpoint === scaleOut.endpoint && r.via === 'gateway' && r.mode === 'throughput')
            ?.requestsPerSecond ?? null;

        progress('scale-out: restarting with two content instances');
        await stack.stop();
        stack = null;
        try {
          stack = await start(dataDir, { instances: { content: 2 } });
          Object.assign(scaleOut, await measureTwoInstances(stack));
        } catch (error) {
          problems.push(`scale-out: ${String(error)}`);
        }
      }
    } finally {
      await stack?.stop();
    }

    if (run('durable-writes')) {
      progress('5. durable writes');
      try {
        durableWrites = await measureDurableWrites();
      } catch (error) {
        problems.push(`durable writes: ${String(error)}`);
      }
    }

    if (run('data-growth')) {
      progress('6. data growth');
      try {
        dataGrowth = await onFreshStack('data-growth', {}, (stack) =>
          measureDataGrowth({ stack, admin: ADMIN, scale: Number(process.env.BENCH_DATA_SCALE ?? 1), log: progress }),
        );
        problems.push(...dataGrowth.problems.map((p) => `data growth: ${p}`));
      } catch (error) {
        problems.push(`data growth: ${String(error)}`);
      }
    }
  } finally {
    // The services' warnings and errors, kept next to the results for a run that went wrong.
    await copyFile(path.join(dataDir, 'services.log'), path.join(RESULTS_DIR, 'services.log')).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }

  const finishedAt = new Date();
  const partial = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    machine,
    settings: {
      publicRoutes: publicRouteList,
      loginRoutes: LOGIN_ROUTES,
      loadSeconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      rateConnections: RATE_CONNECTIONS,
      uploadConnections: UPLOAD_CONNECTIONS,
      latencyRate: LATENCY_RATE,
      lighthouse: 'default config (mobile, simulated throttling), performance only',
      gzip: 'zlib level 6 of each decoded body',
    },
    sections,
    downloads,
    paint,
    api,
    scaleOut,
    durableWrites,
    dataGrowth,
    memory: memory ?? [],
    problems,
  };
  const results: BenchResults = { ...partial, targets: evaluateTargets(partial) };
  const summary = formatSummary(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  // One dated pair per run (`2026-01-31T09-15-00Z.json` and `.md`: no ':' in file names), and
  // latest.json, the same figures under a fixed name for scripts that read the last run.
  const stem = path.join(RESULTS_DIR, results.startedAt.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-'));
  await writeFile(`${stem}.json`, json);
  await writeFile(`${stem}.md`, `# npm run bench, ${results.startedAt}\n\n\`\`\`text\n${summary}\n\`\`\`\n`);
  await writeFile(path.join(RESULTS_DIR, 'latest.json'), json);
  process.stdout.write(`${summary}\n\nAll figures: ${path.relative(ROOT, `${stem}.json`)} and .md\n`);
  return problems.length ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `[bench] could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 2;
  },
);
