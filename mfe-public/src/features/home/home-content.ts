import type { HeroSlideRecord, HomeStatisticRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The hero's slides (spec §3 "Hero slide"): the editors' active slides by
 * `sort_order` from the site-content snapshot, or the built-in five while the snapshot is
 * unknown (content service unreachable), whose chunk loads only then (site-content/built-in.ts).
 */
export function useHeroSlides(): HeroSlideRecord[] {
  return useSiteContentPart('hero_slides');
}

/**
 * The home statistics band (spec §2 "Home"): the editors' active statistics,
 * or the built-in four while the snapshot is unknown; an empty list hides the band.
 */
export function useHomeStatistics(): HomeStatisticRecord[] {
  return useSiteContentPart('statistics');
}
