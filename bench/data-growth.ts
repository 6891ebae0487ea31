/**
 * The data-growth section of the bench: an admin that holds years of data. On a stack of its own
 * (fresh data folder) it seeds 50,000 contact messages, 50,000 service and track requests, 2,000
 * join applications and 2,000 clients (bench/seed-data.ts), then measures, all on 127.0.0.1 through
 * the gateway with the bench's admin signed in:
 *   1. each admin list: the first page (no parameters), a filtered page, a search for a Latin and
 *      an Arabic word, and page 1,000 (`page=1000&page_size=20`; the last page of lists shorter
 *      than 20,000 rows), and `GET /api/admin/counts`: first up to three warm-up rounds over all
 *      of them (15 s at most), then per call 2 more warm-up calls and up to 20 timed calls one
 *      after the other (3 s at most, 3 at least): median and p95 of the whole answer (body read),
 *      rows returned, total;
 *   2. the export of every message (`GET /api/admin/messages/export`): time, bytes, CSV rows,
 *      and the content service's resident memory (VmRSS) sampled every 100 ms while it runs;
 *   3. the admin dashboard (services and opportunities tabs) and messages pages in Chromium, each
 *      in a fresh context (empty cache) with the admin session already in localStorage: time from
 *      navigation start until the first data row is on the page, elements, JS heap.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import type { RunningStack } from '../scripts/stack.ts';
import { memoryOf } from './processes.ts';
import { SEARCH_WORDS, seedDataGrowth, type SeedResult } from './seed-data.ts';

// Budgets of the header comment; times in ms.
const LIST_CALLS = Number(process.env.BENCH_LIST_CALLS ?? 20);
const WARMUP_CALLS = 2;
const WARMUP_ROUNDS = 3;
const WARMUP_BUDGET_MS = 15_000;
const LIST_BUDGET_MS = 3000;
const MIN_CALLS = 3;
const DEEP_PAGE = 1000;
const DEEP_PAGE_SIZE = 20;
const RSS_SAMPLE_MS = 100;
const PAGE_TIMEOUT_MS = Number(process.env.BENCH_PAGE_TIMEOUT_MS ?? 30_000);
/** After the first rows, the page gets this long to finish drawing before it is measured. */
const PAGE_SETTLE_MS = 1000;
/**
 * A page is not opened when a list it shows answered more rows than this on its first call
 * (rendering 50,000 rows would starve the machine); BENCH_DATA_GROWTH_PAGES=force opens it anyway.
 */
const UNPAGED_ROWS = 1000;

/**
 * A page shows its data once an element matches this selector (BENCH_ROW_SELECTOR replaces it)
 * or the newest seeded row's text is on it.
 */
export const ROW_SELECTOR =
  process.env.BENCH_ROW_SELECTOR ??
  '[data-testid="request-card"], [data-testid="message-card"], .ant-table-row, .ant-list-item';

export interface ListCallResult {
  /** '/api/admin/messages', ..., or '/api/admin/counts'. */
  list: string;
  /** 'first page', 'filtered', 'search (en)', 'search (ar)', 'page 1000' / 'last page (n)', 'counts'. */
  variant: string;
  path: string;
  /** HTTP status of the last call. */
  status: number;
  /** Timed calls (the warm-up excluded). */
  calls: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Rows in the answer's list; null when it holds none. */
  rows: number | null;
  total: number | null;
  bytes: number;
  /** The answer when it is not a list (counts), or its error. */
  body?: unknown;
}

export interface ExportResult {
  path: string;
  status: number;
  /** From the request until the last / first body byte (ms). */
  totalMs: number;
  firstByteMs: number | null;
  bytes: number;
  /** CSV records after the header line (quoted line breaks do not count). */
  rows: number;
  /** The body starts with a UTF-8 BOM. */
  bom: boolean;
  /** Content service (first instance) resident memory, bytes: before, peak, peak - before. */
  rssBeforeBytes: number | null;
  rssPeakBytes: number | null;
  rssGrowthBytes: number | null;
  samples: number;
  /** Every sample, MiB, in order (a plateau when streaming). */
  rssSamplesMiB: number[];
  note?: string;
}

