import { pageTexts } from '../../page-texts.ts';

/**
 * Loads the track pages' texts (`page.*` of the `tracks` namespace) in a language and registers
 * them; resolves once `t('page.…')` finds them in that language (`pageTexts`). The shared texts
 * (`startTrack`, `notFoundTitle`, …) are in `src/translations.ts`, loaded with the routes.
 */
export const loadTrackPageTexts = pageTexts({
  ar: () => import('./track-page-texts.ar.ts').then((m) => m.TRACK_PAGE_TEXTS_AR),
  en: () => import('./track-page-texts.en.ts').then((m) => m.TRACK_PAGE_TEXTS_EN),
});
