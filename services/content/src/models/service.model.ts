import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { ServiceRecord } from '@consulting/contracts';
import { RECORD_OPTIONS, modelOn, type StoredRecord } from './model-on.ts';

/**
 * A service (track) as stored (spec §3 "Service"): `slug` unique (the track slugs for the six
 * seeded tracks), `path` its page `/services/{slug}`, `is_active` 0 hides it, `sort_order` ascending.
 */
export type Service = StoredRecord<ServiceRecord>;

export type ServiceDocument = HydratedDocument<Service>;
export type ServiceModel = Model<Service>;

const serviceSchema = new Schema<Service>(
  {
    slug: { type: String, required: true, trim: true },
    title_ar: { type: String, required: true, trim: true },
    title_en: { type: String, required: true, trim: true },
    description_ar: { type: String, required: true, trim: true },
    description_en: { type: String, required: true, trim: true },
    icon: { type: String, default: 'fas fa-cog' },
    path: { type: String, required: true },
    is_active: { type: Number, enum: [0, 1], default: 1 },
    sort_order: { type: Number, default: 0 },
  },
  RECORD_OPTIONS,
);
serviceSchema.index({ slug: 1 }, { unique: true });
// The public list (active, by display order) and the admin list's default order and
// `is_active` filter; the other admin sorts run on a few dozen rows.
serviceSchema.index({ sort_order: 1, title_en: 1, _id: 1 });
serviceSchema.index({ is_active: 1, sort_order: 1, title_en: 1, _id: 1 });

/** The `services` model on `connection`. */
export function serviceModel(connection: Connection): ServiceModel {
  return modelOn(connection, 'Service', serviceSchema, 'services');
}

/** The API shape of a service (contracts `ServiceRecord`), id as a string. */
export function toServiceRecord(service: Service & { _id: { toString(): string } }): ServiceRecord {
  return {
    id: service._id.toString(),
    slug: service.slug,
    title_ar: service.title_ar,
    title_en: service.title_en,
    description_ar: service.description_ar,
    description_en: service.description_en,
    icon: service.icon,
    path: service.path,
    is_active: service.is_active,
    sort_order: service.sort_order,
  };
}