export interface PageResult {
  name: string;
  path: string;
  /** Navigation start until the first row (or the newest row's text) is on the page (ms); null: never. */
  firstRowsMs: number | null;
  /** 'selector' or 'text': what showed first. */
  matchedBy: string | null;
  /** Elements matching ROW_SELECTOR, and all elements, PAGE_SETTLE_MS after the first rows. */
  rowsShown: number | null;
  elements: number | null;
  /** V8 heap used (CDP Performance.getMetrics) after / before a forced collection, bytes. */
  jsHeapUsedBytes: number | null;
  jsHeapUsedBeforeGcBytes: number | null;
  note?: string;
}

export interface DataGrowth {
  /** BENCH_DATA_SCALE: 1 = 50,000 messages ... */
  scale: number;
  seed: SeedResult;
  lists: ListCallResult[];
  export: ExportResult | null;
  pages: PageResult[];
  rowSelector: string;
  /** Calls, budgets and sampling, for reading the figures later. */
  settings: Record<string, number | string>;
  /** Parts that could not run, with the reason. */
  problems: string[];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The q-th quantile (0..1) of `values`, nearest rank; 0 for none. */
function quantile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Rows of a list answer: the array under `key`, else the first array in the body. */
function rowsOf(body: unknown, key: string): number | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record[key])) return (record[key] as unknown[]).length;
  const first = Object.values(record).find(Array.isArray);
  return first ? first.length : null;
}

/** Signs the bench's admin in through the gateway: `{token, user}` of `POST /api/admin/login`. */
async function signIn(origin: string, email: string, password: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json().catch(() => null)) as { token?: string; user?: unknown } | null;
  if (!res.ok || !body?.token) throw new Error(`admin sign-in answered ${res.status}`);
  return { token: body.token, user: body.user };
}

