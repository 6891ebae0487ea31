import {
  DEFAULT_HERO_SLIDES,
  DEFAULT_STATISTICS,
  type HeroSlideRecord,
  type HomeStatisticRecord,
} from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/**
 * The hero's slides (issue 15 part 1, spec §3 "Hero slide"): the editors' active slides by
 * `sort_order` from the site-content snapshot, or the built-in five while the snapshot is
 * unknown (content service unreachable). Read synchronously, so the prerender has them.
 */
export function useHeroSlides(): HeroSlideRecord[] {
  return useSiteContent()?.hero_slides ?? DEFAULT_HERO_SLIDES;
}

/**
 * The home statistics band (issue 15 part 1, spec §2 "Home"): the editors' active statistics,
 * or the built-in four while the snapshot is unknown; an empty list hides the band.
 */
export function useHomeStatistics(): HomeStatisticRecord[] {
  return useSiteContent()?.statistics ?? DEFAULT_STATISTICS;
}
