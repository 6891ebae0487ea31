import { useTranslation } from 'react-i18next';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import type { JoinApplicationRecord } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { ButtonLink } from './ButtonLink.tsx';
import { formatDate } from './format-date.ts';
import { joinApplicationStatusLabel } from './join-application-status.ts';

/**
 * The join-applications tab of the client dashboard (spec §2): each application's
 * specialization, date, reference number (when the record has one) and status label (spec §4), or an empty state linking to /join-us.
 */
export function JoinApplicationList({ applications }: { applications: JoinApplicationRecord[] }) {
  const { t } = useTranslation('client');
  const language = useLanguage((s) => s.language);

  if (applications.length === 0) {
    return (
      <Empty description={t('dashboard.noJoinApplications')} data-testid="join-applications-empty">
        <ButtonLink to="/join-us">{t('dashboard.applyToJoin')}</ButtonLink>
      </Empty>
    );
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {applications.map((application) => {
        const status = joinApplicationStatusLabel(application.status);
        return (
          <Card key={application.id} size="small" data-testid="join-application" data-application-id={application.id}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {application.specialization}
              </Typography.Title>
              <Tag color={status.color} data-testid="join-application-status">
                {pick(status, language)}
              </Tag>
            </div>
            <Typography.Text type="secondary">
              {t('dashboard.submittedOn')}: {formatDate(application.created_at, language)}
            </Typography.Text>
            {application.reference && (
              <Typography.Text type="secondary" data-testid="join-application-reference" style={{ display: 'block' }}>
                {t('dashboard.reference')}: <bdi>{application.reference}</bdi>
              </Typography.Text>
            )}
          </Card>
        );
      })}
    </Space>
  );
}
