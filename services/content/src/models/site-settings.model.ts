import { Schema, type Connection, type Model } from 'mongoose';
import { SOCIAL_NETWORKS, type SiteSettings, type SocialNetwork } from '@consulting/contracts';
import { modelOn } from './model-on.ts';

/** `_id` of the one settings document. */
export const SITE_SETTINGS_ID = 'site';

/**
 * The site settings as stored: one document with `_id` 'site' (spec §3 "Site settings"), with
 * the footer's social links, the company profile PDF (a media library
 * id, null for none) and the staff inbox of lead alerts ('' = identity's STAFF_INBOX env).
 */
export interface StoredSiteSettings extends SiteSettings {
  _id: string;
  social_links: Record<SocialNetwork, string>;
  company_profile_id: string | null;
  staff_inbox: string;
  updated_at: Date;
}

export type SiteSettingsModel = Model<StoredSiteSettings>;

const text = { type: String, default: '' };
const siteSettingsSchema = new Schema<StoredSiteSettings>(
  {
    _id: { type: String, required: true },
    company_name_ar: text,
    company_name_en: text,
    tagline_ar: text,
    tagline_en: text,
    site_description_ar: text,
    site_description_en: text,
    phone: text,
    email: text,
    address_ar: text,
    address_en: text,
    working_hours_ar: text,
    working_hours_en: text,
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text])),
    company_profile_id: { type: String, default: null },
    staff_inbox: text,
  },
  { timestamps: { createdAt: false, updatedAt: 'updated_at' }, versionKey: false },
);

/** The `site_settings` model on `connection`. */
export function siteSettingsModel(connection: Connection): SiteSettingsModel {
  return modelOn(connection, 'SiteSettings', siteSettingsSchema, 'site_settings');
}

/** The API shape (contracts `SiteSettings`): exactly the twelve fields, no id or dates. */
export function toSiteSettings(stored: SiteSettings): SiteSettings {
  return {
    company_name_ar: stored.company_name_ar,
    company_name_en: stored.company_name_en,
    tagline_ar: stored.tagline_ar,
    tagline_en: stored.tagline_en,
    site_description_ar: stored.site_description_ar,
    site_description_en: stored.site_description_en,
    phone: stored.phone,
    email: stored.email,
    address_ar: stored.address_ar,
    address_en: stored.address_en,
    working_hours_ar: stored.working_hours_ar,
    working_hours_en: stored.working_hours_en,
  };
}
