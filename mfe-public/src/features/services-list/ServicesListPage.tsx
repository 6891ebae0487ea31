import { Button } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { TrackIcon } from '../../service-tracks/TrackIcon.tsx';
import { useServiceTracks } from '../../service-tracks/service-tracks.ts';

/**
 * `/services`: the six tracks, numbered, each linking to its page `/services/{slug}`.
 * (The fuller services page of spec §2 — badges, features, why-choose-us — is a later issue.)
 */
export function ServicesListPage() {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const tracks = useServiceTracks();
  return (
    <section className="home-section">
      <div className="container">
        <header className="section-header">
          <h1>{t('servicesList.title')}</h1>
          <p>{t('servicesList.subtitle')}</p>
        </header>
        <ol className="service-list">
          {tracks.map((track, index) => (
            <li key={track.slug} className="service-list__item" data-testid="service-list-item">
              <span className="service-list__number">{String(index + 1).padStart(2, '0')}</span>
              <TrackIcon icon={track.icon} />
              <div className="service-list__body">
                <h2>
                  <Link to={track.path}>{pick(track.title, language)}</Link>
                </h2>
                <p>
                  {track.description ? pick(track.description, language) : t(`services.descriptions.${track.slug}`)}
                </p>
              </div>
              <Link to={track.path}>
                <Button type="primary" ghost>
                  {t('common.learnMore')}
                </Button>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
