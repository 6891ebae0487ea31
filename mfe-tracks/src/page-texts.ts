import { loadOnce } from '@consulting/ui/load-once';
import { i18n, type Language } from '@consulting/platform';

/**
 * A page's texts of the `tracks` i18next namespace, one module per language (a
 * page downloads only its language's texts): the returned function loads the language's module
 * once and adds its texts to the namespace (merged with the shared ones of translations.ts), and
 * resolves once `i18n.getFixedT(language, 'tracks')` finds them. Rejects when the chunk fails to
 * download (and a later call tries again).
 */
export function pageTexts(
  loaders: Record<Language, () => Promise<Record<string, unknown>>>,
): (language: Language) => Promise<void> {
  return loadOnce((language: Language) =>
    loaders[language]().then((texts) => {
      i18n.addResourceBundle(language, 'tracks', texts, true, true);
    }),
  );
}
