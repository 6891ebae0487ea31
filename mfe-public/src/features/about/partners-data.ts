import type { AboutIconName, Bilingual } from './company-data.ts';
import benefits from './partners-data.json' with { type: 'json' };

export interface PartnershipBenefit {
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

/** The four benefit cards of `/about/partners` (partners-data.json; each `icon` an `AboutIconName`). */
export const PARTNERSHIP_BENEFITS = benefits as PartnershipBenefit[];

/** The partnerships mailbox the page's mailto button writes to. */
export const PARTNERSHIPS_EMAIL = 'partners@example.com';
