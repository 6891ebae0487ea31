import { DEFAULT_STATISTICS, type HomeStatisticRecord } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/**
 * The `/about` achievements band (issue 15 part 1): the statistics editors keep for the home
 * page, from the site-content snapshot, or the built-in four while it is unknown; empty hides it.
 */
export function useAchievements(): HomeStatisticRecord[] {
  return useSiteContent()?.statistics ?? DEFAULT_STATISTICS;
}
