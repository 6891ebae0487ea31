/**
 * Starts the shell after the module-federation async boundary (see index.ts): fonts and styles,
 * the `shell` translations, then the React tree, which hydrates the gateway's server render of
 * the page when there is one (mount.tsx). Remotes are registered lazily by the loader on first
 * need.
 *
 * Total blocking time: evaluating everything the shell imports (the platform with i18next,
 * react-dom, the router and the layout) in one go is one long task. So the modules are evaluated
 * in stages, each in a task of its own (`yieldToMain` between them). The stages are
 * `webpackMode: "eager"` imports: the modules stay in the chunks they are in (no extra request),
 * and only their evaluation waits for `import()`.
 */
// Variable fonts: one file per script covers every weight the site uses. The full faces serve
// any character; the core subsets (preloaded, fonts/core-fonts.ts) the site's own texts.
import '@fontsource-variable/cairo/wght.css';
import '@fontsource-variable/inter/wght.css';
// After the full faces, so the browser checks the core subsets first (fonts/core-fonts.ts).
import '../fonts/generated/core-fonts.css';
import '@consulting/ui/ui.css';
import './styles/global.css';
import './layout/layout.css';
import { applyLanguageToDocument, useLanguage } from '@consulting/platform';
import { yieldToMain } from './federation/share-yield.ts';
import { registerShellTranslations } from './i18n/shell-translations.ts';

// Stage 1, as this module is evaluated: the platform's stores and i18next, the shell's texts.
registerShellTranslations();
applyLanguageToDocument(useLanguage.getState().language);

/** Stage 2 in a task of its own; then the mount. */
async function start(): Promise<void> {
  await yieldToMain();
  // Stage 2: react-dom, the router, the layout and the remote loader.
  const { mountShellApp } = await import(/* webpackMode: "eager" */ './mount.tsx');
  await yieldToMain();
  await mountShellApp();
}

void start();
