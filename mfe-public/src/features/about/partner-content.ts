import type { PartnerRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The strategic partners of `/about/partners`: the editors' active partners by
 * `sort_order` from the site-content snapshot, or the built-in five while the snapshot is unknown.
 */
export function usePartners(): PartnerRecord[] {
  return useSiteContentPart('partners');
}
