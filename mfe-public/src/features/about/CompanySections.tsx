import { Card } from '@consulting/ui';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { AboutIcon } from './AboutIcon.tsx';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './about-team-translations.ts';
import { COMPANY_MISSION, COMPANY_VALUES, COMPANY_VISION } from './company-data.ts';
import { Section } from '../../ui-local/Section.tsx';

/** Mission and vision side by side (used by /about, /about/overview and /about/vision). */
export function MissionVision({ id }: { id: string }) {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <section className="home-section" aria-labelledby={`${id}-mission`}>
      <div className="container about-pair">
        <Card className="about-pair__card" data-testid="company-mission">
          <AboutIcon name="target" />
          <h2 id={`${id}-mission`}>{t('about.mission')}</h2>
          <p>{pick(COMPANY_MISSION, language)}</p>
        </Card>
        <Card className="about-pair__card about-pair__card--accent" data-testid="company-vision">
          <AboutIcon name="eye" />
          <h2>{t('about.vision')}</h2>
          <p>{pick(COMPANY_VISION, language)}</p>
        </Card>
      </div>
    </section>
  );
}

/** The four values (spec §2 "/about"): trust and transparency, continuous innovation, service excellence, global vision. */
export function ValuesGrid({ id }: { id: string }) {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <Section id={`${id}-values`} title={t('about.values')} subtitle={t('about.valuesSubtitle')} tinted>
      <ul className="about-grid about-grid--4">
        {COMPANY_VALUES.map((value) => (
          <li key={value.key} className="about-tile" data-testid="company-value">
            <AboutIcon name={value.icon} />
            <h3>{pick(value.title, language)}</h3>
            <p>{pick(value.description, language)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
