/**
 * What the bundles' server entries (`src/prerender.tsx`) render with. The shell's entry renders a
 * whole page: the same React tree the browser hydrates (layout, remote outlet, the remote's
 * page), with the route's remote given as a `RemoteServerModule` by the remote's own server
 * entry. Built into each bundle's server build (`createPrerenderConfig`), which bundles the
 * workspace packages, so `@consulting/platform` here is that bundle's own copy: each copy's
 * stores and i18next instance are set for a render by the bundle that owns them.
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
 * The `serverRoutes` of a remote's server entry: `routes` (its `./routes`), each element under
 * this bundle's i18next instance and, when `withData` is given, the providers it builds from the
 * request's `data` (e.g. the news pages' items). Providers render no markup, so the HTML is the
 * one the browser renders from the same routes.
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
 * The HTML of `page` (the shell's layout and outlet) at `path` in `language`, with `content` (the
 * editors' snapshot; null: the built-in texts) in this bundle's stores, inside the site's
 * `I18nextProvider` and a `StaticRouter` at `path`, once every Suspense boundary resolved
 * (`renderStatic`): the markup of `#root`, which the browser hydrates. `prepare` runs in the
 * render's turn, before it (a remote sets its own stores there). Renders of one copy of the
 * bundle take turns, because the stores are the module's own state. Throws what a component
 * threw.
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
