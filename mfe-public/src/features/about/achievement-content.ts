import type { HomeStatisticRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The `/about` achievements band: the statistics editors keep for the home
 * page, from the site-content snapshot, or the built-in four while it is unknown; empty hides it.
 */
export function useAchievements(): HomeStatisticRecord[] {
  return useSiteContentPart('statistics');
}
