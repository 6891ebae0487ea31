import type { CSSProperties } from 'react';
import { Typography } from 'antd';
import type { ConsentRecord } from '@consulting/contracts';
import { arabicDateTime } from './arabic-date.ts';

/** Texts of the recorded privacy-policy consent. */
export const CONSENT_AR = {
  givenPrefix: 'الموافقة على سياسة الخصوصية: الإصدار',
  none: 'لا توجد موافقة مسجلة',
} as const;

/**
 * The consent line under a record's details: 'الموافقة على سياسة الخصوصية:
 * الإصدار {policy_version} — {given_at as an ar-SA date and time}', or 'لا توجد موافقة مسجلة'
 * when the record carries none (added by an admin, or stored before consent was recorded).
 * Test id `consent-line`, `data-consent` 'given' or 'none'; the version is isolated so it reads
 * left-to-right inside the Arabic line.
 */
export function ConsentLine({ consent, style }: { consent: ConsentRecord | undefined; style?: CSSProperties }) {
  return (
    <Typography.Paragraph
      type="secondary"
      style={{ marginBottom: 0, ...style }}
      data-testid="consent-line"
      data-consent={consent ? 'given' : 'none'}
    >
      {consent ? (
        <>
          {CONSENT_AR.givenPrefix} <bdi>{consent.policy_version}</bdi> — {arabicDateTime(consent.given_at)}
        </>
      ) : (
        CONSENT_AR.none
      )}
    </Typography.Paragraph>
  );
}
