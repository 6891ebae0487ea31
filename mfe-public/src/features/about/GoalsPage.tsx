import { buttonClassName, Card, Progress, Tag } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { AboutIcon } from './AboutIcon.tsx';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './goals-translations.ts';
import { useGoals } from './goal-content.ts';
import { GOALS, type SectorPriority } from './goals-data.ts';
import { PageHero } from './PageHero.tsx';
import { AboutBanner } from './AboutBanner.tsx';
import './about.css';
import { Section } from '../../ui-local/Section.tsx';

const PRIORITY_COLORS: Record<SectorPriority, string> = { high: 'red', medium: 'gold', low: 'green' };

/**
 * `/about/goals` (spec §2 "Goals page"): hero, about block with Learn More to
 * /about/overview, the editors' goals (built-in ones as the fallback) — short-term goals with
 * progress bars (85, 72, 68, 79 %), medium-term goals with targets, long-term goals with impact
 * badges; a horizon without goals has no section — then target sectors by priority, the 2030
 * objectives and a join-the-community banner.
 */
export function GoalsPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const goals = useGoals();
  const ar = language === 'ar';
  return (
    <div className="about-page">
      <PageHero path="/about/goals" eyebrow={t('common.eyebrow')} subtitle={pick(GOALS.hero.subtitle, language)} />

      <section className="home-section" aria-labelledby="goals-about">
        <div className="container about-story">
          <h2 id="goals-about">{t('goals.aboutTitle')}</h2>
          <p>{t('goals.aboutText')}</p>
          <Link to="/about/overview" data-testid="goals-learn-more" className={buttonClassName({ type: 'primary' })}>
            {t('common.learnMore')}
          </Link>
        </div>
      </section>

      {goals.short.length > 0 && (
        <Section id="goals-short" title={t('goals.shortTerm')} subtitle={t('goals.shortTermSubtitle')} tinted>
          <div className="about-grid about-grid--2">
            {goals.short.map((goal) => (
              <Card key={goal.id} className="goal-card" data-testid="short-term-goal">
                <div className="goal-card__head">
                  <h3>{ar ? goal.title_ar : goal.title_en}</h3>
                  {(ar ? goal.status_ar : goal.status_en) && (
                    <Tag color="blue">{ar ? goal.status_ar : goal.status_en}</Tag>
                  )}
                </div>
                <p>{ar ? goal.description_ar : goal.description_en}</p>
                <div className="goal-card__progress">
                  <span>{t('goals.progress')}</span>
                  <strong data-testid="goal-progress" dir="ltr">
                    {goal.progress}%
                  </strong>
                </div>
                <Progress percent={goal.progress} strokeColor="#0b4f6c" label={t('goals.progress')} showInfo={false} />
              </Card>
            ))}
          </div>
        </Section>
      )}

      {goals.medium.length > 0 && (
        <Section id="goals-medium" title={t('goals.mediumTerm')} subtitle={t('goals.mediumTermSubtitle')}>
          <ol className="about-grid about-grid--3">
            {goals.medium.map((goal, index) => (
              <li key={goal.id} className="about-tile" data-testid="medium-term-goal">
                <span className="about-tile__number">{String(index + 1).padStart(2, '0')}</span>
                <h3>{ar ? goal.title_ar : goal.title_en}</h3>
                <p>{ar ? goal.description_ar : goal.description_en}</p>
                {(ar ? goal.target_ar : goal.target_en) && (
                  <p className="about-tile__target">
                    <strong>{t('goals.target')}: </strong>
                    {ar ? goal.target_ar : goal.target_en}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {goals.long.length > 0 && (
        <Section id="goals-long" title={t('goals.longTerm')} subtitle={t('goals.longTermSubtitle')} tinted>
          <ul className="about-grid about-grid--3">
            {goals.long.map((goal) => (
              <li key={goal.id} className="about-tile" data-testid="long-term-goal">
                {(ar ? goal.impact_ar : goal.impact_en) && (
                  <Tag color="purple" className="about-tile__badge">
                    {ar ? goal.impact_ar : goal.impact_en}
                  </Tag>
                )}
                <h3>{ar ? goal.title_ar : goal.title_en}</h3>
                <p>{ar ? goal.description_ar : goal.description_en}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="goals-sectors" title={t('goals.sectors')} subtitle={t('goals.sectorsSubtitle')}>
        <ul className="about-grid about-grid--3">
          {GOALS.sectors.map((sector) => (
            <li key={sector.name.en} className="about-tile" data-testid="goal-sector" data-priority={sector.priority}>
              <h3>{pick(sector.name, language)}</h3>
              <p>{pick(sector.description, language)}</p>
              <Tag color={PRIORITY_COLORS[sector.priority]}>{t(`goals.priority.${sector.priority}`)}</Tag>
            </li>
          ))}
        </ul>
      </Section>

      <section className="about-figures" aria-labelledby="goals-2030" data-testid="objectives-2030">
        <div className="container">
          <h2 id="goals-2030">{t('goals.objectives2030')}</h2>
          <p className="about-figures__subtitle">{t('goals.objectives2030Subtitle')}</p>
          <ul className="about-figures__grid">
            {GOALS.objectives2030.map((objective) => (
              <li key={objective.label.en} className="about-figures__item" data-testid="objective-2030">
                <AboutIcon name={objective.icon} />
                <strong>{pick(objective.value, language)}</strong>
                <span>{pick(objective.label, language)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <AboutBanner id="goals-join" title={t('goals.joinTitle')} text={t('goals.joinText')} testId="join-community">
        <Link to="/join-us" className={buttonClassName({ type: 'primary', size: 'large' })}>
          {t('common.joinUs')}
        </Link>
        <Link to="/contact" className={buttonClassName({ size: 'large', ghost: true })}>
          {t('common.contactUs')}
        </Link>
      </AboutBanner>
    </div>
  );
}
