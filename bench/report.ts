/** The benchmark's result file, its targets, and the short table printed to stdout. */
import { BUNDLES, SITE_PAGES, TRACK_SLUGS } from '@consulting/contracts';
import type { LoadResult } from './api-load.ts';
import type { DataGrowth } from './data-growth.ts';
import type { RouteDownload } from './downloads.ts';
import type { PaintResult } from './paint.ts';
import type { MemoryPeak } from './processes.ts';

/**
 * Every public page of the site contract (`SITE_PAGES` rendered by the public or the tracks
 * remote) as the routes the downloads section loads: `:track` once per slug of
 * `TRACK_SLUGS`, `:id` as `newsId` (a published news item of the running stack; without one the
 * page is in `skipped`, with the reason). Pages that only redirect (`/tracks/:track`, 301 to
 * `/services/:track`) are not listed: their target is.
 */
export function publicRoutes(newsId: string | null): { routes: string[]; skipped: string[] } {
  const routes: string[] = [];
  const skipped: string[] = [];
  for (const page of SITE_PAGES) {
    if (page.remote !== 'public' && page.remote !== 'tracks') continue;
    if (page.redirect) continue;
    if (page.path.includes(':track')) {
      routes.push(...TRACK_SLUGS.map((slug) => page.path.replace(':track', slug)));
    } else if (page.path.includes(':id')) {
      if (newsId) routes.push(page.path.replace(':id', encodeURIComponent(newsId)));
      else skipped.push(`${page.path}: the stack has no published news item to open`);
    } else {
      routes.push(page.path);
    }
  }
  return { routes, skipped };
}
/** 160 KB of gzip JavaScript per public route (decimal kilobytes: 160,000 bytes). */
export const PUBLIC_JS_GZIP_BUDGET_BYTES = 160_000;
/** The remotes no public route may load (their folders, as `bundleOf` names them). */
export const PRIVATE_BUNDLES: string[] = [BUNDLES.admin.folder, BUNDLES.client.folder];
/** A light login: at most 250 KB of gzip JavaScript (decimal, bytes) on each login page. */
export const LOGIN_ROUTES = ['/admin/login', '/user/login'];
export const LOGIN_JS_GZIP_BUDGET_BYTES = 250_000;
/**
 * The pages Lighthouse scores: the home page in both languages and one page of each kind, the
 * latter in Arabic, the language a new visitor gets (spec §1). Each names its language because
 * Lighthouse keeps cookies from one run to the next in the one Chromium: after `/?lang=en` the
 * language cookie would make a page without `?lang` English.
 */
export const LIGHTHOUSE_PAGES: readonly { name: string; path: string }[] = [
  { name: '/ (ar)', path: '/?lang=ar' },
  { name: '/ (en)', path: '/?lang=en' },
  { name: '/services/launch', path: '/services/launch?lang=ar' },
  { name: '/news', path: '/news?lang=ar' },
  { name: '/about', path: '/about?lang=ar' },
];
/** Lighthouse mobile performance 100 and LCP at most 1.2 s on each of LIGHTHOUSE_PAGES. */
export const MIN_PERFORMANCE_SCORE = 100;
export const MAX_LCP_MS = 1200;
export const MIN_GATEWAY_SHARE = 0.8;
export const LATENCY_RATE = 500;
export const MAX_P99_MS = 50;
/**
 * Each service's peak resident memory (VmRSS, sampled every 250 ms) during the API load and the
 * scale-out run, at most 200 MiB (binary: 209,715,200 bytes). The database is not a service and has
 * no target.
 */
export const MAX_SERVICE_RSS_BYTES = 200 * 2 ** 20;
export const MEMORY_TARGET_PROCESSES = ['content', 'gateway', 'identity', 'requests'] as const;

export interface ScaleOut {
  endpoint: string;
  /** Requests per second through the gateway with one instance of the service. */
  oneInstance: number | null;
  twoInstances: number | null;
  /** Peak memory of each process during the two-instance run. */
  memory?: MemoryPeak[];
  /** Why a figure is missing. */
  note?: string;
}

/** Durable writes (commit mode `group`) must keep at least this share of the throughput of commit mode `off`. */
export const MIN_DURABLE_SHARE = 0.5;

/** Write throughput through the gateway per commit mode of the embedded server. */
export interface DurableWrites {
  runs: (LoadResult & { commits: 'off' | 'each' | 'group'; durability: string })[];
  /** Why nothing was measured. */
  note?: string;
}

