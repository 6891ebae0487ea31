import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import { TrackIcon } from '../../service-tracks/TrackIcon.tsx';
import type { ServiceTrack } from '../../service-tracks/service-tracks.ts';
import { Section } from '../../ui-local/Section.tsx';

/** The home services section (spec §2 "Home"): one card per track with a Learn More link. */
export function ServicesSection({ tracks }: { tracks: ServiceTrack[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <Section
      id="home-services-title"
      title={t('services.title')}
      eyebrow={t('services.eyebrow')}
      subtitle={t('services.subtitle')}
    >
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
    </Section>
  );
}
