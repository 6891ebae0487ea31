import type { TeamMemberRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The leadership cards of `/about` and `/about/team` (issue 15 part 1): the editors' active
 * members by `sort_order` from the site-content snapshot, or the built-in four while the snapshot
 * is unknown (content service unreachable), whose chunk loads only then (site-content/built-in.ts,
 * issue 16 part 4).
 */
export function useTeam(): TeamMemberRecord[] {
  return useSiteContentPart('team');
}
