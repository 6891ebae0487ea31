import { useEffect, useState } from 'react';
import type { StatisticRecord } from '@consulting/contracts';
import { api } from '@consulting/platform';

/** `GET /api/statistics` (spec §3 "Statistic"). */
export interface StatisticsResponse {
  success: true;
  statistics: StatisticRecord[];
}

/**
 * The statistics of the `/about` achievements band, in `sort_order`; an empty list when the call
 * fails or the answer is not a list, so the band stays hidden (spec §2: "optional").
 */
export async function fetchStatistics(signal?: AbortSignal): Promise<StatisticRecord[]> {
  try {
    const { statistics } = await api<StatisticsResponse>('/statistics', { auth: 'none', signal });
    if (!Array.isArray(statistics)) return [];
    return [...statistics].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return [];
  }
}

/** Data hook of the achievements band: `[]` until (and unless) statistics arrive. */
export function useStatistics(): StatisticRecord[] {
  const [statistics, setStatistics] = useState<StatisticRecord[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchStatistics(controller.signal).then(setStatistics, () => undefined);
    return () => controller.abort();
  }, []);
  return statistics;
}
