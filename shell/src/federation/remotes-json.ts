/**
 * `/remotes.json`, asked for when the entry runs, before the bootstrap chunks arrive; not a
 * preload, which would compete with the first paint's stylesheets and fonts.
 */

// The small contracts module, not `@consulting/contracts`: this module is in the entry chunk, and
// the whole site contract (its page table and texts) would come with it.
import { REMOTES_JSON_PATH } from '@consulting/contracts/prerender-boot';

let early: Promise<Response> | null = null;

/**
 * Starts the request of `/remotes.json` (`no-cache`: revalidated, as its Cache-Control says)
 * unless it is already on its way.
 */
export function prefetchRemotesJson(): void {
  early ??= fetch(REMOTES_JSON_PATH, { cache: 'no-cache' });
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
