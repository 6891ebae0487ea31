/**
 * Server entry of this remote's build-time prerender (issue 6: the first view paints from the
 * HTML, before any script runs). Built for node by `rspack.prerender.config.ts`; the build then
 * writes each page below in Arabic and English into `dist/prerender/` with its stylesheets.
 * Pages render as on a first client render: the home page's data sections show their built-in
 * texts (data is read by effects, which do not run here).
 */
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderRoutes } from '@consulting/mf-config/render-page';
import routes from './routes.tsx';

/** The pages prerendered, with the modules whose client chunks hold their CSS. */
export const pages: PrerenderPage[] = [{ path: '/', modules: ['src/routes.tsx', 'src/features/home/HomePage.tsx'] }];

/** The HTML this remote renders for a path in a language (what goes in the shell's `<main>`). */
export const render = renderRoutes(routes);
