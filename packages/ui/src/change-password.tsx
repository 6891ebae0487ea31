import { useState, type FormEvent } from 'react';
import { Alert } from './alert.tsx';
import { SubmitButton, TextField } from './form.tsx';
import { useNewPassword, type NewPasswordTexts } from './new-password.tsx';

/** The texts of {@link ChangePasswordForm}, in the page's language. */
export interface ChangePasswordTexts extends NewPasswordTexts {
  /** Label of the current password. */
  current: string;
  currentRequired: string;
  /** The confirmation shown after a change. */
  changed: string;
  save: string;
  /** The submit button's label while the change is sent. */
  saving: string;
}

/**
 * The change-password form of the client area and the admin panel (account page and first
 * sign-in page): the current password and the new one twice. The browser checks only that the
 * fields are filled, the length and that both new ones match (`useNewPassword`); the rest is the
 * server's call. `submit(current, next)` sends the change and resolves the refusal to show
 * (the server's text, already in the page's language) or null on success; the form then shows
 * `texts.changed`, empties itself and calls `onChanged`. Test ids start with `testId`:
 * `{testId}-form`, `-error`, `-done`, `-submit`.
 */
export function ChangePasswordForm({
  texts,
  busy,
  submit,
  onChanged,
  testId,
}: {
  texts: ChangePasswordTexts;
  busy: boolean;
  submit: (current: string, next: string) => Promise<string | null>;
  onChanged?: () => void;
  testId: string;
}) {
  const newPassword = useNewPassword(texts);
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const missingCurrent = current ? undefined : texts.currentRequired;
    setCurrentError(missingCurrent);
    setDone(false);
    // Both checks run, so every field shows its message at once.
    const newOk = newPassword.check();
    if (missingCurrent || !newOk) return;
    setFailure(null);
    const refusal = await submit(current, newPassword.next);
    if (refusal) {
      setFailure(refusal);
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
      data-testid={`${testId}-form`}
    >
      {failure && <Alert type="error" title={failure} data-testid={`${testId}-error`} />}
      {done && <Alert type="success" title={texts.changed} data-testid={`${testId}-done`} />}
      <TextField
        label={texts.current}
        name="current_password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={currentError}
      />
      {newPassword.fields}
      <SubmitButton busy={busy} busyLabel={texts.saving} data-testid={`${testId}-submit`}>
        {texts.save}
      </SubmitButton>
    </form>
  );
}
