import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon.tsx';
import { TRACK_FEATURES, TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { buttonClassName } from '@consulting/ui';
import { TRACK_CARDS } from '../../track-content/cards.ts';
import { Grid } from '../../page-layout/index.ts';
import './track-overview.css';
import './track-overview-texts.ts';

/** The overview figures of spec §2 "Track overview" (fabricated display values, spec §9). */
const STATISTICS = [
  { key: 'tracks', value: '6' },
  { key: 'projects', value: '50+' },
  { key: 'sectors', value: '15+' },
  { key: 'success', value: '100%' },
] as const;

const BENEFITS = [
  { key: 'integrated', icon: <Icon icon="AppstoreOutlined" /> },
  { key: 'experts', icon: <Icon icon="TeamOutlined" /> },
  { key: 'bilingual', icon: <Icon icon="GlobalOutlined" /> },
  { key: 'followUp', icon: <Icon icon="LineChartOutlined" /> },
] as const;

/**
 * `/services/overview`, `/tracks`, `/tracks/overview` (spec §2 "Track overview"): six track cards,
 * each with a Start Track button to `/services/{slug}`; statistics; benefits; and Contact
 * (`/contact`) and Consultations (`/contact/message`) buttons.
 */
export default function TrackOverviewPage() {
  const { t } = useTranslation('tracks');
  const language = useLanguage((s) => s.language);
  return (
    <div className="tracks-overview" data-testid="track-overview">
      <section className="tracks-overview__hero">
        <h1 className="tracks-h1" style={{ color: '#fff', margin: 0 }}>
          {t('overview.title')}
        </h1>
        <p className="tracks-p" style={{ color: '#eef4ff', fontSize: 18, marginTop: 12, marginBottom: 0 }}>
          {t('overview.subtitle')}
        </p>
      </section>

      <div className="tracks-overview__inner">
        <dl className="tracks-overview__statistics" data-testid="track-statistics">
          {STATISTICS.map((stat) => (
            <div key={stat.key} className="tracks-overview__statistic" data-testid="track-statistic">
              <dt>{t(`overview.statistics.${stat.key}`)}</dt>
              <dd dir="ltr">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <Grid cols={{ md: 2, lg: 3 }}>
          {TRACK_SLUGS.map((slug, index) => {
            const card = TRACK_CARDS[slug];
            const [dark, accent] = card.colors;
            return (
              <div key={slug} className="tracks-overview__card" data-testid="track-card" data-track={slug}>
                <div
                  className="tracks-overview__card-band"
                  style={{ background: `linear-gradient(135deg, ${dark} 0%, ${accent} 100%)` }}
                >
                  <Icon icon={card.icon} />
                  <span>{String(index + 1).padStart(2, '0')}</span>
                </div>
                <div className="tracks-overview__card-body">
                  <h2 className="tracks-overview__card-title">
                    <Link to={`/services/${slug}`}>{pick(TRACK_TITLES[slug], language)}</Link>
                  </h2>
                  <p className="tracks-overview__card-text">{pick(card.tagline, language)}</p>
                  <ul className="tracks-overview__card-features">
                    {TRACK_FEATURES[slug].slice(0, 3).map((feature) => (
                      <li key={feature.en}>{pick(feature, language)}</li>
                    ))}
                  </ul>
                  <Link
                    to={`/services/${slug}`}
                    data-testid="track-card-start"
                    style={{ background: dark, borderColor: dark }}
                    className={buttonClassName({ type: 'primary', block: true })}
                  >
                    {t('startTrack')}
                  </Link>
                </div>
              </div>
            );
          })}
        </Grid>

        <section className="tracks-overview__benefits" data-testid="track-benefits">
          <h2 className="tracks-h2">{t('overview.benefitsTitle')}</h2>
          <Grid cols={{ sm: 2, lg: 4 }}>
            {BENEFITS.map((benefit) => (
              <div key={benefit.key} className="tracks-overview__benefit" data-testid="track-benefit">
                <span className="tracks-overview__benefit-icon">{benefit.icon}</span>
                <h3>{t(`overview.benefits.${benefit.key}.title`)}</h3>
                <p>{t(`overview.benefits.${benefit.key}.text`)}</p>
              </div>
            ))}
          </Grid>
        </section>

        <section className="tracks-overview__cta" data-testid="track-overview-cta">
          <div>
            <h2 className="tracks-h2" style={{ marginTop: 0 }}>
              {t('overview.ctaTitle')}
            </h2>
            <p className="tracks-p" style={{ marginBottom: 0 }}>
              {t('overview.ctaText')}
            </p>
          </div>
          <div className="tracks-overview__cta-actions">
            <Link to="/contact" data-testid="overview-contact" className={buttonClassName({ size: 'large' })}>
              <Icon icon="PhoneOutlined" />
              {t('overview.contact')}
            </Link>
            <Link
              to="/contact/message"
              data-testid="overview-consultations"
              className={buttonClassName({ type: 'primary', size: 'large' })}
            >
              <Icon icon="MessageOutlined" />
              {t('overview.consultations')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
