/**
 * What the bundles' server entries (`src/prerender.tsx`) render with: the shell's renders the
 * tree the browser hydrates, with the remote's `RemoteServerModule`. Each server build bundles
 * its own `@consulting/platform`, whose stores the owning bundle sets.
 */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, type RouteObject } from 'react-router-dom';
import { i18n, setSiteContent, useLanguage, type Language, type SiteContent } from '@consulting/platform';
import type { PrerenderPageData } from '@consulting/contracts';
import { renderStatic } from './render-static.ts';

/** What a remote's server entry exports for the shell's page render (the gateway hands it over). */
export interface RemoteServerModule {
  /**
   * The remote's route objects as its `./routes` module exposes them to the browser, each
   * element inside the remote's own i18next instance (and, with `data`, its data providers),
   * after its stores were set to `language` and `content`. Call right before the render.
   */
  serverRoutes: (language: Language, content: SiteContent | null, data?: PrerenderPageData) => RouteObject[];
}

/** Sets this bundle's copy of the language and site-content stores (and so its i18next language). */
function setRenderState(language: Language, content: SiteContent | null): void {
  useLanguage.getState().setLanguage(language);
  setSiteContent(content);
}

/** `routes` with every element (nested routes too) wrapped by `wrap`. */
function wrapRoutes(routes: RouteObject[], wrap: (element: ReactNode) => ReactNode): RouteObject[] {
  return routes.map(
    (route) =>
      ({
        ...route,
        ...(route.element === undefined ? {} : { element: wrap(route.element) }),
        ...(route.children ? { children: wrapRoutes(route.children, wrap) } : {}),
      }) as RouteObject,
  );
}

/**
 * A remote's `serverRoutes`: its `./routes`, each element under this bundle's i18next and the
 * markup-free providers `withData` builds from the request's `data`.
 */
export function remoteServerRoutes(
  routes: RouteObject[],
  withData?: (element: ReactNode, data: PrerenderPageData | undefined) => ReactNode,
): RemoteServerModule['serverRoutes'] {
  return (language, content, data) => {
    setRenderState(language, content);
    return wrapRoutes(routes, (element) => (
      <I18nextProvider i18n={i18n}>{withData ? withData(element, data) : element}</I18nextProvider>
    ));
  };
}

/** The render under way in this copy of the bundle: renders take turns (see `renderSitePage`). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * `#root`'s HTML of `page` at `path` in `language` with `content` (null: built-in texts), once
 * every Suspense boundary resolved. `prepare` runs first in the render's turn; renders take turns
 * as the stores are module state. Throws what a component threw.
 */
export async function renderSitePage(
  path: string,
  language: Language,
  content: SiteContent | null,
  page: () => ReactNode,
): Promise<string> {
  const turn = previous.then(() => {
    setRenderState(language, content);
    const element = page();
    return renderStatic(
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={path}>{element}</StaticRouter>
      </I18nextProvider>,
    );
  });
  previous = turn.catch(() => undefined);
  return turn;
}
