import { addTranslations } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import ar from './locales/about-team.ar.json' with { type: 'json' };
import en from './locales/about-team.en.json' with { type: 'json' };

/**
 * The labels of `/about` and `/about/team` (the company page and the leadership cards) in the
 * `public-about` namespace, next to the common ones; importing this module registers them (a
 * page downloads only its own labels).
 */
addTranslations(ABOUT_NAMESPACE, { ar, en: en satisfies typeof ar });