/** One GET with the admin token, timed until the whole body is read. */
async function timedGet(
  origin: string,
  path: string,
  token: string,
): Promise<{ ms: number; status: number; bytes: number; text: string }> {
  const started = performance.now();
  const res = await fetch(origin + path, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  const buffer = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  return { ms, status: res.status, bytes: buffer.length, text: buffer.toString('utf8') };
}

/** WARMUP_CALLS untimed calls, then up to LIST_CALLS timed calls within LIST_BUDGET_MS (at least MIN_CALLS). */
async function measureCall(
  origin: string,
  token: string,
  list: string,
  variant: string,
  path: string,
  key: string,
): Promise<ListCallResult> {
  for (let i = 0; i < WARMUP_CALLS; i += 1) await timedGet(origin, path, token);
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof timedGet>> | undefined;
  const started = performance.now();
  while (times.length < LIST_CALLS && (times.length < MIN_CALLS || performance.now() - started < LIST_BUDGET_MS)) {
    last = await timedGet(origin, path, token);
    times.push(last.ms);
  }
  let body: unknown;
  try {
    body = JSON.parse(last!.text);
  } catch {
    body = last!.text.slice(0, 200);
  }
  const total = (body as { total?: unknown } | null)?.total;
  const ok = last!.status === 200;
  return {
    list,
    variant,
    path,
    status: last!.status,
    calls: times.length,
    medianMs: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    maxMs: round(Math.max(...times)),
    rows: ok ? rowsOf(body, key) : null,
    total: typeof total === 'number' ? total : null,
    bytes: last!.bytes,
    ...(key === '' || !ok ? { body } : {}),
  };
}

/** The admin lists: path, list key, filter, search words (en, ar) and seeded size. */
function listSpecs({ counts }: SeedResult): [string, string, string, [string, string], number][] {
  const words: [string, string] = [SEARCH_WORDS.en, SEARCH_WORDS.ar];
  return [
    ['/api/admin/messages', 'messages', 'is_read=false', words, counts.messages],
    ['/api/admin/service-requests', 'requests', 'status=new', words, Math.ceil(counts.requests / 2)],
    ['/api/admin/track-requests', 'requests', 'status=new', words, Math.floor(counts.requests / 2)],
    ['/api/admin/requests', 'requests', 'status=in_progress', words, counts.requests],
    [
      '/api/admin/join-applications',
      'data',
      'status=pending',
      [SEARCH_WORDS.enSpecialization, SEARCH_WORDS.arName],
      counts.joinApplications,
    ],
    // Clients and the admin.
    ['/api/admin/users', 'users', 'role=client', [SEARCH_WORDS.enDomain, SEARCH_WORDS.arName], counts.clients + 1],
  ];
}

/** Every list variant and the counts call, one after the other. */
async function measureLists(
  origin: string,
  token: string,
  seed: SeedResult,
  log: (line: string) => void,
): Promise<ListCallResult[]> {
  const variants: { list: string; variant: string; path: string; key: string }[] = [];
  for (const [list, key, filter, [en, ar], rows] of listSpecs(seed)) {
    const add = (variant: string, query: string) =>
      variants.push({ list, variant, path: query ? `${list}?${query}` : list, key });
    add('first page', '');
    add('filtered', filter);
    add('search (en)', `q=${encodeURIComponent(en)}`);
    add('search (ar)', `q=${encodeURIComponent(ar)}`);
    const deep = rows >= DEEP_PAGE * DEEP_PAGE_SIZE ? DEEP_PAGE : Math.max(1, Math.ceil(rows / DEEP_PAGE_SIZE));
    add(deep === DEEP_PAGE ? `page ${DEEP_PAGE}` : `last page (${deep})`, `page=${deep}&page_size=${DEEP_PAGE_SIZE}`);
  }
  variants.push({ list: '/api/admin/counts', variant: 'counts', path: '/api/admin/counts', key: '' });

  // Round-robin warm-up: first calls of each query shape run slower (JIT in the services and the
  // embedded JVM database), which would otherwise land on whichever list is measured first.
  log(
    `data growth: warming up ${variants.length} calls (at most ${WARMUP_ROUNDS} rounds, ${WARMUP_BUDGET_MS / 1000} s)`,
  );
  const warmStarted = performance.now();
  for (let round = 0; round < WARMUP_ROUNDS && performance.now() - warmStarted < WARMUP_BUDGET_MS; round += 1) {
    for (const v of variants) await timedGet(origin, v.path, token);
  }

  const results: ListCallResult[] = [];
  for (const v of variants) {
    if (v.variant === 'first page' || v.variant === 'counts') log(`data growth: ${v.list}`);
    results.push(await measureCall(origin, token, v.list, v.variant, v.path, v.key));
  }
  return results;
}

/** Counts CSV records in a stream of chunks: line feeds outside double quotes (`""` cancels out). */
function csvRecordCounter(): { push: (chunk: Uint8Array) => void; records: () => number } {
  let inQuotes = false;
  let records = 0;
  let lastByte = 0x0a;
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length; i += 1) {
        const byte = chunk[i];
        if (byte === 0x22) inQuotes = !inQuotes;
        else if (byte === 0x0a && !inQuotes) records += 1;
      }
      if (chunk.length) lastByte = chunk[chunk.length - 1];
    },
    records: () => records + (lastByte === 0x0a ? 0 : 1),
  };
}

/** The export of every message, with the content service's memory sampled while it streams. */
async function measureExport(origin: string, token: string, contentPid: number | undefined): Promise<ExportResult> {
  const path = '/api/admin/messages/export';
  const rss = () => (contentPid === undefined ? null : (memoryOf(contentPid)?.rssBytes ?? null));
  const rssBefore = rss();
  let peak = rssBefore ?? 0;
  const series: number[] = [];
  const timer = setInterval(() => {
    const now = rss();
    if (now === null) return;
    series.push(round(now / 2 ** 20));
    peak = Math.max(peak, now);
  }, RSS_SAMPLE_MS);
  const counter = csvRecordCounter();
  let bytes = 0;
  let firstByteMs: number | null = null;
  let bom = false;
  let status: number;
  const started = performance.now();
  try {
    const res = await fetch(origin + path, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(180_000),
    });
    status = res.status;
    const reader = res.body?.getReader();
    for (;;) {
      const read = await reader?.read();
      if (!read || read.done) break;
      const chunk = read.value;
      if (firstByteMs === null) {
        firstByteMs = round(performance.now() - started);
        bom = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
      }
      bytes += chunk.length;
      if (status === 200) counter.push(chunk);
    }
  } finally {
    clearInterval(timer);
  }
  const totalMs = round(performance.now() - started);
  const after = rss();
  if (after !== null) peak = Math.max(peak, after);
  return {
    path,
    status,
    totalMs,
    firstByteMs,
    bytes,
    rows: status === 200 ? Math.max(0, counter.records() - 1) : 0,
    bom,
    rssBeforeBytes: rssBefore,
    rssPeakBytes: rssBefore === null ? null : peak,
    rssGrowthBytes: rssBefore === null ? null : peak - rssBefore,
    samples: series.length,
    rssSamplesMiB: series,
    ...(status === 200 ? {} : { note: `the export answered ${status}` }),
  };
}

