import { DEFAULT_SETTINGS, type SiteSettings } from '@consulting/contracts';
import { toSiteSettings } from '../models/site-settings.model.ts';

/**
 * The site settings seeded at first start (spec §3 "Site settings", §9): the twelve fields of
 * the built-in settings (contracts `DEFAULT_SETTINGS`, the one copy the pages fall
 * back to): the brand as the shell shows it, the placeholder phone and email, the Riyadh head
 * office and the working hours Sunday to Thursday, 9:00 to 18:00.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = toSiteSettings(DEFAULT_SETTINGS);
