import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import ar from './locales/vision.ar.json' with { type: 'json' };
import en from './locales/vision.en.json' with { type: 'json' };

/**
 * The labels of `/about/vision` (`vision.*` of the `public-about` namespace); importing this
 * module registers them next to the common ones.
 */
addTranslations(ABOUT_NAMESPACE, { ar, en: en satisfies typeof ar });
