/**
 * `/remotes.json`, asked for as soon as the shell's entry runs (index.ts), before the bootstrap
 * chunks arrive, so the remote loader finds it on its way (issue 16 part 4). It used to be a
 * `<link rel=preload>` in index.html, which on a prerendered page started the request before
 * the first paint, beside the page's stylesheets and fonts, although nothing reads it before the
 * shell starts after that paint (`/prerender-boot.js`).
 */

/**
 * The site contract's `REMOTES_JSON_PATH`, written out: this module is in the entry chunk, and
 * importing `@consulting/contracts` there would move the whole site-contract module (its page
 * table and texts, ~3.6 KB gzip) into it. remotes-json.test.ts checks the two are the same.
 */
export const REMOTES_JSON_URL = '/remotes.json';

/**
 * Where a prerendered page's boot script leaves the request of `/remotes.json` it started while
 * this entry downloaded (the gateway's `BOOT_REMOTES_JSON_GLOBAL`, prerender-boot.ts; the test
 * checks both are the same). A page's first `fetch` costs 1–8 ms here, which fell inside the
 * entry's evaluation, one of the longest tasks after the paint (issue 16 part 4).
 */
export const BOOT_REMOTES_JSON_GLOBAL = '__bootRemotesJson';

let early: Promise<Response> | null = null;

/** The boot script's request of `/remotes.json`, once (it is removed from `window`); else null. */
function takeBootRequest(): Promise<Response> | null {
  const slot = window as unknown as Record<string, Promise<Response> | undefined>;
  const request = slot[BOOT_REMOTES_JSON_GLOBAL];
  delete slot[BOOT_REMOTES_JSON_GLOBAL];
  return request instanceof Promise ? request : null;
}

/**
 * Starts the request of `/remotes.json` (`no-cache`: revalidated, as its Cache-Control says)
 * unless it is already on its way, from this module or from the prerendered page's boot script.
 */
export function prefetchRemotesJson(): void {
  early ??= takeBootRequest() ?? fetch(REMOTES_JSON_URL, { cache: 'no-cache' });
  // A failure is the loader's to report when it takes the response.
  early.catch(() => undefined);
}

/**
 * The response of `/remotes.json`: the early request's the first time (`prefetchRemotesJson`),
 * a new request on every later call (the loader asks again after a failure). Rejects as `fetch`.
 */
export function takeRemotesJson(): Promise<Response> {
  const response = early ?? fetch(REMOTES_JSON_URL, { cache: 'no-cache' });
  early = null;
  return response;
}
