import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { StatisticRecord } from '@consulting/contracts';

/** A figure of the home statistics band, as stored (spec §3 "Statistic"). */
export interface Statistic {
  title_ar: string;
  title_en: string;
  /** Display text, not a number: '50+', '100%' (spec §3). */
  value: string;
  description_ar: string;
  description_en: string;
  /** Ascending display order. */
  sort_order: number;
  /** Shown on the home page (statistics are a list editors order and hide); default true. */
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

export type StatisticDocument = HydratedDocument<Statistic>;
export type StatisticModel = Model<Statistic>;

const statisticSchema = new Schema<Statistic>(
  {
    title_ar: { type: String, required: true, trim: true },
    title_en: { type: String, required: true, trim: true },
    value: { type: String, required: true, trim: true },
    description_ar: { type: String, default: '' },
    description_en: { type: String, default: '' },
    sort_order: { type: Number, default: 0 },
    is_active: { type: Boolean, default: true },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false },
);

/** The `statistics` model on `connection`. */
export function statisticModel(connection: Connection): StatisticModel {
  return (
    (connection.models.Statistic as StatisticModel | undefined) ??
    connection.model<Statistic>('Statistic', statisticSchema, 'statistics')
  );
}

/** The API shape of a statistic (contracts `StatisticRecord`), id as a string. */
export function toStatisticRecord(statistic: StatisticDocument): StatisticRecord {
  return {
    id: statistic._id.toString(),
    title_ar: statistic.title_ar,
    title_en: statistic.title_en,
    value: statistic.value,
    description_ar: statistic.description_ar,
    description_en: statistic.description_en,
    sort_order: statistic.sort_order,
  };
}
