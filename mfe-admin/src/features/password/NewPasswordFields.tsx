import { useState } from 'react';
import { TextField } from '@consulting/ui';
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { PASSWORD_AR } from './texts.ts';

/** The new password typed twice, and the check the browser makes before sending it. */
export function useNewPassword() {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  /** Checks filled, length (issue 14: at least 10) and match; shows the messages; true when fine. */
  function check(): boolean {
    const found = {
      next: !next
        ? PASSWORD_AR.newRequired
        : next.length < MIN_PASSWORD_LENGTH
          ? PASSWORD_AR.tooShort(MIN_PASSWORD_LENGTH)
          : undefined,
      confirm: confirm === next ? undefined : PASSWORD_AR.mismatch,
    };
    setErrors(found);
    return !found.next && !found.confirm;
  }
  function clear() {
    setNext('');
    setConfirm('');
  }
  const fields = (
    <>
      <TextField
        label={PASSWORD_AR.next}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_AR.rule(MIN_PASSWORD_LENGTH)}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
      />
      <TextField
        label={PASSWORD_AR.confirm}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={errors.confirm}
      />
    </>
  );
  return { next, check, clear, fields };
}
