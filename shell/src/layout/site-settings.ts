import { DEFAULT_SETTINGS, type PublicSiteSettings } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/**
 * The site settings the layout shows (company name, description, contact, social links, profile
 * PDF): the editors' from the site-content snapshot, or the built-in ones while
 * the snapshot is unknown (content service unreachable). Synchronous, so the prerendered layout
 * has them.
 */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteContent()?.settings ?? DEFAULT_SETTINGS;
}
