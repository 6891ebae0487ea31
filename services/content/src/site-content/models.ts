import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import {
  GOAL_HORIZONS,
  HERO_THEMES,
  type BankAccountRecord,
  type GoalRecord,
  type HeroSlideRecord,
  type ListItemFields,
  type PartnerRecord,
  type TeamMemberRecord,
} from '@consulting/contracts';
import { RECORD_OPTIONS, modelOn, type StoredRecord } from '../models/model-on.ts';

/**
 * The editor-owned lists as stored, one collection each (the home statistics keep their own model,
 * `models/statistic.model.ts`): the wire record's fields (contracts `site-content.ts`) with media
 * kept by library id (`image_id`, null for none, resolved when read). The admin routes check the
 * input (`validation.ts`), so the schemas only give defaults.
 */

/** Fields every stored list item has. */
export type StoredListItem = StoredRecord<ListItemFields>;

/** A list record as stored: `image` kept as `image_id`. */
type Stored<R extends ListItemFields> = StoredRecord<Omit<R, 'image'>> &
  ('image' extends keyof R ? { image_id: string | null } : unknown);

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
    RECORD_OPTIONS,
  );
  schema.index({ sort_order: 1, _id: 1 });
  return schema;
}

const bilingual = (...names: string[]): SchemaDefinition =>
  Object.fromEntries(names.flatMap((name) => [`${name}_ar`, `${name}_en`]).map((field) => [field, text]));

const teamMemberSchema = listSchema<Stored<TeamMemberRecord>>({
  ...bilingual('name', 'position', 'description', 'education'),
  experience_years: { type: Number, default: 0 },
  email: text,
  linkedin: text,
  image_id: imageId,
});

const partnerSchema = listSchema<Stored<PartnerRecord>>({
  ...bilingual('name', 'type', 'description', 'country'),
  website: text,
  image_id: imageId,
});

const bankAccountSchema = listSchema<Stored<BankAccountRecord>>({
  ...bilingual('bank_name', 'account_holder'),
  account_number: text,
  iban: text,
  swift: text,
  currency: { type: String, default: 'SAR' },
  account_type: { type: String, default: 'current' },
  color: { type: String, default: '#1d4ed8' },
});

const heroSlideSchema = listSchema<Stored<HeroSlideRecord>>({
  ...bilingual('title', 'subtitle', 'description', 'cta_text'),
  cta_link: text,
  theme: { type: String, enum: HERO_THEMES, default: 'default' },
  image_id: imageId,
});

const goalSchema = listSchema<Stored<GoalRecord>>({
  horizon: { type: String, enum: GOAL_HORIZONS, required: true },
  ...bilingual('title', 'description', 'status', 'target', 'impact'),
  progress: { type: Number, default: 0 },
});

/** The `team_members` model on `connection`. */
export const teamMemberModel = (connection: Connection): Model<Stored<TeamMemberRecord>> =>
  modelOn(connection, 'TeamMember', teamMemberSchema, 'team_members');
/** The `partners` model on `connection`. */
export const partnerModel = (connection: Connection): Model<Stored<PartnerRecord>> =>
  modelOn(connection, 'Partner', partnerSchema, 'partners');
/** The `bank_accounts` model on `connection`. */
export const bankAccountModel = (connection: Connection): Model<Stored<BankAccountRecord>> =>
  modelOn(connection, 'BankAccount', bankAccountSchema, 'bank_accounts');
/** The `hero_slides` model on `connection`. */
export const heroSlideModel = (connection: Connection): Model<Stored<HeroSlideRecord>> =>
  modelOn(connection, 'HeroSlide', heroSlideSchema, 'hero_slides');
/** The `goals` model on `connection`. */
export const goalModel = (connection: Connection): Model<Stored<GoalRecord>> =>
  modelOn(connection, 'Goal', goalSchema, 'goals');
