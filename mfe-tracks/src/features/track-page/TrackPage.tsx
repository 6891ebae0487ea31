import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Col, Result, Row, Typography } from 'antd';
import { CheckCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { TRACK_TITLES, isTrackSlug } from '@consulting/contracts';
import { i18n, pick, useLanguage, type Language } from '@consulting/platform';
import { TRACK_CONTENT } from './trackContent.ts';

/**
 * `/services/:track` (spec §2 "Track pages"): hero, about block with a Start Track button to
 * `/services/{track}/request`, and the track's features. An unknown track renders a not-found
 * message with a link home. The investment page has a floating button toggling its own
 * language, Arabic by default and independent of the site's language (spec §1, §2).
 */
export default function TrackPage() {
  const { track } = useParams();
  const siteLanguage = useLanguage((s) => s.language);
  const [pageLanguage, setPageLanguage] = useState<Language>('ar');
  const hasOwnLanguage = track === 'investment';
  const language = hasOwnLanguage ? pageLanguage : siteLanguage;
  const t = i18n.getFixedT(language, 'tracks');

  if (!isTrackSlug(track)) {
    return (
      <Result
        status="404"
        title={t('notFoundTitle')}
        subTitle={t('notFoundText')}
        extra={
          <Link to="/">
            <Button type="primary">{t('backHome')}</Button>
          </Link>
        }
        data-testid="track-not-found"
      />
    );
  }

  const content = TRACK_CONTENT[track];
  const title = pick(TRACK_TITLES[track], language);
  const startTrack = (
    <Link to={`/services/${track}/request`} data-testid="start-track">
      <Button type="primary" size="large" icon={<RocketOutlined />}>
        {t('startTrack')}
      </Button>
    </Link>
  );

  return (
    <div
      data-testid="track-page"
      data-track={track}
      {...(hasOwnLanguage ? { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language } : {})}
    >
      {hasOwnLanguage && (
        <Button
          shape="circle"
          size="large"
          data-testid="investment-language-toggle"
          aria-label={language === 'ar' ? 'Switch this page to English' : 'عرض الصفحة بالعربية'}
          onClick={() => setPageLanguage(language === 'ar' ? 'en' : 'ar')}
          style={{
            position: 'fixed',
            insetBlockEnd: 24,
            insetInlineEnd: 24,
            zIndex: 20,
            boxShadow: '0 4px 12px rgba(0,0,0,.2)',
          }}
        >
          {language === 'ar' ? 'EN' : 'ع'}
        </Button>
      )}
      <section
        style={{
          height: '24rem',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
          textAlign: 'center',
          padding: '0 1rem',
          color: '#fff',
          background: 'linear-gradient(135deg, #0b3d6b 0%, #1677ff 100%)',
        }}
      >
        <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#e6f0ff', fontSize: 18, marginTop: 16 }}>
          {pick(content.tagline, language)}
        </Typography.Paragraph>
      </section>

      <div style={{ maxWidth: 1100, margin: '2.5rem auto', padding: '0 1rem' }}>
        <Card>
          <Typography.Title level={2}>{title}</Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16 }}>{pick(content.description, language)}</Typography.Paragraph>
          {startTrack}
        </Card>

        <Typography.Title level={3} style={{ marginTop: 40 }}>
          {t('features')}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {content.features.map((feature) => (
            <Col key={feature.en} xs={24} sm={12} lg={6}>
              <Card style={{ height: '100%' }}>
                <CheckCircleOutlined style={{ color: '#1677ff', fontSize: 24 }} />
                <Typography.Paragraph strong style={{ marginTop: 12, marginBottom: 0 }}>
                  {pick(feature, language)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>

        <div style={{ textAlign: 'center', marginTop: 40 }}>{startTrack}</div>
      </div>
    </div>
  );
}
