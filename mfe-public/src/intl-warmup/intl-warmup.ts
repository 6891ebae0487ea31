/**
 * ICU's first load, moved off the main thread (issue 16 part 4, total blocking time).
 *
 * A page's first `Intl` formatter for a locale loads ICU's data for it: in Chromium here 15–90 ms
 * for the first number formatter of ar-SA and 3–7 ms for its dates, four times that under
 * Lighthouse's mobile CPU, and no part of it can be split. ICU keeps that data in caches of the
 * whole renderer process, so a worker that makes the formatters first pays it on another thread:
 * the main thread's first ar-SA formatters then cost ~0.1 ms (measured, Chromium 156: 24–90 ms
 * cold, 0.0–0.2 ms after a worker's).
 */

import workerScript from './intl-warmup.worker.js?url';

/** What the worker is sent: the locale, and the options of the date formatter the page will make. */
export interface IntlWarmup {
  locale: string;
  dateOptions: Intl.DateTimeFormatOptions;
}

/**
 * Has a short-lived worker (`intl-warmup.worker.js`, emitted as a hashed file of this bundle, on
 * the site's origin as the CSP's `script-src 'self'` asks) make a number formatter and the date
 * formatter of `warmup`. Resolves when the worker is done; rejects when no worker can be started
 * (no `Worker`, a cross-origin bundle) or it fails, and the caller then does the work on the main
 * thread. Every worker ends itself after answering; one that has not answered within
 * `timeoutMs` (its script stuck on a slow network) is ended and the promise rejects, so a page
 * that waits for the formatters (`prepareNewsDates`) never waits long.
 */
export function warmIntl(warmup: IntlWarmup, timeoutMs = WARMUP_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript);
    const fail = (message: string) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(`Intl warm-up worker failed: ${message}`));
    };
    const timer = setTimeout(() => fail(`no answer in ${timeoutMs} ms`), timeoutMs);
    worker.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message);
    };
    worker.postMessage(warmup);
  });
}

/** How long `warmIntl` waits for its worker's answer (ms); it takes ~30 ms on this machine. */
export const WARMUP_TIMEOUT_MS = 2000;
