import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { QueryRoot } from '@consulting/platform';
import { PageLoading } from '../ui-local/PageLoading.tsx';

/**
 * A route element whose page code is its own chunk (`/` downloads only the home page's
 * code, `/news` only the news page's): `load` is a dynamic `import()` of the page's module and
 * `pick` chooses the page component in it. Until the chunk arrives the route shows
 * `PageLoading`; a chunk that fails to load throws to the shell's error boundary.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  // Every page of this remote passes here: its one place for the query cache (`QueryRoot`).
  return (
    <QueryRoot>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </QueryRoot>
  );
}
