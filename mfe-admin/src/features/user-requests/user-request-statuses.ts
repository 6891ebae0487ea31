import { USER_REQUEST_STATUS_LABELS } from '@consulting/contracts';
import { statusLabelOf } from '../../shared/status-labels.ts';

export { USER_REQUEST_STATUSES, USER_REQUEST_STATUS_LABELS, type UserRequestStatus } from '@consulting/contracts';

/** The label of a stored status; an unknown value shows as-is (spec §4: "unknown shows as undefined"). */
export function userRequestStatusLabel(status: string): { ar: string; color: string } {
  return statusLabelOf(USER_REQUEST_STATUS_LABELS, status);
}
