import { addTranslations } from '@consulting/platform';
import ar from './locales/about.ar.json' with { type: 'json' };
import en from './locales/about.en.json' with { type: 'json' };

/**
 * i18next namespace of the about pages' labels (the pages' content lives in the *-data.ts
 * modules). This module registers the labels every about page shows (`common.*`); each page's
 * own labels are registered by its `*-translations.ts` module under the same namespace, imported
 * by the page, so a page downloads only its own texts.
 */
export const ABOUT_NAMESPACE = 'public-about';

addTranslations(ABOUT_NAMESPACE, { ar, en: en satisfies typeof ar });
