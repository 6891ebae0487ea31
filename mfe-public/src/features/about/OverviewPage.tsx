import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TRACK_ICONS, TRACK_SLUGS, TRACK_TITLES } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { TrackIcon } from '../../service-tracks/TrackIcon.tsx';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './overview-translations.ts';
import { COMPANY_STORY } from './company-data.ts';
import { MissionVision, ValuesGrid } from './CompanySections.tsx';
import { PageHero } from './PageHero.tsx';
import './about.css';
import { Section } from '../../ui-local/Section.tsx';

/** `/about/overview` (spec §2): who we are, the six tracks, vision, mission and values. */
export function OverviewPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const { t: tPublic } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <div className="about-page">
      <PageHero path="/about/overview" eyebrow={t('common.eyebrow')} subtitle={t('overview.subtitle')} />

      <section className="home-section" aria-labelledby="overview-who">
        <div className="container about-story">
          <h2 id="overview-who">{t('overview.whoWeAre')}</h2>
          {COMPANY_STORY.map((paragraph) => (
            <p key={paragraph.en}>{pick(paragraph, language)}</p>
          ))}
        </div>
      </section>

      <Section id="overview-services" title={t('overview.services')} subtitle={t('overview.servicesSubtitle')} tinted>
        <ul className="about-grid about-grid--3">
          {TRACK_SLUGS.map((slug) => (
            <li key={slug} className="about-tile" data-testid="overview-track">
              <TrackIcon icon={TRACK_ICONS[slug]} />
              <h3>
                <Link to={`/services/${slug}`}>{pick(TRACK_TITLES[slug], language)}</Link>
              </h3>
              <p>{tPublic(`services.descriptions.${slug}`)}</p>
            </li>
          ))}
        </ul>
        <div className="section-actions">
          <Link to="/services" className={buttonClassName({ type: 'primary' })}>
            {t('overview.allServices')}
          </Link>
        </div>
      </Section>

      <MissionVision id="overview" />
      <ValuesGrid id="overview" />
    </div>
  );
}
