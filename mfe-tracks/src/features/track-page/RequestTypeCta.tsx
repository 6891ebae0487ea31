import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Radio, Typography } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import type { TrackSlug } from '@consulting/contracts';
import { i18n, type Language } from '@consulting/platform';

/** The request types of spec §3 "Track request payload"; `service` is the default (spec §9). */
type RequestType = 'service' | 'opportunity';

/**
 * The closing call-to-action of a track page (spec §2): a choice between requesting the track's
 * service and offering an opportunity; Start goes to `/services/{track}/request?type={choice}`,
 * whose form opens with that choice selected.
 */
export default function RequestTypeCta({
  track,
  language,
  colors,
}: {
  track: TrackSlug;
  language: Language;
  colors: readonly [string, string];
}) {
  const t = i18n.getFixedT(language, 'tracks');
  const [type, setType] = useState<RequestType>('service');
  const NextIcon = language === 'ar' ? ArrowLeftOutlined : ArrowRightOutlined;

  return (
    <section
      className="track-cta"
      data-testid="track-cta"
      style={{ background: `linear-gradient(135deg, ${colors[0]} 0%, ${colors[1]} 100%)` }}
    >
      <div className="track-cta__inner">
        <Typography.Title level={2} style={{ color: '#fff', marginTop: 0 }}>
          {t('page.ctaTitle')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#eef4ff', fontSize: 16 }}>{t('page.ctaText')}</Typography.Paragraph>
        <div className="track-cta__choice">
          <Typography.Text strong id="track-cta-choice-label">
            {t('page.ctaChoice')}
          </Typography.Text>
          <Radio.Group
            name="track_request_type"
            value={type}
            onChange={(e) => setType(e.target.value as RequestType)}
            data-testid="request-type-choice"
            aria-labelledby="track-cta-choice-label"
            className="track-cta__options"
          >
            <Radio value="service" className="track-cta__option">
              <strong>{t('request.provideService')}</strong>
              <span className="track-cta__hint">{t('page.serviceHint')}</span>
            </Radio>
            <Radio value="opportunity" className="track-cta__option">
              <strong>{t('request.provideOpportunity')}</strong>
              <span className="track-cta__hint">{t('page.opportunityHint')}</span>
            </Radio>
          </Radio.Group>
          <Link to={`/services/${track}/request?type=${type}`} data-testid="track-cta-start">
            <Button type="primary" size="large" icon={<NextIcon />} iconPlacement="end">
              {t('page.ctaStart')}
            </Button>
          </Link>
        </div>
      </div>
    </section>
  );
}
