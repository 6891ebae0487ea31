/** Status tables of spec §4, one per entity, used by every page and service that shows or stores a status. */
import type { JoinApplicationStatus } from './wire.ts';

export const REQUEST_STATUSES = ['new', 'reviewing', 'approved', 'rejected', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Labels of spec §4 "Service request and opportunity status", with antd tag colours. */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, { ar: string; en: string; color: string }> = {
  new: { ar: 'جديد', en: 'new', color: 'blue' },
  reviewing: { ar: 'قيد المراجعة', en: 'under review', color: 'gold' },
  approved: { ar: 'معتمد', en: 'approved', color: 'green' },
  rejected: { ar: 'مرفوض', en: 'rejected', color: 'red' },
  completed: { ar: 'مكتمل', en: 'completed', color: 'purple' },
};

/** The client view's label for a missing service-request status (spec §4). */
export const PENDING_LABEL = { ar: 'قيد الانتظار', en: 'pending', color: 'default' } as const;

/**
 * The label a client or admin sees for a stored status (spec §4): a missing status shows as
 * pending for service requests and new for opportunities; an unknown value shows as new.
 */
export function requestStatusLabel(
  status: string | null | undefined,
  kind: 'service' | 'opportunity',
): { ar: string; en: string; color: string } {
  if (!status) return kind === 'service' ? PENDING_LABEL : REQUEST_STATUS_LABELS.new;
  return (
    (REQUEST_STATUS_LABELS as Record<string, { ar: string; en: string; color: string }>)[status] ??
    REQUEST_STATUS_LABELS.new
  );
}

/**
 * Labels of spec §4 "Join application status" in both languages, with antd tag colours
 * (for every page that shows a join application status, and the requests service's
 * status-change notifications).
 */
export const JOIN_APPLICATION_STATUS_LABELS: Record<JoinApplicationStatus, { ar: string; en: string; color: string }> =
  {
    pending: { ar: 'قيد الانتظار', en: 'pending', color: 'default' },
    under_review: { ar: 'قيد المراجعة', en: 'under review', color: 'gold' },
    approved: { ar: 'مقبول', en: 'approved', color: 'green' },
    cancelled: { ar: 'ملغي', en: 'cancelled', color: 'red' },
  };
