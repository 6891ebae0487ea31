/**
 * Server entry of the shell's build-time prerender (issue 6: the first view paints from the
 * HTML). Built for node by `rspack.prerender.config.ts`; the build writes, for each public path
 * in Arabic and English, the layout (navbar with that path's active link, footer) with
 * `PRERENDER_SLOT` where the page goes into `dist/prerender/`. The gateway fills the slot with
 * the prerender of the remote that owns the path, if it has one.
 */
import { PUBLIC_PAGES, TRACK_SLUGS } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { PRERENDER_SLOT, type PrerenderPage } from '@consulting/mf-config/prerender';
import { renderSitePage } from '@consulting/mf-config/render-page';
import type { RemoteLoader } from './federation/remote-loader.ts';
import { registerShellTranslations } from './i18n/shell-translations.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

registerShellTranslations();

/** Every public page and track page; the layout's CSS is in the bootstrap chunk. */
export const pages: PrerenderPage[] = [
  ...Object.keys(PUBLIC_PAGES),
  ...TRACK_SLUGS.map((slug) => `/services/${slug}`),
].map((path) => ({ path, modules: ['src/bootstrap.tsx'] }));

/** A loader that has nothing: the layout only asks for a remote widget for a signed-in client. */
const noRemotes: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('no remotes in the prerender')),
  routes: () => Promise.reject(new Error('no remotes in the prerender')),
  reset: () => undefined,
};

const SLOT_ELEMENT = '<template data-prerender-slot=""></template>';

/** The layout for `path` in `language`, with `PRERENDER_SLOT` inside `<main>`. */
export async function render(path: string, language: Language): Promise<string> {
  const html = await renderSitePage(
    path,
    language,
    <SiteLayout loader={noRemotes}>
      <template data-prerender-slot="" />
    </SiteLayout>,
  );
  if (!html.includes(SLOT_ELEMENT)) throw new Error(`shell prerender of ${path}: the page slot is missing`);
  return html.replace(SLOT_ELEMENT, PRERENDER_SLOT);
}
