/**
 * What a bundle's prerender entry (`src/prerender.tsx`) renders with: a page of the site at one
 * path in one language, under the site's i18next instance and a static router, as static HTML
 * (`renderStatic`). Built into the bundle's server build (`createPrerenderConfig`), which bundles
 * the workspace packages, so `@consulting/platform` here is the bundle's own copy, the one its
 * pages translate with.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { i18n, setSiteContent, useLanguage, type Language, type SiteContent } from '@consulting/platform';
import type { PrerenderPageData } from '@consulting/contracts';
import type { PrerenderModule } from './prerender.ts';
import { renderStatic } from './render-static.ts';

export { PRERENDER_SLOT } from '@consulting/contracts';

/** The render under way in this copy of the bundle: renders take turns (see `renderSitePage`). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * The HTML of `page` rendered at `path` (a site path such as `/services/launch`) in `language`,
 * with `content` (the editors' snapshot, issue 15 part 5; null: the built-in texts) in the
 * platform's site-content store, inside the site's `I18nextProvider` and a `StaticRouter` at
 * `path`, once every Suspense boundary resolved (`renderStatic`). Renders of one copy of the
 * bundle take turns, because the store is the module's own state: a render waits for the one
 * before it to finish. The build and the gateway load the server bundle once per language with
 * that language stored (prerender.ts), so the language store must already hold `language`;
 * throws otherwise, and throws what a component threw.
 */
export async function renderSitePage(
  path: string,
  language: Language,
  page: ReactNode,
  content: SiteContent | null,
): Promise<string> {
  const stored = useLanguage.getState().language;
  if (stored !== language) throw new Error(`prerender: the language store is in ${stored}, not ${language}`);
  const turn = previous.then(() => {
    setSiteContent(content);
    return renderStatic(
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={path}>{page}</StaticRouter>
      </I18nextProvider>,
    );
  });
  previous = turn.catch(() => undefined);
  return turn;
}

/**
 * The `render` of a remote's prerender entry (`PrerenderModule`): the page its route table
 * (`routes`, as its `./routes` module exposes them to the shell) shows at `path`, rendered by
 * `renderSitePage` with `content` (the fragment that goes in the shell's `<main>`). `withData`
 * wraps the page to hand it the request's `data` (a page rendered at request time, such as the
 * news; e.g. a context provider its data hooks start from); without it `data` is ignored.
 */
export function renderRoutes(
  routes: RouteObject[],
  withData?: (page: ReactNode, data: PrerenderPageData | undefined) => ReactNode,
): PrerenderModule['render'] {
  function RemotePage() {
    return useRoutes(routes);
  }
  return (path, language, content, data) =>
    renderSitePage(path, language, withData ? withData(<RemotePage />, data) : <RemotePage />, content);
}
