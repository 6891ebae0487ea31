import { addTranslations } from '@consulting/platform';
import ar from './locales/shell.ar.json' with { type: 'json' };
import en from './locales/shell.en.json' with { type: 'json' };

/** Texts of the shell (navbar, footer, 404, remote fallback) in the i18next namespace `shell`. */
export const SHELL_NAMESPACE = 'shell';

/** Registers the `shell` namespace with the page's i18next instance (idempotent). */
export function registerShellTranslations(): void {
  addTranslations(SHELL_NAMESPACE, { ar, en: en satisfies typeof ar });
}
