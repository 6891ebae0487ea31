import { useQuery } from '@tanstack/react-query';
import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PAGE_HEADINGS } from '@consulting/contracts';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { TrackIcon } from '../../service-tracks/TrackIcon.tsx';
import { STATIC_TRACKS, serviceTracksQuery } from '../../service-tracks/service-tracks.ts';
import { FEATURES_SHOWN, trackDetails } from './service-details.ts';
import { SERVICES_LIST_NAMESPACE } from './services-list-translations.ts';
import './services-list.css';
import { Section } from '../../ui-local/Section.tsx';

const WHY_CHOOSE_US = ['expertise', 'integrated', 'quality', 'support'] as const;

/**
 * `/services` (spec §2 "Services page"): header with three badges; a numbered card per track
 * (title, short and detailed description, the first three of its six features and a
 * '+N more services' line, Learn More to `/services/{slug}`); why-choose-us; and a
 * book-free-consultation block. Tracks come from `GET /api/services` merged with the static
 * details per slug, or the static six when the call fails.
 */
export function ServicesListPage() {
  const { t } = useTranslation(SERVICES_LIST_NAMESPACE);
  const { t: tPublic } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const tracks = useQuery(serviceTracksQuery()).data ?? STATIC_TRACKS;
  return (
    <div className="services-page">
      <header className="services-hero">
        <div className="container">
          <span className="services-hero__eyebrow">{t('eyebrow')}</span>
          <h1>{pick(PUBLIC_PAGE_HEADINGS['/services'], language)}</h1>
          <p>{t('subtitle')}</p>
          <ul className="services-hero__badges" data-testid="services-badges">
            <li>{t('badges.tracks')}</li>
            <li>{t('badges.integrated')}</li>
            <li>{t('badges.experts')}</li>
          </ul>
        </div>
      </header>

      <section className="container services-tracks">
        <ol className="services-grid">
          {tracks.map((track, index) => {
            const details = trackDetails(track.slug);
            const hidden = details.features.length - FEATURES_SHOWN;
            return (
              <li key={track.slug} className="services-card" data-testid="service-list-item">
                <div className="services-card__head">
                  <TrackIcon icon={track.icon} />
                  <span className="services-card__number">{String(index + 1).padStart(2, '0')}</span>
                </div>
                <h2>
                  <Link to={track.path}>{pick(track.title, language)}</Link>
                </h2>
                <p className="services-card__short">
                  {track.description
                    ? pick(track.description, language)
                    : tPublic(`services.descriptions.${track.slug}`)}
                </p>
                <p className="services-card__detail">{pick(details.detailedDescription, language)}</p>
                <ul className="services-card__features">
                  {details.features.slice(0, FEATURES_SHOWN).map((feature) => (
                    <li key={feature.en}>{pick(feature, language)}</li>
                  ))}
                </ul>
                {hidden > 0 && (
                  <p className="services-card__more" data-testid="more-services">
                    {t('moreServices', { count: hidden })}
                  </p>
                )}
                <div className="services-card__link">
                  <Link to={track.path} className={buttonClassName({ type: 'primary', ghost: true, block: true })}>
                    {t('learnMore')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <Section id="services-why" title={t('whyChooseUs.title')} tinted>
        <ul className="services-why" data-testid="why-choose-us">
          {WHY_CHOOSE_US.map((key) => (
            <li key={key}>
              <span className="services-why__check" aria-hidden="true">
                ✓
              </span>
              <h3>{t(`whyChooseUs.items.${key}.title`)}</h3>
              <p>{t(`whyChooseUs.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section
        className="container services-consultation"
        aria-labelledby="services-consultation"
        data-testid="free-consultation"
      >
        <div>
          <h2 id="services-consultation">{t('consultation.title')}</h2>
          <p>{t('consultation.text')}</p>
        </div>
        <div className="services-consultation__actions">
          <Link to="/contact/message" className={buttonClassName({ type: 'primary', size: 'large' })}>
            {t('consultation.book')}
          </Link>
          <Link to="/contact" className={buttonClassName({ size: 'large', ghost: true })}>
            {t('consultation.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}
