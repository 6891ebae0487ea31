import type { GoalHorizon, GoalRecord } from '@consulting/contracts';
import { useSiteContentPart } from '../../site-content/built-in.ts';

/**
 * The goals of `/about/goals` by horizon: the editors' active goals from the
 * site-content snapshot, or the built-in ten while the snapshot is unknown; each list keeps
 * `sort_order`.
 */
export function useGoals(): Record<GoalHorizon, GoalRecord[]> {
  const goals = useSiteContentPart('goals');
  return {
    short: goals.filter((goal) => goal.horizon === 'short'),
    medium: goals.filter((goal) => goal.horizon === 'medium'),
    long: goals.filter((goal) => goal.horizon === 'long'),
  };
}
