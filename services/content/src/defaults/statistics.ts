import { DEFAULT_STATISTICS as BUILTIN_STATISTICS } from '@consulting/contracts';
import type { Statistic } from '../models/statistic.model.ts';

/** A seeded statistic: its stable seed key and the stored fields (dates are set on insert). */
export type DefaultStatistic = { key: string } & Omit<Statistic, 'created_at' | 'updated_at'>;

/**
 * The four home statistics seeded at first start (spec §2 "Track overview", §9: 6 tracks,
 * 50+ projects, 15+ sectors, 100% success), in display order; the home grid has four columns.
 * They are the built-in ones (contracts `DEFAULT_STATISTICS`, the pages' fallback),
 * keyed by their built-in id.
 */
export const DEFAULT_STATISTICS: readonly DefaultStatistic[] = BUILTIN_STATISTICS.map(({ id, ...statistic }) => ({
  key: id,
  ...statistic,
}));
