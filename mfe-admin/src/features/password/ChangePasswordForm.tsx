import { useState, type FormEvent } from 'react';
import { Alert, SubmitButton, TextField, useNewPassword } from '@consulting/ui';
import { useChangeStaffPassword } from './api.ts';
import { PASSWORD_AR } from './texts.ts';

/**
 * The staff member's change-password form (issue 14 part 1), on `/admin/account/password` and
 * the first-sign-in page: the current password and the new one twice. The server's refusal
 * (wrong current password, the password rule) is shown in Arabic as sent; `onChanged` runs after
 * a change.
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void }) {
  const { busy, run } = useChangeStaffPassword();
  const newPassword = useNewPassword(PASSWORD_AR);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    setCurrentError(current ? undefined : PASSWORD_AR.currentRequired);
    if (!newPassword.check() || !current) return;
    setFailure(null);
    const result = await run(current, newPassword.next);
    if (result) {
      setFailure(result);
      return;
    }
    setCurrent('');
    newPassword.clear();
    setDone(true);
    onChanged?.();
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      data-testid="admin-change-password-form"
    >
      {failure && <Alert type="error" title={failure} data-testid="admin-change-password-error" />}
      {done && <Alert type="success" title={PASSWORD_AR.changed} data-testid="admin-change-password-done" />}
      <TextField
        label={PASSWORD_AR.current}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={currentError}
      />
      {newPassword.fields}
      <SubmitButton busy={busy} busyLabel={PASSWORD_AR.saving} data-testid="admin-change-password-submit">
        {PASSWORD_AR.save}
      </SubmitButton>
    </form>
  );
}
