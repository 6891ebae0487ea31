import type { TrackSlug } from '@consulting/contracts';
import type { TrackCard } from './types.ts';
import intellectualProperty from './cards/intellectual-property.json' with { type: 'json' };
import innovation from './cards/innovation.json' with { type: 'json' };
import investment from './cards/investment.json' with { type: 'json' };
import launch from './cards/launch.json' with { type: 'json' };
import events from './cards/events.json' with { type: 'json' };
import representation from './cards/representation.json' with { type: 'json' };

/**
 * What the track overview shows of each track (spec §2 "Track overview"): icon (a sprite symbol,
 * Icon.test.tsx), hero colours and tagline. Kept apart from the full content so the overview does
 * not download all six tracks' pages. Each card is its own file (`cards/<slug>.json`), which the
 * track's content merges in, so a track page carries no other track's card.
 */
const CARDS: Record<TrackSlug, object> = {
  'intellectual-property': intellectualProperty,
  innovation,
  investment,
  launch,
  events,
  representation,
};

/** Checked by tests, not types: icons are sprite symbols (Icon.test.tsx), colours pairs (track-content.test.ts). */
export const TRACK_CARDS = CARDS as Record<TrackSlug, TrackCard>;
