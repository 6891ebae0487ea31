/**
 * Mounts the shell's tree into `#root`: on a page server-rendered for this path (`ServerPageData`)
 * it loads the remote's routes first and hydrates, else renders afresh.
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readServerPageData } from '@consulting/contracts/prerender-boot';
import { ShellApp } from './App.tsx';
import { remoteForPath } from './federation/route-table.ts';
import { remoteLoader } from './federation/runtime.ts';

/**
 * Marks the document live (`<html data-live>`) once React has committed its first render or
 * hydration: from then on the page answers the visitor's input (browser tests wait for it).
 */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return children;
}

/** Mounts the shell in the page's `#root`; throws when the page has none. */
export async function mountShellApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <Live>
        <ShellApp loader={remoteLoader} />
      </Live>
    </StrictMode>
  );
  const served = readServerPageData();
  if (!served || served.path !== location.pathname || !root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  // The remote's routes before the first render, so the page renders as the server's did; a
  // remote that fails shows its area's fallback (the error boundary) in the client's render.
  await remoteLoader.routes(remoteForPath(location.pathname)).catch(() => undefined);
  // A transition, so the hydration works in short slices and leaves the main thread free (the
  // server's HTML is already painted and nothing waits for it).
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[shell] hydration recovered by rendering on the client', error),
    });
  });
}
