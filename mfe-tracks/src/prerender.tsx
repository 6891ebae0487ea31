/**
 * Server entry of this remote's build-time prerender (issue 6: the first view paints from the
 * HTML, before any script runs). Built for node by `rspack.prerender.config.ts`; the build then
 * writes the six track pages in Arabic and English into `dist/prerender/` with their stylesheets.
 */
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { TRACK_SLUGS } from '@consulting/contracts';
import { i18n, useLanguage, type Language } from '@consulting/platform';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderStatic } from '@consulting/mf-config/render-static';
import routes from './routes.tsx';

/** `/services/{slug}` for each track, with the modules whose client chunks hold their CSS. */
export const pages: PrerenderPage[] = TRACK_SLUGS.map((slug) => ({
  path: `/services/${slug}`,
  modules: ['src/routes.tsx', 'src/features/track-page/TrackPage.tsx', `src/track-content/${slug}.ts`],
}));

function RemotePage() {
  return useRoutes(routes);
}

/** The HTML this remote renders for `path` in `language` (what goes in the shell's `<main>`). */
export async function render(path: string, language: Language): Promise<string> {
  // The build loads this module once per language with that language stored (mf-config prerender.ts).
  if (useLanguage.getState().language !== language) throw new Error(`prerender: the store is not in ${language}`);
  return renderStatic(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={path}>
        <RemotePage />
      </StaticRouter>
    </I18nextProvider>,
  );
}
