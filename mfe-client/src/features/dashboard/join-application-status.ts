import { JOIN_APPLICATION_STATUS_LABELS } from '@consulting/contracts';

/**
 * The label of a stored join application status (spec §4); a missing or unknown value shows as
 * pending, the default status.
 */
export function joinApplicationStatusLabel(status: string | null | undefined): {
  ar: string;
  en: string;
  color: string;
} {
  return (
    (JOIN_APPLICATION_STATUS_LABELS as Record<string, { ar: string; en: string; color: string }>)[status ?? ''] ??
    JOIN_APPLICATION_STATUS_LABELS.pending
  );
}
