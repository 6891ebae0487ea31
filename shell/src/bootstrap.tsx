/**
 * Starts the shell after the module-federation async boundary: fonts, styles, translations, then
 * the React tree (mount.tsx). Modules are evaluated in stages, each its own task (`yieldToMain`),
 * as `webpackMode: "eager"` imports, so no long task blocks and no request is added.
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
