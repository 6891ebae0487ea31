import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import type { HomeStatisticRecord, StatisticRecord } from '@consulting/contracts';
import { RECORD_OPTIONS, modelOn, type StoredRecord } from './model-on.ts';

/** A figure of the home statistics band, as stored (spec §3 "Statistic"; a site-content list). */
export type Statistic = StoredRecord<HomeStatisticRecord>;

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
  RECORD_OPTIONS,
);

/** The `statistics` model on `connection`. */
export function statisticModel(connection: Connection): StatisticModel {
  return modelOn(connection, 'Statistic', statisticSchema, 'statistics');
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
