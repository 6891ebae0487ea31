/**
 * Editor-owned site content: the wire shapes of the content types editors change in
 * the panel, the media they pick, and the one snapshot the public pages and the prerender read.
 *
 * Conventions (as the spec's records, §3): bilingual text is a pair of `_ar` / `_en` fields;
 * list items carry `sort_order` (ascending) and `is_active` (public reads list active items
 * only); ids are strings. Every field here is plain text unless it says HTML.
 *
 * Paths (content service; the gateway routes `/api/site-content`, `/api/admin/site-content`,
 * `/api/admin/media` and `/media/` to it):
 * - `GET /api/site-content` → `SiteContentResponse` (ETag = `version`; 304 on a repeat);
 * - `GET|PUT /api/admin/site-content/settings` (the full `AdminSiteSettings`);
 * - `GET|POST /api/admin/site-content/{type}`, `PUT|DELETE /api/admin/site-content/{type}/{id}`
 *   for each `SiteContentListType` (admin lists: inactive items included);
 * - `GET|POST /api/admin/media`, `GET|PUT|DELETE /api/admin/media/{id}` (the library);
 * - `GET /media/{id}/{file}`: a stored file or image variant (immutable, long cache).
 */

/** A file of the media library as pages use it. */
export interface MediaRef {
  id: string;
  kind: 'image' | 'pdf';
  /** The MIME type of the original, detected from its content (`image/jpeg`, `application/pdf`). */
  mime: string;
  /** The original file's URL (`/media/{id}/original.{ext}`). */
  url: string;
  /** Pixel size of the original image; 0 for a PDF. */
  width: number;
  height: number;
  alt_ar: string;
  alt_en: string;
  /**
   * Responsive variants of an image, ascending by width, never wider than the original: each in
   * WebP and in the original's format (`/media/{id}/w{width}.{ext}`). Empty for a PDF.
   */
  variants: MediaVariant[];
}

export interface MediaVariant {
  url: string;
  width: number;
  height: number;
  /** `image/webp`, or the original's type. */
  mime: string;
}

/** A library item as admins list it: the ref plus its name, size and dates. */
export interface MediaItemRecord extends MediaRef {
  /** The name it was uploaded with (shown only; never used to decide the type). */
  filename: string;
  /** Size of the original in bytes. */
  size: number;
  created_at: string;
  updated_at: string;
}

