/**
 * `/remotes.json`, asked for as soon as the shell's entry runs (index.ts), before the bootstrap
 * chunks arrive, so the remote loader finds it on its way. Not a `<link rel=preload>` in
 * index.html: on a server-rendered page that would start the request before the first paint,
 * beside the page's stylesheets and fonts, although nothing reads it before the shell starts.
 */

// The small contracts module, not `@consulting/contracts`: this module is in the entry chunk, and
// the whole site contract (its page table and texts, ~3.6 KB gzip) would come with it.
import { BOOT_REMOTES_JSON_GLOBAL, REMOTES_JSON_PATH } from '@consulting/contracts/prerender-boot';

let early: Promise<Response> | null = null;

/**
 * The request of `/remotes.json` a prerendered page's boot script started while this entry
 * downloaded, once (it is removed from `window`); else null. Taken over rather than sent again,
 * so the page's first `fetch` does not fall inside the entry's evaluation, a long task.
 */
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
  early ??= takeBootRequest() ?? fetch(REMOTES_JSON_PATH, { cache: 'no-cache' });
  // A failure is the loader's to report when it takes the response.
  early.catch(() => undefined);
}

/**
 * The response of `/remotes.json`: the early request's the first time (`prefetchRemotesJson`),
 * a new request on every later call (the loader asks again after a failure). Rejects as `fetch`.
 */
export function takeRemotesJson(): Promise<Response> {
  const response = early ?? fetch(REMOTES_JSON_PATH, { cache: 'no-cache' });
  early = null;
  return response;
}
