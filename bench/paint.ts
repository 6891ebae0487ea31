/**
 * "How fast it paints": Lighthouse's default (mobile, simulated throttling) preset, performance
 * only, against Debian's Chromium started by chrome-launcher. Each page is run
 * `BENCH_LIGHTHOUSE_RUNS` times (5) and Lighthouse's own `computeMedianRun` reported, as its
 * docs/variability.md advises.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';

export { CHROMIUM_PATH };

export interface PaintResult {
  name: string;
  url: string;
  /** Lighthouse performance score, 0–100; null when Lighthouse could not score the page. */
  score: number | null;
  /** Largest Contentful Paint, milliseconds (simulated mobile). */
  lcpMs: number | null;
  /** Total Blocking Time, milliseconds. */
  tbtMs: number | null;
  /** Cumulative Layout Shift (unitless). */
  cls: number | null;
  /** Lighthouse's runtime error or warnings, when any. */
  problems: string[];
}

/** Lighthouse runs per page (`BENCH_LIGHTHOUSE_RUNS`, default 5); the median one is reported. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);

/** Requests `url` once, so the server has rendered and cached the page; Lighthouse reports errors. */
async function warmUp(url: string): Promise<void> {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
  } catch {
    /* reported by Lighthouse */
  }
}

/**
 * Runs Lighthouse `LIGHTHOUSE_RUNS` times on each page (after one plain request of it, `warmUp`)
 * and keeps its median run, one page after the other in a single Chromium. A page whose run throws
 * gets nulls and the error in `problems`; a Chromium that does not start throws.
 */
export async function measurePaint(pages: { name: string; url: string }[]): Promise<PaintResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  const results: PaintResult[] = [];
  try {
    for (const { name, url } of pages) {
      try {
        // Lighthouse scores the page, not the gateway's first (uncached) render of it.
        await warmUp(url);
        const runs = [];
        const dropped: string[] = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const run = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!run) throw new Error('Lighthouse returned no result');
          // An unmeasured run is left out of the median and named in `problems`.
          const measured =
            !run.lhr.runtimeError && Number.isFinite(run.lhr.audits['first-contentful-paint']?.numericValue);
          if (measured) runs.push(run.lhr);
          else
            dropped.push(`run ${i + 1} not measured: ${run.lhr.runtimeError?.message ?? 'no first contentful paint'}`);
        }
        if (!runs.length) throw new Error(dropped.join('; '));
        const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
        const score = lhr.categories.performance?.score;
        results.push({
          name,
          url,
          score: typeof score === 'number' ? Math.round(score * 100) : null,
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          problems: [...dropped, ...(lhr.runtimeError ? [lhr.runtimeError.message] : []), ...lhr.runWarnings],
        });
      } catch (error) {
        results.push({ name, url, score: null, lcpMs: null, tbtMs: null, cls: null, problems: [String(error)] });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
