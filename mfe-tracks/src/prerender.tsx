/**
 * Server entry of this remote (architecture "Server rendering with hydration"), built for node by
 * `rspack.prerender.config.ts`: the pages the site contract marks server-rendered for this remote
 * (the six track pages, their request forms and the overview at its three paths) with the
 * modules whose client chunks hold their CSS, and its routes for the shell's server render.
 */
import { matchPagePath, prerenderedPaths } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { remoteServerRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

const OVERVIEW = 'src/features/track-overview/TrackOverviewPage.tsx';

/**
 * The modules whose client chunks hold the CSS of the page at `path` (the route table's module
 * first), or null for a path this entry does not know.
 */
function pageModules(path: string): string[] | null {
  const track = matchPagePath('/services/:track', path)?.track;
  // The content and text chunks (one per track and language) hold no CSS.
  if (track) return ['src/routes.tsx', 'src/features/track-page/TrackPage.tsx'];
  if (matchPagePath('/services/:track/request', path)) {
    return ['src/routes.tsx', 'src/features/track-request/TrackRequestPage.tsx'];
  }
  if (path === '/services/overview' || path === '/tracks' || path === '/tracks/overview') {
    return ['src/routes.tsx', OVERVIEW];
  }
  return null;
}

/**
 * The pages the site contract marks prerendered for this remote, with the modules whose client
 * chunks hold their CSS. Throws (failing the build) for a prerendered path it does not know.
 */
export const pages: PrerenderPage[] = prerenderedPaths('tracks').map((path) => {
  const modules = pageModules(path);
  if (!modules) throw new Error(`prerender: no modules listed for ${path} (pageModules)`);
  return { path, modules };
});

/** This remote's routes for the shell's server render. */
export const serverRoutes = remoteServerRoutes(routes);
