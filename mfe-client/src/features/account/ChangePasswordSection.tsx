import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton, TextField, useNewPassword } from '@consulting/ui';
import { newPasswordTexts } from '../../translations.ts';
import { useChangeClientPassword, type PasswordChangeFailure } from './api.ts';

/**
 * The change-password form of the client area (issue 14 part 1), on `/user/account` and on the
 * first-sign-in page: the current password, the new one twice. The browser checks only that the
 * fields are filled, the length (spec: at least 10) and that both new ones match; whether the
 * password is too common is the server's call, and its message is shown as sent. `onChanged`
 * runs after a successful change (the form then shows a confirmation and empties itself).
 */
export function ChangePasswordSection({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('client');
  const { busy, change } = useChangeClientPassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword(newPasswordTexts(t));
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<PasswordChangeFailure | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missingCurrent = current ? undefined : t('password.currentRequired');
    setCurrentError(missingCurrent);
    setDone(false);
    // Both checks run, so every field shows its message at once.
    const newOk = newPassword.check();
    if (missingCurrent || !newOk) return;
    setFailure(null);
    const result = await change(current, newPassword.next);
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
      data-testid="change-password-form"
    >
      {failure && (
        <Alert
          type="error"
          title={failure.kind === 'server' ? failure.message : t('login.connectionError')}
          data-testid="change-password-error"
        />
      )}
      {done && <Alert type="success" title={t('password.changed')} data-testid="change-password-done" />}
      <TextField
        label={t('password.current')}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={currentError}
      />
      {newPassword.fields}
      <SubmitButton busy={busy} busyLabel={t('password.saving')} data-testid="change-password-submit">
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}
