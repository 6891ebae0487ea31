import type { IconDefinition } from '../icons/Icon.tsx';

/** A text in both languages, picked with `pick(pair, language)`. */
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

/** One target-sector card of a track page and its detail panel (spec §2, §3 "Sector card (static)"). */
export interface Sector {
  /** Stable within its track; rendered as `data-sector-id`. */
  id: string;
  icon: IconDefinition;
  name: Bilingual;
  description: Bilingual;
  detailedDescription: Bilingual;
  /** The three included services the detail panel lists. */
  services: readonly [Bilingual, Bilingual, Bilingual];
  /** The detail panel's 'Why We Excel' blurb. */
  whyWeExcel: Bilingual;
  stats: SectorStats;
}

/** A titled item with a short explanation: a service, a process step, a reason to choose us. */
export interface TitledItem {
  icon: IconDefinition;
  title: Bilingual;
  description: Bilingual;
}

/** A financing type of the investment track (spec §3 "Investment financing types", amounts in SAR). */
export interface FinancingType {
  name: Bilingual;
  amount: Bilingual;
  stage: Bilingual;
}

/** An event type of the events track (spec §3 "Event types"). */
export interface EventType {
  icon: IconDefinition;
  name: Bilingual;
  attendees: Bilingual;
  duration: Bilingual;
}

/**
 * The extra blocks of the launch and events pages (spec §2 "Track pages", §3 "Static lists"):
 * an overview, the sectors served as a short list, and the work methodology. Their services
 * are the page's `services` grid.
 */
export interface TrackExtras {
  overview: Bilingual;
  sectorsServed: readonly Bilingual[];
  methodology: readonly TitledItem[];
}

/** A track's card on the overview, also the top of its page (cards.ts). */
export interface TrackCard {
  icon: IconDefinition;
  /** The hero's gradient colours, dark to light. */
  colors: readonly [string, string];
  tagline: Bilingual;
}

/**
 * Everything one track page shows besides its title, which comes from `TRACK_TITLES` in the
 * contracts so the heading, the document title and the gateway agree (spec §2 "Track pages").
 */
export interface TrackContent extends TrackCard {
  about: Bilingual;
  /** Six features (spec §3 "Service track (static)"); the services page shows the first three. */
  features: readonly [Bilingual, Bilingual, Bilingual, Bilingual, Bilingual, Bilingual];
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

/** The stats of a sector the company shows no figures for (spec §2: "Many entries show '-'"). */
export const NO_STATS: SectorStats = { clients: '-', projects: '-', growth: '-' };
