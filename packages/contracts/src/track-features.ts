import type { TrackSlug } from './tracks.ts';
import { INTELLECTUAL_PROPERTY_FEATURES } from './track-features/intellectual-property.ts';
import { INNOVATION_FEATURES } from './track-features/innovation.ts';
import { INVESTMENT_FEATURES } from './track-features/investment.ts';
import { LAUNCH_FEATURES } from './track-features/launch.ts';
import { EVENTS_FEATURES } from './track-features/events.ts';
import { REPRESENTATION_FEATURES } from './track-features/representation.ts';

export {
  INTELLECTUAL_PROPERTY_FEATURES,
  INNOVATION_FEATURES,
  INVESTMENT_FEATURES,
  LAUNCH_FEATURES,
  EVENTS_FEATURES,
  REPRESENTATION_FEATURES,
};

/** One feature of a track, in both languages. */
export type TrackFeature = { ar: string; en: string };
/** A track's six features (spec §3 "Service track (static)", §9); cards show the first three. */
export type TrackFeatures = readonly [
  TrackFeature,
  TrackFeature,
  TrackFeature,
  TrackFeature,
  TrackFeature,
  TrackFeature,
];

/**
 * Six features per track (spec §3 "Service track (static)", §9), for the pages that list every
 * track. Each track's list is its own module (`track-features/`), which its track page imports
 * alone (one module with all six was in every track page's chunk).
 */
export const TRACK_FEATURES: Record<TrackSlug, TrackFeatures> = {
  'intellectual-property': INTELLECTUAL_PROPERTY_FEATURES,
  innovation: INNOVATION_FEATURES,
  investment: INVESTMENT_FEATURES,
  launch: LAUNCH_FEATURES,
  events: EVENTS_FEATURES,
  representation: REPRESENTATION_FEATURES,
};