/** Targets of the data-growth section. */
export const DATA_GROWTH_TARGETS = {
  /** Rows in any one list answer. */
  maxRows: 100,
  /** Median of each list call through the gateway (ms). */
  maxMedianMs: 50,
  /** Navigation start until the first rows show (ms). */
  maxFirstRowsMs: 1500,
  maxElements: 3000,
  /** JS heap used per page after a garbage collection (decimal MB: 80,000,000 bytes). */
  maxJsHeapBytes: 80_000_000,
  /**
   * "The export streams, with the service's memory flat": the content service's resident memory
   * may grow at most this much (bytes, 100 MiB) while it exports; a streaming cursor grows it by a
   * fixed amount (young generation, driver buffers), loading every message first with the rows.
   */
  maxExportRssGrowthBytes: 100 * 2 ** 20,
} as const;

export interface Target {
  id: string;
  description: string;
  /** The measured figure, readable. */
  value: string;
  /** null: could not be measured (the figure is missing). */
  pass: boolean | null;
}

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  machine: Record<string, string | number>;
  settings: Record<string, unknown>;
  downloads: RouteDownload[] | null;
  paint: PaintResult[] | null;
  api: LoadResult[];
  scaleOut: ScaleOut;
  durableWrites: DurableWrites | null;
  /** The data-growth section (null when it did not run). */
  dataGrowth: DataGrowth | null;
  memory: MemoryPeak[];
  /** The sections this run measured (`--only`); targets of the others are left out. */
  sections: string[];
  targets: Target[];
  /** Parts of the bench that could not run, with the reason. */
  problems: string[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1e6).toFixed(1)} MB`);
const mib = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(1)} MiB`);
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);

/** `run`'s throughput as a share of `base`'s, and readable; null when either is missing. */
function shareOf(run?: LoadResult, base?: LoadResult): { ratio: number | null; value: string } {
  if (!run || !base || base.requestsPerSecond <= 0) return { ratio: null, value: 'n/a' };
  const ratio = run.requestsPerSecond / base.requestsPerSecond;
  return { ratio, value: `${Math.round(ratio * 100)}% (${run.requestsPerSecond} / ${base.requestsPerSecond} rps)` };
}

