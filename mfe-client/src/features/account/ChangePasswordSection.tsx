import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, SubmitButton, TextField } from '@consulting/ui';
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { useChangeClientPassword, type PasswordChangeFailure } from './api.ts';

interface FieldErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

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
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<PasswordChangeFailure | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {
      current: current ? undefined : t('password.currentRequired'),
      next: !next
        ? t('password.newRequired')
        : next.length < MIN_PASSWORD_LENGTH
          ? t('password.tooShort', { count: MIN_PASSWORD_LENGTH })
          : undefined,
      confirm: confirm === next ? undefined : t('password.mismatch'),
    };
    setErrors(found);
    setDone(false);
    if (found.current || found.next || found.confirm) return;
    setFailure(null);
    const result = await change(current, next);
    if (result) {
      setFailure(result);
      return;
    }
    setCurrent('');
    setNext('');
    setConfirm('');
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
        error={errors.current}
      />
      <TextField
        label={t('password.new')}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={t('password.rule', { count: MIN_PASSWORD_LENGTH })}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
      />
      <TextField
        label={t('password.confirm')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
      <SubmitButton busy={busy} busyLabel={t('password.saving')} data-testid="change-password-submit">
        {t('password.save')}
      </SubmitButton>
    </form>
  );
}
