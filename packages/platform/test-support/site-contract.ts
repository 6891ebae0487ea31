/**
 * Checks of a remote's route table against the site contract: each remote's
 * `routes.test.tsx` asserts `routePaths(routes)` equals `contractPaths(remote)`, so a route the
 * contract does not declare (or a declared page no route serves) fails a test.
 */
import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES, type RemoteKey } from '@consulting/contracts';

/** Every `path` of a route tree, children included, sorted. Layout routes without a path add none. */
export function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]).sort();
}

/** The page paths `SITE_PAGES` gives `remote`, sorted; a `/*` catch-all is left out (no route declares it). */
export function contractPaths(remote: RemoteKey): string[] {
  return SITE_PAGES.filter((page) => page.remote === remote && !page.path.endsWith('/*'))
    .map((page) => page.path)
    .sort();
}
