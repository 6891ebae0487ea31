import { Card } from '@consulting/ui';
import { ButtonLink } from '../../ui-local/ButtonLink.tsx';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import type { TeamMember } from './team-data.ts';

/**
 * A leadership card (spec §2 "Team page"): initials avatar, name, position, experience,
 * description; `full` adds education and the e-mail (mailto) and social-profile buttons.
 */
export function TeamCard({ member, full = false }: { member: TeamMember; full?: boolean }) {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <Card className="team-card" data-testid="team-member">
      <span className="ui-avatar team-card__avatar" style={{ inlineSize: 72, blockSize: 72 }}>
        {pick(member.initials, language)}
      </span>
      <h3>{pick(member.name, language)}</h3>
      <p className="team-card__position">{pick(member.position, language)}</p>
      <p className="team-card__experience">{t('about.experienceYears', { count: member.experienceYears })}</p>
      <p className="team-card__description">{pick(member.description, language)}</p>
      {full && (
        <>
          <p className="team-card__education">
            <strong>{t('team.education')}: </strong>
            {pick(member.education, language)}
          </p>
          <div className="team-card__actions">
            <ButtonLink href={`mailto:${member.email}`} data-testid="team-email">
              {t('team.email')}
            </ButtonLink>
            <ButtonLink href={member.linkedin} target="_blank" rel="noopener noreferrer" data-testid="team-profile">
              {t('team.profile')}
            </ButtonLink>
          </div>
        </>
      )}
    </Card>
  );
}
