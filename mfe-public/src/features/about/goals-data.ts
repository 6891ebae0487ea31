import type { AboutIconName, Bilingual } from './company-data.ts';
import goals from './goals-data.json' with { type: 'json' };

export type SectorPriority = 'high' | 'medium' | 'low';

export interface GoalSector {
  name: Bilingual;
  description: Bilingual;
  priority: SectorPriority;
}

export interface Objective2030 {
  icon: AboutIconName;
  value: Bilingual;
  label: Bilingual;
}

/**
 * The goals page's fixed texts (spec §2 "Goals page"): the hero's subtitle, the target sectors
 * and the 2030 objectives. Its short-, medium- and long-term goals are editor content
 * (`useGoals()`, built-in ones in contracts `DEFAULT_GOALS`).
 */
export interface GoalsTexts {
  /** The hero's title is the page heading of `PUBLIC_PAGES['/about/goals']`. */
  hero: { subtitle: Bilingual };
  sectors: GoalSector[];
  /** Strategic objectives by 2030 (spec §2 "Goals page"). */
  objectives2030: Objective2030[];
}

/** `GoalsTexts` from goals-data.json, whose `priority` and `icon` values are members of their unions. */
export const GOALS = goals as GoalsTexts;
