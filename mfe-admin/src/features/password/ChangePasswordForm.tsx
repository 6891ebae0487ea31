import { ChangePasswordForm as SharedChangePasswordForm } from '@consulting/ui';
import { useChangeStaffPassword } from './api.ts';
import { PASSWORD_AR } from './texts.ts';

/**
 * The staff member's change-password form, on `/admin/account/password` and the first-sign-in page:
 * the current password and the new one twice. The server's refusal (wrong current password, the
 * password rule) is shown in Arabic as sent; `onChanged` runs after a change.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { busy, run } = useChangeStaffPassword();
  return (
    <SharedChangePasswordForm
      texts={PASSWORD_AR}
      busy={busy}
      submit={run}
      onChanged={onChanged}
      testId="admin-change-password"
    />
  );
}
