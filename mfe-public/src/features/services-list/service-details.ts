import { TRACK_FEATURES, type TrackSlug } from '@consulting/contracts';
import descriptions from './track-descriptions.json' with { type: 'json' };

interface Bilingual {
  ar: string;
  en: string;
}

/** The static details the services page adds to each track (spec §3 "Service track (static)"). */
export interface TrackDetails {
  detailedDescription: Bilingual;
  /** Six features per track (spec §9); the card shows the first three. */
  features: readonly Bilingual[];
}

/** How many features a card lists before the '+N more services' line (spec §2, §9). */
export const FEATURES_SHOWN = 3;

/** The long description of each track, in both languages; a missing track fails the type check. */
const DESCRIPTIONS: Record<TrackSlug, Bilingual> = descriptions;

/** `slug`'s details: its description (track-descriptions.json) and contracts `TRACK_FEATURES[slug]`. */
export function trackDetails(slug: TrackSlug): TrackDetails {
  return { detailedDescription: DESCRIPTIONS[slug], features: TRACK_FEATURES[slug] };
}
