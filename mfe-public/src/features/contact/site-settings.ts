import { DEFAULT_SETTINGS, type PublicSiteSettings } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/**
 * The site settings the contact pages show (spec §3 "Site settings", issue 15 part 1): the
 * editors' from the site-content snapshot, or the built-in ones while the snapshot is unknown
 * (content service unreachable). Read synchronously, so a server render has them.
 */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteContent()?.settings ?? DEFAULT_SETTINGS;
}
