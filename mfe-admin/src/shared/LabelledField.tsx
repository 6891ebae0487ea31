import type { ReactNode } from 'react';
import { Input, Typography, type InputProps } from 'antd';

/** A form control under its bold label; `required` adds the red '*' (spec §5 required fields). */
export function LabelledField({
  label,
  required,
  children,
}: {
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Typography.Text strong>
        {label}
        {required && <span style={{ color: '#cf1322' }}> *</span>}
      </Typography.Text>
      <div style={{ marginTop: 4 }}>{children}</div>
    </div>
  );
}

/** A LabelledField holding a text box; `onChange` gets the text. Other Input props pass through. */
export function TextField({
  label,
  required,
  onChange,
  testId,
  ...input
}: Omit<InputProps, 'onChange' | 'required'> & {
  label: string;
  required?: boolean;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <LabelledField label={label} required={required}>
      <Input {...input} onChange={(e) => onChange(e.target.value)} data-testid={testId} />
    </LabelledField>
  );
}
