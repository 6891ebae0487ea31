import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Button, classNames, type ButtonProps } from './button.tsx';

/** What `FormField` hands its control so the label, hint and error belong to it. */
export interface FieldControlProps {
  /** The control's id; the field's `<label>` points at it (its accessible name). */
  id: string;
  /** The id of the label element, for a control named otherwise (a file picker's button). */
  labelId: string;
  'aria-required'?: boolean;
  'aria-invalid': boolean;
  /** The hint and the error message, when shown. */
  'aria-describedby'?: string;
  /** `ui-input`, plus `ui-input-error` while the field is in error. */
  className: string;
}

/** The frame of one form field, without the control. */
export interface FormFieldProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Marks the label with a red `*` (hidden from assistive technology) and sets `aria-required`. */
  required?: boolean;
  /** The error message under the control (`role=alert`); the field counts as valid when empty. */
  error?: ReactNode;
  /** `data-testid` of the error message. */
  errorTestId?: string;
  /** A short help text under the control, also its description. */
  hint?: ReactNode;
  /** Classes of the field's outer element (for example a grid placement). */
  className?: string;
}

/**
 * One labelled form field with native controls (forms of the public pages without antd):
 * a `<label for>` naming the control, an optional hint and an error message that the control
 * references with `aria-describedby` and `aria-invalid`. `children` renders the control from the
 * props it is given; `TextField` and `SelectField` are the common cases.
 */
export function FormField({
  label,
  required,
  error,
  errorTestId,
  hint,
  className,
  children,
}: FormFieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={classNames('ui-field', className)}>
      <label className="ui-field-label" htmlFor={id} id={labelId}>
        {label}
        {required && (
          <span className="ui-field-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        labelId,
        'aria-required': required || undefined,
        'aria-invalid': invalid,
        'aria-describedby': describedBy || undefined,
        className: classNames('ui-input', invalid && 'ui-input-error'),
      })}
      {hint && (
        <span className="ui-field-hint" id={hintId}>
          {hint}
        </span>
      )}
      {invalid && (
        <span className="ui-field-error" role="alert" id={errorId} data-testid={errorTestId}>
          {error}
        </span>
      )}
    </div>
  );
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required' | 'id'>;
type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'required' | 'id'>;

/**
 * A labelled native `<input>` (or `<textarea>` with `multiline`, `rows` 4 by default); every other
 * prop (`name`, `value`, `onChange`, `type`, `dir`, `placeholder`, `autoComplete`, ...) goes to the
 * control. `required` only marks the field (the page validates; forms use `noValidate`).
 */
export function TextField(
  props: FormFieldProps & ((TextInputProps & { multiline?: false }) | (TextAreaProps & { multiline: true })),
) {
  const { label, required, error, errorTestId, hint, className, ...control } = props;
  return (
    <FormField {...{ label, required, error, errorTestId, hint, className }}>
      {({ labelId: _labelId, ...field }) => {
        if (control.multiline) {
          const { multiline: _multiline, rows = 4, ...rest } = control;
          return <textarea rows={rows} {...rest} {...field} />;
        }
        const { multiline: _multiline, type = 'text', ...rest } = control;
        return <input type={type} {...rest} {...field} />;
      }}
    </FormField>
  );
}

/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string;
  /** The option's text (an `<option>` holds text only). */
  label: string;
}

/**
 * A labelled native `<select>` of `options`. `placeholder` is a first option of value `''` shown
 * while nothing is chosen: for a required field it cannot be chosen back; for an optional one it
 * is how the visitor clears the choice. Other props (`name`, `value`, `onChange`, `data-testid`)
 * go to the `<select>`.
 */
export function SelectField(
  props: FormFieldProps &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'required' | 'id' | 'multiple' | 'placeholder'> & {
      options: readonly SelectOption[];
      placeholder?: string;
    },
) {
  const { label, required, error, errorTestId, hint, className, options, placeholder, ...control } = props;
  return (
    <FormField {...{ label, required, error, errorTestId, hint, className }}>
      {({ labelId: _labelId, className: inputClass, ...field }) => (
        <select
          {...control}
          {...field}
          className={classNames(inputClass, 'ui-select', !control.value && 'ui-select-empty')}
        >
          {placeholder !== undefined && (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A form's submit button (spec §5: the button shows the sending text and cannot be pressed while
 * the form is sent): antd's primary, large, full-width submit button. While `busy` it is
 * disabled with a spinner in place of `icon` and reads `busyLabel`; otherwise it reads
 * `children`. Other props (`className`, `icon`, `data-testid`) go to the `Button`.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...rest
}: Omit<ButtonProps, 'type' | 'htmlType' | 'size' | 'block' | 'loading'> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" size="large" block loading={busy} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  );
}
