import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, QueryRoot } from '@consulting/platform';
import { PageLoading } from '../ui-local/PageLoading.tsx';

/**
 * A page route's element and handle, its page code a chunk of its own (`/` downloads only the
 * home page's code, `/news` only the news page's): `load` is a dynamic `import()` of the page's
 * module and `pick` chooses the page component in it. Until the chunk arrives the route shows
 * `PageLoading`; a chunk that fails to load throws to the shell's error boundary. The shell
 * preloads the chunk through the handle before it hydrates a server-rendered page.
 */
export function pageRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'element' | 'handle'> {
  const { Page, handle } = lazyPage(load, pick);
  // Every page of this remote passes here: its one place for the query cache (`QueryRoot`).
  return {
    handle,
    element: (
      <QueryRoot>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </QueryRoot>
    ),
  };
}
