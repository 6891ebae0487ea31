import type { IconName } from '../icons/Icon.tsx';

/** A text in both languages, picked with `pick(pair, language)` (the overview's track cards). */
export interface Bilingual {
  ar: string;
  en: string;
}

/**
 * Display figures of a sector card (spec §3 "Sector card (static)"): fabricated sample values
 * such as '150+' or '85%', or '-' where the company shows none.
 */
export interface SectorStats {
  clients: string;
  projects: string;
  growth: string;
}

/**
 * One target-sector card of a track page and its detail panel (spec §2, §3 "Sector card
 * (static)"), its texts in the page's language (like every type below but `TrackCard`).
 */
export interface Sector {
  /** Stable within its track, the same in both languages; rendered as `data-sector-id`. */
  id: string;
  icon: IconName;
  name: string;
  description: string;
  detailedDescription: string;
  /** The three included services the detail panel lists. */
  services: readonly [string, string, string];
  /** The detail panel's 'Why We Excel' blurb. */
  whyWeExcel: string;
  stats: SectorStats;
}

/** A titled item with a short explanation: a service, a process step, a reason to choose us. */
export interface TitledItem {
  icon: IconName;
  title: string;
  description: string;
}

/** A financing type of the investment track (spec §3 "Investment financing types", amounts in SAR). */
export interface FinancingType {
  name: string;
  amount: string;
  stage: string;
}

/** An event type of the events track (spec §3 "Event types"). */
export interface EventType {
  icon: IconName;
  name: string;
  attendees: string;
  duration: string;
}

/**
 * The extra blocks of the launch and events pages (spec §2 "Track pages", §3 "Static lists"):
 * an overview, the sectors served as a short list, and the work methodology. Their services
 * are the page's `services` grid.
 */
export interface TrackExtras {
  overview: string;
  sectorsServed: readonly string[];
  methodology: readonly TitledItem[];
}

/** A track's card on the overview, also the top of its page (cards.ts); the only bilingual type here. */
export interface TrackCard {
  icon: IconName;
  /** The hero's gradient colours, dark to light. */
  colors: readonly [string, string];
  tagline: Bilingual;
}

/**
 * Everything one track page shows in one language besides its title, which comes from
 * `TRACK_TITLES` in the contracts so the heading, the document title and the gateway agree
 * (spec §2 "Track pages"). One JSON file per track and language (`launch.en.json`,
 * `launch.ar.json`; a page downloads only its language) with the card's parts and the features
 * merged in (`launch.en.ts`).
 */
export interface TrackContent {
  icon: IconName;
  /** The hero's gradient colours, dark to light (the track's card). */
  colors: readonly [string, string];
  tagline: string;
  about: string;
  /** The track's six features of `TRACK_FEATURES` (spec §3 "Service track (static)"). */
  features: readonly string[];
  /** Target sectors; the per-track counts are spec §2's (IP 7, innovation 4, investment 6, …). */
  sectors: readonly Sector[];
  whyChooseUs: readonly TitledItem[];
  /** Investment, events, representation and launch. */
  services?: readonly TitledItem[];
  /** Investment (6 steps), events (5) and representation (5) (spec §3 "Process steps"). */
  processSteps?: readonly TitledItem[];
  /** Investment only. */
  financingTypes?: readonly FinancingType[];
  /** Events only. */
  eventTypes?: readonly EventType[];
  /** Launch and events only. */
  extras?: TrackExtras;
}
