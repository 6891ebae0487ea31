import { useState, type ReactNode } from 'react';
import { MIN_PASSWORD_LENGTH } from '@consulting/contracts';
import { TextField } from './form.tsx';

/** The texts of {@link useNewPassword}'s two fields, in the page's language. */
export interface NewPasswordTexts {
  /** Label of the new password. */
  next: string;
  /** Label of its confirmation. */
  confirm: string;
  /** The hint under the new password, given the minimum length. */
  rule: (count: number) => string;
  newRequired: string;
  tooShort: (count: number) => string;
  mismatch: string;
}

/**
 * A new password typed twice (change, reset and first sign-in forms of the
 * client area and the admin panel). `fields` renders the two password inputs (`new_password`,
 * `confirm_password`, autocomplete `new-password`, the rule as the hint); `check()` shows and
 * returns whether both are filled, at least {@link MIN_PASSWORD_LENGTH} characters long and
 * equal. Whether the password is too common is the server's call (zxcvbn-ts in identity), so
 * its dictionaries never reach a page. `clear()` empties both.
 */
export function useNewPassword(texts: NewPasswordTexts): {
  next: string;
  check: () => boolean;
  clear: () => void;
  fields: ReactNode;
} {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  function check(): boolean {
    const found = {
      next: !next
        ? texts.newRequired
        : next.length < MIN_PASSWORD_LENGTH
          ? texts.tooShort(MIN_PASSWORD_LENGTH)
          : undefined,
      confirm: confirm === next ? undefined : texts.mismatch,
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
        label={texts.next}
        name="new_password"
        type="password"
        autoComplete="new-password"
        hint={texts.rule(MIN_PASSWORD_LENGTH)}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.next}
      />
      <TextField
        label={texts.confirm}
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
