import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { TrackIcon } from '../../service-tracks/TrackIcon.tsx';
import type { ServiceTrack } from '../../service-tracks/service-tracks.ts';

/** The home services section (spec §2 "Home"): one card per track with a Learn More link. */
export function ServicesSection({ tracks }: { tracks: ServiceTrack[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <div className="container">
        <header className="section-header">
          <span className="section-header__eyebrow">{t('services.eyebrow')}</span>
          <h2 id="home-services-title">{t('services.title')}</h2>
          <p>{t('services.subtitle')}</p>
        </header>
        <ul className="service-grid">
          {tracks.map((track) => (
            <li key={track.slug} className="service-card" data-testid="service-card">
              <TrackIcon icon={track.icon} />
              <h3>
                <Link to={track.path}>{pick(track.title, language)}</Link>
              </h3>
              <p>{track.description ? pick(track.description, language) : t(`services.descriptions.${track.slug}`)}</p>
              <Link to={track.path} className={buttonClassName({ type: 'link' }, 'service-card__more')}>
                {t('common.learnMore')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