/** Every target with its measured value and pass/fail (null when not measured). */
export function evaluateTargets(results: Omit<BenchResults, 'targets'>): Target[] {
  const targets: Target[] = [];
  const ran = (section: string) => results.sections.includes(section);
  const measuredPublicRoutes = (results.settings.publicRoutes as string[] | undefined) ?? publicRoutes(null).routes;
  const downloadOf = (route: string) => results.downloads?.find((d) => d.route === route);
  const jsBudget = (route: string, budget: number, label: string): Target => {
    const download = downloadOf(route);
    return {
      id: `js-budget ${route}`,
      description: `${route}: at most ${label} of gzip JavaScript`,
      value: download ? kb(download.js.gzip) : 'n/a',
      pass: download ? download.js.gzip <= budget : null,
    };
  };
  const noBytesOf = (id: string, route: string, bundles: string[]): Target => {
    const download = downloadOf(route);
    const files = download?.files.filter((f) => bundles.includes(f.bundle)) ?? [];
    return {
      id: `${id} ${route}`,
      description: `${route}: no byte of ${bundles.join(' or ')}`,
      value: download ? `${files.length} files, ${files.reduce((sum, f) => sum + f.bytes.raw, 0)} bytes` : 'n/a',
      pass: download ? files.length === 0 : null,
    };
  };
  if (ran('downloads')) {
    for (const route of measuredPublicRoutes) {
      targets.push(
        jsBudget(route, PUBLIC_JS_GZIP_BUDGET_BYTES, kb(PUBLIC_JS_GZIP_BUDGET_BYTES)),
        noBytesOf('no-private-bundles', route, PRIVATE_BUNDLES),
      );
    }
    for (const route of LOGIN_ROUTES) targets.push(jsBudget(route, LOGIN_JS_GZIP_BUDGET_BYTES, '250 KB'));
    targets.push(noBytesOf('no-admin-bundle', '/user/login', [BUNDLES.admin.folder]));
  }
  for (const page of results.paint ?? []) {
    targets.push({
      id: `lighthouse-score ${page.name}`,
      description: `${page.name}: Lighthouse performance ≥ ${MIN_PERFORMANCE_SCORE}`,
      value: page.score === null ? 'n/a' : String(page.score),
      pass: page.score === null ? null : page.score >= MIN_PERFORMANCE_SCORE,
    });
    targets.push({
      id: `lcp ${page.name}`,
      description: `${page.name}: LCP ≤ ${(MAX_LCP_MS / 1000).toFixed(1)} s`,
      value: ms(page.lcpMs),
      pass: page.lcpMs === null ? null : page.lcpMs <= MAX_LCP_MS,
    });
  }
  const run = (endpoint: string, via: string, mode: string) =>
    results.api.find((r) => r.endpoint === endpoint && r.via === via && r.mode === mode);
  for (const endpoint of new Set(results.api.map((r) => r.endpoint))) {
    const gateway = run(endpoint, 'gateway', 'throughput');
    const direct = run(endpoint, 'direct', 'throughput');
    const share = shareOf(gateway, direct);
    targets.push({
      id: `gateway-share ${endpoint}`,
      description: `${endpoint}: gateway keeps ≥ 80% of direct throughput`,
      value: share.value,
      pass: share.ratio === null ? null : share.ratio >= MIN_GATEWAY_SHARE,
    });
    for (const via of ['gateway', 'direct']) {
      const latency = run(endpoint, via, 'latency');
      // The p99 only counts when the fixed rate was actually reached (5% slack for ramp-up).
      const reached = latency ? latency.requestsPerSecond >= LATENCY_RATE * 0.95 : false;
      targets.push({
        id: `p99 ${endpoint} ${via}`,
        description: `${endpoint} (${via}): p99 < 50 ms at 500 rps`,
        value: latency ? `${latency.p99Ms} ms at ${latency.requestsPerSecond} rps` : 'n/a',
        pass: latency ? latency.p99Ms < MAX_P99_MS && reached : null,
      });
    }
    const runs = results.api.filter((r) => r.endpoint === endpoint);
    const errors = runs.reduce((sum, r) => sum + r.errors, 0);
    targets.push({
      id: `zero-errors ${endpoint}`,
      description: `${endpoint}: zero errors in every run`,
      value: runs.length ? `${errors} errors in ${runs.length} runs` : 'n/a',
      pass: runs.length ? errors === 0 : null,
    });
  }
  if (ran('api')) targets.push(...memoryTargets(results));
  for (const endpoint of new Set(results.durableWrites?.runs.map((r) => r.endpoint))) {
    const of = (mode: string) => results.durableWrites?.runs.find((r) => r.endpoint === endpoint && r.commits === mode);
    const before = of('off');
    const durable = of('group');
    const share = shareOf(durable, before);
    targets.push({
      id: `durable-share ${endpoint}`,
      description: `${endpoint}: durable writes keep ≥ 50% of the throughput of commits off (gateway)`,
      value: share.value,
      pass: share.ratio === null ? null : share.ratio >= MIN_DURABLE_SHARE && (durable?.errors ?? 1) === 0,
    });
  }
  if (ran('data-growth')) targets.push(...dataGrowthTargets(results.dataGrowth));
  return targets;
}

/**
 * One target per service, its highest peak over every instance in the API load
 * (`memory`) and the scale-out run (`scaleOut.memory`); N/A when no instance was sampled.
 */
function memoryTargets(results: Omit<BenchResults, 'targets'>): Target[] {
  const peaks = [...results.memory, ...(results.scaleOut.memory ?? [])];
  return MEMORY_TARGET_PROCESSES.map((name) => {
    const mine = peaks.filter((p) => p.name === name);
    const highest = mine.reduce<MemoryPeak | null>(
      (a, b) => (a && a.peakDuringLoadBytes >= b.peakDuringLoadBytes ? a : b),
      null,
    );
    return {
      id: `memory ${name}`,
      description: `${name}: peak resident memory under the bench's load ≤ ${mib(MAX_SERVICE_RSS_BYTES)}`,
      value: highest ? `${mib(highest.peakDuringLoadBytes)} (pid ${highest.pid}, of ${mine.length} sampled)` : 'n/a',
      pass: highest ? highest.peakDuringLoadBytes <= MAX_SERVICE_RSS_BYTES : null,
    };
  });
}

