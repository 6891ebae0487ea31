import { DEFAULT_TEAM, type TeamMemberRecord } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/**
 * The leadership cards of `/about` and `/about/team` (issue 15 part 1): the editors' active
 * members by `sort_order` from the site-content snapshot, or the built-in four while the snapshot
 * is unknown (content service unreachable). Read synchronously, so the prerender has them.
 */
export function useTeam(): TeamMemberRecord[] {
  return useSiteContent()?.team ?? DEFAULT_TEAM;
}
