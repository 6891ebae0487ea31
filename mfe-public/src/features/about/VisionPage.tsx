import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { AboutIcon } from './AboutIcon.tsx';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './vision-translations.ts';
import { STRATEGIC_OBJECTIVES } from './vision-data.ts';
import { MissionVision, ValuesGrid } from './CompanySections.tsx';
import { PageHero } from './PageHero.tsx';
import './about.css';
import { Section } from '../../ui-local/Section.tsx';

/** `/about/vision` (spec §2): vision and mission, the four values, four strategic objectives. */
export function VisionPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <div className="about-page">
      <PageHero path="/about/vision" eyebrow={t('common.eyebrow')} subtitle={t('vision.subtitle')} />
      <MissionVision id="vision" />
      <ValuesGrid id="vision" />
      <Section id="vision-objectives" title={t('vision.objectives')} subtitle={t('vision.objectivesSubtitle')}>
        <ol className="about-grid about-grid--4">
          {STRATEGIC_OBJECTIVES.map((objective, index) => (
            <li key={objective.title.en} className="about-tile" data-testid="strategic-objective">
              <span className="about-tile__number">{String(index + 1).padStart(2, '0')}</span>
              <AboutIcon name={objective.icon} />
              <h3>{pick(objective.title, language)}</h3>
              <p>{pick(objective.description, language)}</p>
            </li>
          ))}
        </ol>
        <div className="section-actions">
          <Link to="/about/goals" className={buttonClassName({ type: 'primary' })}>
            {t('vision.goalsLink')}
          </Link>
        </div>
      </Section>
    </div>
  );
}
