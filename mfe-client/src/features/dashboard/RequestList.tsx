import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug, requestStatusLabel, type RequestRecord } from '@consulting/contracts';
import { pick, useLanguage, type Language } from '@consulting/platform';

/** The track title of a request in `language`; an unknown track shows its stored name. */
export function trackTitleOf(request: RequestRecord, language: Language): string {
  const slug = request.service_name || request.track_name;
  return isTrackSlug(slug) ? pick(TRACK_TITLES[slug], language) : slug;
}

/** A date in the locale of spec §1: ar-SA or en-US. An unparseable date is shown as stored. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(language === 'ar' ? 'ar-SA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * One tab of the client dashboard (spec §2): the client's requests of one kind, each with track
 * title, date, message and status label (spec §4), or an empty state linking to /tracks.
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
        <Link to="/tracks">
          <Button type="primary">{t('dashboard.browseTracks')}</Button>
        </Link>
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
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {request.message}
            </Typography.Paragraph>
            {request.attachment_url && (
              <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
                <FilePdfOutlined style={{ color: '#cf1322' }} />{' '}
                <a href={request.attachment_url} target="_blank" rel="noreferrer">
                  {request.attachment_name || t('dashboard.attachment')}
                </a>
              </Typography.Paragraph>
            )}
          </Card>
        );
      })}
    </Space>
  );
}
