import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import { GOAL_HORIZONS, HERO_THEMES, type GoalHorizon, type HeroTheme } from '@consulting/contracts';

/**
 * The editor-owned lists as stored: team members, partners, bank accounts,
 * hero slides and goals, one collection each (the home statistics keep their own model,
 * `models/statistic.model.ts`). Fields are the wire record's (contracts `site-content.ts`);
 * media are kept by library id (`image_id`, null for none) and resolved when read. The input
 * is checked by the admin routes (`validation.ts`), so the schemas only give defaults.
 */

/** Fields every stored list item has. */
export interface StoredListItem {
  sort_order: number;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface StoredTeamMember extends StoredListItem {
  name_ar: string;
  name_en: string;
  position_ar: string;
  position_en: string;
  description_ar: string;
  description_en: string;
  education_ar: string;
  education_en: string;
  experience_years: number;
  email: string;
  linkedin: string;
  image_id: string | null;
}

export interface StoredPartner extends StoredListItem {
  name_ar: string;
  name_en: string;
  type_ar: string;
  type_en: string;
  description_ar: string;
  description_en: string;
  country_ar: string;
  country_en: string;
  website: string;
  image_id: string | null;
}

export interface StoredBankAccount extends StoredListItem {
  bank_name_ar: string;
  bank_name_en: string;
  account_holder_ar: string;
  account_holder_en: string;
  account_number: string;
  iban: string;
  swift: string;
  currency: string;
  account_type: string;
  color: string;
}

export interface StoredHeroSlide extends StoredListItem {
  title_ar: string;
  title_en: string;
  subtitle_ar: string;
  subtitle_en: string;
  description_ar: string;
  description_en: string;
  cta_text_ar: string;
  cta_text_en: string;
  cta_link: string;
  theme: HeroTheme;
  image_id: string | null;
}

export interface StoredGoal extends StoredListItem {
  horizon: GoalHorizon;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  status_ar: string;
  status_en: string;
  progress: number;
  target_ar: string;
  target_en: string;
  impact_ar: string;
  impact_en: string;
}

const text = { type: String, default: '' };
const imageId = { type: String, default: null };

/** A list schema: `fields` plus order, active flag and timestamps, indexed by display order. */
function listSchema<T extends StoredListItem>(fields: SchemaDefinition): Schema<T> {
  const schema = new Schema<T>(
    {
      ...fields,
      sort_order: { type: Number, default: 0 },
      is_active: { type: Boolean, default: true },
    } as SchemaDefinition<T>,
    { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false },
  );
  schema.index({ sort_order: 1, _id: 1 });
  return schema;
}

const bilingual = (...names: string[]): SchemaDefinition =>
  Object.fromEntries(names.flatMap((name) => [`${name}_ar`, `${name}_en`]).map((field) => [field, text]));

const teamMemberSchema = listSchema<StoredTeamMember>({
  ...bilingual('name', 'position', 'description', 'education'),
  experience_years: { type: Number, default: 0 },
  email: text,
  linkedin: text,
  image_id: imageId,
});

const partnerSchema = listSchema<StoredPartner>({
  ...bilingual('name', 'type', 'description', 'country'),
  website: text,
  image_id: imageId,
});

const bankAccountSchema = listSchema<StoredBankAccount>({
  ...bilingual('bank_name', 'account_holder'),
  account_number: text,
  iban: text,
  swift: text,
  currency: { type: String, default: 'SAR' },
  account_type: { type: String, default: 'current' },
  color: { type: String, default: '#1d4ed8' },
});

const heroSlideSchema = listSchema<StoredHeroSlide>({
  ...bilingual('title', 'subtitle', 'description', 'cta_text'),
  cta_link: text,
  theme: { type: String, enum: HERO_THEMES, default: 'default' },
  image_id: imageId,
});

const goalSchema = listSchema<StoredGoal>({
  horizon: { type: String, enum: GOAL_HORIZONS, required: true },
  ...bilingual('title', 'description', 'status', 'target', 'impact'),
  progress: { type: Number, default: 0 },
});

/** A model compiled once per connection. */
function modelOn<T>(connection: Connection, name: string, schema: Schema<T>, collection: string): Model<T> {
  return (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema, collection);
}

export type TeamMemberModel = Model<StoredTeamMember>;
export type PartnerModel = Model<StoredPartner>;
export type BankAccountModel = Model<StoredBankAccount>;
export type HeroSlideModel = Model<StoredHeroSlide>;
export type GoalModel = Model<StoredGoal>;

/** The `team_members` model on `connection`. */
export const teamMemberModel = (connection: Connection): TeamMemberModel =>
  modelOn(connection, 'TeamMember', teamMemberSchema, 'team_members');
/** The `partners` model on `connection`. */
export const partnerModel = (connection: Connection): PartnerModel =>
  modelOn(connection, 'Partner', partnerSchema, 'partners');
/** The `bank_accounts` model on `connection`. */
export const bankAccountModel = (connection: Connection): BankAccountModel =>
  modelOn(connection, 'BankAccount', bankAccountSchema, 'bank_accounts');
/** The `hero_slides` model on `connection`. */
export const heroSlideModel = (connection: Connection): HeroSlideModel =>
  modelOn(connection, 'HeroSlide', heroSlideSchema, 'hero_slides');
/** The `goals` model on `connection`. */
export const goalModel = (connection: Connection): GoalModel => modelOn(connection, 'Goal', goalSchema, 'goals');
