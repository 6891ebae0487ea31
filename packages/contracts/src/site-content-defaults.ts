import type { SiteContent } from './site-content.ts';
import { DEFAULT_BANK_ACCOUNTS } from './site-content-defaults/bank-accounts.ts';
import { DEFAULT_GOALS } from './site-content-defaults/goals.ts';
import { DEFAULT_HERO_SLIDES } from './site-content-defaults/hero-slides.ts';
import { DEFAULT_PARTNERS } from './site-content-defaults/partners.ts';
import { DEFAULT_SETTINGS } from './site-content-defaults/settings.ts';
import { DEFAULT_STATISTICS } from './site-content-defaults/statistics.ts';
import { DEFAULT_TEAM } from './site-content-defaults/team.ts';

/**
 * The built-in editor content: the one copy of the texts the site shipped with
 * before editors owned them. The content service seeds its collections from these on the first
 * start, and the public pages and the shell show them whenever the snapshot is unknown (the
 * content service is unreachable, or not read yet). Ids are stable (`team-1`), `sort_order`
 * follows the position from 1, every item is active and has no image.
 *
 * One module per list (`./site-content-defaults/`), named exports and no side effects, so a
 * page's chunk keeps only the lists it reads.
 */

export {
  DEFAULT_BANK_ACCOUNTS,
  DEFAULT_GOALS,
  DEFAULT_HERO_SLIDES,
  DEFAULT_PARTNERS,
  DEFAULT_SETTINGS,
  DEFAULT_STATISTICS,
  DEFAULT_TEAM,
};

/**
 * The whole built-in snapshot, version `builtin`: what `GET /api/site-content` would answer for
 * a fresh database, and what the pages show when the real snapshot is unknown.
 */
export const DEFAULT_SITE_CONTENT: SiteContent = {
  version: 'builtin',
  settings: DEFAULT_SETTINGS,
  team: DEFAULT_TEAM,
  partners: DEFAULT_PARTNERS,
  bank_accounts: DEFAULT_BANK_ACCOUNTS,
  hero_slides: DEFAULT_HERO_SLIDES,
  statistics: DEFAULT_STATISTICS,
  goals: DEFAULT_GOALS,
};
