import { addTranslations } from '@consulting/platform';
import ar from './locales/public.ar.json' with { type: 'json' };
import en from './locales/public.en.json' with { type: 'json' };

/** i18next namespace of this remote's texts. */
export const PUBLIC_NAMESPACE = 'public';

/**
 * Registers namespace `public` (the home page's and the services list's texts) with the page's
 * i18next instance; safe to call again. Importing this module registers it: the modules that
 * use the namespace import it, so the texts travel in their pages' chunks instead of the route
 * table every public page downloads.
 */
export function registerPublicTranslations(): void {
  addTranslations(PUBLIC_NAMESPACE, { ar, en: en satisfies typeof ar });
}

registerPublicTranslations();
