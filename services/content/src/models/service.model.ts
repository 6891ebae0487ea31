import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { ServiceRecord } from '@consulting/contracts';

/** A service (track) as stored (spec §3 "Service"). */
export interface Service {
  /** Stable key, one of the track slugs for the six seeded tracks; unique. */
  slug: string;
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  /** Icon name in the public view (shield, lightbulb, …) or an icon class from the admin form. */
  icon: string;
  /** Site path of the service page, `/services/{slug}`. */
  path: string;
  /** 0 hides the service from the public list (spec §3: 0 or 1, default 1). */
  is_active: 0 | 1;
  /** Ascending display order (spec §3: integer, default 0). */
  sort_order: number;
  created_at: Date;
  updated_at: Date;
}

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
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false },
);
serviceSchema.index({ slug: 1 }, { unique: true });
// The public list (active, by display order) and the admin list's default order and
// `is_active` filter; the other admin sorts run on a few dozen rows.
serviceSchema.index({ sort_order: 1, title_en: 1, _id: 1 });
serviceSchema.index({ is_active: 1, sort_order: 1, title_en: 1, _id: 1 });

/** The `services` model on `connection`. */
export function serviceModel(connection: Connection): ServiceModel {
  return (
    (connection.models.Service as ServiceModel | undefined) ??
    connection.model<Service>('Service', serviceSchema, 'services')
  );
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
