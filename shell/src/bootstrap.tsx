/**
 * Starts the shell after the module-federation async boundary (see index.ts): fonts and styles,
 * the `shell` translations, then the React tree. Remotes are registered lazily by the loader
 * on first need, so the navbar shows even while `/remotes.json` is still on its way.
 * When the gateway sent a prerender of this very page and language, React renders beside it,
 * hidden, and takes its place once the page has rendered (federation/prerender-handoff.ts).
 */
// Variable fonts (issue 16 part 4): one file per script covers every weight the site uses. The
// full faces serve any character; the core subsets (27 KB for an Arabic page, 15 KB for an
// English one, preloaded) the site's own texts.
import '@fontsource-variable/cairo/wght.css';
import '@fontsource-variable/inter/wght.css';
// After the full faces, so the browser checks the core subsets first (fonts/core-fonts.ts).
import '../fonts/generated/core-fonts.css';
import '@consulting/ui/ui.css';
import './styles/global.css';
import './layout/layout.css';
import { StrictMode } from 'react';
import { applyLanguageToDocument, useLanguage } from '@consulting/platform';
import { ShellApp } from './App.tsx';
import { mountShell } from './federation/prerender-handoff.ts';
import { remoteLoader } from './federation/runtime.ts';
import { registerShellTranslations } from './i18n/shell-translations.ts';

registerShellTranslations();
applyLanguageToDocument(useLanguage.getState().language);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
mountShell(
  root,
  <StrictMode>
    <ShellApp loader={remoteLoader} />
  </StrictMode>,
  () => ({ pathname: location.pathname, language: useLanguage.getState().language }),
);