declare global {
  interface Window {
    __benchFirstRow?: { ms: number; by: string };
  }
}

/**
 * Runs in the page before its scripts: puts the admin session where the admin UI keeps it
 * (localStorage `admin_token` / `admin_user`, packages/platform session.ts) and records the
 * first moment a row matching `selector`, or the text `text`, is on the page
 * (`window.__benchFirstRow.ms`, performance.now(), i.e. since navigation start).
 */
function pageInit(args: { origin: string; token: string; user: string; selector: string; text: string }): void {
  if (location.origin !== args.origin) return;
  localStorage.setItem('admin_token', args.token);
  localStorage.setItem('admin_user', args.user);
  let lastTextCheck = -Infinity;
  const check = (): boolean => {
    if (window.__benchFirstRow) return true;
    const element = document.querySelector(args.selector);
    if (element && element.getClientRects().length > 0) {
      window.__benchFirstRow = { ms: performance.now(), by: 'selector' };
      return true;
    }
    // textContent walks the whole document: at most every 50 ms.
    const now = performance.now();
    if (args.text && document.body && now - lastTextCheck >= 50) {
      lastTextCheck = now;
      if (document.body.textContent?.includes(args.text)) {
        window.__benchFirstRow = { ms: now, by: 'text' };
        return true;
      }
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect();
  });
  // `document` itself: the init script runs before the document has its root element.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const timer = setInterval(() => {
    if (check()) {
      clearInterval(timer);
      observer.disconnect();
    }
  }, 50);
}

const unmeasuredPage = ({ name, path }: { name: string; path: string }): PageResult => ({
  name,
  path,
  firstRowsMs: null,
  matchedBy: null,
  rowsShown: null,
  elements: null,
  jsHeapUsedBytes: null,
  jsHeapUsedBeforeGcBytes: null,
});

/** One page in a fresh context: first rows, elements, JS heap. */
async function measurePage(
  browser: Browser,
  base: string,
  page: { name: string; path: string; text: string },
  session: { token: string; user: unknown },
): Promise<PageResult> {
  const result = unmeasuredPage(page);
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(pageInit, {
      origin: new URL(base).origin,
      token: session.token,
      user: JSON.stringify(session.user),
      selector: ROW_SELECTOR,
      text: page.text,
    });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(error.message));
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await tab.goto(new URL(page.path, base).href, { waitUntil: 'commit', timeout: 60_000 });
    try {
      await tab.waitForFunction(() => window.__benchFirstRow !== undefined, undefined, {
        timeout: PAGE_TIMEOUT_MS,
        polling: 100,
      });
    } catch {
      const shown = await tab
        .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 160) ?? '')
        .catch(() => '?');
      result.note =
        `no row within ${PAGE_TIMEOUT_MS / 1000} s at ${new URL(tab.url()).pathname} (the page shows "${shown}")` +
        (errors.length ? `; errors: ${errors.slice(0, 3).join(' | ').slice(0, 300)}` : '');
      return result;
    }
    const first = await tab.evaluate(() => window.__benchFirstRow!);
    result.firstRowsMs = round(first.ms);
    result.matchedBy = first.by;
    await tab.waitForTimeout(PAGE_SETTLE_MS);
    const counts = await tab.evaluate((selector) => {
      return { elements: document.querySelectorAll('*').length, rows: document.querySelectorAll(selector).length };
    }, ROW_SELECTOR);
    result.elements = counts.elements;
    result.rowsShown = counts.rows;
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    const heap = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? null;
    result.jsHeapUsedBeforeGcBytes = await heap();
    await cdp.send('HeapProfiler.collectGarbage');
    result.jsHeapUsedBytes = await heap();
    return result;
  } catch (error) {
    result.note = String(error);
    return result;
  } finally {
    await context?.close().catch(() => {});
  }
}

