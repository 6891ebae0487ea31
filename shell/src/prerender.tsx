/**
 * Server entry of the shell's prerender (issue 6: the first view paints from the HTML). Built
 * for node by `rspack.prerender.config.ts`; the build writes, for each path the site contract
 * prerenders at build time (`prerenderedPaths()`) in Arabic and English, the layout (navbar with that path's active link, footer) with `PRERENDER_SLOT` where
 * the page goes into `dist/prerender/`, with the built-in texts. The gateway renders it again
 * with the editors' snapshot (issue 15 part 5: the footer's contacts follow the settings) and
 * fills the slot with the prerender of the remote that owns the path, if it has one.
 */
import { prerenderedPaths, requestRenderedPages } from '@consulting/contracts';
import type { Language, SiteContent } from '@consulting/platform';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
// Not from `/prerender`: that module is the build's code (rspack), which must stay out of this
// server bundle the gateway loads (issue 15 part 5).
import { PRERENDER_SLOT, renderSitePage } from '@consulting/mf-config/render-page';
import type { RemoteLoader } from './federation/remote-loader.ts';
import { registerShellTranslations } from './i18n/shell-translations.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

registerShellTranslations();

/**
 * Every path whose first view a remote prerenders (the gateway composes a page only when both
 * the layout and the page are there), and the patterns of the pages the gateway renders at
 * request time (`/news/:id`: it renders the layout for the concrete path then); the layout's CSS
 * is in the bootstrap chunk.
 */
export const pages: PrerenderPage[] = [
  ...prerenderedPaths().map((path) => ({ path, modules: ['src/bootstrap.tsx'] })),
  ...requestRenderedPages().map((path) => ({ path, perRequest: true, modules: ['src/bootstrap.tsx'] })),
];

/** A loader that has nothing: the layout only asks for a remote widget for a signed-in client. */
const noRemotes: RemoteLoader = {
  loadModule: () => Promise.reject(new Error('no remotes in the prerender')),
  routes: () => Promise.reject(new Error('no remotes in the prerender')),
  reset: () => undefined,
};

const SLOT_ELEMENT = '<template data-prerender-slot=""></template>';

/**
 * The layout for `path` in `language` showing `content` (null: the built-in texts), with
 * `PRERENDER_SLOT` inside `<main>`.
 */
export async function render(path: string, language: Language, content: SiteContent | null): Promise<string> {
  const html = await renderSitePage(
    path,
    language,
    <SiteLayout loader={noRemotes}>
      <template data-prerender-slot="" />
    </SiteLayout>,
    content,
  );
  if (!html.includes(SLOT_ELEMENT)) throw new Error(`shell prerender of ${path}: the page slot is missing`);
  return html.replace(SLOT_ELEMENT, PRERENDER_SLOT);
}
