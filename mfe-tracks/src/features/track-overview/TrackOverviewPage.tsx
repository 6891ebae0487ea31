import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Row, Typography } from 'antd';
import { TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { TRACK_CONTENT } from '../track-page/trackContent.ts';

/** `/services/overview`, `/tracks`, `/tracks/overview` (spec §2): the six tracks, each linking to `/services/{slug}`. */
export default function TrackOverviewPage() {
  const { t } = useTranslation('tracks');
  const language = useLanguage((s) => s.language);
  return (
    <div style={{ maxWidth: 1100, margin: '2.5rem auto', padding: '0 1rem' }} data-testid="track-overview">
      <Typography.Title level={1}>{t('overview.title')}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>{t('overview.subtitle')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {TRACK_SLUGS.map((slug, index) => (
          <Col key={slug} xs={24} md={12} lg={8}>
            <Card style={{ height: '100%' }} data-testid="track-card" data-track={slug}>
              <Typography.Text type="secondary">{String(index + 1).padStart(2, '0')}</Typography.Text>
              <Typography.Title level={4} style={{ marginTop: 4 }}>
                {pick(TRACK_TITLES[slug], language)}
              </Typography.Title>
              <Typography.Paragraph>{pick(TRACK_CONTENT[slug].tagline, language)}</Typography.Paragraph>
              <Link to={`/services/${slug}`}>
                <Button type="primary" ghost>
                  {t('overview.learnMore')}
                </Button>
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