/** The admin pages the section opens and the lists each one shows (for the unpaged guard). */
function pageSpecs(seed: SeedResult): { name: string; path: string; text: string; lists: string[] }[] {
  const dashboardLists = ['/api/admin/service-requests', '/api/admin/track-requests', '/api/admin/users'];
  return [
    { name: 'dashboard', path: '/admin/dashboard', text: seed.newest.serviceRequest, lists: dashboardLists },
    {
      name: 'dashboard opportunities',
      path: '/admin/dashboard?tab=opportunities',
      text: seed.newest.trackRequest,
      lists: dashboardLists,
    },
    { name: 'messages', path: '/admin/messages', text: seed.newest.message, lists: ['/api/admin/messages'] },
  ];
}

/**
 * The whole section on `stack` (started by the caller on a fresh data folder): seed, lists,
 * export, pages. `scale` multiplies the seeded counts. Throws only when the seed or the admin's
 * sign-in fails; a part that cannot run is in `problems` with what was measured kept.
 */
export async function measureDataGrowth(options: {
  stack: RunningStack;
  admin: { email: string; password: string };
  scale: number;
  log: (line: string) => void;
}): Promise<DataGrowth> {
  const { stack, admin, scale, log } = options;
  const problems: string[] = [];
  log(`data growth: seeding (scale ${scale})`);
  const seed = await seedDataGrowth(stack.database.uri, scale, log);
  log(`data growth: seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
  const origin = stack.instanceUrls('gateway')[0];
  const session = await signIn(origin, admin.email, admin.password);

  let lists: ListCallResult[] = [];
  try {
    lists = await measureLists(origin, session.token, seed, log);
  } catch (error) {
    problems.push(`lists: ${String(error)}`);
  }

  let exported: ExportResult | null = null;
  log('data growth: export');
  try {
    exported = await measureExport(origin, session.token, stack.pids().content[0]);
  } catch (error) {
    problems.push(`export: ${String(error)}`);
  }

  const pages: PageResult[] = [];
  log('data growth: pages in Chromium');
  try {
    const browser = await launchBrowser();
    try {
      for (const page of pageSpecs(seed)) {
        const unpaged = lists.find(
          (l) => page.lists.includes(l.list) && l.variant === 'first page' && (l.rows ?? 0) > UNPAGED_ROWS,
        );
        if (unpaged && process.env.BENCH_DATA_GROWTH_PAGES !== 'force') {
          pages.push({
            ...unmeasuredPage(page),
            note: `not opened: ${unpaged.list} answers ${unpaged.rows} rows unpaged (BENCH_DATA_GROWTH_PAGES=force opens it)`,
          });
          continue;
        }
        log(`data growth: ${page.path}`);
        pages.push(await measurePage(browser, stack.url, page, session));
      }
    } finally {
      await browser.close();
    }
  } catch (error) {
    problems.push(`pages: ${String(error)}`);
  }
  const settings = {
    via: 'gateway on 127.0.0.1, one call at a time, admin Bearer token',
    warmupRounds: WARMUP_ROUNDS,
    warmupBudgetMs: WARMUP_BUDGET_MS,
    warmupCallsPerVariant: WARMUP_CALLS,
    listCalls: LIST_CALLS,
    listBudgetMs: LIST_BUDGET_MS,
    deepPage: `page=${DEEP_PAGE}&page_size=${DEEP_PAGE_SIZE}`,
    rssSampleMs: RSS_SAMPLE_MS,
    pageTimeoutMs: PAGE_TIMEOUT_MS,
    pageSettleMs: PAGE_SETTLE_MS,
    pages: 'fresh context (empty cache), admin session in localStorage; JS heap after HeapProfiler.collectGarbage',
  };
  return { scale, seed, lists, export: exported, pages, rowSelector: ROW_SELECTOR, settings, problems };
}
