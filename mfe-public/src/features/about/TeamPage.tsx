import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './about-team-translations.ts';
import { FigureBand } from './FigureBand.tsx';
import { PageHero } from './PageHero.tsx';
import { AboutBanner } from './AboutBanner.tsx';
import { TeamCard } from './TeamCard.tsx';
import { useTeam } from './team-content.ts';
import { teamFigures } from './figures.ts';
import './about.css';

/**
 * `/about/team` (spec §2 "Team page"): the editors' leadership cards (built-in four as
 * the fallback) with e-mail and profile buttons, the team statistics (4+, 11+, 20+, 50+; the
 * first two follow the cards) and a contact button to /contact.
 */
export function TeamPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const team = useTeam();
  return (
    <div className="about-page">
      <PageHero path="/about/team" eyebrow={t('common.eyebrow')} subtitle={t('team.subtitle')} />
      {team.length > 0 && (
        <section className="home-section">
          <div className="container">
            <div className="about-grid about-grid--4" data-testid="team-cards">
              {team.map((member) => (
                <TeamCard key={member.id} member={member} full />
              ))}
            </div>
          </div>
        </section>
      )}
      <FigureBand title={t('team.statsTitle')} figures={teamFigures(team)} testId="team-statistics" />
      <AboutBanner id="team-contact" title={t('team.contactTitle')} text={t('team.contactText')}>
        <Link to="/contact" data-testid="team-contact" className={buttonClassName({ type: 'primary', size: 'large' })}>
          {t('common.contactUs')}
        </Link>
      </AboutBanner>
    </div>
  );
}
