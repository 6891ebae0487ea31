import type { PublicSiteSettings } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The site settings the contact pages show (spec §3 "Site settings"): the
 * editors' from the site-content snapshot, or the built-in ones while the snapshot is unknown
 * (content service unreachable), whose chunk loads only then (site-content/built-in.ts).
 */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteContentPart('settings');
}
