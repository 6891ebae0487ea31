import type { PublicSiteSettings } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The site settings the contact pages show (spec §3 "Site settings", issue 15 part 1): the
 * editors' from the site-content snapshot, or the built-in ones while the snapshot is unknown
 * (content service unreachable), whose chunk loads only then (site-content/built-in.ts, issue 16
 * part 4).
 */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteContentPart('settings');
}
