/**
 * The shell's React tree, mounted into `#root` (the last stage of `bootstrap.tsx`): the router,
 * the layout and the remote loader, handed to `mountShell` (federation/prerender-handoff.ts),
 * which renders beside a matching prerender and swaps the two once the page has rendered.
 */
import { StrictMode } from 'react';
import { useLanguage } from '@consulting/platform';
import { ShellApp } from './App.tsx';
import { mountShell } from './federation/prerender-handoff.ts';
import { remoteLoader } from './federation/runtime.ts';

/** Mounts the shell in the page's `#root`; throws when the page has none. */
export function mountShellApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  mountShell(
    root,
    <StrictMode>
      <ShellApp loader={remoteLoader} />
    </StrictMode>,
    () => ({ pathname: location.pathname, language: useLanguage.getState().language }),
  );
}
