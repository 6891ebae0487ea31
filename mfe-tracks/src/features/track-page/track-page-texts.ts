import { pageTexts } from '../../page-texts.ts';

/**
 * Loads the track pages' texts (`page.*` of the `tracks` namespace, `track-page-texts.<language>.json`,
 * the same keys in both) in a language and registers them; resolves once `t('page.…')` finds them
 * in that language (`pageTexts`). A page downloads only its language's texts. The shared texts
 * (`startTrack`, `notFoundTitle`, …) are in `src/translations.ts`, loaded with the routes.
 */
export const loadTrackPageTexts = pageTexts({
  ar: () => import('./track-page-texts.ar.json', { with: { type: 'json' } }).then((m) => m.default),
  en: () => import('./track-page-texts.en.json', { with: { type: 'json' } }).then((m) => m.default),
});
