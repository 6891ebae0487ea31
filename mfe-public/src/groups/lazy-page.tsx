import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from '../ui-local/PageLoading.tsx';

/**
 * A route element whose page code is its own chunk (issue 6: `/` downloads only the home page's
 * code, `/news` only the news page's): `load` is a dynamic `import()` of the page's module and
 * `pick` chooses the page component in it. Until the chunk arrives the route shows
 * `PageLoading`; a chunk that fails to load throws to the shell's error boundary.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
