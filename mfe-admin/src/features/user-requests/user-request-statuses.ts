import { USER_REQUEST_STATUS_LABELS } from '@consulting/contracts';

export { USER_REQUEST_STATUSES, USER_REQUEST_STATUS_LABELS, type UserRequestStatus } from '@consulting/contracts';

/** The label of a stored status; an unknown value shows as-is (spec §4: "unknown shows as undefined"). */
export function userRequestStatusLabel(status: string): { ar: string; color: string } {
  return (
    (USER_REQUEST_STATUS_LABELS as Record<string, { ar: string; color: string }>)[status] ?? {
      ar: status || '—',
      color: 'default',
    }
  );
}
