/**
 * Server entry of this remote's prerender (issue 6: the first view paints from the HTML, before
 * any script runs). Built for node by `rspack.prerender.config.ts`; the build then writes the six
 * track pages in Arabic and English into `dist/prerender/` with their stylesheets. The track
 * pages show no editor content (issue 15), so the gateway sends these files as they are, inside
 * the shell's layout rendered with the editors' snapshot (`readsSiteContent`).
 */
import { prerenderedPaths } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

/**
 * The pages the site contract marks prerendered for this remote (`/services/:track`, one per
 * track), with the modules whose client chunks hold their CSS. Throws (failing the build) for a
 * prerendered path that is not a track page.
 */
export const pages: PrerenderPage[] = prerenderedPaths('tracks').map((path) => {
  const slug = /^\/services\/([a-z-]+)$/.exec(path)?.[1];
  if (!slug) throw new Error(`prerender: ${path} is not a track page`);
  return { path, modules: ['src/routes.tsx', 'src/features/track-page/TrackPage.tsx', `src/track-content/${slug}.ts`] };
});

/** The HTML this remote renders for a path in a language (what goes in the shell's `<main>`). */
export const render = renderRoutes(routes);

/** No track page reads the site-content store: the build's files stay right whatever editors save. */
export const readsSiteContent = false;
