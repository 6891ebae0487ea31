import { TRACK_SLUGS, type TrackSlug } from '@consulting/contracts';
import type { TrackContent } from './types.ts';

export type * from './types.ts';

/**
 * The static content of the six track pages (spec §2 "Track pages", §3), one chunk per track so
 * a track page downloads only its own (issue 6). Titles come from `TRACK_TITLES` in the contracts.
 */
const LOADERS: Record<TrackSlug, () => Promise<TrackContent>> = {
  'intellectual-property': () => import('./intellectual-property.ts').then((m) => m.INTELLECTUAL_PROPERTY),
  innovation: () => import('./innovation.ts').then((m) => m.INNOVATION),
  investment: () => import('./investment.ts').then((m) => m.INVESTMENT),
  launch: () => import('./launch.ts').then((m) => m.LAUNCH),
  events: () => import('./events.ts').then((m) => m.EVENTS),
  representation: () => import('./representation.ts').then((m) => m.REPRESENTATION),
};

/** A promise that records its outcome the way React's `use()` reads it, so a settled one does not suspend. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Tags `promise` with its outcome as it settles; `onRejected` runs on failure (to forget it). */
function tracked<T>(promise: Promise<T>, onRejected: () => void): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
      onRejected();
    },
  );
  return result;
}

const loaded = new Map<TrackSlug, TrackedPromise<TrackContent>>();
let all: TrackedPromise<Record<TrackSlug, TrackContent>> | undefined;

/**
 * The content of track `slug`, fetched once (its chunk) and then served from memory. A failed
 * download (offline, a redeployed remote) rejects and is forgotten, so the next call tries again.
 */
export function loadTrackContent(slug: TrackSlug): Promise<TrackContent> {
  let promise = loaded.get(slug);
  if (!promise) {
    promise = tracked(LOADERS[slug](), () => loaded.delete(slug));
    loaded.set(slug, promise);
  }
  return promise;
}

/** The content of all six tracks, keyed by slug; fetched once, forgotten on failure like `loadTrackContent`. */
export function loadAllTrackContent(): Promise<Record<TrackSlug, TrackContent>> {
  all ??= tracked(
    Promise.all(TRACK_SLUGS.map(loadTrackContent)).then(
      (contents) =>
        Object.fromEntries(TRACK_SLUGS.map((slug, i) => [slug, contents[i]])) as Record<TrackSlug, TrackContent>,
    ),
    () => {
      all = undefined;
    },
  );
  return all;
}
