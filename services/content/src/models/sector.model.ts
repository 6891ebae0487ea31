import { Schema, type Connection, type Model } from 'mongoose';
import type { SectorRecord } from '@consulting/contracts';
import { RECORD_OPTIONS, modelOn, type StoredRecord } from './model-on.ts';

/**
 * A sector the company serves, as stored (spec §3 "Sector"): `is_active` 0 hides it from the
 * public lists, `sort_order` ascending.
 */
export type Sector = StoredRecord<SectorRecord>;

export type SectorModel = Model<Sector>;

/** Icon of a sector created without one (spec §3). */
export const DEFAULT_SECTOR_ICON = 'fas fa-industry';

const sectorSchema = new Schema<Sector>(
  {
    name_ar: { type: String, required: true, trim: true, maxlength: 200 },
    name_en: { type: String, required: true, trim: true, maxlength: 200 },
    description_ar: { type: String, required: true, trim: true, maxlength: 5000 },
    description_en: { type: String, required: true, trim: true, maxlength: 5000 },
    icon: { type: String, default: DEFAULT_SECTOR_ICON },
    is_active: { type: Number, enum: [0, 1], default: 1 },
    sort_order: { type: Number, default: 0 },
  },
  RECORD_OPTIONS,
);
// The public list (active, by display order) and the admin list's default order and
// `is_active` filter; the other admin sorts run on a few dozen rows.
sectorSchema.index({ sort_order: 1, name_en: 1, _id: 1 });
sectorSchema.index({ is_active: 1, sort_order: 1, name_en: 1, _id: 1 });

/** The `sectors` model on `connection`. */
export function sectorModel(connection: Connection): SectorModel {
  return modelOn(connection, 'Sector', sectorSchema, 'sectors');
}

/** The API shape of a sector (contracts `SectorRecord`), id as a string. */
export function toSectorRecord(sector: Sector & { _id: { toString(): string } }): SectorRecord {
  return {
    id: sector._id.toString(),
    name_ar: sector.name_ar,
    name_en: sector.name_en,
    description_ar: sector.description_ar,
    description_en: sector.description_en,
    icon: sector.icon,
    is_active: sector.is_active,
    sort_order: sector.sort_order,
  };
}
