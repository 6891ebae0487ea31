/**
 * The shell's server entry (architecture "Server rendering with hydration"): the gateway's worker
 * renders the tree the browser hydrates (`ShellApp`) with a static router and the page's remote.
 */
import { prerenderedPaths, requestRenderedPages, type PrerenderPageData } from '@consulting/contracts';
import type { Language, SiteContent } from '@consulting/platform';
import type { PrerenderPage } from '@consulting/mf-config/prerender';
import { renderSitePage, type RemoteServerModule } from '@consulting/mf-config/render-page';
import { RemoteOutlet } from './federation/RemoteArea.tsx';
import type { RemoteLoader } from './federation/remote-loader.ts';
import type { RemoteName } from './federation/route-table.ts';
import { registerShellTranslations } from './i18n/shell-translations.ts';
import { SiteLayout } from './layout/SiteLayout.tsx';

registerShellTranslations();

/**
 * Every path the gateway renders on the server (a pattern for a page rendered from the request's
 * data: `/news/:id`); the layout's CSS is in the bootstrap chunk.
 */
export const pages: PrerenderPage[] = [...prerenderedPaths(), ...requestRenderedPages()].map((path) => ({
  path,
  modules: ['src/bootstrap.tsx'],
}));

/** A loader holding `remote`'s routes only: a server render shows no widget of another remote. */
function serverLoader(remote: RemoteName, routes: ReturnType<RemoteServerModule['serverRoutes']>): RemoteLoader {
  const loaded = Promise.resolve(routes);
  const none = (name: string) => Promise.reject(new Error(`${name} is not loaded in a server render`));
  return {
    loadModule: (name) => none(name),
    routes: (name) => (name === remote ? loaded : none(name)),
    reset: () => undefined,
  };
}

/**
 * The markup of `#root` for `path` in `language`, with `content` (null: the built-in texts) and
 * the page's `data`, whose page `remote` (its runtime name, `mfe_public`) renders from `module`.
 * Throws what a component threw.
 */
export function renderPage(
  path: string,
  language: Language,
  content: SiteContent | null,
  remote: RemoteName,
  module: RemoteServerModule,
  data?: PrerenderPageData,
): Promise<string> {
  return renderSitePage(path, language, content, () => {
    const loader = serverLoader(remote, module.serverRoutes(language, content, data));
    return (
      <SiteLayout loader={loader}>
        <RemoteOutlet loader={loader} />
      </SiteLayout>
    );
  });
}
