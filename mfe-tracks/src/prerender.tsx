/**
 * Server entry of this remote's prerender (issue 6: the first view paints from the HTML, before
 * any script runs). Built for node by `rspack.prerender.config.ts`; the build then writes the six
 * track pages in Arabic and English into `dist/prerender/` with their stylesheets. The track
 * pages show no editor content (issue 15), so the gateway sends these files as they are, inside
 * the shell's layout rendered with the editors' snapshot (`readsSiteContent`).
 */
import { TRACK_SLUGS } from '@consulting/contracts';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

/** `/services/{slug}` for each track, with the modules whose client chunks hold their CSS. */
export const pages: PrerenderPage[] = TRACK_SLUGS.map((slug) => ({
  path: `/services/${slug}`,
  modules: ['src/routes.tsx', 'src/features/track-page/TrackPage.tsx', `src/track-content/${slug}.ts`],
}));

/** The HTML this remote renders for a path in a language (what goes in the shell's `<main>`). */
export const render = renderRoutes(routes);

/** No track page reads the site-content store: the build's files stay right whatever editors save. */
export const readsSiteContent = false;
