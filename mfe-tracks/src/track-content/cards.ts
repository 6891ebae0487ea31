import type { TrackSlug } from '@consulting/contracts';
import type { TrackCard } from './types.ts';
import { INTELLECTUAL_PROPERTY_CARD } from './cards/intellectual-property.ts';
import { INNOVATION_CARD } from './cards/innovation.ts';
import { INVESTMENT_CARD } from './cards/investment.ts';
import { LAUNCH_CARD } from './cards/launch.ts';
import { EVENTS_CARD } from './cards/events.ts';
import { REPRESENTATION_CARD } from './cards/representation.ts';

/**
 * What the track overview shows of each track (spec §2 "Track overview"): icon, hero colours and
 * tagline. Kept apart from the full content so the overview does not download all six tracks'
 * pages. Each card is its own module (`cards/`), which the track's content spreads in,
 * so a track page carries no other track's card or icon.
 */
export const TRACK_CARDS: Record<TrackSlug, TrackCard> = {
  'intellectual-property': INTELLECTUAL_PROPERTY_CARD,
  innovation: INNOVATION_CARD,
  investment: INVESTMENT_CARD,
  launch: LAUNCH_CARD,
  events: EVENTS_CARD,
  representation: REPRESENTATION_CARD,
};
