import {
  DEFAULT_SETTINGS,
  SOCIAL_NETWORKS,
  type AdminSiteSettingsRecord,
  type MediaRef,
  type PublicSiteSettings,
  type SocialNetwork,
} from '@consulting/contracts';
import type { ContentModels } from '../content-models.ts';
import { SITE_SETTINGS_ID, toSiteSettings, type StoredSiteSettings } from '../models/site-settings.model.ts';

/** The stored settings fields (no `_id`, no date). */
export type SettingsFields = Omit<StoredSiteSettings, '_id' | 'updated_at'>;

/**
 * The settings of a fresh site: the built-in ones (contracts
 * `DEFAULT_SETTINGS`), no company profile PDF and no staff inbox of its own ('' = identity's
 * STAFF_INBOX). Seeded at first start and read while the settings document does not exist.
 */
export const DEFAULT_SETTINGS_FIELDS: SettingsFields = {
  ...toSiteSettings(DEFAULT_SETTINGS),
  social_links: { ...DEFAULT_SETTINGS.social_links },
  company_profile_id: null,
  staff_inbox: '',
};

/** A settings document as a lean read gives it (older documents may lack the social links, profile PDF and staff inbox). */
type StoredLike = Partial<StoredSiteSettings> &
  Omit<SettingsFields, 'social_links' | 'company_profile_id' | 'staff_inbox'>;

/** The stored settings document, or null when there is none yet. */
export async function readStoredSettings(models: ContentModels): Promise<StoredLike | null> {
  return models.SiteSettings.findById(SITE_SETTINGS_ID).lean<StoredLike>();
}

const socialLinksOf = (stored: StoredLike): Record<SocialNetwork, string> =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, stored.social_links?.[network] ?? ''])) as Record<
    SocialNetwork,
    string
  >;

/**
 * The public settings (contracts `PublicSiteSettings`) of `stored` (the defaults when null): the
 * twelve fields, the social links and the company profile resolved through `refs` (null when
 * unset or not a PDF of the library). Never the staff inbox.
 */
export function toPublicSettings(stored: StoredLike | null, refs: ReadonlyMap<string, MediaRef>): PublicSiteSettings {
  const source = stored ?? DEFAULT_SETTINGS_FIELDS;
  const profile = source.company_profile_id ? refs.get(source.company_profile_id) : undefined;
  return {
    ...toSiteSettings(source),
    social_links: socialLinksOf(source),
    company_profile: profile?.kind === 'pdf' ? profile : null,
  };
}

/** The admin settings (contracts `AdminSiteSettingsRecord`): the public ones, the staff inbox, the PDF's id and the date. */
export function toAdminSettings(
  stored: StoredLike | null,
  refs: ReadonlyMap<string, MediaRef>,
): AdminSiteSettingsRecord {
  return {
    ...toPublicSettings(stored, refs),
    staff_inbox: stored?.staff_inbox ?? '',
    company_profile_id: stored?.company_profile_id ?? null,
    updated_at: (stored?.updated_at ?? new Date(0)).toISOString(),
  };
}
