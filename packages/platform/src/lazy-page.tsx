import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * What a page's route object carries in its `handle`: `preload` downloads the page's chunk, so
 * the shell can load it before it hydrates a server-rendered page (shell `mount.tsx`).
 */
export interface PageHandle {
  preload: () => Promise<unknown>;
}

/**
 * Marks the document live (`<html data-live>`) when it commits: from then on the page around it
 * answers the visitor's input (browser tests wait for it). React hydrates each Suspense boundary
 * in a pass of its own after the root's, so a server-rendered page is live only once the boundary
 * holding its content has committed: `lazyPage`'s page carries one, as does the shell's
 * fallback for an area that failed to load.
 */
export function LiveMark(): null {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}

/** A page whose code is a chunk of its own: its component and its route `handle`. */
export interface LazyPage {
  Page: ComponentType;
  handle: PageHandle;
}

/**
 * A page whose code is its own chunk: `load` is a dynamic `import()` of the page's module and
 * `pick` chooses the page component in it. `Page` mounted after the chunk is in
 * (`handle.preload()` resolved) renders it at once, without suspending, so its boundary hydrates
 * in one pass; mounted before, it is a `React.lazy` page that suspends until the chunk arrives.
 * The download runs once: a chunk that fails to load throws its error to the nearest error
 * boundary. The page marks the document live when it commits (`LiveMark`).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = (): Promise<ComponentType> => (pending ??= load().then((module) => (component = pick(module))));
  const Lazy = lazy(() => preload().then((loaded) => ({ default: loaded })));
  function Page() {
    // Chosen once per mount, so a page never switches component type (which would remount it).
    const [Loaded] = useState<ComponentType>(() => component ?? Lazy);
    return (
      <>
        <Loaded />
        <LiveMark />
      </>
    );
  }
  return { Page, handle: { preload } };
}

/**
 * A page route's `element` and `handle`: the `lazyPage` of `load` and `pick` inside a Suspense
 * boundary showing `fallback` until its chunk has arrived. The shell preloads the chunk through
 * the handle before it hydrates a server-rendered page.
 */
export function lazyPageRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  fallback: ReactNode,
): Pick<RouteObject, 'element' | 'handle'> {
  const { Page, handle } = lazyPage(load, pick);
  return {
    handle,
    element: (
      <Suspense fallback={fallback}>
        <Page />
      </Suspense>
    ),
  };
}

/**
 * Downloads the chunks of the pages that `routes` match at `pathname` (each matched route's
 * `PageHandle`); resolves when all are in. A chunk that fails to load is left to the render,
 * whose error boundary shows it.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as Partial<PageHandle> | undefined)?.preload?.().catch(() => undefined)),
  );
}
