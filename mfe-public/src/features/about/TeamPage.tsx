import { Button } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import { FigureBand } from './FigureBand.tsx';
import { PageHero } from './PageHero.tsx';
import { TeamCard } from './TeamCard.tsx';
import { TEAM_FIGURES, TEAM_MEMBERS } from './team-data.ts';
import './about.css';

/**
 * `/about/team` (spec §2 "Team page"): four leadership cards with e-mail and profile buttons,
 * the team statistics (4+, 11+, 20+, 50+) and a contact button to /contact.
 */
export function TeamPage() {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  return (
    <div className="about-page">
      <PageHero path="/about/team" eyebrow={t('common.eyebrow')} subtitle={t('team.subtitle')} />
      <section className="home-section">
        <div className="container about-grid about-grid--4">
          {TEAM_MEMBERS.map((member) => (
            <TeamCard key={member.email} member={member} full />
          ))}
        </div>
      </section>
      <FigureBand title={t('team.statsTitle')} figures={TEAM_FIGURES} testId="team-statistics" />
      <section className="home-section" aria-labelledby="team-contact">
        <div className="container">
          <div className="about-banner">
            <div>
              <h2 id="team-contact">{t('team.contactTitle')}</h2>
              <p>{t('team.contactText')}</p>
            </div>
            <div className="about-banner__actions">
              <Link to="/contact" data-testid="team-contact">
                <Button type="primary" size="large">
                  {t('common.contactUs')}
                </Button>
              </Link>
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
