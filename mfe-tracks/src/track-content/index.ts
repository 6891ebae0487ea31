import type { TrackSlug } from '@consulting/contracts';
import type { TrackContent } from './types.ts';
import { INTELLECTUAL_PROPERTY } from './intellectual-property.ts';
import { INNOVATION } from './innovation.ts';
import { INVESTMENT } from './investment.ts';
import { LAUNCH } from './launch.ts';
import { EVENTS } from './events.ts';
import { REPRESENTATION } from './representation.ts';

export type * from './types.ts';
export { TrackIcon, type TrackIconName } from './trackIcons.tsx';

/**
 * The static content of the six track pages (spec §2 "Track pages", §3), shared by the track
 * pages and the track overview. Titles come from `TRACK_TITLES` in the contracts.
 */
export const TRACK_CONTENT: Record<TrackSlug, TrackContent> = {
  'intellectual-property': INTELLECTUAL_PROPERTY,
  innovation: INNOVATION,
  investment: INVESTMENT,
  launch: LAUNCH,
  events: EVENTS,
  representation: REPRESENTATION,
};
