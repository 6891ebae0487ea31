import type { TeamMemberRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The leadership cards of `/about` and `/about/team`: the editors' active
 * members by `sort_order` from the site-content snapshot, or the built-in four while the snapshot
 * is unknown (content service unreachable), whose chunk loads only then (site-content/built-in.ts).
 */
export function useTeam(): TeamMemberRecord[] {
  return useSiteContentPart('team');
}
