import { Card, ResponsiveImage } from '@consulting/ui';
import { ButtonLink } from '../../ui-local/ButtonLink.tsx';
import { useTranslation } from 'react-i18next';
import type { TeamMemberRecord } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import { ABOUT_NAMESPACE } from './about-translations.ts';
import './about-team-translations.ts';
import { initials } from './initials.ts';

/** Drawn size of the card's round photo or initials (px). */
const AVATAR_PX = 72;

/**
 * A leadership card (spec §2 "Team page"): the member's photo from the media library
 * (else the initials), name, position, experience, description; `full` adds education and the
 * e-mail (mailto) and social-profile buttons (each left out when the editor left it empty).
 */
export function TeamCard({ member, full = false }: { member: TeamMemberRecord; full?: boolean }) {
  const { t } = useTranslation(ABOUT_NAMESPACE);
  const language = useLanguage((state) => state.language);
  const ar = language === 'ar';
  const name = ar ? member.name_ar : member.name_en;
  return (
    <Card className="team-card" data-testid="team-member">
      <span className="ui-avatar team-card__avatar" style={{ inlineSize: AVATAR_PX, blockSize: AVATAR_PX }}>
        {member.image ? (
          <ResponsiveImage media={member.image} sizes={`${AVATAR_PX}px`} language={language} />
        ) : (
          initials(name, language)
        )}
      </span>
      <h3>{name}</h3>
      <p className="team-card__position">{ar ? member.position_ar : member.position_en}</p>
      <p className="team-card__experience">{t('about.experienceYears', { count: member.experience_years })}</p>
      <p className="team-card__description">{ar ? member.description_ar : member.description_en}</p>
      {full && (
        <>
          <p className="team-card__education">
            <strong>{t('team.education')}: </strong>
            {ar ? member.education_ar : member.education_en}
          </p>
          <div className="team-card__actions">
            {member.email && (
              <ButtonLink href={`mailto:${member.email}`} data-testid="team-email">
                {t('team.email')}
              </ButtonLink>
            )}
            {member.linkedin && (
              <ButtonLink href={member.linkedin} target="_blank" rel="noopener noreferrer" data-testid="team-profile">
                {t('team.profile')}
              </ButtonLink>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
