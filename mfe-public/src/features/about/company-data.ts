/**
 * The company's own words for the about pages (spec §2 "/about", "/about/overview",
 * "/about/vision"): story, mission, vision, the four values, the 2016–2024 timeline and the four
 * strategic objectives, each in Arabic and English. The texts are in company-data.json; a value's
 * `key` and `icon` there are members of the unions below.
 */
import company from './company-data.json' with { type: 'json' };

/** A text in both languages. */
export interface Bilingual {
  ar: string;
  en: string;
}

/** Icon names understood by `AboutIcon`. */
export type AboutIconName =
  | 'shield'
  | 'lightbulb'
  | 'star'
  | 'globe'
  | 'target'
  | 'eye'
  | 'flag'
  | 'chart'
  | 'users'
  | 'handshake'
  | 'rocket'
  | 'award';

export interface CompanyValue {
  key: 'trust' | 'innovation' | 'excellence' | 'global';
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

export interface TimelineEntry {
  year: number;
  title: Bilingual;
  description: Bilingual;
}

export interface StrategicObjective {
  icon: AboutIconName;
  title: Bilingual;
  description: Bilingual;
}

/** The story paragraphs of `/about` and the who-we-are text of `/about/overview`. */
export const COMPANY_STORY: Bilingual[] = company.story;

export const COMPANY_MISSION: Bilingual = company.mission;

export const COMPANY_VISION: Bilingual = company.vision;

/** The four values of spec §2 "/about": trust and transparency, continuous innovation, service excellence, global vision. */
export const COMPANY_VALUES = company.values as CompanyValue[];

/** `/about` timeline, 2016 to 2024 (spec §9): the founders' path before the company was set up in 2025. */
export const COMPANY_TIMELINE: TimelineEntry[] = company.timeline;
