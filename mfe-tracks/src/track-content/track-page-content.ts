import type { TrackFeature } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import type { TrackCard, TrackContent } from './types.ts';

/** What a track's `<slug>.<language>.json` holds: its content but the card's parts and the features. */
type TrackPageData = Omit<TrackContent, 'icon' | 'colors' | 'tagline' | 'features'>;

/**
 * A track page's content in `language`: `page`, its `<slug>.<language>.json`, with its card's
 * icon, colours and tagline (`cards/<slug>.json`) and its six features of the contracts (spec §3
 * "Service track (static)"). Tests, not types, check the JSON's shapes: icons are sprite symbols
 * (Icon.test.tsx), a sector lists three services (track-content.test.ts).
 */
export function trackPageContent(
  page: object,
  card: object,
  features: readonly TrackFeature[],
  language: Language,
): TrackContent {
  const { icon, colors, tagline } = card as TrackCard;
  return {
    icon,
    colors,
    tagline: tagline[language],
    ...(page as TrackPageData),
    features: features.map((feature) => feature[language]),
  };
}
