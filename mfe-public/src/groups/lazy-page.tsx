import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPageRoute, QueryRoot } from '@consulting/platform';
import { PageLoading } from '../ui-local/PageLoading.tsx';

/**
 * A page route of this remote (`lazyPageRoute`), its page code a chunk of its own (`/` downloads
 * only the home page's code, `/news` only the news page's), showing `PageLoading` until the
 * chunk arrives; a chunk that fails to load throws to the shell's error boundary. Every page of
 * this remote passes here: its one place for the query cache (`QueryRoot`).
 */
export function pageRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'element' | 'handle'> {
  const { element, handle } = lazyPageRoute(load, pick, <PageLoading />);
  return { handle, element: <QueryRoot>{element}</QueryRoot> };
}
