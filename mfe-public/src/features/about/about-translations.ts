import { addTranslations } from '@consulting/platform';

/**
 * i18next namespace of the about pages' labels (the pages' content lives in the *-data.ts
 * modules). This module registers the labels every about page shows (`common.*`); each page's
 * own labels are registered by its `*-translations.ts` module under the same namespace, imported
 * by the page, so a page downloads only its own texts.
 */
export const ABOUT_NAMESPACE = 'public-about';

const ar = {
  common: {
    learnMore: 'اعرف المزيد',
    contactUs: 'تواصل معنا',
    joinUs: 'انضم إلينا',
    eyebrow: 'من نحن',
  },
};

const en: typeof ar = {
  common: {
    learnMore: 'Learn More',
    contactUs: 'Contact Us',
    joinUs: 'Join Us',
    eyebrow: 'About us',
  },
};

addTranslations(ABOUT_NAMESPACE, { ar, en });
