/**
 * Mounts the shell's tree into `#root`: on a page server-rendered for this path (`ServerPageData`)
 * it loads the remote's routes and the page's chunk first and hydrates, else renders afresh.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerPageData } from '@consulting/contracts/prerender-boot';
import { LiveMark, preloadPages } from '@consulting/platform';
import { ShellApp } from './App.tsx';
import { remoteForPath } from './federation/route-table.ts';
import { remoteLoader } from './federation/runtime.ts';

/** Mounts the shell in the page's `#root`; throws when the page has none. */
export async function mountShellApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const served = readServerPageData();
  if (!served || served.path !== location.pathname || !root.firstElementChild) {
    // Rendered afresh, the page is live once the root has committed.
    createRoot(root).render(
      <StrictMode>
        <ShellApp loader={remoteLoader} />
        <LiveMark />
      </StrictMode>,
    );
    return;
  }
  const app = (
    <StrictMode>
      <ShellApp loader={remoteLoader} />
    </StrictMode>
  );
  // The remote's routes and the page's chunk before the first render, so the page renders as the
  // server's did and hydrates in one pass; a remote that fails shows its area's fallback (the
  // error boundary) in the client's render.
  const routes = await remoteLoader.routes(remoteForPath(location.pathname)).catch(() => undefined);
  if (routes) await preloadPages(routes, location.pathname);
  // A transition, so the hydration works in short slices and leaves the main thread free (the
  // server's HTML is already painted and nothing waits for it).
  // The page's content marks the document live once hydrated (`LiveMark`).
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[shell] hydration recovered by rendering on the client', error),
    });
  });
}
