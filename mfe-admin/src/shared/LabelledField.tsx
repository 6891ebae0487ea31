import type { ReactNode } from 'react';
import { Typography } from 'antd';

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
