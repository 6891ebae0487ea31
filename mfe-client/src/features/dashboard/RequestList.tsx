import { useTranslation } from 'react-i18next';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug, requestStatusLabel, type RequestRecord } from '@consulting/contracts';
import { pick, useLanguage, type Language } from '@consulting/platform';
import { ButtonLink } from './ButtonLink.tsx';
import { formatDate } from './format-date.ts';

/** The track title of a request in `language`; an unknown track shows its stored name. */
export function trackTitleOf(request: RequestRecord, language: Language): string {
  const slug = request.service_name || request.track_name;
  return isTrackSlug(slug) ? pick(TRACK_TITLES[slug], language) : slug;
}

/**
 * One tab of the client dashboard (spec §2): the client's requests of one kind, each with track
 * title, date, reference number (when the record has one), message, attachment name and status label (spec §4), or an empty state linking
 * to /tracks.
 */
export function RequestList({ requests, kind }: { requests: RequestRecord[]; kind: 'service' | 'opportunity' }) {
  const { t } = useTranslation('client');
  const language = useLanguage((s) => s.language);

  if (requests.length === 0) {
    return (
      <Empty
        description={kind === 'service' ? t('dashboard.noServices') : t('dashboard.noOpportunities')}
        data-testid="requests-empty"
      >
        <ButtonLink to="/tracks">{t('dashboard.browseTracks')}</ButtonLink>
      </Empty>
    );
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {requests.map((request) => {
        const status = requestStatusLabel(request.status, kind);
        return (
          <Card key={request.id} size="small" data-testid="client-request" data-request-id={request.id}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {trackTitleOf(request, language)}
              </Typography.Title>
              <Tag color={status.color} data-testid="request-status">
                {pick(status, language)}
              </Tag>
            </div>
            <Typography.Text type="secondary">
              {t('dashboard.submittedOn')}: {formatDate(request.created_at, language)}
            </Typography.Text>
            {request.reference && (
              <Typography.Text type="secondary" data-testid="request-reference" style={{ display: 'block' }}>
                {t('dashboard.reference')}: <bdi>{request.reference}</bdi>
              </Typography.Text>
            )}
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Typography.Paragraph>
            {(request.attachment_url || request.attachment_name) && (
              <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }} data-testid="request-attachment">
                <FilePdfOutlined style={{ color: '#cf1322' }} />{' '}
                {request.attachment_url ? (
                  <a href={request.attachment_url} target="_blank" rel="noreferrer">
                    {request.attachment_name || t('dashboard.attachment')}
                  </a>
                ) : (
                  request.attachment_name
                )}
              </Typography.Paragraph>
            )}
          </Card>
        );
      })}
    </Space>
  );
}
