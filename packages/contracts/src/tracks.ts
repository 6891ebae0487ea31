/** The six service tracks (spec §1, §2 "Track pages"): slug as used in `/services/{slug}`. */
export const TRACK_SLUGS = [
  'intellectual-property',
  'innovation',
  'investment',
  'launch',
  'events',
  'representation',
] as const;

export type TrackSlug = (typeof TRACK_SLUGS)[number];

/** True when `value` is one of the six track slugs (spec §2 "Track request form"). */
export function isTrackSlug(value: unknown): value is TrackSlug {
  return typeof value === 'string' && (TRACK_SLUGS as readonly string[]).includes(value);
}

/**
 * The track a request page is for (spec §2): the third path segment of
 * `/services/{trackName}/request`, else the `track` query parameter, else `'unknown'`.
 */
export function trackFromLocation(pathname: string, search: string): string {
  const segment = pathname.split('/').filter(Boolean)[1];
  if (segment && isTrackSlug(segment)) return segment;
  const fromQuery = new URLSearchParams(search).get('track');
  if (fromQuery && isTrackSlug(fromQuery)) return fromQuery;
  return 'unknown';
}

/** Static titles of the tracks in both languages (spec §1), used as fallback and seed. */
export const TRACK_TITLES: Record<TrackSlug, { ar: string; en: string }> = {
  'intellectual-property': { ar: 'الملكية الفكرية', en: 'Intellectual Property' },
  innovation: { ar: 'ابتكار الأعمال', en: 'Business Innovation' },
  investment: { ar: 'التمويل والاستثمار', en: 'Finance and Investment' },
  launch: { ar: 'إطلاق العلامات والمشاريع الجديدة', en: 'Launch and Branding' },
  events: { ar: 'الفعاليات والأنشطة', en: 'Events and Activities' },
  representation: { ar: 'تمثيل الشركات الأجنبية', en: 'Representation of Foreign Companies' },
};

/** Icon names of the tracks in the public view (spec §3 "Service"). */
export const TRACK_ICONS: Record<TrackSlug, string> = {
  'intellectual-property': 'shield',
  innovation: 'lightbulb',
  investment: 'trending-up',
  launch: 'rocket',
  events: 'calendar',
  representation: 'users',
};
