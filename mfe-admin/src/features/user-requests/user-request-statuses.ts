/**
 * Statuses of the admin "user requests" page (spec §4 "User request status"), with their Arabic
 * labels and tag colours. Defined here until `@consulting/contracts` exports them.
 */
export const USER_REQUEST_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type UserRequestStatus = (typeof USER_REQUEST_STATUSES)[number];

export const USER_REQUEST_STATUS_LABELS: Record<UserRequestStatus, { ar: string; color: string }> = {
  pending: { ar: 'قيد الانتظار', color: 'default' },
  in_progress: { ar: 'قيد التنفيذ', color: 'processing' },
  completed: { ar: 'مكتمل', color: 'green' },
  cancelled: { ar: 'ملغي', color: 'red' },
};

/** The label of a stored status; an unknown value shows as-is (spec §4: "unknown shows as undefined"). */
export function userRequestStatusLabel(status: string): { ar: string; color: string } {
  return (
    (USER_REQUEST_STATUS_LABELS as Record<string, { ar: string; color: string }>)[status] ?? {
      ar: status || '—',
      color: 'default',
    }
  );
}
