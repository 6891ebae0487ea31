import { useState, type ChangeEvent } from 'react';

/** Errors of a public form by field: blank though required, or not an email address. */
export type FieldErrors<K extends string> = Partial<Record<K, 'required' | 'email'>>;

/**
 * Checks a public form before sending (spec §5): each `required` field non-blank ('required'),
 * `email` of the form text@text.text without spaces ('email'). An empty object means valid.
 */
export function validateFields<K extends string>(
  fields: Record<K | 'email', string>,
  required: readonly K[],
): FieldErrors<K | 'email'> {
  const errors: FieldErrors<K | 'email'> = {};
  for (const key of required) if (!fields[key].trim()) errors[key] = 'required';
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) errors.email = 'email';
  return errors;
}

type Fields<F> = { [K in keyof F]: string } & { email: string };

/**
 * The values and errors of a public form of text fields (`initial`, else `empty`). `onChange(key)`
 * handles an input, textarea or select (which holds only its options' values) of field `key`;
 * a change clears that field's error (spec §5). `validate()` shows the `validateFields` errors and
 * returns true when there are none; `reset()` empties the form and its errors.
 */
export function useFormFields<F extends Fields<F>>(empty: F, required: readonly (keyof F & string)[], initial = empty) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof F & string>>({});
  const onChange =
    (key: keyof F & string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setFields((previous) => ({ ...previous, [key]: value }));
      setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));
    };
  const validate = () => {
    const found = validateFields<keyof F & string>(fields, required);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const reset = () => {
    setFields(empty);
    setErrors({});
  };
  return { fields, errors, onChange, validate, reset };
}
