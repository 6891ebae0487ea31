import { TRACK_SLUGS, type TrackSlug } from '@consulting/contracts';
import type { Language } from '@consulting/platform';
import { loadOnce } from '@consulting/ui/load-once';
import type { TrackContent } from './types.ts';

export type * from './types.ts';

/**
 * The static content of the six track pages (spec §2 "Track pages", §3), one chunk per track and
 * language (`<slug>.<language>.json`, the same shape in both, track-content.test.ts, merged with
 * the track's card and features by `<slug>.<language>.ts`), so a track page downloads only its
 * own track in its own language. Titles come from `TRACK_TITLES` in the contracts.
 * - intellectual-property: seven target sectors; innovation: four.
 * - investment: six sectors, a services grid, six process steps and four financing types (§3).
 * - launch: ten sectors and the launch extras of §3 "Static lists" (services, sectors, methodology).
 * - events: seven sectors, a services grid, five process steps, four event types (§3) and the
 *   events extras.
 * - representation: six sectors, a services grid and five process steps; no types list.
 */
const LOADERS: Record<TrackSlug, Record<Language, () => Promise<TrackContent>>> = {
  'intellectual-property': {
    ar: () => import('./intellectual-property.ar.ts').then((m) => m.INTELLECTUAL_PROPERTY_AR),
    en: () => import('./intellectual-property.en.ts').then((m) => m.INTELLECTUAL_PROPERTY_EN),
  },
  innovation: {
    ar: () => import('./innovation.ar.ts').then((m) => m.INNOVATION_AR),
    en: () => import('./innovation.en.ts').then((m) => m.INNOVATION_EN),
  },
  investment: {
    ar: () => import('./investment.ar.ts').then((m) => m.INVESTMENT_AR),
    en: () => import('./investment.en.ts').then((m) => m.INVESTMENT_EN),
  },
  launch: {
    ar: () => import('./launch.ar.ts').then((m) => m.LAUNCH_AR),
    en: () => import('./launch.en.ts').then((m) => m.LAUNCH_EN),
  },
  events: {
    ar: () => import('./events.ar.ts').then((m) => m.EVENTS_AR),
    en: () => import('./events.en.ts').then((m) => m.EVENTS_EN),
  },
  representation: {
    ar: () => import('./representation.ar.ts').then((m) => m.REPRESENTATION_AR),
    en: () => import('./representation.en.ts').then((m) => m.REPRESENTATION_EN),
  },
};

const load = loadOnce((key: `${TrackSlug}.${Language}`) => {
  const [slug, language] = key.split('.') as [TrackSlug, Language];
  return LOADERS[slug][language]();
});

/**
 * The content of track `slug` in `language`, fetched once (its chunk) and then served from
 * memory, as a promise `use()` can read. A failed download (offline, a redeployed remote)
 * rejects and is forgotten, so the next call tries again.
 */
export function loadTrackContent(slug: TrackSlug, language: Language): Promise<TrackContent> {
  return load(`${slug}.${language}`);
}

/** The content of all six tracks in `language`, keyed by slug (every chunk of that language; tests). */
export async function loadAllTrackContent(language: Language): Promise<Record<TrackSlug, TrackContent>> {
  const contents = await Promise.all(TRACK_SLUGS.map((slug) => loadTrackContent(slug, language)));
  return Object.fromEntries(TRACK_SLUGS.map((slug, i) => [slug, contents[i]])) as Record<TrackSlug, TrackContent>;
}
