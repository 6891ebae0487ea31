import { Typography } from 'antd';

/** The label of a record's reference number in the panel. */
export const REFERENCE_LABEL = 'الرقم المرجعي';

/**
 * A record's reference number (`SR-2026-000042`, given at creation and quoted
 * in the lead mails), shown left-to-right inside the Arabic panel; nothing for a record stored
 * before references existed. `label` false shows the number alone (a table cell).
 */
export function ReferenceText({ reference, label = true }: { reference?: string; label?: boolean }) {
  if (!reference) return null;
  return (
    <Typography.Text type="secondary" data-testid="record-reference">
      {label ? `${REFERENCE_LABEL}: ` : ''}
      <bdi dir="ltr">{reference}</bdi>
    </Typography.Text>
  );
}