/** Social profiles of the footer (spec §2 "Footer"): a URL each, '' for none (hidden). */
export const SOCIAL_NETWORKS = ['x', 'linkedin', 'instagram', 'facebook', 'tiktok', 'snapchat'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Site settings (spec §3 "Site settings"). */
export interface SiteSettings {
  company_name_ar: string;
  company_name_en: string;
  tagline_ar: string;
  tagline_en: string;
  site_description_ar: string;
  site_description_en: string;
  phone: string;
  email: string;
  address_ar: string;
  address_en: string;
  working_hours_ar: string;
  working_hours_en: string;
}

/**
 * Site settings as the public pages read them (spec §3 "Site settings"): the
 * twelve spec fields, the social links and the company profile PDF.
 */
export interface PublicSiteSettings extends SiteSettings {
  social_links: Record<SocialNetwork, string>;
  /** The company profile PDF from the media library, or null (the footer link is then hidden). */
  company_profile: MediaRef | null;
}

/** Site settings as admins edit them: the public ones plus the staff inbox (never public). */
export interface AdminSiteSettings extends PublicSiteSettings {
  /** Where new leads are mailed; '' falls back to the `STAFF_INBOX` env. */
  staff_inbox: string;
  updated_at: string;
}

/** Fields every list item has. */
export interface ListItemFields {
  id: string;
  sort_order: number;
  is_active: boolean;
}

/** A leadership card of the team page (spec §3 "Team member"). */
export interface TeamMemberRecord extends ListItemFields {
  name_ar: string;
  name_en: string;
  position_ar: string;
  position_en: string;
  description_ar: string;
  description_en: string;
  education_ar: string;
  education_en: string;
  /** Years of experience (integer ≥ 0). */
  experience_years: number;
  email: string;
  linkedin: string;
  /** Photo; null shows the initials. */
  image: MediaRef | null;
}

/** A strategic partner (spec §3 "Partner"). */
export interface PartnerRecord extends ListItemFields {
  name_ar: string;
  name_en: string;
  type_ar: string;
  type_en: string;
  description_ar: string;
  description_en: string;
  country_ar: string;
  country_en: string;
  website: string;
  /** Logo; null shows an initial badge. */
  image: MediaRef | null;
}

/** A bank account (spec §3 "Bank account"). */
export interface BankAccountRecord extends ListItemFields {
  bank_name_ar: string;
  bank_name_en: string;
  account_holder_ar: string;
  account_holder_en: string;
  account_number: string;
  /** Saudi IBAN, 24 characters, valid ISO 13616 check digits. */
  iban: string;
  swift: string;
  currency: string;
  account_type: string;
  /** Accent colour of the card, `#rrggbb`. */
  color: string;
}

export const HERO_THEMES = ['default', 'innovation', 'intellectual', 'investment'] as const;
export type HeroTheme = (typeof HERO_THEMES)[number];

/** A slide of the home page's hero carousel (spec §3 "Hero slide"). */
export interface HeroSlideRecord extends ListItemFields {
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  description_ar: string;
  description_en: string;
  cta_text_ar: string;
  cta_text_en: string;
  /** A site path (`/services`) or an https URL. */
  cta_link: string;
  theme: HeroTheme;
  image: MediaRef | null;
}

/** A statistic of the home band (spec §3 "Statistic"), as a list item. */
export interface HomeStatisticRecord extends ListItemFields {
  title_ar: string;
  title_en: string;
  /** Display text such as '50+'. */
  value: string;
  description_ar: string;
  description_en: string;
}

export const GOAL_HORIZONS = ['short', 'medium', 'long'] as const;
export type GoalHorizon = (typeof GOAL_HORIZONS)[number];

/**
 * A goal of the goals page (spec §2 "Goals page", §3 "Goal data"): short-term goals have a
 * status and a progress (0–100), medium-term ones a target, long-term ones an impact; the
 * fields another horizon uses are ''/0.
 */
export interface GoalRecord extends ListItemFields {
  horizon: GoalHorizon;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  status_ar: string;
  status_en: string;
  /** Percent, integer 0–100 (short-term only). */
  progress: number;
  target_ar: string;
  target_en: string;
  impact_ar: string;
  impact_en: string;
}

/** The list types of `/api/admin/site-content/{type}` and of the snapshot. */
export const SITE_CONTENT_LIST_TYPES = [
  'team',
  'partners',
  'bank-accounts',
  'hero-slides',
  'statistics',
  'goals',
] as const;
export type SiteContentListType = (typeof SITE_CONTENT_LIST_TYPES)[number];

/** The record of each list type. */
export interface SiteContentListRecords {
  team: TeamMemberRecord;
  partners: PartnerRecord;
  'bank-accounts': BankAccountRecord;
  'hero-slides': HeroSlideRecord;
  statistics: HomeStatisticRecord;
  goals: GoalRecord;
}

/**
 * Everything editors own that the public pages and the prerender read, in one snapshot: the
 * settings and each list's active items by `sort_order`.
 */
export interface SiteContent {
  /**
   * Changes whenever anything a visitor reads changes (any save, a news item reaching its
   * `publish_at`); the ETag of `GET /api/site-content` and the prerender cache key.
   */
  version: string;
  settings: PublicSiteSettings;
  team: TeamMemberRecord[];
  partners: PartnerRecord[];
  bank_accounts: BankAccountRecord[];
  hero_slides: HeroSlideRecord[];
  statistics: HomeStatisticRecord[];
  goals: GoalRecord[];
}

/** `GET /api/site-content`. */
export interface SiteContentResponse {
  success: true;
  content: SiteContent;
}

/** Largest image the media library takes (bytes): 8 MiB. */
export const MEDIA_MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Largest PDF the media library takes (bytes): 10 MiB. */
export const MEDIA_MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Widths of the responsive variants (px); those not narrower than the original are skipped. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * Admin read and write shapes (`/api/admin/site-content/…`). Media are written
 * by library id (`image_id`, `company_profile_id`; null for none) and read back both resolved
 * and by id, so a form can show the picked file and send its id back unchanged.
 */

/** `GET|PUT /api/admin/site-content/settings` answer's `settings`: the admin settings plus the PDF's id. */
export interface AdminSiteSettingsRecord extends AdminSiteSettings {
  company_profile_id: string | null;
}

/** Body of `PUT /api/admin/site-content/settings` (the whole settings; `updated_at` is the server's). */
export type SiteSettingsInput = Omit<AdminSiteSettings, 'company_profile' | 'updated_at'> & {
  /** A PDF of the media library, or null for none. */
  company_profile_id: string | null;
};

/** The list types whose items have an image (`image` read, `image_id` written). */
export type SiteContentImageType = 'team' | 'partners' | 'hero-slides';

/** An item as `GET /api/admin/site-content/{type}` lists it: the record, plus `image_id` where it has an image. */
export type AdminSiteContentRecord<T extends SiteContentListType> = SiteContentListRecords[T] &
  (T extends SiteContentImageType ? { image_id: string | null } : unknown);

/**
 * Body of `POST /api/admin/site-content/{type}` and `PUT …/{type}/{id}`: the record's fields
 * without `id`, with `image_id` (a library image, or null) instead of `image`; `sort_order`
 * (default: after the last item) and `is_active` (default true on create, kept on replace) may
 * be left out.
 */
export type SiteContentListInput<T extends SiteContentListType> = Omit<
  SiteContentListRecords[T],
  'id' | 'image' | 'sort_order' | 'is_active'
> &
  Partial<Pick<ListItemFields, 'sort_order' | 'is_active'>> &
  (T extends SiteContentImageType ? { image_id: string | null } : unknown);

/** Body of `POST /api/admin/site-content/{type}/order`: every id of the list (or some), in the new order. */
export interface SiteContentOrderInput {
  ids: string[];
}

/**
 * How a page carries the snapshot it was rendered with. The gateway embeds it as
 * `<script type="application/json" id="site-content">` (never executed, so the CSP's
 * `script-src 'self'` holds; every `<` written as `\u003c`), and the platform's store starts from it.
 */
export const SITE_CONTENT_ELEMENT_ID = 'site-content';

/** The ETag `GET /api/site-content` answers for a snapshot: its `version`, quoted (a strong tag). */
export function siteContentEtag(version: string): string {
  return `"${version}"`;
}

const SNAPSHOT_LISTS = ['team', 'partners', 'bank_accounts', 'hero_slides', 'statistics', 'goals'] as const;

/**
 * Whether a parsed JSON value has the snapshot's shape: a non-empty `version`, a `settings`
 * object and the six lists as arrays. The items themselves are not checked (the content
 * service wrote them); this keeps a wrong answer (an HTML error page, another endpoint's JSON)
 * out of the stores.
 */
export function isSiteContent(value: unknown): value is SiteContent {
  if (!value || typeof value !== 'object') return false;
  const snapshot = value as Record<string, unknown>;
  return (
    typeof snapshot.version === 'string' &&
    snapshot.version !== '' &&
    !!snapshot.settings &&
    typeof snapshot.settings === 'object' &&
    SNAPSHOT_LISTS.every((list) => Array.isArray(snapshot[list]))
  );
}
