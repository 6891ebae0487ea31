import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useLanguage } from './language.ts';

/**
 * The page's one i18next instance. A missing key renders the key itself (spec §1). Each remote
 * adds its own namespace with `addTranslations` before rendering.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: useLanguage.getState().language,
  fallbackLng: false,
  ns: ['common'],
  defaultNS: 'common',
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

useLanguage.subscribe((state) => {
  if (i18n.language !== state.language) void i18n.changeLanguage(state.language);
});

/**
 * Registers a namespace's texts, e.g. `addTranslations('tracks', { ar: {...}, en: {...} })`.
 * Safe to call more than once (a remote re-loaded after a retry).
 */
export function addTranslations(namespace: string, resources: { ar: Resource[string]; en: Resource[string] }): void {
  i18n.addResourceBundle('ar', namespace, resources.ar, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
}
