import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './about-team-translations.ts';
import { COMPANY_STORY, COMPANY_TIMELINE } from './company-data.ts';
import { MissionVision, ValuesGrid } from './CompanySections.tsx';
import { PageHero } from './PageHero.tsx';
import { TeamCard } from './TeamCard.tsx';
import { useAchievements } from './achievement-content.ts';
import { useTeam } from './team-content.ts';
import './about.css';
import { Section } from '../../ui-local/Section.tsx';

/**
 * `/about` (spec §2): story, mission and vision, the four values, the 2016–2024 timeline, the
 * leaders and, when there are any, an achievements band of the statistics. Leaders and
 * statistics are editor content (the site-content snapshot, built-in ones as the
 * fallback); an empty list hides its section. The spec's page is Arabic only; this one follows
 * the global language like every other page.
 */
export function AboutPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const team = useTeam();
  const statistics = useAchievements();
  return (
    <div className="about-page">
      <PageHero path="/about" eyebrow={t('common.eyebrow')} subtitle={t('about.subtitle')} />

      <section className="home-section" aria-labelledby="about-story">
        <div className="container about-story">
          <h2 id="about-story">{t('about.story')}</h2>
          {COMPANY_STORY.map((paragraph) => (
            <p key={paragraph.en}>{pick(paragraph, language)}</p>
          ))}
        </div>
      </section>

      <MissionVision id="about" />
      <ValuesGrid id="about" />

      <Section id="about-timeline" title={t('about.timeline')} subtitle={t('about.timelineSubtitle')}>
        <ol className="about-timeline">
          {COMPANY_TIMELINE.map((entry) => (
            <li key={entry.year} className="about-timeline__item">
              <span className="about-timeline__year">{entry.year}</span>
              <span className="about-timeline__dot" aria-hidden="true" />
              <div className="about-timeline__entry" data-testid="timeline-entry">
                <h3>{pick(entry.title, language)}</h3>
                <p>{pick(entry.description, language)}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      {team.length > 0 && (
        <Section id="about-team" title={t('about.team')} subtitle={t('about.teamSubtitle')} tinted>
          <div className="about-grid about-grid--4">
            {team.map((member) => (
              <TeamCard key={member.id} member={member} />
            ))}
          </div>
          <div className="section-actions">
            <Link to="/about/team" className={buttonClassName({ type: 'primary' })}>
              {t('about.allTeam')}
            </Link>
          </div>
        </Section>
      )}

      {statistics.length > 0 && (
        <section className="about-figures" aria-labelledby="about-achievements" data-testid="about-achievements">
          <div className="container">
            <h2 id="about-achievements">{t('about.achievements')}</h2>
            <ul className="about-figures__grid">
              {statistics.map((statistic) => (
                <li key={statistic.id} className="about-figures__item">
                  <strong dir="ltr">{statistic.value}</strong>
                  <span>{language === 'ar' ? statistic.title_ar : statistic.title_en}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