/** Data-growth targets: lists, pages, export (N/A when the section could not measure). */
function dataGrowthTargets(growth: DataGrowth | null): Target[] {
  const t = DATA_GROWTH_TARGETS;
  const targets: Target[] = [];
  const lists = growth?.lists.filter((l) => l.variant !== 'counts') ?? [];
  for (const list of growth ? new Set(lists.map((l) => l.list)) : ['admin lists']) {
    const calls = lists.filter((l) => l.list === list);
    const slowest = calls.reduce<(typeof calls)[number] | null>(
      (a, b) => (a && a.medianMs >= b.medianMs ? a : b),
      null,
    );
    const most = Math.max(0, ...calls.map((c) => c.rows ?? 0));
    const failed = calls.filter((c) => c.status !== 200);
    targets.push({
      id: `list ${list}`,
      description: `GET ${list}: each call ≤ ${t.maxRows} rows, median ≤ ${t.maxMedianMs} ms`,
      value: slowest
        ? `slowest median ${Math.round(slowest.medianMs)} ms (${slowest.variant}), most rows ${most}` +
          (failed.length ? `, ${failed.map((c) => `${c.variant} ${c.status}`).join(', ')}` : '')
        : 'n/a',
      pass: slowest ? !failed.length && most <= t.maxRows && calls.every((c) => c.medianMs <= t.maxMedianMs) : null,
    });
  }
  for (const page of growth?.pages ?? []) {
    targets.push({
      id: `first-rows ${page.path}`,
      description: `${page.path}: rows show within ${t.maxFirstRowsMs / 1000} s`,
      value: page.firstRowsMs === null ? `n/a${page.note ? ` (${page.note})` : ''}` : ms(page.firstRowsMs),
      pass:
        page.firstRowsMs === null
          ? page.note?.startsWith('not opened')
            ? false
            : null
          : page.firstRowsMs <= t.maxFirstRowsMs,
    });
    targets.push({
      id: `elements ${page.path}`,
      description: `${page.path}: at most ${t.maxElements.toLocaleString('en')} elements`,
      value: page.elements === null ? 'n/a' : String(page.elements),
      pass: page.elements === null ? null : page.elements <= t.maxElements,
    });
    targets.push({
      id: `js-heap ${page.path}`,
      description: `${page.path}: at most ${t.maxJsHeapBytes / 1e6} MB of JS heap`,
      value: mb(page.jsHeapUsedBytes),
      pass: page.jsHeapUsedBytes === null ? null : page.jsHeapUsedBytes <= t.maxJsHeapBytes,
    });
  }
  const exported = growth?.export ?? null;
  const seeded = growth?.seed.counts.messages ?? 0;
  targets.push({
    id: 'export-streams',
    description: `export of ${seeded.toLocaleString('en')} messages streams, content service memory flat (≤ ${mib(t.maxExportRssGrowthBytes)} growth)`,
    value: exported
      ? exported.status === 200
        ? `${exported.rows} rows, ${mb(exported.bytes)} in ${ms(exported.totalMs)}, RSS +${mib(exported.rssGrowthBytes)}`
        : `answered ${exported.status}`
      : 'n/a',
    pass:
      exported === null || (exported.status === 200 && exported.rssGrowthBytes === null)
        ? null
        : exported.status === 200 && exported.rows >= seeded && exported.rssGrowthBytes! <= t.maxExportRssGrowthBytes,
  });
  return targets;
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Section 6 of the summary: what was seeded, the list calls, the export, the pages. */
function formatDataGrowth(growth: DataGrowth): string[] {
  const { seed } = growth;
  const c = seed.counts;
  const out = [
    `6. Data growth: seeded ${c.messages} messages, ${c.requests} service and track requests, ` +
      `${c.joinApplications} join applications, ${c.clients} clients in ${(seed.totalMs / 1000).toFixed(1)} s` +
      (growth.scale === 1 ? '' : ` (scale ${growth.scale})`),
  ];
  if (growth.lists.length) {
    out.push(
      table(
        ['call', 'variant', 'status', 'calls', 'median', 'p95', 'rows', 'total', 'bytes'],
        growth.lists.map((l) => [
          l.list,
          l.variant,
          l.status,
          l.calls,
          `${l.medianMs} ms`,
          `${l.p95Ms} ms`,
          l.rows ?? '-',
          l.total ?? '-',
          l.bytes,
        ]),
      ),
    );
  }
  const e = growth.export;
  if (e) {
    out.push(
      `Export ${e.path}: ${e.status}, ${e.rows} rows, ${e.bytes} bytes, first byte ${e.firstByteMs ?? 'n/a'} ms, ` +
        `all ${e.totalMs} ms, BOM ${e.bom ? 'yes' : 'no'}; content RSS ${mib(e.rssBeforeBytes)} before, ` +
        `peak ${mib(e.rssPeakBytes)} (+${mib(e.rssGrowthBytes)}, ${e.samples} samples)`,
    );
  }
  if (growth.pages.length) {
    out.push(
      table(
        ['page', 'first rows', 'by', 'rows', 'elements', 'JS heap', 'before GC', 'note'],
        growth.pages.map((p) => [
          p.path,
          ms(p.firstRowsMs),
          p.matchedBy ?? '-',
          p.rowsShown ?? '-',
          p.elements ?? '-',
          mb(p.jsHeapUsedBytes),
          mb(p.jsHeapUsedBeforeGcBytes),
          p.note ?? '',
        ]),
      ),
    );
  }
  return out;
}

const COMMIT_LABELS = { off: 'off (~1/s after replies)', each: 'each write, own fsync', group: 'group commit' };
const loadRow = (r: LoadResult, how: string, mode: string) => [
  r.endpoint,
  how,
  mode,
  r.requestsPerSecond,
  `${r.p50Ms} ms`,
  `${r.p99Ms} ms`,
  r.errors,
];

/** The short readable summary printed at the end of `npm run bench`. */
export function formatSummary(results: BenchResults): string {
  const out: string[] = [];
  out.push(
    `npm run bench — ${results.startedAt}, ${results.durationSeconds} s, ${results.machine.cpus} CPUs, node ${results.machine.node}, ${results.machine.chromium}`,
  );
  if (results.downloads) {
    out.push(
      '',
      '1. What a visitor downloads (fresh cache, until the network is idle)',
      table(
        ['route', 'requests', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'bundles'],
        results.downloads.map((d) => [
          d.route,
          d.requests,
          kb(d.js.raw),
          kb(d.js.gzip),
          kb(d.css.raw),
          kb(d.css.gzip),
          Object.keys(d.bundles).sort().join(' '),
        ]),
      ),
    );
  }
  if (results.paint) {
    out.push(
      '',
      '2. How fast it paints (Lighthouse, mobile preset)',
      table(
        ['page', 'score', 'LCP', 'TBT', 'CLS'],
        results.paint.map((p) => [
          p.name,
          p.score ?? 'n/a',
          ms(p.lcpMs),
          ms(p.tbtMs),
          p.cls === null ? 'n/a' : p.cls.toFixed(3),
        ]),
      ),
    );
  }
  if (results.api.length) {
    out.push(
      '',
      '3. What the API holds (autocannon on loopback)',
      table(
        ['endpoint', 'via', 'mode', 'rps', 'p50', 'p99', 'errors'],
        results.api.map((r) =>
          loadRow(r, r.via, r.mode === 'latency' ? `@${r.targetRate}/s c=${r.connections}` : `max c=${r.connections}`),
        ),
      ),
    );
    const s = results.scaleOut;
    out.push(
      `Scale-out, ${s.endpoint} through the gateway: 1 instance ${s.oneInstance ?? 'n/a'} rps, 2 instances ${s.twoInstances ?? 'n/a'} rps${s.note ? ` (${s.note})` : ''}`,
    );
  }
  if (results.durableWrites) {
    out.push('', '5. Durable writes (through the gateway, a fresh stack per commit mode of the embedded server)');
    if (results.durableWrites.note) out.push(results.durableWrites.note);
    out.push(
      table(
        ['endpoint', 'database commits', 'mode', 'rps', 'p50', 'p99', 'errors'],
        results.durableWrites.runs.map((r) => loadRow(r, COMMIT_LABELS[r.commits], `max c=${r.connections}`)),
      ),
    );
  }
  if (results.dataGrowth) out.push('', ...formatDataGrowth(results.dataGrowth));
  if (results.memory.length) {
    out.push(
      '',
      '4. Cost: peak resident memory during the load (and the scale-out run)',
      table(
        ['process', 'pid', 'peak under load', 'peak over life'],
        [
          ...results.memory,
          ...(results.scaleOut.memory ?? []).map((m) => ({ ...m, name: `${m.name} (scale-out run)` })),
        ].map((m) => [
          m.name,
          m.pid,
          `${(m.peakDuringLoadBytes / 2 ** 20).toFixed(0)} MiB`,
          `${(m.peakOverLifeBytes / 2 ** 20).toFixed(0)} MiB`,
        ]),
      ),
    );
  }
  out.push('', 'Targets');
  out.push(
    table(
      ['', 'target', 'measured'],
      results.targets.map((t) => [t.pass === null ? 'N/A' : t.pass ? 'PASS' : 'FAIL', t.description, t.value]),
    ),
  );
  for (const problem of results.problems) out.push(`problem: ${problem}`);
  return out.join('\n');
}
