import { buttonClassName } from '@consulting/ui';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pick, useLanguage } from '@consulting/platform';
import { PUBLIC_NAMESPACE } from '../../translations.ts';
import type { HomeSector } from './home-data.ts';
import { Section } from '../../ui-local/Section.tsx';

/**
 * The home sectors section (spec §2 "Home"): the active sectors and two links. The spec links
 * to /sectors, a page the route table does not have, so the first link goes to the track
 * overview (/services/overview) instead; the second goes to /contact.
 */
export function SectorsSection({ sectors }: { sectors: HomeSector[] }) {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const language = useLanguage((state) => state.language);
  return (
    <Section
      id="home-sectors-title"
      title={t('sectors.title')}
      eyebrow={t('sectors.eyebrow')}
      subtitle={t('sectors.subtitle')}
      tinted
    >
      <ul className="sector-cards">
        {sectors.map((sector) => (
          <li key={sector.id} className="sector-card" data-testid="sector-card">
            <h3>{pick(sector.name, language)}</h3>
            <p>{pick(sector.description, language)}</p>
          </li>
        ))}
      </ul>
      <div className="section-actions">
        <Link to="/services/overview" className={buttonClassName({ type: 'primary' })}>
          {t('sectors.all')}
        </Link>
        <Link to="/contact" className={buttonClassName({})}>
          {t('sectors.contact')}
        </Link>
      </div>
    </Section>
  );
}
