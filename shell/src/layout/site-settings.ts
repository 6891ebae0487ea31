import { DEFAULT_SETTINGS, type PublicSiteSettings } from '@consulting/contracts';
import { useSiteContent } from '@consulting/platform';

/** The layout's site settings: the snapshot's, or the built-in ones while unknown; synchronous for SSR. */
export function useSiteSettings(): PublicSiteSettings {
  return useSiteContent()?.settings ?? DEFAULT_SETTINGS;
}
