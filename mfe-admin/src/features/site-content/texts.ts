import type { GoalHorizon, HeroTheme, SocialNetwork } from '@consulting/contracts';
import ar from './locales/ar.json' with { type: 'json' };

/**
 * Texts of the site-content pages (`locales/ar.json` `site`). The panel is Arabic only (spec §1);
 * the label of an English field is written in English, so the editor sees at a glance which
 * column is which language.
 */
export const SITE_AR = {
  ...ar.site,
  loadFailed: (message: string) => `خطأ في تحميل البيانات: ${message}`,
  inArabic: (label: string) => `${label} بالعربية`,
  inEnglish: (label: string) => `${label} بالإنجليزية`,
  englishLabel: (label: string) => `${label} (English)`,
  rules: { ...ar.site.rules, required: (label: string) => `يرجى إدخال ${label}` },
  settings: {
    ...ar.site.settings,
    socialNames: ar.site.settings.socialNames satisfies Record<SocialNetwork, string>,
  },
  horizons: ar.site.horizons satisfies Record<GoalHorizon, string>,
  themes: ar.site.themes satisfies Record<HeroTheme, string>,
};

/** The texts of one list page and its dialog. */
export type SiteListTexts = typeof ar.team;

export const TEAM_AR: SiteListTexts = ar.team;
export const PARTNERS_AR: SiteListTexts = ar.partners;
export const BANK_ACCOUNTS_AR: SiteListTexts = ar.bankAccounts;
export const HERO_SLIDES_AR: SiteListTexts = ar.heroSlides;
export const STATISTICS_AR: SiteListTexts = ar.statistics;
export const GOALS_AR: SiteListTexts = ar.goals;

/** Field names of the list items: `[Arabic, English]` for a bilingual pair, else the Arabic one. */
export const FIELDS = ar.fields;

/** Bank account types as the public page names them (spec §9: current). */
export const ACCOUNT_TYPES: Record<string, string> = ar.accountTypes;
